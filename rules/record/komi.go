package record

import (
	"math"
	"strconv"
	"strings"

	"goref/board/sgf"
)

// Komi is KM as written and as goref understands it.
type Komi struct {
	Raw    string  // the KM value as written
	Value  float64 // the komi in its own unit: points, or stones (子) when Stones is set
	Stones bool    // the value is Chinese stone komi (子): one stone is two points
	Points float64 // the komi in points
	Fox    bool    // read as Fox's komi ×100 (KM[650] is 6.5)
	Note   string  // which quirk was applied (Fox, Stones), in English; "" for none
}

// MaxKomi bounds a komi's size, in any unit: far beyond any real game, far below where
// arithmetic on it loses precision. The command line refuses larger values too.
const MaxKomi = 1000

// ParseKomi reads KM of a root. ok is false when there is no KM. Quirks, each reported in
// Note:
//
//   - Fox (野狐) stores komi ×100 as an integer: KM[650] is 6.5 points, KM[750] 7.5 and
//     KM[550] 5.5. Any integer written without a decimal point whose size is 100 or more
//     is read this way; no real komi is that large.
//   - Fox's Chinese-rules games store stone komi ×100: KM[375] is 3¾ stones = 7.5 points,
//     KM[325] 3¼ stones = 6.5 points. After dividing by 100, a quarter fraction (.25/.75)
//     means stones.
//   - GoGoD and Chinese sources write stone komi directly: KM[3.75], KM[2.75] (= 5.5
//     points). A komi with a quarter fraction is read as stones for the same reason: no
//     point komi ends in .25 or .75.
//
// KataGo applies the same corrections (cpp/dataio/sgf.cpp); KaTrain and Sabaki correct
// the Fox values too.
func ParseKomi(root *sgf.Node) (k Komi, ok bool, err error) {
	raw, ok := root.Get("KM")
	if !ok {
		return Komi{}, false, nil
	}
	k.Raw = raw
	t := strings.TrimSpace(raw)
	if t == "" {
		return Komi{Raw: raw}, true, nil // KM[] : no komi given, read as 0
	}
	v, perr := strconv.ParseFloat(t, 64)
	if perr != nil || math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > MaxKomi {
		return Komi{Raw: raw}, true, errorAt(root, ErrKomi, "invalid komi KM[%s]", raw)
	}
	if !strings.ContainsAny(t, ".eE") && math.Abs(v) >= 100 {
		v /= 100
		k.Fox, k.Note = true, "Fox komi ×100"
	}
	if frac := math.Abs(v - math.Trunc(v)); frac == 0.25 || frac == 0.75 {
		k.Stones = true
		if k.Note != "" {
			k.Note += ", "
		}
		k.Note += "quarter komi read as stones (子)"
	}
	k.Value = v
	k.Points = v
	if k.Stones {
		k.Points = 2 * v
	}
	return k, true, nil
}
