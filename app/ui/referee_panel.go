package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/board"
	"goref/rules"
)

// refWidgets are the referee panel's widgets; refreshPanel fills them from the game.
type refWidgets struct {
	phase, next, count, log *sentence
	mark                    *widget.RadioGroup
	marking                 *fyne.Container // what a click does, and the choice: while marks are taken
	markLabel               *widget.Label   // "a click on the board marks:", unless the rings' sentence says it
	accept, dispute         map[board.Color]*widget.Button
	choice, sandbox         *fyne.Container
	kobans                  *sentence
	fill, suggest           *widget.Button
	uncertainText           *sentence         // the stones the estimator was unsure of, and what a click does then
	keepMarks               *widget.Button    // at the foot of the marks' half: see refContent
	leftScroll              *container.Scroll // the marks' half, which scrolls when it runs long
	revoke                  *widget.Button
	left, right             *fyne.Container // the panel's halves (see halvesLayout)
	boxes                   *boxWidgets
}

// refContent builds the panel at the side of the board.
func (r *referee) refContent() fyne.CanvasObject {
	w := &refWidgets{accept: map[board.Color]*widget.Button{}, dispute: map[board.Color]*widget.Button{}}
	r.w = w
	w.phase, w.next, w.count, w.log, w.kobans = newSentence(), newSentence(), newSentence(), newSentence(), newSentence()
	w.count.TextStyle = fyne.TextStyle{Monospace: true}
	w.phase.TextStyle = fyne.TextStyle{Bold: true} // the rule set is in the game's line above
	dead, seki := L("Dead stones"), L("Seki")
	w.mark = widget.NewRadioGroup([]string{dead, seki}, func(s string) { r.markSeki = s == seki })
	w.mark.Horizontal = true
	if r.markSeki {
		w.mark.Selected = seki
	} else {
		w.mark.Selected = dead
	}
	w.markLabel = widget.NewLabel(L("A click on the board marks:"))
	w.uncertainText = newSentence()
	w.uncertainText.Importance = widget.WarningImportance
	w.marking = container.NewVBox(w.markLabel, w.uncertainText, w.mark)
	rows := container.NewVBox()
	for _, c := range []board.Color{board.Black, board.White} {
		w.accept[c] = widget.NewButton(L("Accept"), func() { r.Accept(c) })
		w.dispute[c] = widget.NewButton(L("Dispute"), func() { r.Dispute(c) })
		rows.Add(container.NewHBox(stoneIcon(c, 14), widget.NewLabel(i18n.Color(c == board.Black)), w.accept[c], w.dispute[c]))
	}
	w.choice = container.NewVBox(
		widget.NewButton(L("Confirm by play (Art. 7)"), r.ConfirmByPlay),
		widget.NewButton(L("Resume the game (9-3)"), r.ResumeInstead),
	)
	w.sandbox = container.NewVBox(
		w.kobans,
		container.NewHBox(
			widget.NewButton(L("Pass (confirmation)"), r.u.Pass),
			widget.NewButton(L("End confirmation"), r.EndConfirmation),
		),
	)
	w.fill = widget.NewButton(L("Fill count…"), r.ShowFillCount)
	w.keepMarks = widget.NewButton(L("The marks are right"), r.KeepMarks)
	w.keepMarks.Importance = widget.HighImportance // until it is pressed nobody can accept
	w.revoke = widget.NewButton(L("Take back the result…"), r.RevokeResult)
	w.suggest = widget.NewButton(L("Suggest"), r.Suggest)
	tools := container.NewGridWithColumns(2, w.suggest, w.fill)
	w.boxes = r.boxes()
	// The marks and the players' answers in one half, with the tools at its foot; the count
	// the referee reads aloud, what happens next and the log in the other.
	w.left = container.NewVBox(
		w.phase,
		w.boxes.cycle, w.boxes.refused,
		rows, w.choice, w.sandbox,
		w.marking,
	)
	w.right = container.NewVBox(
		w.count, w.revoke,
		widget.NewSeparator(),
		w.next,
		widget.NewLabelWithStyle(L("Referee log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		w.log,
		// J89 13-1 ends the game for both: away from Accept and Dispute, and it asks first.
		w.boxes.bothLose,
	)
	r.refreshPanel()
	w.leftScroll = container.NewVScroll(w.left)
	// On a 1280×720 screen the marks' half has some 300 pixels: while the estimator is unsure,
	// the sentence on the rings (four lines in Japanese) takes the place of the marking's own
	// label, and the button that settles it stands at the half's foot with the tools, never
	// scrolled out of sight or cut.
	left := container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), w.keepMarks, tools), nil, nil, w.leftScroll)
	slip := widget.NewButton(L("Result slip…"), r.u.slip.ShowResultSlip)
	right := container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), slip), nil, nil, container.NewVScroll(w.right))
	return container.New(halvesLayout{}, left, right)
}

// halvesLayout puts the panel's two halves side by side where the panel is wide enough
// (panelWide), the marks' half at least 280 wide; in a narrower one above each other, the
// marks taking what they need up to three fifths. Each half scrolls on its own when it runs
// long, so the panel never asks for more height than the column has.
type halvesLayout struct{}

func (halvesLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	left, right := objs[0], objs[1]
	pad := theme.Padding()
	if size.Width >= panelWide-2*pad {
		lw := max(280, size.Width*0.42)
		left.Move(fyne.NewPos(0, 0))
		left.Resize(fyne.NewSize(lw, size.Height))
		right.Move(fyne.NewPos(lw+pad, 0))
		right.Resize(fyne.NewSize(size.Width-lw-pad, size.Height))
		return
	}
	lh := size.Height * 3 / 5
	left.Move(fyne.NewPos(0, 0))
	left.Resize(fyne.NewSize(size.Width, lh))
	right.Move(fyne.NewPos(0, lh+pad))
	right.Resize(fyne.NewSize(size.Width, size.Height-lh-pad))
}

func (halvesLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(max(panelWidth, objs[0].MinSize().Width), objs[0].MinSize().Height)
}

// refreshPanel fills the panel from the table; nothing when the panel is closed.
func (r *referee) refreshPanel() {
	w := r.w
	if !r.open || w == nil {
		return
	}
	t := r.u.sess.Table()
	w.phase.SetText(r.phaseText())
	w.next.SetText("")
	if r.u.sess.AtTable() && !r.u.sess.Ended() {
		w.next.SetText(t.Game().NextStep(uiLang()))
	}
	conf := t.Confirming()
	if !r.u.sess.AtTable() {
		conf = nil
	}
	can := r.countable()
	for _, c := range []board.Color{board.Black, board.White} {
		w.accept[c].Importance = widget.MediumImportance
		if t.Accepted(c) {
			w.accept[c].Importance = widget.SuccessImportance
		}
		enable(w.accept[c], can && conf == nil)
		enable(w.dispute[c], r.u.sess.AtTable() && t.Disputable())
		w.accept[c].Refresh()
	}
	show(w.marking, r.marksOpen() && conf == nil) // in a confirmation a click plays on the copy
	enable(w.suggest, r.marksOpen() && conf == nil)
	show(w.choice, r.u.sess.AtTable() && len(t.DisputeChoices()) > 0)
	show(w.sandbox, conf != nil)
	if conf != nil {
		var bans []string
		for _, c := range []board.Color{board.Black, board.White} {
			for _, v := range conf.KoBans(c) {
				bans = append(bans, i18n.Color(c == board.Black)+" "+v.GTP(r.u.sess.Info.Height))
			}
		}
		text := LD("{{.Player}} to move in the confirmation.", map[string]any{"Player": i18n.Color(conf.ToMove() == board.Black)})
		if len(bans) > 0 {
			text += " " + L("Ko points that may not be retaken before a pass:") + " " + listOf(bans)
		}
		w.kobans.SetText(text)
	}
	unsure := t.Uncertain()
	rings := r.markable() && len(unsure) > 0
	show(w.uncertainText, rings)
	show(w.markLabel, !rings)
	show(w.keepMarks, rings)
	if len(unsure) > 0 {
		w.uncertainText.SetText(LD("Amber rings: the estimator is unsure of the stones at {{.Points}}. Click a group to decide, or confirm the marks: until then the count cannot be accepted.",
			map[string]any{"Points": gtpList(unsure, r.u.sess.Info.Height)}))
	}
	show(w.revoke, r.u.sess.AtTable() && t.Revocable())
	bd, _ := r.breakdown()
	enable(w.fill, bd != nil && bd.Fill != nil) // a fill count exists under Ing's counting only
	w.count.SetText(r.countSummary())
	w.log.SetText(r.logText())
	r.refreshBoxes(w.boxes)
	w.left.Refresh() // wrapped labels changed height: lay the halves out again
	w.right.Refresh()
}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

func show(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// phaseText says where the game stands in the end-of-game procedure.
func (r *referee) phaseText() string {
	t := r.u.sess.Table()
	switch {
	case r.u.sess.Result() != "":
		return L("The game is over:") + " " + resultText(r.u.sess)
	case !r.u.sess.AtTable():
		return L("Stepping through the record: the game goes on at the last move.")
	case t.Confirming() != nil:
		return L("Confirmation by play (Art. 7): the board will be restored afterwards.")
	}
	switch t.Phase() {
	case rules.PhaseHalted:
		return L("Play has stopped: mark the dead stones; each player accepts or disputes.")
	case rules.PhaseCleared:
		return L("Dead stones agreed.") // the next step (the rule set's) says which passes end the game
	case rules.PhaseEnded:
		if e := t.Game().Ended(); e != nil && e.Reason == rules.ReasonPasses {
			return L("The game has ended: each player accepts the count.")
		}
		return L("The game has ended.")
	}
	return L("Play is on.")
}

// logText is the one referee log in the UI language: each entry with its ply, what the rule
// set made of it and the reason the referee typed.
func (r *referee) logText() string {
	var b strings.Builder
	for _, a := range r.u.sess.Table().Log().Actions {
		fmt.Fprintf(&b, "%d. %s\n", a.Ply, a.Explain(uiLang()))
	}
	if b.Len() == 0 {
		return L("The referee log is empty.")
	}
	return strings.TrimRight(b.String(), "\n")
}

// confirmView shows the confirmation copy instead of the game's board: its stones, the ko
// points the side to move may not retake, and the stones of the disputed group still there.
func (r *referee) confirmView() {
	t := r.u.sess.Table()
	conf := t.Confirming()
	v := goban.ViewOf(conf.Board())
	v.ToMove = conf.ToMove()
	v.Illegal = conf.KoBans(v.ToMove)
	for _, s := range t.Dead() { // the disputed stones still on the copy
		if conf.Board().At(s) != board.Empty {
			v.Highlights = append(v.Highlights, s)
		}
	}
	r.u.Board.SetView(v)
}
