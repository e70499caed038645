package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/board"
	"goref/rules"
)

// refWidgets are the referee panel's widgets; refreshPanel fills them from the game.
type refWidgets struct {
	title, phase, next, count, log *widget.Label
	mark                           *widget.RadioGroup
	accept, dispute                map[board.Color]*widget.Button
	choice, sandbox                *fyne.Container
	kobans                         *widget.Label
	fill                           *widget.Button
	uncertain                      *fyne.Container // the stones the estimator was unsure of, and KeepMarks
	uncertainText                  *widget.Label
	revoke                         *widget.Button
	body                           *fyne.Container
	boxes                          *boxWidgets
}

// panelWidth is the panel's width: narrow enough that the board stays the main thing in the
// default window (its rows and button grids fit in it).
const panelWidth = 300

// refContent builds the panel at the side of the board.
func (u *UI) refContent() fyne.CanvasObject {
	w := &refWidgets{accept: map[board.Color]*widget.Button{}, dispute: map[board.Color]*widget.Button{}}
	u.ref.w = w
	wrap := func() *widget.Label {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		return l
	}
	w.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	w.title.Wrapping = fyne.TextWrapWord
	w.phase, w.next, w.count, w.log, w.kobans = wrap(), wrap(), wrap(), wrap(), wrap()
	w.count.TextStyle = fyne.TextStyle{Monospace: true}
	dead, seki := L("Dead stones"), L("Seki")
	w.mark = widget.NewRadioGroup([]string{dead, seki}, func(s string) { u.ref.markSeki = s == seki })
	w.mark.Horizontal = true
	if u.ref.markSeki {
		w.mark.Selected = seki
	} else {
		w.mark.Selected = dead
	}
	rows := container.NewVBox()
	for _, c := range []board.Color{board.Black, board.White} {
		w.accept[c] = widget.NewButton(L("Accept"), func() { u.Accept(c) })
		w.dispute[c] = widget.NewButton(L("Dispute"), func() { u.Dispute(c) })
		rows.Add(container.NewHBox(stoneIcon(c, 14), widget.NewLabel(i18n.Color(c == board.Black)), w.accept[c], w.dispute[c]))
	}
	w.choice = container.NewVBox(
		widget.NewButton(L("Confirm by play (Art. 7)"), u.ConfirmByPlay),
		widget.NewButton(L("Resume the game (9-3)"), u.ResumeInstead),
	)
	w.sandbox = container.NewVBox(
		w.kobans,
		container.NewHBox(
			widget.NewButton(L("Pass (confirmation)"), u.Pass),
			widget.NewButton(L("End confirmation"), u.EndConfirmation),
		),
	)
	w.fill = widget.NewButton(L("Fill count…"), u.ShowFillCount)
	w.uncertainText = wrap()
	w.uncertainText.Importance = widget.WarningImportance
	w.uncertain = container.NewVBox(w.uncertainText, widget.NewButton(L("The marks are right"), u.KeepMarks))
	w.revoke = widget.NewButton(L("Take back the result…"), u.RevokeResult)
	tools := container.NewGridWithColumns(2,
		widget.NewButton(L("Suggest"), u.Suggest),
		w.fill,
		widget.NewButton(L("Result slip…"), u.ShowResultSlip),
		widget.NewButton(L("Close"), u.CloseReferee),
	)
	w.boxes = u.boxes()
	body := container.NewVBox(
		w.title, w.phase, w.next,
		widget.NewSeparator(),
		w.boxes.cycle, w.boxes.refused,
		widget.NewLabel(L("A click on the board marks:")), w.mark,
		w.uncertain,
		rows, w.choice, w.sandbox,
		widget.NewSeparator(),
		w.count, w.revoke,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(L("Referee log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		w.log,
		// J89 13-1 ends the game for both: away from Accept and Dispute, and it asks first.
		w.boxes.bothLose,
	)
	w.body = body
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(panelWidth, 200))
	u.refreshPanel()
	// The tools stay at the foot of the panel, however long the count and the log grow.
	return container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), tools), nil, nil, scroll)
}

// refreshPanel fills the panel from the table; nothing when the panel is closed.
func (u *UI) refreshPanel() {
	w := u.ref.w
	if !u.ref.open || w == nil {
		return
	}
	t := u.sess.Table()
	rs := u.sess.Info.Rules
	w.title.SetText(L("Referee") + " — " + rulesName(rs))
	w.phase.SetText(u.phaseText())
	w.next.SetText("")
	if u.sess.AtTable() && !u.sess.Ended() {
		w.next.SetText(t.Game().NextStep(uiLang()))
	}
	conf := t.Confirming()
	if !u.sess.AtTable() {
		conf = nil
	}
	can := u.countable()
	for _, c := range []board.Color{board.Black, board.White} {
		w.accept[c].Importance = widget.MediumImportance
		if t.Accepted(c) {
			w.accept[c].Importance = widget.SuccessImportance
		}
		enable(w.accept[c], can && conf == nil)
		enable(w.dispute[c], u.markable() && conf == nil && rs.Dispute != rules.DisputeNone)
		w.accept[c].Refresh()
	}
	show(w.choice, u.sess.AtTable() && t.Disputer() != board.Empty && conf == nil)
	show(w.sandbox, conf != nil)
	if conf != nil {
		var bans []string
		for _, c := range []board.Color{board.Black, board.White} {
			for _, v := range conf.KoBans(c) {
				bans = append(bans, i18n.Color(c == board.Black)+" "+v.GTP(u.sess.Info.Height))
			}
		}
		text := LD("{{.Player}} to move in the confirmation.", map[string]any{"Player": i18n.Color(conf.ToMove() == board.Black)})
		if len(bans) > 0 {
			text += " " + L("Ko points that may not be retaken before a pass:") + " " + strings.Join(bans, ", ")
		}
		w.kobans.SetText(text)
	}
	unsure := t.Uncertain()
	show(w.uncertain, u.markable() && len(unsure) > 0)
	if len(unsure) > 0 {
		w.uncertainText.SetText(LD("Amber rings: the estimator is unsure of the stones at {{.Points}}. Click a group to decide, or confirm the marks: until then the count cannot be accepted.",
			map[string]any{"Points": u.gtpList(unsure)}))
	}
	show(w.revoke, u.sess.AtTable() && t.Revocable())
	bd, _ := u.breakdown()
	enable(w.fill, rs.Counting == rules.CountIngFill && bd != nil && bd.Fill != nil)
	w.count.SetText(u.countSummary())
	w.log.SetText(u.logText())
	u.refreshBoxes(w.boxes)
	w.body.Refresh() // wrapped labels changed height: lay the column out again
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
func (u *UI) phaseText() string {
	t := u.sess.Table()
	switch {
	case u.sess.Result() != "":
		return L("The game is over:") + " " + u.resultText()
	case !u.sess.AtTable():
		return L("Stepping through the record: the game goes on at the last move.")
	case t.Confirming() != nil:
		return L("Confirmation by play (Art. 7): the board will be restored afterwards.")
	}
	switch t.Phase() {
	case rules.PhaseHalted:
		return L("Play has stopped: mark the dead stones; each player accepts or disputes.")
	case rules.PhaseCleared:
		return L("Dead stones agreed: the remaining neutral points are filled, then two passes end the game.")
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
func (u *UI) logText() string {
	var b strings.Builder
	for _, a := range u.sess.Table().Log().Actions {
		fmt.Fprintf(&b, "%d. %s\n", a.Ply, a.Explain(uiLang()))
	}
	if b.Len() == 0 {
		return L("The referee log is empty.")
	}
	return strings.TrimRight(b.String(), "\n")
}

// confirmView shows the confirmation copy instead of the game's board: its stones, the ko
// points the side to move may not retake, and the stones of the disputed group still there.
func (u *UI) confirmView() {
	t := u.sess.Table()
	conf := t.Confirming()
	v := goban.ViewOf(conf.Board())
	v.ToMove = conf.ToMove()
	v.Illegal = conf.KoBans(v.ToMove)
	for _, s := range t.Dead() { // the disputed stones still on the copy
		if conf.Board().At(s) != board.Empty {
			v.Highlights = append(v.Highlights, s)
		}
	}
	u.Board.SetView(v)
}
