package result

import (
	"math"
	"strconv"
	"strings"

	"goref/words"
)

// Texts is the result in every language, by words.Tag.JSONKey (the notation of goref's JSON).
func (r Result) Texts() map[string]string {
	m := map[string]string{}
	for _, t := range words.Tags {
		m[t.JSONKey()] = r.Text(string(t))
	}
	return m
}

// Text is the result in the language lang names (words.Normalize: "zh" is zh-Hans, unknown
// languages get English), in the catalogue's words (result/…). Examples: 黑胜¾子, 白胜半目,
// 黑胜5点, 黑中盘胜, 白超时胜, 黑逾时败, 和棋, 无胜负.
func (r Result) Text(lang string) string {
	l := string(words.Normalize(lang))
	say := func(key string, fill ...string) string {
		return strings.NewReplacer(fill...).Replace(words.Text(l, "result/"+key))
	}
	switch r.Winner {
	case Draw:
		return say("draw")
	case Void:
		return say("void")
	case BothLose:
		return say("both-lose")
	case Black, White:
	default:
		return "?"
	}
	side, loser := say("black"), say("white")
	if r.Winner == White {
		side, loser = loser, side
	}
	S, L := []string{"{S}", side}, []string{"{L}", loser}
	switch r.Reason {
	case ByResignation:
		if strings.HasPrefix(r.System, "ing") { // Ing's 不计点胜: won without the count
			return say("resign.ing", S...)
		}
		return say("resign", S...)
	case ByTime:
		return say("time", S...)
	case ByPenaltyOvertime:
		return say("overtime.penalty", L...)
	case ByByoyomiOvertime:
		return say("overtime.byoyomi", L...)
	case ByForfeit:
		return say("forfeit", L...)
	case ByViolation:
		return say("violation", L...)
	case ByContract:
		return say("contract", S...)
	case ByRepetition:
		return say("repetition", S...)
	}
	s := say("win", "{S}", side, "{M}", r.margin(say))
	if r.Margin == 0 && r.Winner == Black && r.Unit == Point {
		s += say("tie-to-black")
	}
	return s
}

// margin is the margin with its unit; the catalogue's sentence picks the number's form:
// {N} with fraction glyphs (2¾), {D} in decimals (6.5), {W} the whole part before 半.
func (r Result) margin(say func(string, ...string) string) string {
	m := r.Margin
	key := "unit.stone"
	switch r.Unit {
	case Moku:
		key = "unit.moku"
		whole, half := math.Floor(m), m-math.Floor(m) >= 0.5
		switch {
		case m == 1:
			key += ".one"
		case whole == 0 && half:
			key += ".half-only"
		case half:
			key += ".half"
		}
	case Point:
		key = "unit.point"
		if m == 1 {
			key += ".one"
		}
	default:
		if m > 0 && m <= 1 {
			key += ".one"
		}
	}
	return say(key, "{N}", Fraction(m), "{D}", Decimal(m), "{W}", itoa(math.Floor(m)))
}

// Fraction writes a non-negative multiple of ¼ with a vulgar-fraction glyph: 0, ¼, ½, ¾,
// 1¼, 3¾. Other values fall back to decimals.
func Fraction(m float64) string {
	whole := math.Floor(m)
	frac := m - whole
	glyph := map[float64]string{0.25: "¼", 0.5: "½", 0.75: "¾"}
	if frac == 0 {
		return itoa(whole)
	}
	g, ok := glyph[frac]
	if !ok {
		return Decimal(m)
	}
	if whole == 0 {
		return g
	}
	return itoa(whole) + g
}

func itoa(f float64) string { return strconv.FormatFloat(f, 'f', 0, 64) }
