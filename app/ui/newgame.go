package ui

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/app/session"
	"goref/rules"
)

// newGameForm is the New game dialog's widgets.
type newGameForm struct {
	black, blackRank, white, whiteRank *escape.Entry
	rules                              *escape.Select
	size                               *escape.Select
	komi                               *escape.Entry
	komiUnit                           *widget.Label
	handicap                           *escape.Select
	free                               *escape.Check
	time                               *timeForm
	event, round, table                *escape.Entry
	mode                               *escape.RadioGroup
	nigiri                             *nigiriPart
	names                              []string     // preset names in the order of the select
	form                               *widget.Form // the dialog's form, while it is open
	start, cancel                      *widget.Button
}

// unitLabel names a komi unit in the terms of the rule texts.
func unitLabel(u rules.Unit) string {
	switch u {
	case rules.UnitStone:
		return L("stones (子)")
	case rules.UnitMoku:
		return L("moku (目)")
	}
	return L("points (点)")
}

// newNewGameForm fills the dialog from prev, the game on screen: its players, rules and time,
// none included (a game without a clock offers none again). blank is goref's own board at the
// start, where nobody has chosen anything yet: the rule set's own time is offered there.
func newNewGameForm(prev session.Info, blank bool) *newGameForm {
	f := &newGameForm{}
	entry := func(text, hint string) *escape.Entry {
		e := escape.NewEntry()
		e.SetText(text)
		e.SetPlaceHolder(hint)
		return e
	}
	f.black, f.blackRank = entry(prev.Black, L("Black")), entry(prev.BlackRank, "5d")
	f.white, f.whiteRank = entry(prev.White, L("White")), entry(prev.WhiteRank, "5d")
	f.komi = entry(strconv.FormatFloat(prev.Komi, 'f', -1, 64), "6.5")
	f.komi.Validator = f.validKomi
	f.komiUnit = widget.NewLabel(unitLabel(prev.Rules.KomiUnit))
	if blank {
		f.time = newTimeForm(presetTiming(prev.Rules))
	} else {
		f.time = newTimeForm(prev.TimeSystem, prev.MainTime)
	}
	f.event, f.round, f.table = entry(prev.Event, ""), entry(prev.Round, ""), entry(prev.Table, "")
	var titles []string
	f.names = rules.PresetNames()
	for _, n := range f.names {
		r, _ := rules.Preset(n)
		titles = append(titles, rulesName(r))
	}
	f.rules = escape.NewSelect(titles, func(title string) {
		r := f.ruleset()
		f.setDefaultKomi()
		f.komiUnit.SetText(unitLabel(r.KomiUnit))
		f.time.set(presetTiming(r))
		f.nigiri.ruleset(r)
	})
	f.rules.Selected = rulesName(prev.Rules) // the last game's time stays until another rule set is chosen
	f.size = escape.NewSelect([]string{"9", "13", "19", "21"}, nil)
	f.size.SetSelected(strconv.Itoa(prev.Width))
	f.handicap = escape.NewSelect([]string{"0", "2", "3", "4", "5", "6", "7", "8", "9"}, nil)
	f.handicap.SetSelected(strconv.Itoa(prev.Handicap))
	f.handicap.OnChanged = func(string) { f.setDefaultKomi() }
	f.free = escape.NewCheck(L("Free placement"), nil)
	f.mode = escape.NewRadioGroup([]string{L("Casual"), L("Tournament")}, nil)
	f.mode.Horizontal = true
	f.mode.Required = true // a click on the chosen mode does not leave none chosen
	f.mode.SetSelected(f.mode.Options[prev.Mode])
	f.nigiri = newNigiriPart(f)
	return f
}

// rulesName is a rule set's name in the UI language, as every screen of the app shows it
// (rules.Ruleset.NameIn: 中国围棋竞赛规则 stays beside "Chinese rules" in the English UI).
func rulesName(r rules.Ruleset) string { return r.NameIn(uiLang()) }

func (f *newGameForm) ruleset() rules.Ruleset {
	i := f.rules.SelectedIndex()
	if i < 0 {
		return rules.Chinese
	}
	r, _ := rules.Preset(f.names[i])
	return r
}

// setDefaultKomi puts the komi the rule set gives for the chosen handicap in the komi field:
// the preset's in an even game, none with two stones or more (the compensation is the rule
// set's own, added at the count). Left at the even game's komi, a handicap game was counted
// with both, and its record (KM with HA) reopened with another result.
func (f *newGameForm) setDefaultKomi() {
	h, _ := strconv.Atoi(f.handicap.Selected)
	k, _ := f.ruleset().GameKomi(0, false, h)
	f.komi.SetText(strconv.FormatFloat(k, 'f', -1, 64))
}

func (f *newGameForm) items() []*widget.FormItem {
	pair := func(a, b fyne.CanvasObject) fyne.CanvasObject { return container.NewGridWithColumns(2, a, b) }
	// labelled puts a second field with its own label beside the first.
	labelled := func(a fyne.CanvasObject, label string, b fyne.CanvasObject) fyne.CanvasObject {
		return pair(a, container.NewBorder(nil, nil, widget.NewLabel(label), nil, b))
	}
	items := []*widget.FormItem{
		widget.NewFormItem(L("Black"), labelled(f.black, L("Rank"), f.blackRank)),
		widget.NewFormItem(L("White"), labelled(f.white, L("Rank"), f.whiteRank)),
		widget.NewFormItem(L("Colours"), f.nigiri.box),
		widget.NewFormItem(L("Rules"), f.rules),
		widget.NewFormItem(L("Board size"), f.size),
		widget.NewFormItem(L("Komi"), newValidGroup(pair(f.komi, f.komiUnit), f.komi)),
		widget.NewFormItem(L("Handicap"), pair(f.handicap, f.free)),
	}
	items = append(items, f.time.items()...)
	return append(items,
		widget.NewFormItem(L("Event"), f.event),
		widget.NewFormItem(L("Round"), labelled(f.round, L("Table"), f.table)),
		widget.NewFormItem(L("Mode"), f.mode),
	)
}

// parseKomi reads a komi as a person writes it: 6.5, 6,5 (a decimal comma), 6½, 2¾, −3.
func parseKomi(s string) (float64, error) {
	t := strings.TrimSpace(s)
	t = strings.NewReplacer(",", ".", "−", "-", "＋", "+", " ", "").Replace(t)
	frac := 0.0
	for glyph, v := range map[string]float64{"¼": 0.25, "½": 0.5, "¾": 0.75} {
		if strings.HasSuffix(t, glyph) {
			t, frac = strings.TrimSuffix(t, glyph), v
			break
		}
	}
	neg := strings.HasPrefix(t, "-")
	if frac != 0 && (t == "" || t == "-") {
		t += "0"
	}
	k, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) || math.Abs(k) > 1000 {
		return 0, errors.New(L("a number such as 6.5, 6,5 or 2¾"))
	}
	if neg {
		k -= frac
	} else {
		k += frac
	}
	if k*4 != math.Trunc(k*4) {
		return 0, errors.New(L("a komi is a whole number of quarter points (2¾, 6.5, 7)"))
	}
	return k, nil
}

// validKomi reads the komi field; under Ing's 设定还点 the loser of the nigiri sets an even one.
func (f *newGameForm) validKomi(s string) error {
	k, err := parseKomi(s)
	if err == nil && f.nigiri != nil && f.nigiri.setKomi.Checked && rules.ValidateSetKomi(k) != nil {
		return errors.New(L("设定还点 is an even whole number of points, such as 8"))
	}
	if err == nil && f.nigiri != nil {
		if err := f.nigiri.double.komiErr(k); err != nil {
			return err
		}
		return f.nigiri.bid.komiErr(k)
	}
	return err
}

// info reads the form (Start is on only while every field reads).
func (f *newGameForm) info() session.Info {
	r := f.ruleset()
	info := session.Info{
		Black: strings.TrimSpace(f.black.Text), White: strings.TrimSpace(f.white.Text),
		BlackRank: strings.TrimSpace(f.blackRank.Text), WhiteRank: strings.TrimSpace(f.whiteRank.Text),
		Rules: r, Komi: r.Komi, Event: f.event.Text, Round: f.round.Text, Table: f.table.Text,
		FreeHandicap: f.free.Checked,
	}
	if k, err := parseKomi(f.komi.Text); err == nil {
		info.Komi = k
	}
	info.Nigiri = f.nigiri.recorded(info.Komi)
	info.Width, _ = strconv.Atoi(f.size.Selected)
	if info.Width == 0 {
		info.Width = 19
	}
	info.Height = info.Width
	info.Handicap, _ = strconv.Atoi(f.handicap.Selected)
	info.TimeSystem, info.MainTime = f.time.value()
	if f.mode.Selected == L("Tournament") {
		info.Mode = session.Tournament
	}
	return info
}

// ShowNewGame opens the New game dialog.
func (u *UI) ShowNewGame() {
	f := newNewGameForm(u.sess.Info, u.sess == u.blank)
	// A name typed in another script takes a font that has it at once (see chooseFace).
	for _, e := range []*escape.Entry{f.black, f.white, f.blackRank, f.whiteRank, f.event, f.round, f.table} {
		e.OnChanged = func(s string) { u.showing(s) }
	}
	var d *dialog.CustomDialog
	f.start = widget.NewButtonWithIcon(L("Start"), theme.ConfirmIcon(), func() {
		if f.form.Validate() != nil {
			return
		}
		d.Hide()
		u.newGame = nil
		u.StartGame(f.info())
	})
	f.start.Importance = widget.HighImportance
	f.cancel = widget.NewButtonWithIcon(L("Cancel"), theme.CancelIcon(), func() {
		d.Hide()
		u.newGame = nil
	})
	// Start is on only while every field reads: a field that does not says why under it, in
	// the UI's language (widget.Form: each row's Validator, the clock's schedule line). The
	// buttons are the dialog's own, at its foot, outside the scrolling form: on a 720-px
	// screen the form's own row sat below the fold, where nobody found Start.
	f.form = &widget.Form{Items: f.items()}
	f.form.SetOnValidationChanged(func(err error) { enable(f.start, err == nil) }) // the rows' checks, as they change
	enable(f.start, f.form.Validate() == nil)                                      // before the form is drawn
	d = dialog.NewCustomWithoutButtons(L("New game"), container.NewVScroll(f.form), u.win)
	d.SetButtons([]fyne.CanvasObject{f.cancel, f.start})
	escape.Close(u.win, d, f.cancel.OnTapped)
	d.Resize(fyne.NewSize(640, min(700, u.win.Canvas().Size().Height-20)))
	u.newGame = f
	d.Show()
}

// StartGame begins a new game from info.
func (u *UI) StartGame(info session.Info) {
	info.Lang = uiLang()
	s, err := session.New(info, u.timeSource())
	if err != nil {
		u.setStatus(configWords(err).Error())
		return
	}
	u.setSession(s, "")
	u.setStatus(LD("New game: {{.Rules}}.", map[string]any{"Rules": rulesName(info.Rules)}))
	if s.Table().Clock() != nil {
		sayAlso(u, L("The clock is ready: it starts with a tap on a face, Space, or the first move."))
	}
	u.doc.autosave()
}
