package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// boxWidgets are the panel's boxes for a cycle, a refused pass and J89's both-lose ruling.
type boxWidgets struct {
	cycle, cycleC88, cycleJ89, cycleIng *fyne.Container
	cycleText                           *sentence
	refused                             *fyne.Container
	refusedText                         *sentence
	bothLose, shape                     *widget.Button
}

// boxes builds the boxes; refreshBoxes shows the ones that apply.
func (r *referee) boxes() *boxWidgets {
	b := &boxWidgets{cycleText: newSentence(), refusedText: newSentence()}
	rule := func(label, ruling string, player board.Color) *widget.Button {
		return widget.NewButton(label, func() { r.RuleCycle(ruling, player) })
	}
	b.cycleC88 = container.NewGridWithColumns(2,
		rule(L("Draw (和棋)"), rules.RulingDraw, board.Empty),
		rule(L("Replay (重下)"), rules.RulingReplay, board.Empty),
		rule(L("Play on"), rules.RulingContinue, board.Empty))
	b.cycleJ89 = container.NewGridWithColumns(2,
		rule(L("No result (無勝負)"), rules.RulingNoResult, board.Empty),
		rule(L("Play on"), rules.RulingContinue, board.Empty))
	b.shape = widget.NewButton(L("Chen's reading"), r.RuleCycleByShapeCount)
	b.cycleIng = container.NewGridWithColumns(2,
		rule(L("Rule 争 (contest)"), rules.RulingContest, board.Empty),
		widget.NewButton(L("Keep the verdict"), r.DismissCycle),
		rule(L("Rule Black 搅方"), rules.RulingDisturb, board.Black),
		rule(L("Rule White 搅方"), rules.RulingDisturb, board.White),
		b.shape)
	b.cycle = container.NewVBox(
		widget.NewLabelWithStyle(L("Repetition"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		b.cycleText, b.cycleC88, b.cycleJ89, b.cycleIng, widget.NewSeparator())
	b.refused = container.NewVBox(
		widget.NewLabelWithStyle(L("Pass refused"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		b.refusedText,
		container.NewVBox(
			widget.NewButton(L("漏着: let the pass through"), r.PassAsOversight),
			widget.NewButton(L("Cancel"), r.CancelRefusedPass)),
		widget.NewSeparator())
	b.bothLose = widget.NewButton(L("Both lose (Art. 13-1)"), r.BothLose1301)
	return b
}

// refreshBoxes fills the boxes from the table: the repetition or refused pass waiting for the
// referee, with the rulings the table says the rule set allows.
func (r *referee) refreshBoxes(b *boxWidgets) {
	t := r.u.sess.Table()
	pc := t.PendingCycle()
	if !r.u.sess.AtTable() {
		pc = nil
	}
	show(b.cycle, pc != nil)
	if pc != nil {
		b.cycleText.SetText(r.cycleText(pc))
		allows := map[string]bool{}
		for _, c := range pc.Choices {
			allows[c.Ruling] = true
		}
		show(b.cycleC88, allows[rules.RulingDraw])
		show(b.cycleJ89, allows[rules.RulingNoResult])
		show(b.cycleIng, allows[rules.RulingDisturb])
		show(b.shape, pc.Shape != nil)
	}
	rp := t.RefusedPass()
	show(b.refused, rp != nil && r.u.sess.AtTable())
	if rp != nil {
		b.refusedText.SetText(rp.Explain(uiLang(), r.u.sess.Info.Height))
	}
	show(b.bothLose, r.u.sess.AtTable() && t.BothLoseOffered())
}

// gtpList names points as GTP does (D4 Q16), "none" for none.
func gtpList(vs []board.Vertex, height int) string {
	if len(vs) == 0 {
		return L("none")
	}
	var s []string
	for _, v := range vs {
		s = append(s, v.GTP(height))
	}
	return strings.Join(s, " ")
}

// cycleText is the verdict and what it rests on: the lap, and the rule set's text, in the
// table's words.
func (r *referee) cycleText(pc *table.PendingCycle) string {
	return pc.Explain(uiLang(), r.u.sess.Info.Height)
}

// RuleCycleByShapeCount rules the cycle as Chen's shape count reads it (the table's
// PendingCycle.Shape): the referee's choice of Chen's reading over the preset's (Ing's rulings
// as the book reports).
func (r *referee) RuleCycleByShapeCount() {
	pc := r.u.sess.Table().PendingCycle()
	if pc == nil || pc.Shape == nil {
		r.u.setStatus(L("No repetition is waiting for a ruling."))
		return
	}
	r.RuleCycle(pc.Shape.Ruling, pc.Shape.Player)
}

// RuleCycle records the referee's ruling on the cycle (ActCycleRuling): draw, replay or no
// result end the game; continue lets play go on; under Ing, contest or disturb (player: the
// 搅方) re-judge the lap.
func (r *referee) RuleCycle(ruling string, player board.Color) {
	if r.u.sess.Table().PendingCycle() == nil {
		r.u.setStatus(L("No repetition is waiting for a ruling."))
		return
	}
	r.recordAction(rules.Action{Kind: rules.ActCycleRuling, Player: player, Ruling: ruling})
}

// DismissCycle closes the cycle box: the rule set's verdict stands (the table's KeepVerdict).
func (r *referee) DismissCycle() {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.KeepVerdict() })
	r.u.show(upd, err)
	r.u.changed()
}

// BothLose1301 is J89 Art. 13-1: after the stop both players found a move that decides the
// game, neither resumes, and no end can be agreed: both lose.
func (r *referee) BothLose1301() {
	r.recordAction(rules.Action{Kind: rules.ActBothLose, Note: "J89 13-1"})
}

// PassAsOversight lets the refused pass through as a 漏着 (Ing art. 10): one table event logs
// the referee's ruling and plays the pass; the opponent may take the dame.
func (r *referee) PassAsOversight() {
	c := r.u.sess.ToMove()
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.LetPassThrough() })
	if err != nil {
		r.u.show(upd, err)
	} else {
		r.u.setStatus(LD("{{.Player}} passes.", map[string]any{"Player": i18n.Color(c == board.Black)}))
		if words := r.u.react(upd, nil); words != "" {
			sayAlso(r.u, words)
		}
	}
	r.u.changed()
}

// CancelRefusedPass closes the refused-pass box: the refusal stands (the table's KeepRefusal).
func (r *referee) CancelRefusedPass() {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.KeepRefusal() })
	if err != nil {
		r.u.show(upd, err)
	} else {
		r.u.setStatus("")
	}
	r.u.changed()
}
