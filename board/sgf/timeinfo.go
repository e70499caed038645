package sgf

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"goref/board"
)

// Time properties are kept as raw strings in the tree; these helpers read the numbers.
// The overtime text (OT, e.g. "5x30 byo-yomi", "25/300 Canadian") is left to the clock
// package to interpret.

// Number reads the first value of property id as a number. ok is false when the
// property is absent; err is set when it is present but not a number.
func Number(n *Node, id string) (v float64, ok bool, err error) {
	raw, ok := n.Get(id)
	if !ok {
		return 0, false, nil
	}
	v, perr := strconv.ParseFloat(strings.TrimSpace(raw), 64)
	if perr != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, true, errorAt(n, "%s[%s] is not a number", id, raw)
	}
	return v, true, nil
}

// TimeSettings are the root's time properties.
type TimeSettings struct {
	Main     float64 // TM in seconds
	HasMain  bool
	MainRaw  string // TM as written
	Overtime string // OT as written
}

// ParseTimeSettings reads TM and OT of a root. Besides plain seconds (FF[4]) TM is read
// in the forms real records use: "1 hour", "2時間", "2시간", "90 minutes", "1:30:00";
// text after the main time ("1:00:00(5x1:00)") is left to OT. An empty TM is no TM.
func ParseTimeSettings(root *Node) (TimeSettings, error) {
	var ts TimeSettings
	ts.Overtime, _ = root.Get("OT")
	raw, ok := root.Get("TM")
	ts.MainRaw = raw
	if !ok || strings.TrimSpace(raw) == "" {
		return ts, nil
	}
	v, ok := parseDuration(raw)
	if !ok {
		return ts, errorAt(root, "TM[%s] is not a time", raw)
	}
	ts.Main, ts.HasMain = v, true
	return ts, nil
}

// parseDuration reads seconds, "h:mm:ss"/"mm:ss", or a number with a unit.
func parseDuration(raw string) (float64, bool) {
	t := strings.TrimSpace(raw)
	if i := strings.IndexAny(t, "(+/"); i > 0 {
		t = strings.TrimSpace(t[:i])
	}
	if v, err := strconv.ParseFloat(t, 64); err == nil && v >= 0 && !math.IsInf(v, 0) {
		return v, true
	}
	if strings.Contains(t, ":") {
		total := 0.0
		for _, part := range strings.Split(t, ":") {
			v, err := strconv.ParseFloat(strings.TrimSpace(part), 64)
			if err != nil || v < 0 || math.IsInf(v, 0) {
				return 0, false
			}
			total = total*60 + v
		}
		return total, true
	}
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
		i++
	}
	v, err := strconv.ParseFloat(t[:i], 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, false
	}
	unit := strings.ToLower(strings.TrimSpace(t[i:]))
	for _, u := range []struct {
		names string
		secs  float64
	}{
		{"h hr hrs hour hours 時間 小时 小時 시간", 3600},
		{"m min mins minute minutes 分 分钟 分鐘 분", 60},
		{"s sec secs second seconds 秒 초", 1},
	} {
		if slices.Contains(strings.Fields(u.names), unit) {
			return v * u.secs, true
		}
	}
	return 0, false
}

// TimeLeft reads a node's BL/OB (Black) or WL/OW (White): seconds left and, in overtime,
// the moves or periods left.
type TimeLeft struct {
	Seconds    float64
	HasSeconds bool
	Periods    int // OB/OW
	HasPeriods bool
}

// ParseTimeLeft reads the time left of player c at node n.
func ParseTimeLeft(n *Node, c board.Color) (TimeLeft, error) {
	left, periods := "BL", "OB"
	if c == board.White {
		left, periods = "WL", "OW"
	}
	var tl TimeLeft
	var err error
	if tl.Seconds, tl.HasSeconds, err = Number(n, left); err != nil {
		return tl, err
	}
	p, ok, err := Number(n, periods)
	if err != nil {
		return tl, err
	}
	if ok {
		if p != math.Trunc(p) || p < 0 || p > 1e9 {
			return tl, errorAt(n, "%s is not a whole number", periods)
		}
		tl.Periods, tl.HasPeriods = int(p), true
	}
	return tl, nil
}
