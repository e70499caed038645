package ui

import (
	"bytes"
	"errors"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/app/session"
	"goref/app/store"
	"goref/board/sgf"
	"goref/slip"
)

// slipView is the result slip: its window, its PDF and the record saved beside it.
type slipView struct{ u *UI }

// slipInput is the game the slip is for, as package slip reads it: the table, the record as it
// would be saved (its date), the UI's language.
func (sv *slipView) slipInput() slip.Input {
	rec, _ := sgf.Write(sv.u.sess.Collection())
	return slip.Input{Table: sv.u.sess.Table(), Record: rec, Lang: uiLang()}
}

// slipRows are the result slip's lines for the tournament desk, label and value: the printed
// slip's own (slip.Fields).
func (sv *slipView) slipRows() []slip.Field { return slip.Fields(sv.slipInput()) }

// slipWidth is the slip's width in its window.
const slipWidth = 640

// paperTheme is the app's theme in its light variant: the slip is black on white, on screen
// as on paper.
type paperTheme struct{ *appTheme }

func (t paperTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.appTheme.Color(n, theme.VariantLight)
}

// slipContent draws the slip: the rows, the count the referee read, the referee log and lines
// for the signatures, black on white.
func (sv *slipView) slipContent() fyne.CanvasObject {
	bg := canvas.NewRectangle(paperTheme{sv.u.theme}.Color(theme.ColorNameBackground, theme.VariantLight))
	title := widget.NewLabelWithStyle(L("Result slip"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	form := container.New(layout.NewFormLayout())
	for _, r := range sv.slipRows() {
		form.Add(widget.NewLabelWithStyle(r.Label, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		v := widget.NewLabel(r.Value)
		v.Wrapping = fyne.TextWrapWord
		form.Add(v)
	}
	countText := ""
	if bd, _ := sv.u.ref.breakdown(); bd != nil && sv.u.sess.Result() != "" {
		countText = sv.u.ref.countSummary()
	}
	count := widget.NewLabelWithStyle(countText, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	count.Wrapping = fyne.TextWrapWord
	log := widget.NewLabel(sv.u.ref.logText())
	log.Wrapping = fyne.TextWrapWord
	signs := widget.NewLabel(strings.Join([]string{L("Black") + " ________", L("White") + " ________", L("Referee") + " ________"}, "      "))
	body := container.NewVBox(title, form, widget.NewSeparator(), count,
		widget.NewLabelWithStyle(L("Referee log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), log,
		widget.NewSeparator(), signs)
	return container.NewThemeOverride(container.NewStack(bg, container.NewPadded(body)), paperTheme{sv.u.theme})
}

// ShowResultSlip opens the result slip in its own window, with Save PDF (the PDF to print and
// the record beside it).
func (sv *slipView) ShowResultSlip() {
	w := sv.u.app.NewWindow(L("Result slip"))
	slip := sv.slipContent()
	save := widget.NewButton(L("Save PDF…"), func() {
		sv.u.files.SaveUnasked(w, slipName(sv.u.sess.Info)+".pdf", func(path string) {
			if path != "" {
				sv.saveSlip(path)
			}
		})
	})
	scroll := container.NewVScroll(slip)
	var sign *widget.Button
	sign = widget.NewButton(L("The result slip is signed…"), func() { sv.u.ref.signSlip(w, sign.Disable) })
	if t := sv.u.sess.Table(); !t.Ended() || t.Signed() {
		sign.Disable()
	}
	w.SetContent(container.NewBorder(nil, container.NewHBox(save, sign, widget.NewButton(L("Close"), w.Close)), nil, nil, scroll))
	// As tall as the slip, but never so tall that Save and Close leave a 1000-px screen: a
	// longer slip scrolls (the PDF has all of it).
	w.Resize(fyne.NewSize(slipWidth, min(slip.MinSize().Height+60, slipMaxHeight)))
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape && !escape.On(w.Canvas()) { // a question open on the slip first
			w.Close()
		}
	})
	sv.u.slipWin = w
	w.Show()
}

// slipMaxHeight keeps the slip window, Save and Close included, on a laptop's 768-px screen
// with the desktop's panel and title (a longer slip scrolls).
const slipMaxHeight = 680

// saveSlip writes the record beside path (same name, .sgf) and then the slip as PDF (package
// slip: A4, or Letter where the system's locale is American), whose QR code holds that
// record's SHA-256. A failure is said in the status line and in a box.
// The dialog asks nothing; goref asks once before replacing either file, naming those there.
// A file beside the slip that does not read as a game record is not replaced: nothing is
// written, and the box says why.
func (sv *slipView) saveSlip(path string) {
	if !strings.EqualFold(filepath.Ext(path), ".pdf") {
		path += ".pdf"
	}
	record := strings.TrimSuffix(path, filepath.Ext(path)) + ".sgf"
	if err := notARecord(record); err != nil {
		sv.failed(path, err)
		return
	}
	sv.u.doc.replacing(sv.u.slipWin, []string{path, record}, "", func() { sv.writeSlip(path, record) })
}

// notARecord says why the file at path, when there is one, may not be replaced by the slip's
// record: it does not read as a game record (unreadable, not SGF, a FIFO, too large).
func notARecord(path string) error {
	if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	data, err := store.ReadRegular(path, sgf.MaxFileSize)
	if err == nil && len(data) > sgf.MaxFileSize {
		err = errors.New(LD("file larger than {{.MB}} MB", map[string]any{"MB": sgf.MaxFileSize >> 20}))
	}
	if err == nil {
		_, err = sgf.Read(data)
	}
	if err != nil {
		return errors.New(LD("{{.File}} is there and does not read as a game record ({{.Err}}): it is not replaced. Choose another name.",
			map[string]any{"File": filepath.Base(path), "Err": readErrorWords(err)}))
	}
	return nil
}

// failed says in the status line and in a box that the slip was not saved at path, and why.
func (sv *slipView) failed(path string, err error) {
	msg := LD("Cannot save {{.File}}: {{.Err}}", map[string]any{"File": filepath.Base(path), "Err": err})
	sv.u.setStatus(msg)
	win := sv.u.win
	if sv.u.slipWin != nil {
		win = sv.u.slipWin
	}
	ShowError(errors.New(msg), win)
}

func (sv *slipView) writeSlip(path, record string) {
	rec, err := sgf.Write(sv.u.sess.Collection())
	if err == nil {
		err = sgf.WriteAtomic(record, rec)
	}
	var pdf bytes.Buffer
	if err == nil {
		err = slip.Write(&pdf, slip.Input{Table: sv.u.sess.Table(), Record: rec, Lang: uiLang()}, paperOfLocale())
	}
	if err == nil {
		err = sgf.WriteAtomic(path, pdf.Bytes())
	}
	if err != nil {
		sv.failed(path, err)
		return
	}
	sv.u.setStatus(LD("Saved {{.File}}.", map[string]any{"File": filepath.Base(path)}))
}

// slipName is the slip's suggested file name: slip-r3-t12 (slip-r3 without a table), else
// slip-DATE; only letters, digits and dashes (a "/" in a round's name made a path that could not be saved).
func slipName(i session.Info) string {
	clean := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				b.WriteRune(r)
			} else {
				b.WriteRune('-')
			}
		}
		return strings.Trim(b.String(), "-")
	}
	name := "slip"
	if r := clean(i.Round); r != "" {
		name += "-r" + r
	}
	if t := clean(i.Table); t != "" {
		name += "-t" + t
	}
	if name == "slip" {
		return "slip-" + time.Now().Format("2006-01-02")
	}
	return name
}

// paperOfLocale is Letter in the United States and Canada, A4 elsewhere.
func paperOfLocale() slip.Paper {
	for _, v := range []string{"LC_PAPER", "LC_ALL", "LANG"} {
		if l := os.Getenv(v); l != "" {
			if strings.Contains(l, "_US") || strings.Contains(l, "_CA") {
				return slip.Letter
			}
			return slip.A4
		}
	}
	return slip.A4
}
