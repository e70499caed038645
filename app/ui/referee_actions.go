package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// refereeItem is one entry of the Referee menu: the action it records and what the form asks.
type refereeItem struct {
	label  string
	kind   rules.ActionKind
	both   bool   // the action may concern both players
	amount string // the label of the number the form asks for, "" for none
	point  bool   // the form asks for a point (sealed move)
	limit  bool   // the form asks for the venue's late-arrival allowance too
}

func refereeItems() []refereeItem {
	return []refereeItem{
		{label: L("Warning…"), kind: rules.ActWarning},
		{label: L("Void move, forced pass…"), kind: rules.ActVoidMove},
		{label: L("Loss…"), kind: rules.ActLoss},
		{label: L("Both lose…"), kind: rules.ActBothLose, both: true},
		{label: L("Draw…"), kind: rules.ActDraw, both: true},
		{label: L("Replay…"), kind: rules.ActReplay, both: true},
		{label: L("No result…"), kind: rules.ActNoResult, both: true},
		{label: L("Time adjustment…"), kind: rules.ActTimeAdjust, amount: L("Seconds (negative takes time off)")},
		{label: L("Penalty points…"), kind: rules.ActPenaltyPoints, amount: L("Points")},
		{label: L("Oversight (漏着)…"), kind: rules.ActOversight},
		{label: L("Late arrival…"), kind: rules.ActLate, amount: L("Minutes late"), limit: true},
		{label: L("Open the sealed move…"), kind: rules.ActSealed, point: true},
		{label: L("Cycle ruling…"), kind: rules.ActCycleRuling, both: true},
	}
}

// refereeMenu is the Referee menu: the panel, then submenus — the end of the game, the clock,
// the rulings, each with a form — and the log, the slip and the casebook. Grouped, it fits a
// 600-px window (26 items in one list ran past it); the shortcuts work from the submenus.
func (r *referee) refereeMenu() *fyne.Menu {
	key := func(it *fyne.MenuItem, k fyne.KeyName, mod fyne.KeyModifier) *fyne.MenuItem {
		it.Shortcut = &desktop.CustomShortcut{KeyName: k, Modifier: mod}
		return it
	}
	sub := func(label string, items ...*fyne.MenuItem) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, nil)
		it.ChildMenu = fyne.NewMenu("", items...)
		return it
	}
	ctrlShift, ctrlAlt := fyne.KeyModifierControl|fyne.KeyModifierShift, fyne.KeyModifierControl|fyne.KeyModifierAlt
	actions := map[rules.ActionKind]*fyne.MenuItem{}
	for _, it := range refereeItems() {
		actions[it.kind] = fyne.NewMenuItem(it.label, func() { r.askAction(it) })
	}
	var rulings []*fyne.MenuItem
	for _, it := range refereeItems() {
		switch it.kind {
		case rules.ActTimeAdjust, rules.ActLate, rules.ActSealed:
		default:
			rulings = append(rulings, actions[it.kind])
		}
	}
	items := append([]*fyne.MenuItem{fyne.NewMenuItem(L("Referee panel"), r.OpenReferee)}, r.u.call.items()...)
	items = append(items,
		// the panel's buttons from the keyboard (a referee at the table, and the e2e script)
		sub(L("End of the game"),
			key(fyne.NewMenuItem(L("Black accepts"), func() { r.Accept(board.Black) }), fyne.KeyB, ctrlShift),
			key(fyne.NewMenuItem(L("White accepts"), func() { r.Accept(board.White) }), fyne.KeyW, ctrlShift),
			key(fyne.NewMenuItem(L("Black disputes"), func() { r.Dispute(board.Black) }), fyne.KeyB, ctrlAlt),
			key(fyne.NewMenuItem(L("White disputes"), func() { r.Dispute(board.White) }), fyne.KeyW, ctrlAlt),
			key(fyne.NewMenuItem(L("The marks are right"), r.KeepMarks), fyne.KeyM, ctrlShift),
			key(fyne.NewMenuItem(L("Fill count…"), r.ShowFillCount), fyne.KeyF, ctrlShift),
		),
		sub(L("Clock"),
			key(fyne.NewMenuItem(L("Pause or resume the clock"), r.ToggleClockPause), fyne.KeyP, ctrlShift),
			actions[rules.ActTimeAdjust],
			actions[rules.ActLate],
		),
		sub(L("Moves and sealing"),
			fyne.NewMenuItem(L("Take back the last move (logged)"), r.u.Undo),
			fyne.NewMenuItem(L("Seal the game (sealed move)"), r.SealGame),
			actions[rules.ActSealed],
		),
		sub(L("Rulings"), rulings...),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(L("Referee log"), r.ShowLog),
		key(fyne.NewMenuItem(L("Result slip…"), r.u.slip.ShowResultSlip), fyne.KeyR, ctrlShift),
		fyne.NewMenuItem(L("Take back the result…"), r.RevokeResult),
		fyne.NewMenuItem(L("The result slip is signed…"), r.SignSlip),
		fyne.NewMenuItem(L("Enter result in the tournament file…"), r.u.tour.EnterTournamentResult),
		fyne.NewMenuItem(L("Casebook"), func() { showCasebook(r.u) }))
	return fyne.NewMenu(L("Referee"), items...)
}

// askAction opens the form of a ruling: the player, the amount or point, the reason.
func (r *referee) askAction(it refereeItem) {
	players := []string{L("Black"), L("White")}
	if it.both {
		players = append(players, L("Both"))
	}
	who := escape.NewRadioGroup(players, nil)
	who.Horizontal = true
	who.SetSelected(players[0])
	if it.both {
		who.SetSelected(players[2])
	}
	amount := escape.NewEntry()
	limit := escape.NewEntry()
	note := escape.NewEntry()
	note.OnChanged = func(s string) { r.u.showing(s) } // a reason typed in any script renders
	var rulings *escape.Select
	items := []*widget.FormItem{widget.NewFormItem(L("Player"), who)}
	switch {
	case it.amount != "":
		items = append(items, widget.NewFormItem(it.amount, amount))
		if it.limit {
			limit.SetPlaceHolder(L("the venue's, e.g. 15 (Ing: 1/6 of the basic time)"))
			items = append(items, widget.NewFormItem(L("Allowance (minutes)"), limit))
		}
	case it.point:
		items = append(items, widget.NewFormItem(L("Point (e.g. D4)"), amount))
	case it.kind == rules.ActCycleRuling:
		rulings = escape.NewSelect([]string{rules.RulingDraw, rules.RulingReplay, rules.RulingContinue, rules.RulingNoResult}, nil)
		rulings.SetSelected(rules.RulingContinue)
		items = append(items, widget.NewFormItem(L("Ruling"), rulings))
	}
	items = append(items, widget.NewFormItem(L("Reason"), note))
	d := dialog.NewForm(it.label, L("Record"), L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		a := rules.Action{Kind: it.kind, Note: strings.TrimSpace(note.Text)}
		switch who.Selected {
		case L("Black"):
			a.Player = board.Black
		case L("White"):
			a.Player = board.White
		}
		if rulings != nil {
			a.Ruling = rulings.Selected
		}
		if err := r.fillAmount(&a, it, amount.Text); err != nil {
			r.u.setStatus(err.Error())
			return
		}
		if it.limit && strings.TrimSpace(limit.Text) != "" {
			n, err := strconv.Atoi(strings.TrimSpace(limit.Text))
			if err != nil || n < 0 {
				r.u.setStatus(LD("{{.What}} must be a whole number", map[string]any{"What": L("Allowance (minutes)")}))
				return
			}
			a.Limit = n
		}
		r.recordAction(a)
	}, r.u.win)
	d.Resize(fyne.NewSize(460, 300))
	escape.Close(r.u.win, d, d.Hide) // Hide is Cancel: nothing is recorded
	d.Show()
}

// fillAmount reads the form's number or point into the action.
func (r *referee) fillAmount(a *rules.Action, it refereeItem, text string) error {
	text = strings.TrimSpace(text)
	switch {
	case it.point:
		v, err := board.ParseVertex(text, r.u.sess.Info.Width, r.u.sess.Info.Height)
		if err != nil {
			return fmt.Errorf("%s: %v", L("Point (e.g. D4)"), err)
		}
		a.Point = &v
	case it.amount != "":
		n, err := strconv.Atoi(text)
		if err != nil {
			return fmt.Errorf("%s: %q", LD("{{.What}} must be a whole number", map[string]any{"What": it.amount}), text)
		}
		a.Points = n
	}
	return nil
}

// recordAction records a ruling. One that ends the game and writes a result (the table's
// RefereeWill: a loss, both lose, a draw, a replay, no result, a forfeit, a cycle ruling that
// ends it; a time correction that leaves a side no time, C88's second warning) asks first with
// the table's words for why, naming the players; the table then ends the game and the result
// is announced like any other. Nothing
// final happens on one click: the referee can take the result back until the slip is signed.
func (r *referee) recordAction(a rules.Action) {
	will := r.u.sess.Table().RefereeWill(a)
	if !will.Final() {
		r.RefereeAction(a)
		return
	}
	r.u.ask(&question{
		title:   L("The game ends"),
		text:    lines(will.Explain(uiLang()), r.playersLine(), L("The result goes into the record; the referee can take it back until the result slip is signed.")),
		choices: []choice{{label: L("Record it and end the game"), danger: true, act: func(string) { r.RefereeAction(a) }}},
	})
}

// playersLine names the players, for a question before a result; nothing when no name was
// given (「흑: 흑 · 백: 백」 would only repeat the colours).
func (r *referee) playersLine() string {
	i := r.u.sess.Info
	if strings.TrimSpace(i.Black) == "" && strings.TrimSpace(i.White) == "" {
		return ""
	}
	return LD("Black: {{.Black}} · White: {{.White}}", map[string]any{"Black": nameOr(i.Black, true), "White": nameOr(i.White, false)})
}

// RevokeResult asks the referee for the reason and takes the recorded result back (the
// table's Revoke: the game stands where it stood before the action that ended it, its clock
// paused), until the result slip is signed.
func (r *referee) RevokeResult() {
	t := r.u.sess.Table()
	if !r.u.sess.AtTable() || !t.Revocable() {
		_, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Revoke("") })
		r.u.setStatus(errorText(r.u.sess, err))
		return
	}
	r.u.ask(&question{
		title: L("Take back the result"),
		text: lines(LD("Take back the result {{.Result}} (RE {{.RE}})? The game goes back to where it stood before, with the clock paused; the referee log keeps it.",
			map[string]any{"Result": resultText(r.u.sess), "RE": r.u.sess.Result()}), r.playersLine()),
		reason: widget.NewEntry(),
		choices: []choice{{label: L("Take the result back (logged)"), danger: true, act: func(reason string) {
			upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Revoke(reason) })
			r.u.show(upd, err)
			r.u.changed()
		}}},
	})
}

// SignSlip records that the players and the referee signed the result slip: the result is
// final (nothing takes it back any more). It asks first.
func (r *referee) SignSlip() { r.signSlip(nil, nil) }

// signSlip is SignSlip asked in the window win (the slip's own, whose Signed button was
// pressed: the question went to the main window, behind the slip, and was not seen; nil is the
// main window); signed runs once the signature is recorded.
func (r *referee) signSlip(win fyne.Window, signed func()) {
	t := r.u.sess.Table()
	if !r.u.sess.AtTable() || !t.Ended() || t.Signed() {
		_, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Sign() })
		r.u.setStatus(errorText(r.u.sess, err))
		return
	}
	r.u.ask(&question{
		title: L("The result slip is signed"),
		text: lines(LD("Both players and the referee have signed the slip for {{.Result}} (RE {{.RE}})? From then on the result is final.",
			map[string]any{"Result": resultText(r.u.sess), "RE": r.u.sess.Result()}), r.playersLine()),
		win: win,
		choices: []choice{{label: L("Signed: the result is final"), danger: true, act: func(string) {
			upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Sign() })
			r.u.show(upd, err)
			r.u.changed()
			if err == nil && signed != nil {
				signed()
			}
		}}},
	})
}

// RefereeAction records a ruling through the table: it applies the consequence (a forced
// pass or sealed move is played, a result is set, clock time is added or taken off — on a
// fallen flag the clock is revived and the game reopened), logs it in the one log (GR and
// a comment in the record) and says what it did.
func (r *referee) RefereeAction(a rules.Action) {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Referee(a) })
	r.u.show(upd, err)
	r.u.changed()
}

// SealGame stops both clocks for a sealed move (the move is opened with the Referee menu).
func (r *referee) SealGame() {
	r.RefereeAction(rules.Action{Kind: rules.ActSeal})
	if r.u.sess.Table().Clock() != nil {
		sayAlso(r.u, L("The game is sealed: the clocks are stopped until the sealed move is opened."))
	}
}
