package table

import (
	"strings"

	"goref/board"
	"goref/rules"
	"goref/words"
)

// Verdict is the rule set's verdict on the repetition in one line, in the language lang names:
// the referee rules a draw or a replay (C88 Art. 20.3), no result if both agree (J89 Art. 12),
// contest or disturbance (Ing 争 / 搅), a shameless ko's false life (假生); else that the
// whole-board position repeats.
func (pc *PendingCycle) Verdict(lang string) string {
	key := "verdict/" + pc.Event.Verdict
	if !words.Has(key) {
		key = "verdict/repeats"
	}
	return words.Text(lang, key)
}

// RuleText says what the rule set makes of the repetition and what it leaves to the referee,
// in the language lang names: C88 Art. 20.3 (draw, replay or play on), J89 Art. 12 (no result
// if both agree), Ing's 争 (neither side may recreate its positions) or 搅 (the 搅方 may not go
// on, the other may). "" for a verdict with no words of its own.
func (pc *PendingCycle) RuleText(lang string) string {
	key := "ruling/cycle." + pc.Event.Verdict
	if !words.Has(key) {
		return ""
	}
	c, _ := board.ParseColor(pc.Event.Disturber)
	return strings.NewReplacer("{P}", rules.PlayerName(c, lang), "{O}", rules.PlayerName(c.Opponent(), lang)).
		Replace(words.Text(lang, key))
}

// Explain says why the pass waits for the referee, in the language lang names: under 可争禁虚
// (Ing 13th ed. art. 3, 「实手尚可争点，除认输外，禁止虚手」) the player may not pass while a
// neutral point can still be contested — Point when the rules named one (a GTP name on a board
// height points high).
func (rp *RefusedPass) Explain(lang string, height int) string {
	key, point := "ruling/refused-pass.any", ""
	if rp.Point != nil {
		key, point = "ruling/refused-pass", rp.Point.GTP(height)
	}
	return strings.NewReplacer("{P}", rules.PlayerName(rp.Player, lang), "{V}", point).
		Replace(words.Text(lang, key))
}
