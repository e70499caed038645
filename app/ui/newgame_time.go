package ui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/rules/clock"
)

// timeSystems are the systems New game offers, in menu order, with what their two numbers
// mean ("" = the system has no such number).
var timeSystems = []struct {
	sys         clock.System
	name        string
	count, secs string
	defCount    int
	defSecs     int
}{
	{clock.None, "No time limit", "", "", 0, 0},
	{clock.Absolute, "Sudden death", "", "", 0, 0},
	{clock.Japanese, "Byo-yomi", "Periods", "Seconds per period", 5, 30},
	{clock.Chinese88, "Chinese 1988 (读秒, reserved minutes)", "Reserved minutes", "", 5, 0},
	{clock.IngPenalty, "Ing penalty overtime (罚点)", "", "", 0, 0},
	{clock.IngByoYomi, "Ing byo-yomi", "Periods", "Seconds per period", 5, 60},
	{clock.Canadian, "Canadian", "Moves per block", "Seconds per block", 25, 600},
	{clock.Fischer, "Fischer", "", "Seconds added per move", 0, 30},
}

// timeForm is the time system part of New game: a choice of system, the main time and the
// system's numbers, each labelled, checked as typed (Start stays disabled while they do not
// make a valid clock).
type timeForm struct {
	system              *widget.Select
	main, count, secs   *widget.Entry
	countLabel, secsLbl *widget.Label
	problem             *widget.Label
}

func newTimeForm(ot string, main time.Duration) *timeForm {
	f := &timeForm{
		main: widget.NewEntry(), count: widget.NewEntry(), secs: widget.NewEntry(),
		countLabel: widget.NewLabel(""), secsLbl: widget.NewLabel(""), problem: widget.NewLabel(""),
	}
	f.problem.Importance = widget.DangerImportance
	f.problem.Wrapping = fyne.TextWrapWord
	var names []string
	for _, s := range timeSystems {
		names = append(names, L(s.name))
	}
	f.system = widget.NewSelect(names, func(string) { f.systemChanged() })
	for _, e := range []*widget.Entry{f.main, f.count, f.secs} {
		e.OnChanged = func(string) { f.check() }
		// The form's Start is enabled only while every entry validates: each validates the
		// whole clock, so a bad number anywhere keeps Start off.
		e.Validator = func(string) error { _, err := f.config(); return err }
	}
	f.set(ot, main)
	return f
}

// set shows an OT notation and main time (a rule set's default, or the last game's).
func (f *timeForm) set(ot string, main time.Duration) {
	cfg, err := clock.ParseOT(main, ot)
	if err != nil || main == 0 && ot == "" {
		cfg = clock.Config{System: clock.None}
	}
	f.main.SetText(strconv.Itoa(int(cfg.Main.Minutes())))
	i := f.index(cfg.System)
	f.system.SetSelectedIndex(i)
	switch cfg.System {
	case clock.Japanese, clock.IngByoYomi:
		f.count.SetText(strconv.Itoa(cfg.Periods))
		f.secs.SetText(strconv.Itoa(int(cfg.Period.Seconds())))
	case clock.Chinese88:
		f.count.SetText(strconv.Itoa(cfg.Periods))
	case clock.Canadian:
		f.count.SetText(strconv.Itoa(cfg.Moves))
		f.secs.SetText(strconv.Itoa(int(cfg.Period.Seconds())))
	case clock.Fischer:
		f.secs.SetText(strconv.Itoa(int(cfg.Increment.Seconds())))
	}
	f.check()
}

func (f *timeForm) index(s clock.System) int {
	for i, t := range timeSystems {
		if t.sys == s {
			return i
		}
	}
	return 0
}

// systemChanged relabels the numbers for the system chosen and fills in its usual values.
func (f *timeForm) systemChanged() {
	i := max(f.system.SelectedIndex(), 0)
	t := timeSystems[i]
	show := func(l *widget.Label, e *widget.Entry, label string, def int) {
		l.SetText(L(label))
		if label == "" {
			l.Hide()
			e.Hide()
			return
		}
		l.Show()
		e.Show()
		if n, err := strconv.Atoi(strings.TrimSpace(e.Text)); err != nil || n <= 0 {
			e.SetText(strconv.Itoa(def))
		}
	}
	show(f.countLabel, f.count, t.count, t.defCount)
	show(f.secsLbl, f.secs, t.secs, t.defSecs)
	if t.sys == clock.None {
		f.main.Disable()
	} else {
		f.main.Enable()
		if m, err := strconv.Atoi(strings.TrimSpace(f.main.Text)); err != nil || m <= 0 {
			f.main.SetText("60")
		}
	}
	f.check()
}

// config reads the form into a clock configuration and checks it.
func (f *timeForm) config() (clock.Config, error) {
	t := timeSystems[max(f.system.SelectedIndex(), 0)]
	if t.sys == clock.None {
		return clock.Config{System: clock.None}, nil
	}
	num := func(e *widget.Entry, what string) (int, error) {
		n, err := strconv.Atoi(strings.TrimSpace(e.Text))
		if err != nil || n < 0 {
			return 0, errors.New(LD("{{.What}}: a whole number, please", map[string]any{"What": L(what)}))
		}
		return n, nil
	}
	m, err := num(f.main, "Main time (minutes)")
	if err != nil {
		return clock.Config{}, err
	}
	cfg := clock.Config{System: t.sys, Main: time.Duration(m) * time.Minute}
	var c, s int
	if t.count != "" {
		if c, err = num(f.count, t.count); err != nil {
			return clock.Config{}, err
		}
	}
	if t.secs != "" {
		if s, err = num(f.secs, t.secs); err != nil {
			return clock.Config{}, err
		}
	}
	switch t.sys {
	case clock.Japanese, clock.IngByoYomi:
		cfg.Periods, cfg.Period = c, time.Duration(s)*time.Second
	case clock.Chinese88:
		cfg.Periods = c
	case clock.Canadian:
		cfg.Moves, cfg.Period = c, time.Duration(s)*time.Second
	case clock.Fischer:
		cfg.Increment = time.Duration(s) * time.Second
	}
	return cfg, cfg.Validate()
}

// check shows what is wrong with the numbers as they are typed.
func (f *timeForm) check() {
	_, err := f.config()
	if err != nil {
		f.problem.SetText(err.Error())
		f.problem.Show()
	} else {
		f.problem.SetText("")
		f.problem.Hide()
	}
	for _, e := range []*widget.Entry{f.main, f.count, f.secs} {
		e.Validate()
	}
}

// value is the OT notation and main time of a valid form.
func (f *timeForm) value() (ot string, main time.Duration) {
	cfg, err := f.config()
	if err != nil || cfg.System == clock.None {
		return "", 0
	}
	_, ot = clock.FormatTime(cfg)
	return ot, cfg.Main
}

// items are the form's rows: each number has its own label.
func (f *timeForm) items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem(L("Time system"), f.system),
		widget.NewFormItem(L("Main time (minutes)"), f.main),
		widget.NewFormItem("", container.NewGridWithColumns(2,
			container.NewBorder(nil, nil, f.countLabel, nil, f.count),
			container.NewBorder(nil, nil, f.secsLbl, nil, f.secs))),
		widget.NewFormItem("", f.problem),
	}
}
