package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/app/i18n"
	"goref/rules/clock"
	"goref/words"
)

// timeSystems are the systems New game offers, in menu order, with what their numbers are
// called in the rule set's own terms ("" = the system has no such number).
var timeSystems = []struct {
	sys         clock.System
	name        string
	main        string // the first number, in minutes
	count, secs string
	defCount    int
	defSecs     int
}{
	{clock.None, "No time limit", "", "", "", 0, 0},
	{clock.Absolute, "Sudden death", "Main time (minutes)", "", "", 0, 0},
	{clock.Japanese, "Byo-yomi", "Main time (minutes)", "Periods", "Seconds per period", 5, 30},
	// C88 Art. 12: the time limit holds the reserved minutes (「在时限内保留几分钟开始读秒」).
	{clock.Chinese88, "Chinese 1988 (读秒, reserved minutes)", "Time limit (时限, 读秒 included), minutes", "读秒: reserved minutes", "", 5, 0},
	{clock.IngPenalty, "Ing penalty overtime (罚点)", "Basic time (基本时间), minutes", "", "", 0, 0},
	{clock.IngByoYomi, "Ing byo-yomi", "Basic time (基本时间), minutes", "Periods", "Seconds per period", 5, 60},
	{clock.Canadian, "Canadian", "Main time (minutes)", "Moves per block", "Seconds per block", 25, 600},
	{clock.Fischer, "Fischer", "Main time (minutes)", "", "Seconds added per move", 0, 30},
}

// timeForm is the time system part of New game: a choice of system, its numbers each labelled
// as the rule set names it, and under them the schedule the numbers make, as a sentence — or
// what is wrong with them, in the UI's language, while Start stays off. The numbers and the
// sentence are one row of the form (fields), so that the numbers a system has not leave no
// gap: a hidden row of widget.Form kept its height.
type timeForm struct {
	system                     *escape.Select
	main, count, secs          *escape.Entry
	mainLbl, countLbl, secsLbl *widget.Label
	mainRow, countRow, secsRow fyne.CanvasObject // each number with its label
	numbers                    fyne.CanvasObject // the count and the seconds, side by side
	schedule                   *scheduleLine
	fields                     *validGroup
}

func newTimeForm(ot string, main time.Duration) *timeForm {
	f := &timeForm{
		main: escape.NewEntry(), count: escape.NewEntry(), secs: escape.NewEntry(),
		mainLbl: widget.NewLabel(""), countLbl: widget.NewLabel(""), secsLbl: widget.NewLabel(""),
		schedule: newScheduleLine(),
	}
	var names []string
	for _, s := range timeSystems {
		names = append(names, L(s.name))
	}
	f.system = escape.NewSelect(names, func(string) { f.systemChanged() })
	field := func(l *widget.Label, e *escape.Entry) fyne.CanvasObject {
		e.OnChanged = func(string) { f.check() }
		// the row's one error line says which number does not read
		e.Validator = func(s string) error {
			if _, err := wholeNumber(s); err != nil {
				return fmt.Errorf("%s: %v", l.Text, err)
			}
			return nil
		}
		return container.NewBorder(nil, nil, l, nil, e)
	}
	f.mainRow, f.countRow, f.secsRow = field(f.mainLbl, f.main), field(f.countLbl, f.count), field(f.secsLbl, f.secs)
	f.numbers = container.NewGridWithColumns(2, f.countRow, f.secsRow)
	f.fields = newValidGroup(container.NewVBox(f.mainRow, f.numbers, f.schedule), f.main, f.count, f.secs, f.schedule)
	f.set(ot, main)
	return f
}

// wholeNumber reads a count of minutes, periods, moves or seconds as a person writes it.
func wholeNumber(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return 0, errors.New(L("a whole number, please"))
	}
	return n, nil
}

// set shows an OT notation and main time (a rule set's default, or the last game's).
func (f *timeForm) set(ot string, main time.Duration) {
	cfg, err := clock.ParseOT(main, ot)
	if err != nil || main == 0 && ot == "" {
		cfg = clock.Config{System: clock.None}
	}
	f.main.SetText(strconv.Itoa(int(cfg.Main.Minutes())))
	f.system.SetSelectedIndex(f.index(cfg.System))
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
	t := timeSystems[max(f.system.SelectedIndex(), 0)]
	// A number the system has not is hidden with its row (the entry too: the form's check
	// leaves hidden entries out), and the rows close up.
	number := func(row fyne.CanvasObject, l *widget.Label, e *escape.Entry, label string, def int) {
		show(row, label != "")
		show(e, label != "")
		if label == "" {
			return
		}
		l.SetText(L(label))
		if n, err := wholeNumber(e.Text); err != nil || n <= 0 {
			e.SetText(strconv.Itoa(def))
		}
	}
	number(f.countRow, f.countLbl, f.count, t.count, t.defCount)
	number(f.secsRow, f.secsLbl, f.secs, t.secs, t.defSecs)
	number(f.mainRow, f.mainLbl, f.main, t.main, 60)
	show(f.numbers, t.count != "" || t.secs != "")
	f.check()
}

// config reads the form into a clock configuration and checks it.
func (f *timeForm) config() (clock.Config, error) {
	t := timeSystems[max(f.system.SelectedIndex(), 0)]
	if t.sys == clock.None {
		return clock.Config{System: clock.None}, nil
	}
	num := func(e *escape.Entry, what string) (int, error) {
		n, err := wholeNumber(e.Text)
		if err != nil {
			return 0, fmt.Errorf("%s: %v", L(what), err)
		}
		return n, nil
	}
	m, err := num(f.main, t.main)
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
	if err := cfg.Validate(); err != nil {
		return cfg, configWords(err)
	}
	return cfg, nil
}

// configWords says what is wrong with a clock's configuration in the UI's language (the
// clock's English words are the key).
func configWords(err error) error {
	var ce *clock.ConfigError
	if errors.As(err, &ce) {
		return errors.New(words.Counted(fmt.Sprintf(i18n.Phrase(ce.Problem), ce.Args...)))
	}
	return err
}

// check shows the schedule the numbers make, or what is wrong with them. A number that is not
// one is said under its own field (its Validator) and nowhere else.
func (f *timeForm) check() {
	bad := false
	for _, e := range []*escape.Entry{f.main, f.count, f.secs} {
		bad = e.Visible() && e.Validate() != nil || bad
	}
	cfg, err := f.config()
	if bad {
		f.schedule.set("", nil)
		return
	}
	f.schedule.set(scheduleText(cfg), err)
}

// value is the OT notation and main time of a valid form ("" for no clock).
func (f *timeForm) value() (ot string, main time.Duration) {
	cfg, err := f.config()
	if err != nil || cfg.System == clock.None {
		return "", 0
	}
	_, ot = clock.FormatTime(cfg)
	return ot, cfg.Main
}

// items are the form's rows: the system, then its numbers, each with its own label, and the
// schedule under them, as one row that says under itself what is wrong with them.
func (f *timeForm) items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem(L("Time system"), f.system),
		widget.NewFormItem("", f.fields),
	}
}

// scheduleText says in one sentence what the clock gives each player, in the UI's language
// (the clock's own sentence, which the result slip prints too).
func scheduleText(c clock.Config) string { return c.Schedule(i18n.Current()) }

// scheduleLine is the sentence under the time fields: the schedule while the numbers make a
// clock. It is the check of the whole clock (fyne.Validatable) in the time fields' row: while
// they do not make one, it is empty and the row says what is wrong under it, once, and Start
// stays off.
type scheduleLine struct {
	sentence  // 持ち時間は…。: its Japanese and Chinese lines break as those languages are set
	err       error
	onChanged func(error)
}

func newScheduleLine() *scheduleLine {
	s := &scheduleLine{}
	s.init()
	s.ExtendBaseWidget(s)
	return s
}

func (s *scheduleLine) set(text string, err error) {
	s.err = err
	if err != nil {
		text = ""
	}
	s.SetText(text)
	if s.onChanged != nil {
		s.onChanged(err)
	}
}

// MinSize is none while the line is empty (the numbers make no clock: the row's error says why
// under it), so it leaves no blank line above the error.
func (s *scheduleLine) MinSize() fyne.Size {
	if s.Text == "" {
		return fyne.Size{}
	}
	return s.sentence.MinSize()
}

// Validate is fyne.Validatable's: what is wrong with the clock.
func (s *scheduleLine) Validate() error { return s.err }

// SetOnValidationChanged is fyne.Validatable's.
func (s *scheduleLine) SetOnValidationChanged(f func(error)) { s.onChanged = f }

// validGroup is a row of a form holding entries with their labels or units (and the time's
// schedule): it is the row's check (fyne.Validatable), the first error of its parts shown, so
// that Start stays off and widget.Form says what is wrong under the row, once, while any of
// them does not read.
type validGroup struct {
	widget.BaseWidget
	// Validator is there for widget.Form, which gives a row the line its error is said on only
	// when the row's widget has a Validator field that is set (without it the row showed a red
	// border and never the words).
	Validator fyne.StringValidator
	content   fyne.CanvasObject
	parts     []fyne.Validatable
	busy      bool // validating: a part's own report of it is not passed on again
}

func newValidGroup(content fyne.CanvasObject, parts ...fyne.Validatable) *validGroup {
	g := &validGroup{content: content, parts: parts}
	g.Validator = func(string) error { return g.Validate() }
	g.ExtendBaseWidget(g)
	return g
}

func (g *validGroup) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(g.content) }

// Validate is the first error of the parts shown.
func (g *validGroup) Validate() error {
	for _, p := range g.parts {
		if o, ok := p.(fyne.CanvasObject); ok && !o.Visible() {
			continue
		}
		if err := p.Validate(); err != nil {
			return err
		}
	}
	return nil
}

// SetOnValidationChanged is told the group's error whenever a part's changes.
func (g *validGroup) SetOnValidationChanged(f func(error)) {
	for _, p := range g.parts {
		p.SetOnValidationChanged(func(error) {
			if f == nil || g.busy {
				return
			}
			g.busy = true
			err := g.Validate()
			g.busy = false
			f(err)
		})
	}
}
