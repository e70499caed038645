package clock

import (
	"strconv"
	"time"

	"goref/words"
)

// Schedule says in one sentence, in the language lang names (words.Normalize), what the
// clock gives each player: "Each player has 60 minutes of main time, then 3 periods of 30 s;
// a move inside a period keeps it." It is the one sentence of each time system, for the new
// game form under its fields and for the result slip.
func (c Config) Schedule(lang string) string {
	minutes := func(d time.Duration) string {
		if d%time.Minute != 0 {
			return words.Fill(lang, "{{.S}} s", map[string]string{"S": strconv.Itoa(int(d / time.Second))})
		}
		n := int(d / time.Minute)
		key := "{{.N}} minutes"
		if n == 1 {
			key = "{{.N}} minute"
		}
		return words.Fill(lang, key, map[string]string{"N": strconv.Itoa(n)})
	}
	d := map[string]string{"Main": minutes(c.Main), "N": strconv.Itoa(c.Periods), "Period": minutes(c.Period),
		"Moves": strconv.Itoa(c.Moves), "Inc": minutes(c.Increment)}
	say := func(key string) string { return words.Fill(lang, key, d) }
	switch c.System {
	case None:
		return say("No time limit.")
	case Absolute:
		return say("Each player has {{.Main}} for the whole game.")
	case Japanese:
		if c.Main == 0 {
			return say("No main time: byo-yomi from the first move, {{.N}} {period|periods} of {{.Period}}.")
		}
		return say("Each player has {{.Main}} of main time, then {{.N}} {period|periods} of {{.Period}}; a move inside a period keeps it.")
	case Chinese88:
		d["Free"] = minutes(c.Main - time.Duration(c.Periods)*C88Minute)
		return say("Each player has {{.Main}} in all: {{.Free}} of free time, then 读秒 on the last {{.N}} {minute|minutes} (a move under a minute costs none, each full minute one; at the last minute's 60 s the game is lost).")
	case IngPenalty:
		d["Block"] = minutes(c.PenaltyBlock())
		return say("Each player has {{.Main}} of basic time, then up to three extensions of {{.Block}}, each costing 2 points (罚点); past the third the game is lost (逾时败).")
	case IngByoYomi:
		return say("Each player has {{.Main}} of basic time, then {{.N}} {period|periods} of {{.Period}}; past the last the game is lost (越时败).")
	case Canadian:
		return say("Each player has {{.Main}} of main time, then blocks of {{.Moves}} {move|moves} in {{.Period}}.")
	case Fischer:
		return say("Each player starts with {{.Main}}, and {{.Inc}} is added after each move.")
	}
	return ""
}
