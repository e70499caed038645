package clock

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// SGF time properties: TM (time limit per player, seconds), OT (overtime
// description, free text), and per move BL/WL (time left, seconds) and
// OB/OW (periods or moves left).
//
// OT forms written by FormatTime (one per system; ParseTime reads them all
// back to the same Config):
//
//	None         TM and OT absent
//	Absolute     TM[T], OT absent
//	Japanese     OT[5x30 byo-yomi]          periods x seconds (KGS, CGoban)
//	IngByoYomi   OT[5x30 byo-yomi (Ing)]
//	Chinese88    OT[5 min reserved (C88)]   TM is the whole limit, reserve included
//	IngPenalty   OT[3x1800 penalty (Ing)]   3 blocks of TM/6 seconds, 2 points each
//	Canadian     OT[25/600 Canadian]        moves/seconds (KGS, CGoban, Quarry)
//	Fischer      OT[30 Fischer]             increment in seconds
//	             OT[30 Fischer cap 3600]    with a ceiling
//
// ParseTime also reads what other programs write: "3x60 byoyomi",
// "25 moves / 10 min" and "25 moves / 600 sec" (GoGui, SmartGo),
// "25/600 canadian" in any case, "Fischer 30", "30s fischer", and
// "absolute"/"none"/"sudden death". Numbers of seconds may have decimals.
//
// Per-move values (MoveTime, Restore): in main time only BL/WL is written.
// In overtime OB/OW is the byo-yomi periods left (Japanese, Ing), the
// reserved minutes left (C88), the moves left in the block (Canadian) or
// the Ing penalty blocks not yet bought; BL/WL is then the time left in the
// current period or block (in byo-yomi and C88, as the move ended: before the
// period starts afresh). The move that completes a Canadian block writes that
// block as the move left it, OB[0] and the seconds it had left, before it
// renews (FF[4]: OB is the moves left "after the move of this node was played
// to play in this byo-yomi period", BL the time left after the move); read
// back, OB[0] is the block renewed, and the time the move took is kept.

// ErrSGFTime is wrapped by every SGF time parse error.
var ErrSGFTime = errors.New("clock: unrecognised SGF time")

// ParseSeconds parses an SGF real number of seconds exactly (no float
// rounding): "600", "12.5", "0.001".
func ParseSeconds(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" && frac == "" || strings.HasPrefix(whole, "-") || strings.HasPrefix(whole, "+") || len(frac) > 9 {
		return 0, fmt.Errorf("%w: seconds %q", ErrSGFTime, s)
	}
	var d time.Duration
	if whole != "" {
		n, err := strconv.ParseInt(whole, 10, 64)
		if err != nil || n > int64(unlimited/time.Second) {
			return 0, fmt.Errorf("%w: seconds %q", ErrSGFTime, s)
		}
		d = time.Duration(n) * time.Second
	}
	if frac != "" {
		n, err := strconv.ParseInt(frac+strings.Repeat("0", 9-len(frac)), 10, 64)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("%w: seconds %q", ErrSGFTime, s)
		}
		d += time.Duration(n)
	}
	return d, nil
}

// FormatSeconds writes d as SGF seconds, with only the decimals it needs.
func FormatSeconds(d time.Duration) string {
	sign := ""
	if d < 0 {
		sign, d = "-", -d
	}
	s := strconv.FormatInt(int64(d/time.Second), 10)
	if ns := d % time.Second; ns != 0 {
		s += "." + strings.TrimRight(fmt.Sprintf("%09d", int64(ns)), "0")
	}
	return sign + s
}

// FormatTime returns the TM and OT values for cfg ("" = omit the property).
func FormatTime(cfg Config) (tm, ot string) {
	if cfg.System == None {
		return "", ""
	}
	tm = FormatSeconds(cfg.Main)
	sec := FormatSeconds
	switch cfg.System {
	case Japanese:
		ot = fmt.Sprintf("%dx%s byo-yomi", cfg.Periods, sec(cfg.Period))
	case IngByoYomi:
		ot = fmt.Sprintf("%dx%s byo-yomi (Ing)", cfg.Periods, sec(cfg.Period))
	case Chinese88:
		ot = fmt.Sprintf("%d min reserved (C88)", cfg.Periods)
	case IngPenalty:
		ot = fmt.Sprintf("%dx%s penalty (Ing)", IngMaxPenalties, sec(cfg.PenaltyBlock()))
	case Canadian:
		ot = fmt.Sprintf("%d/%s Canadian", cfg.Moves, sec(cfg.Period))
	case Fischer:
		ot = sec(cfg.Increment) + " Fischer"
		if cfg.Cap > 0 {
			ot += " cap " + sec(cfg.Cap)
		}
	}
	return tm, ot
}

const num = `(\d+(?:\.\d+)?)`

var otForms = []struct {
	re    *regexp.Regexp
	parse func(m []string, cfg *Config) error
}{
	{regexp.MustCompile(`^(\d+)\s*x\s*` + num + `\s*byo-?yomi\s*(\(ing\))?$`), func(m []string, cfg *Config) error {
		cfg.System = Japanese
		if m[3] != "" {
			cfg.System = IngByoYomi
		}
		return parseInts(m[1], &cfg.Periods, m[2], &cfg.Period)
	}},
	{regexp.MustCompile(`^(\d+)\s*min\s*reserved\s*\(c88\)$`), func(m []string, cfg *Config) error {
		cfg.System = Chinese88
		return parseInts(m[1], &cfg.Periods, "", nil)
	}},
	{regexp.MustCompile(`^(\d+)\s*x\s*` + num + `\s*penalty\s*\(ing\)$`), func(m []string, cfg *Config) error {
		cfg.System = IngPenalty
		var n int
		var block time.Duration
		if err := parseInts(m[1], &n, m[2], &block); err != nil {
			return err
		}
		if n != IngMaxPenalties || block != cfg.PenaltyBlock() {
			return fmt.Errorf("%w: Ing penalty must be %dx TM/6", ErrSGFTime, IngMaxPenalties)
		}
		return nil
	}},
	{regexp.MustCompile(`^(\d+)\s*/\s*` + num + `\s*canadian$`), func(m []string, cfg *Config) error {
		cfg.System = Canadian
		return parseInts(m[1], &cfg.Moves, m[2], &cfg.Period)
	}},
	{regexp.MustCompile(`^(\d+)\s*moves\s*/\s*` + num + `\s*(sec|min)$`), func(m []string, cfg *Config) error {
		cfg.System = Canadian
		if err := parseInts(m[1], &cfg.Moves, m[2], &cfg.Period); err != nil {
			return err
		}
		if m[3] == "min" {
			cfg.Period *= 60
		}
		return nil
	}},
	{regexp.MustCompile(`^(?:fischer\s*` + num + `\s*s?|` + num + `\s*s?\s*fischer)(?:\s*(?:cap|max)\s*` + num + `)?$`), func(m []string, cfg *Config) error {
		cfg.System = Fischer
		inc := m[1] + m[2]
		var err error
		if cfg.Increment, err = ParseSeconds(inc); err != nil {
			return err
		}
		if m[3] != "" {
			cfg.Cap, err = ParseSeconds(m[3])
		}
		return err
	}},
	{regexp.MustCompile(`^(absolute|none|sudden death)?$`), func(m []string, cfg *Config) error {
		cfg.System = Absolute
		return nil
	}},
}

func parseInts(count string, n *int, seconds string, d *time.Duration) error {
	v, err := strconv.Atoi(count)
	if err != nil {
		return fmt.Errorf("%w: %q", ErrSGFTime, count)
	}
	*n = v
	if d != nil {
		*d, err = ParseSeconds(seconds)
	}
	return err
}

// ParseTime turns the TM and OT values ("" = absent) into a Config and validates it: the one
// reading of an SGF record's time settings (rules/record reads a record's through it). TM is
// read by ParseTM.
func ParseTime(tm, ot string) (Config, error) {
	main, err := ParseTM(tm)
	if err != nil {
		return Config{}, err
	}
	return ParseOT(main, ot)
}

// ParseTM reads a TM value: plain seconds as FF[4] has them ("5400", "0.5"), and the forms
// real records use besides: "1:30:00" and "90:00", "1.5 hours", "90 minutes", "2時間", "2小时",
// "2시간", "30分", "30 sec". Text after the main time ("1:00:00(5x1:00)", "3600+30") is left
// to OT. An empty TM is no main time.
func ParseTM(tm string) (time.Duration, error) {
	t := strings.TrimSpace(tm)
	if i := strings.IndexAny(t, "(+/"); i > 0 {
		t = strings.TrimSpace(t[:i])
	}
	if t == "" {
		return 0, nil
	}
	if d, err := ParseSeconds(t); err == nil {
		return d, nil
	}
	bad := fmt.Errorf("%w: TM %q is not a time", ErrSGFTime, tm)
	if strings.Contains(t, ":") {
		parts := strings.Split(t, ":")
		if len(parts) > 3 {
			return 0, bad
		}
		var total time.Duration
		for _, p := range parts {
			d, err := ParseSeconds(p)
			if err != nil || total > unlimited/60 {
				return 0, bad
			}
			total = total*60 + d
		}
		return total, nil
	}
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
		i++
	}
	n, err := ParseSeconds(t[:i])
	if err != nil {
		return 0, bad
	}
	unit := strings.ToLower(strings.TrimSpace(t[i:]))
	for _, u := range tmUnits {
		if slices.Contains(strings.Fields(u.names), unit) {
			if n > unlimited/u.size {
				return 0, bad
			}
			return n * u.size, nil
		}
	}
	return 0, bad
}

// tmUnits are the units records write after a TM number, in the languages goref reads.
var tmUnits = []struct {
	names string
	size  time.Duration
}{
	{"h hr hrs hour hours 時間 小时 小時 시간", 3600},
	{"m min mins minute minutes 分 分钟 分鐘 분", 60},
	{"s sec secs second seconds 秒 초", 1},
}

// ParseOT turns the main time and an OT value into a validated Config.
// Main time 0 with no OT means no time limit.
func ParseOT(main time.Duration, ot string) (Config, error) {
	ot = strings.ToLower(strings.TrimSpace(ot))
	cfg := Config{Main: main}
	for _, f := range otForms {
		m := f.re.FindStringSubmatch(ot)
		if m == nil {
			continue
		}
		if err := f.parse(m, &cfg); err != nil {
			return Config{}, err
		}
		if cfg.System == Absolute && cfg.Main == 0 {
			cfg.System = None
		}
		if err := cfg.Validate(); err != nil {
			return Config{}, err
		}
		return cfg, nil
	}
	return Config{}, fmt.Errorf("%w: OT %q", ErrSGFTime, ot)
}

// MoveTime holds one node's raw BL, OB, WL and OW values ("" = absent).
type MoveTime struct {
	BL, OB, WL, OW string
}

// TimeProps returns the BL/WL and OB/OW values to write after a move by the
// side of r (over is "" when the side is in main time).
func TimeProps(cfg Config, r Reading) (left, over string) {
	switch {
	case cfg.System == None:
		return "", ""
	case r.Phase != Overtime:
		return FormatSeconds(r.MainLeft), ""
	}
	count := r.PeriodsLeft
	if cfg.System == Canadian {
		count = r.MovesLeft
	}
	return FormatSeconds(r.PeriodLeft), strconv.Itoa(count)
}

// MoveTime is the BL/OB (WL/OW) values to write after the move side has just ended (Press,
// Unseal): TimeProps of its reading, except that in byo-yomi and in C88's reserved minutes BL
// is what was left of the period as the move ended, before the period started afresh, as KGS
// writes it. Restore reads it back so: the time the move took is in the record, and the
// reopened clock's period is whole again.
func (c *Clock) MoveTime(side Side) (left, over string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := c.stateAt(c.src.Now()).Sides[side]
	left, over = TimeProps(c.cfg, r)
	m := c.lastMove
	if r.Phase != Overtime || m.side != side || m.log != len(c.log) {
		return left, over
	}
	switch c.cfg.System {
	case Japanese, IngByoYomi, Chinese88:
		left = FormatSeconds(m.left)
	case Canadian:
		if m.blockDone {
			left, over = FormatSeconds(m.left), "0"
		}
	}
	return left, over
}

// Restore makes a stopped clock whose sides resume from the last BL/OB and
// WL/OW values found in nodes (a game reopened from SGF). Start it with the
// side to move. A side with no values starts fresh.
//
// The time each side used is rebuilt from the sequence of its values: a move
// took what it took from the time left, plus what the system gave back after
// it (Fischer's increment; in byo-yomi the part of the period used when BL is
// the time that was left in it at the move, as KGS writes it; a Canadian block
// renewed after OB[0], from the seconds BL says it had left). Where a record
// keeps less (a program that writes the period whole after a byo-yomi move, or
// the renewed Canadian block after the move that completed one) the rebuilt
// time is what the record proves, never more.
func Restore(cfg Config, src TimeSource, nodes []MoveTime) (*Clock, error) {
	c, err := New(cfg, src)
	if err != nil {
		return nil, err
	}
	var values [2][][2]string
	for _, n := range nodes {
		if n.BL != "" || n.OB != "" {
			values[Black] = append(values[Black], [2]string{n.BL, n.OB})
		}
		if n.WL != "" || n.OW != "" {
			values[White] = append(values[White], [2]string{n.WL, n.OW})
		}
	}
	if c.eng.unlimited() {
		return c, nil
	}
	for side := Black; side <= White; side++ {
		if len(values[side]) == 0 {
			continue
		}
		prev := c.eng.initial()
		var used, credited time.Duration
		for _, v := range values[side] {
			s, err := c.sideFrom(v[0], v[1])
			if err != nil {
				return nil, fmt.Errorf("%v: %w", side, err)
			}
			back := c.givenBack(&s, v[0], v[1])
			took := c.eng.left(&prev) - c.eng.left(&s) + back
			if took < 0 { // more left than before and than the system gives: a renewal, or time added
				back -= took
				took = 0
			}
			used += took
			credited += back
			prev = s
		}
		// The ledger stays whole: used + left == given + credited + adjusted.
		prev.used, prev.credited = used, credited
		prev.adjusted = used + c.eng.left(&prev) - c.eng.given() - credited
		c.sides[side] = prev
	}
	return c, nil
}

// givenBack is what the system gave back after the move that left s, as far
// as the written values show it.
func (c *Clock) givenBack(s *sideState, leftValue, overValue string) time.Duration {
	switch c.cfg.System {
	case Fischer:
		return c.cfg.Increment
	case Canadian: // OB[0]: the block the move completed renewed, from the seconds it had left
		inBlock, err := ParseSeconds(leftValue)
		if strings.TrimSpace(overValue) != "0" || err != nil || inBlock > c.cfg.Period || s.loss != NoLoss {
			return 0
		}
		return c.cfg.Period - inBlock
	case Japanese, IngByoYomi, Chinese88:
		if !s.overtime || leftValue == "" || s.loss != NoLoss {
			return 0
		}
		inPeriod, err := ParseSeconds(leftValue)
		length := byoYomi{cfg: c.cfg}.length()
		if err != nil || inPeriod >= length || inPeriod < 0 {
			return 0
		}
		return length - inPeriod
	}
	return 0
}

// sideFrom is a side's clock as one node's values leave it.
func (c *Clock) sideFrom(leftValue, overValue string) (sideState, error) {
	s := c.eng.initial()
	if leftValue != "" {
		left, err := ParseSeconds(leftValue)
		if err != nil {
			return s, err
		}
		s.main = left
	}
	if overValue == "" || c.eng.ot == nil {
		if s.main == 0 && c.eng.ot != nil {
			c.eng.ot.enter(&s)
		}
		return s, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(overValue))
	if err != nil || n < 0 {
		return s, fmt.Errorf("%w: over %q", ErrSGFTime, overValue)
	}
	left := s.main
	s.main = 0
	s.overtime = true
	switch c.cfg.System {
	case Japanese, IngByoYomi, Chinese88:
		// The move ended, so the period starts afresh whatever BL says.
		if n < 1 {
			return s, fmt.Errorf("%w: no periods left", ErrSGFTime)
		}
		s.periods = n
	case Canadian:
		if n > c.cfg.Moves || leftValue == "" {
			return s, fmt.Errorf("%w: Canadian needs moves 0..%d and time", ErrSGFTime, c.cfg.Moves)
		}
		s.movesLeft, s.blockLeft = n, left
		if n == 0 { // the move completed its block, which renewed (givenBack credits it)
			s.movesLeft, s.blockLeft = c.cfg.Moves, c.cfg.Period
		}
	case IngPenalty:
		if n > IngMaxPenalties-1 || leftValue == "" {
			return s, fmt.Errorf("%w: Ing penalty blocks left must be 0..2", ErrSGFTime)
		}
		s.penalties = IngMaxPenalties - n
		s.penaltyPoints = s.penalties * IngPointsPerBlock
		s.blockLeft = left
	}
	return s, nil
}
