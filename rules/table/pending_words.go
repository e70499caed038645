package table

import (
	"strconv"
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

// Explain is what the referee reads about the repetition waiting, one line each, in the
// language lang names (GTP names on a board height points high): the verdict; the lap it rests
// on (the plies, ko captures and stones taken, or the fight a hot stone stopped, 双热子/季热子);
// the rule set's text (RuleText); under Ing's 争 or 搅 the choices and positions each side had
// in the lap, with Chen's shape count; and that the move was refused, when it was.
func (pc *PendingCycle) Explain(lang string, height int) string {
	lines := []string{pc.Verdict(lang)}
	cy := pc.Cycle
	if cy != nil {
		kos := words.Text(lang, "lap/none")
		if len(cy.Kos) > 0 {
			names := make([]string, len(cy.Kos))
			for i, v := range cy.Kos {
				names[i] = v.GTP(height)
			}
			kos = strings.Join(names, " ")
		}
		n := strconv.Itoa
		if cy.Stopped {
			lines = append(lines, strings.NewReplacer("{F}", n(cy.From+1), "{T}", n(cy.To), "{K}", kos).
				Replace(words.Text(lang, "lap/hot-stone")))
		} else {
			lines = append(lines, words.Counted(strings.NewReplacer("{F}", n(cy.From), "{T}", n(cy.To), "{N}", n(cy.Length), "{K}", kos,
				"{B}", n(cy.Captured[board.Black]), "{W}", n(cy.Captured[board.White])).Replace(words.Text(lang, "lap/repeats"))))
		}
	}
	if rule := pc.RuleText(lang); rule != "" {
		lines = append(lines, rule)
	}
	if cy != nil && !cy.Stopped && (pc.Event.Verdict == rules.VerdictContest || pc.Event.Verdict == rules.VerdictDisturb) {
		lines = append(lines, strings.NewReplacer("{B}", strconv.Itoa(cy.Choices[board.Black]), "{W}", strconv.Itoa(cy.Choices[board.White]),
			"{X}", strconv.Itoa(cy.Shapes[board.Black]), "{Y}", strconv.Itoa(cy.Shapes[board.White])).Replace(words.Text(lang, "lap/choices")))
		switch cy.ShapeVerdict {
		case rules.VerdictDisturb:
			lines = append(lines, strings.ReplaceAll(words.Text(lang, "lap/shape.disturb"), "{P}", rules.PlayerName(cy.ShapeDisturber, lang)))
		case rules.VerdictContest:
			lines = append(lines, words.Text(lang, "lap/shape.contest"))
		}
	}
	if pc.Refused {
		lines = append(lines, words.Text(lang, "lap/refused"))
	}
	return strings.Join(lines, "\n")
}
