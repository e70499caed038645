package hallview

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"goref/board/sgf"
	"goref/hall"
	"goref/slip"
	"goref/tournament"
)

// Dialogs chooses a file to open (of extension ext) or a name to save under (the app's choosers).
type Dialogs interface {
	OpenExt(w fyne.Window, ext string, done func(path string))
	Save(w fyne.Window, suggested string, done func(path string))
}

// RoundSheet asks for the pairing program's tournament file, then the round, the paper and the
// tables whose slips are signed (the tables the hall has settled, to begin with), and prints
// the director's round sheet (slip.Sheet) where the director chooses.
func (r *Room) RoundSheet() {
	r.files.OpenExt(r.Window, "xml", func(path string) {
		if path == "" {
			return
		}
		f, err := tournament.ReadFile(path)
		if err != nil {
			r.sheetError(err)
			return
		}
		r.sheetForm(f)
	})
}

// sheetForm is the form of round, paper and signed tables; Print asks where to save.
type sheetForm struct {
	r      *Room
	f      *tournament.File
	round  *widget.Select
	paper  *widget.RadioGroup
	signed *widget.Entry
}

func (r *Room) sheetForm(f *tournament.File) *sheetForm {
	rounds := f.RoundNumbers()
	if len(rounds) == 0 {
		r.sheetError(errors.New(l("no round is paired in the file")))
		return nil
	}
	var names []string
	for _, n := range rounds {
		names = append(names, strconv.Itoa(n))
	}
	sf := &sheetForm{r: r, f: f, round: widget.NewSelect(names, nil), signed: widget.NewEntry(),
		paper: widget.NewRadioGroup([]string{string(slip.A4), string(slip.Letter)}, nil)}
	sf.round.SetSelected(strconv.Itoa(f.PlayingRound()))
	sf.paper.Horizontal = true
	sf.paper.SetSelected(string(slip.A4))
	settled, playing := r.d.Settled(), f.PlayingRound()
	sf.signed.SetText(signedIn(settled, playing, playing))
	sf.round.OnChanged = func(s string) {
		n, _ := strconv.Atoi(s)
		sf.signed.SetText(signedIn(settled, n, playing))
	}
	sf.signed.SetPlaceHolder("1,2,5")
	items := []*widget.FormItem{
		widget.NewFormItem(l("Event"), widget.NewLabel(f.Event())),
		widget.NewFormItem(l("Round"), sf.round),
		widget.NewFormItem(l("Paper"), sf.paper),
		widget.NewFormItem(l("Signed slips"), sf.signed),
	}
	d := dialog.NewForm(l("Round sheet"), l("Print…"), l("Cancel"), items, func(ok bool) {
		if ok {
			sf.print()
		}
	}, r.Window)
	d.Resize(fyne.NewSize(520, 300))
	d.Show()
	return sf
}

// print asks where to save the sheet and writes it there.
func (sf *sheetForm) print() {
	r := sf.r
	n, _ := strconv.Atoi(sf.round.Selected)
	tables, err := tableNumbers(sf.signed.Text)
	if err != nil {
		r.sheetError(err)
		return
	}
	r.files.Save(r.Window, sheetName(sf.f, n), func(out string) {
		if out == "" {
			return
		}
		if err := writeSheet(out, sf.f, n, tables, slip.Paper(sf.paper.Selected)); err != nil {
			r.sheetError(err)
			return
		}
		r.say(ld("Round sheet written to {{.File}}.", map[string]any{"File": filepath.Base(out)}))
	})
}

// writeSheet prints the round sheet to out, replacing it whole or not at all.
func writeSheet(out string, f *tournament.File, round int, signed map[int]bool, paper slip.Paper) error {
	var b bytes.Buffer
	if err := slip.Sheet(&b, f, round, signed, paper); err != nil {
		return err
	}
	return sgf.WriteAtomic(out, b.Bytes())
}

// tableNumbers reads "1, 2,5" as tables 1, 2 and 5.
func tableNumbers(s string) (map[int]bool, error) {
	out := map[int]bool{}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '、' || r == '，' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, errors.New(ld("{{.T}} is not a table number", map[string]any{"T": strconv.Quote(f)}))
		}
		out[n] = true
	}
	return out, nil
}

// sheetName is the suggested file name: the event and the round, with nothing a file name
// cannot hold.
func sheetName(f *tournament.File, round int) string {
	name := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '-'
		}
		return r
	}, strings.TrimSpace(f.Event()))
	if name == "" {
		name = "round"
	}
	return fmt.Sprintf("%s round %d sheet.pdf", name, round)
}

func (r *Room) sheetError(err error) {
	msg := ld("Round sheet: {{.Err}}", map[string]any{"Err": err})
	r.say(msg)
	dialog.ShowError(fmt.Errorf("%s", msg), r.Window)
}

// signedIn is the tables of round whose result the hall settled: the games set up with that
// round, and those set up with none when it is the round being played (a game of another round
// at the same table is not this round's).
func signedIn(settled []hall.SettledGame, round, playing int) string {
	var tables []string
	for _, g := range settled {
		if g.Round == strconv.Itoa(round) || g.Round == "" && round == playing {
			tables = append(tables, g.Table)
		}
	}
	return strings.Join(tables, ",")
}
