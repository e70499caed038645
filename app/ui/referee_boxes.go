package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// cycleNote is the cycle event of a move, waiting for the referee: the rule set's verdict and
// the lap it closed.
type cycleNote struct {
	ply     int // the game ply of the move that closed the lap
	ev      rules.Event
	cy      *rules.Cycle
	refused bool // the rule set refused the move that would have gone on (Ing)
}

// refusedPass is an Ing pass the table refused (可争禁虚): who passed and a dame still open.
type refusedPass struct {
	c     board.Color
	point *board.Vertex
}

// boxWidgets are the panel's boxes for a cycle, a refused pass and J89's both-lose ruling.
type boxWidgets struct {
	cycle, cycleC88, cycleJ89, cycleIng *fyne.Container
	cycleText                           *widget.Label
	refused                             *fyne.Container
	refusedText                         *widget.Label
	bothLose                            *widget.Button
}

func wrapped() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// boxes builds the boxes; refreshBoxes shows the ones that apply.
func (u *UI) boxes() *boxWidgets {
	b := &boxWidgets{cycleText: wrapped(), refusedText: wrapped()}
	rule := func(label, ruling string, player board.Color) *widget.Button {
		return widget.NewButton(label, func() { u.RuleCycle(ruling, player) })
	}
	b.cycleC88 = container.NewGridWithColumns(2,
		rule(L("Draw (和棋)"), rules.RulingDraw, board.Empty),
		rule(L("Replay (重下)"), rules.RulingReplay, board.Empty),
		rule(L("Play on"), rules.RulingContinue, board.Empty))
	b.cycleJ89 = container.NewGridWithColumns(2,
		rule(L("No result (無勝負)"), rules.RulingNoResult, board.Empty),
		rule(L("Play on"), rules.RulingContinue, board.Empty))
	b.cycleIng = container.NewGridWithColumns(2,
		rule(L("Rule 争 (contest)"), rules.RulingContest, board.Empty),
		widget.NewButton(L("Keep the verdict"), u.DismissCycle),
		rule(L("Rule Black 搅方"), rules.RulingDisturb, board.Black),
		rule(L("Rule White 搅方"), rules.RulingDisturb, board.White),
		widget.NewButton(L("Chen's reading"), u.RuleCycleByShapeCount))
	b.cycle = container.NewVBox(
		widget.NewLabelWithStyle(L("Repetition"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		b.cycleText, b.cycleC88, b.cycleJ89, b.cycleIng, widget.NewSeparator())
	b.refused = container.NewVBox(
		widget.NewLabelWithStyle(L("Pass refused"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		b.refusedText,
		container.NewVBox(
			widget.NewButton(L("漏着: let the pass through"), u.PassAsOversight),
			widget.NewButton(L("Cancel"), u.CancelRefusedPass)),
		widget.NewSeparator())
	b.bothLose = widget.NewButton(L("Both lose (Art. 13-1)"), u.BothLose1301)
	return b
}

// refreshBoxes fills the boxes from the game.
func (u *UI) refreshBoxes(b *boxWidgets) {
	cn := u.currentCycle()
	show(b.cycle, cn != nil)
	if cn != nil {
		b.cycleText.SetText(u.cycleText(cn))
		falseLife := cn.ev.Verdict == rules.VerdictFalseLife // the text's own rulings stay open
		show(b.cycleC88, cn.ev.Verdict == rules.VerdictRefereeDrawOrReplay || falseLife && u.sess.Info.Rules.Cycle == rules.CycleRefereeDecides)
		show(b.cycleJ89, cn.ev.Verdict == rules.VerdictNoResultByAgreement || falseLife && u.sess.Info.Rules.Cycle == rules.CycleNoResultAgreed)
		show(b.cycleIng, cn.ev.Verdict == rules.VerdictContest || cn.ev.Verdict == rules.VerdictDisturb)
	}
	r := u.ref.refused
	show(b.refused, r != nil && u.sess.AtTable() && u.sess.Result() == "")
	if r != nil && r.point != nil {
		b.refusedText.SetText(LD("{{.Player}}'s pass is refused: {{.Point}} can still be contested (除认输外禁止虚手).",
			map[string]any{"Player": i18n.Color(r.c == board.Black), "Point": r.point.GTP(u.sess.Info.Height)}))
	} else if r != nil {
		b.refusedText.SetText(LD("{{.Player}}'s pass is refused: a neutral point can still be contested (除认输外禁止虚手).",
			map[string]any{"Player": i18n.Color(r.c == board.Black)}))
	}
	rs := u.sess.Info.Rules
	show(b.bothLose, rs.Dispute == rules.DisputeConfirmation && u.countable() && u.sess.Table().Confirming() == nil)
}

func (u *UI) gtpList(vs []board.Vertex) string {
	if len(vs) == 0 {
		return L("none")
	}
	var s []string
	for _, v := range vs {
		s = append(s, v.GTP(u.sess.Info.Height))
	}
	return strings.Join(s, " ")
}

// currentCycle is the cycle event waiting for a ruling: the last move closed the lap and
// nothing has been played or ruled since.
func (u *UI) currentCycle() *cycleNote {
	cn := u.ref.cycle
	if cn == nil || !u.sess.AtTable() || u.sess.Result() != "" || len(u.sess.Game().Moves()) != cn.ply {
		return nil
	}
	return cn
}

// cycleText is the verdict and what it rests on: the lap, and the rule set's text.
func (u *UI) cycleText(cn *cycleNote) string {
	s := cycleWords(cn.ev)
	if cy := cn.cy; cy != nil && cy.Stopped {
		s += "\n" + LD("A hot stone (双热子/季热子) stops the ko fight of plies {{.From}}–{{.To}} before it goes round; ko captures at {{.Kos}}.",
			map[string]any{"From": cy.From + 1, "To": cy.To, "Kos": u.gtpList(cy.Kos)})
	} else if cy != nil {
		s += "\n" + LD("The position after ply {{.From}} stands again after ply {{.To}} ({{.N}} plies); ko captures at {{.Kos}}; stones taken in the lap: Black {{.CB}}, White {{.CW}}.",
			map[string]any{"From": cy.From, "To": cy.To, "N": cy.Length, "Kos": u.gtpList(cy.Kos),
				"CB": cy.Captured[board.Black], "CW": cy.Captured[board.White]})
	}
	switch cn.ev.Verdict {
	case rules.VerdictRefereeDrawOrReplay:
		s += "\n" + L("C88 Art. 20.3: the referee rules a draw (和棋) or a replay (重下), or lets play go on.")
	case rules.VerdictNoResultByAgreement:
		s += "\n" + L("J89 Art. 12: if both players agree, the game is no result (無勝負); otherwise play goes on.")
	case rules.VerdictContest:
		s += "\n" + L("争: the lap gives both sides as many choices, so neither may recreate its positions.")
	case rules.VerdictDisturb:
		c, _ := board.ParseColor(cn.ev.Disturber)
		s += "\n" + LD("搅: {{.Player}} only makes the board cycle and may not continue the lap (搅方); {{.Other}} may.",
			map[string]any{"Player": i18n.Color(c == board.Black), "Other": i18n.Color(c == board.White)})
	}
	if cy := cn.cy; cy != nil && !cy.Stopped && (cn.ev.Verdict == rules.VerdictContest || cn.ev.Verdict == rules.VerdictDisturb) {
		s += "\n" + LD("Choices in the lap: Black {{.B}}, White {{.W}}; positions each side can make: Black {{.SB}}, White {{.SW}}.",
			map[string]any{"B": cy.Choices[board.Black], "W": cy.Choices[board.White], "SB": cy.Shapes[board.Black], "SW": cy.Shapes[board.White]})
		if cy.ShapeVerdict == rules.VerdictDisturb {
			s += "\n" + LD("Chen's shape count: 搅, {{.Player}} the 搅方.", map[string]any{"Player": i18n.Color(cy.ShapeDisturber == board.Black)})
		} else if cy.ShapeVerdict == rules.VerdictContest {
			s += "\n" + L("Chen's shape count: 争 (contest).")
		}
	}
	if cn.refused {
		s += "\n" + L("The move was refused; play it again after a ruling that lifts the ban.")
	}
	return s
}

// RuleCycleByShapeCount rules the cycle as Chen's shape count reads it (Cycle.ShapeVerdict):
// the referee's choice of Chen's reading over the preset's (Ing's rulings as the book reports).
func (u *UI) RuleCycleByShapeCount() {
	cn := u.currentCycle()
	if cn == nil || cn.cy == nil {
		u.setStatus(L("No repetition is waiting for a ruling."))
		return
	}
	if cn.cy.ShapeVerdict == rules.VerdictDisturb {
		u.RuleCycle(rules.RulingDisturb, cn.cy.ShapeDisturber)
		return
	}
	u.RuleCycle(rules.RulingContest, board.Empty)
}

// RuleCycle records the referee's ruling on the cycle (ActCycleRuling): draw, replay or no
// result end the game; continue lets play go on; under Ing, contest or disturb (player: the
// 搅方) re-judge the lap.
func (u *UI) RuleCycle(ruling string, player board.Color) {
	if u.currentCycle() == nil {
		u.setStatus(L("No repetition is waiting for a ruling."))
		return
	}
	u.ref.cycle = nil
	u.RefereeAction(rules.Action{Kind: rules.ActCycleRuling, Player: player, Note: ruling})
}

// DismissCycle closes the cycle box: the rule set's verdict stands.
func (u *UI) DismissCycle() {
	u.ref.cycle = nil
	u.refresh()
}

// BothLose1301 is J89 Art. 13-1: after the stop both players found a move that decides the
// game, neither resumes, and no end can be agreed: both lose.
func (u *UI) BothLose1301() {
	u.RefereeAction(rules.Action{Kind: rules.ActBothLose, Note: "J89 13-1"})
}

// PassAsOversight lets the refused pass through as a 漏着 (Ing art. 10, ActOversight): the
// referee's ruling is logged and the pass is played; the opponent may take the dame.
func (u *UI) PassAsOversight() {
	r := u.ref.refused
	if r == nil {
		return
	}
	u.ref.refused = nil
	u.RefereeAction(rules.Action{Kind: rules.ActOversight, Player: r.c, Note: "漏着"})
	if u.sess.ToMove() == r.c {
		u.Play(board.Pass)
	}
}

// CancelRefusedPass closes the refused-pass box.
func (u *UI) CancelRefusedPass() {
	u.ref.refused = nil
	u.setStatus("")
	u.refresh()
}

// noteRefusal remembers a pass the table refused while a dame is open, for the box, and
// opens the panel to show it.
func (u *UI) noteRefusal(err error) {
	r := refusal(err)
	if r == nil || r.Reason != table.RefusedPassDame {
		return
	}
	u.ref.refused = &refusedPass{c: u.sess.ToMove()}
	var open *table.DameOpen
	if errors.As(err, &open) {
		u.ref.refused.point = &open.Point
	}
	if !u.ref.open {
		u.OpenReferee()
	}
}
