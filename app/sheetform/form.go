package sheetform

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/app/i18n"
	"goref/board/sgf"
	"goref/slip"
	"goref/tournament"
	"goref/words"
)

// Options are what the window that opens the form brings: where it saves (the app's save
// dialog), where it says what happened (its status line), the tables it knows to be signed in
// a round ("1,2,5"; nil for none) and the paper to offer first ("" for A4).
type Options struct {
	Save   func(w fyne.Window, suggested string, done func(path string))
	Say    func(string)
	Signed func(round int) string
	Paper  slip.Paper
}

// Form is the round sheet's form: the round (the one being played to begin with), the paper
// and the signed tables.
type Form struct {
	Round  *escape.Select
	Paper  *escape.RadioGroup
	Signed *escape.Entry
	f      *tournament.File
	win    fyne.Window
	opt    Options
}

// Show opens the form for the tournament file f in win; Print… asks where to save the sheet.
// A file with no round paired is said, and no form opens (nil).
func Show(win fyne.Window, f *tournament.File, opt Options) *Form {
	rounds := f.RoundNumbers()
	if len(rounds) == 0 {
		Error(win, opt.Say, errors.New(lang.L("no round is paired in the file")))
		return nil
	}
	if opt.Signed == nil {
		opt.Signed = func(int) string { return "" }
	}
	if opt.Paper == "" {
		opt.Paper = slip.A4
	}
	var names []string
	for _, n := range rounds {
		names = append(names, strconv.Itoa(n))
	}
	sf := &Form{f: f, win: win, opt: opt, Round: escape.NewSelect(names, nil), Signed: escape.NewEntry(),
		Paper: escape.NewRadioGroup([]string{string(slip.A4), string(slip.Letter)}, nil)}
	playing := f.PlayingRound()
	sf.Round.SetSelected(strconv.Itoa(playing))
	sf.Paper.Horizontal = true
	sf.Paper.SetSelected(string(opt.Paper))
	sf.Signed.SetText(opt.Signed(playing))
	sf.Round.OnChanged = func(s string) {
		n, _ := strconv.Atoi(s)
		sf.Signed.SetText(opt.Signed(n))
	}
	sf.Signed.SetPlaceHolder("1,2,5")
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Event"), widget.NewLabel(f.Event())),
		widget.NewFormItem(lang.L("Round"), sf.Round),
		widget.NewFormItem(lang.L("Paper"), sf.Paper),
		widget.NewFormItem(lang.L("Signed slips"), sf.Signed),
	}
	d := dialog.NewForm(lang.L("Round sheet"), lang.L("Print…"), lang.L("Cancel"), items, func(ok bool) {
		if ok {
			sf.Print()
		}
	}, win)
	d.Resize(fyne.NewSize(520, 300))
	escape.Close(win, d, d.Hide) // Hide is Cancel
	d.Show()
	return sf
}

// Print asks where to save the sheet and writes it there; a table number that is not one is
// said and nothing is asked.
func (sf *Form) Print() {
	n, _ := strconv.Atoi(sf.Round.Selected)
	tables, err := tableNumbers(sf.Signed.Text)
	if err != nil {
		Error(sf.win, sf.opt.Say, err)
		return
	}
	sf.opt.Save(sf.win, sheetName(sf.f, n, i18n.Current()), func(out string) {
		if out == "" {
			return
		}
		if err := write(out, sf.f, n, tables, slip.Paper(sf.Paper.Selected)); err != nil {
			Error(sf.win, sf.opt.Say, err)
			return
		}
		sf.opt.Say(lang.L("Round sheet written to {{.File}}.", map[string]any{"File": filepath.Base(out)}))
	})
}

// write prints the round sheet to out in the UI's language, replacing it whole or not at all.
func write(out string, f *tournament.File, round int, signed map[int]bool, paper slip.Paper) error {
	var b bytes.Buffer
	if err := slip.Sheet(&b, f, round, signed, paper, string(i18n.Tag())); err != nil {
		return err
	}
	return sgf.WriteAtomic(out, b.Bytes())
}

// tableNumbers reads the signed tables (slip.Tables), an item that is not a table number said
// in the UI's language.
func tableNumbers(s string) (map[int]bool, error) {
	tables, err := slip.Tables(s)
	var bad *slip.BadTable
	if errors.As(err, &bad) {
		return nil, errors.New(lang.L("{{.T}} is not a table number", map[string]any{"T": strconv.Quote(bad.Item)}))
	}
	return tables, err
}

// sheetName is the suggested file name in the language lang names: the event and the round,
// with nothing a file name cannot hold (「Tournoi 第1轮轮次表.pdf」).
func sheetName(f *tournament.File, round int, lang string) string {
	name := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '-'
		}
		return r
	}, strings.TrimSpace(f.Event()))
	n := strconv.Itoa(round)
	if name == "" {
		return words.Fill(lang, "sheet/file-name.no-event", map[string]string{"N": n})
	}
	return words.Fill(lang, "sheet/file-name", map[string]string{"Event": name, "N": n})
}

// Error says err in the status line and in a box.
func Error(win fyne.Window, say func(string), err error) {
	msg := lang.L("Round sheet: {{.Err}}", map[string]any{"Err": err})
	if say != nil {
		say(msg)
	}
	dialog.ShowError(fmt.Errorf("%s", msg), win)
}
