package ui

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/board/sgf"
	"goref/rules/clock"
)

// slipRows are the result slip's lines for the tournament desk: label and value.
func (u *UI) slipRows() [][2]string {
	i := u.sess.Info
	player := func(name, rank string, black bool) string {
		s := nameOr(name, black)
		if rank != "" {
			s += " " + rank
		}
		return s
	}
	t := u.sess.Table()
	g := t.Game()
	pen := t.Penalties()
	result := L("not decided")
	if re := u.sess.Result(); re != "" {
		result = resultText(re, i.Rules) + "   (RE " + re + ")"
	}
	rows := [][2]string{
		{L("Event"), i.Event},
		{L("Round"), i.Round},
		{L("Table"), i.Table},
		{L("Date"), time.Now().Format("2006-01-02")},
		{L("Black"), player(i.Black, i.BlackRank, true)},
		{L("White"), player(i.White, i.WhiteRank, false)},
		{L("Rules"), rulesName(i.Rules)},
		{L("Result"), result},
		{L("Moves"), fmt.Sprint(len(g.Moves()))},
		{L("Penalties"), LD("Penalty points: Black {{.B}}, White {{.W}}; warnings: Black {{.WB}}, White {{.WW}}", map[string]any{
			"B": pen.Black, "W": pen.White,
			"WB": g.Log.Warnings(board.Black), "WW": g.Log.Warnings(board.White)})},
	}
	if clk := t.Clock(); clk != nil {
		used := func(s clock.Side) string { return clk.Reading(s).Used.Round(time.Second).String() }
		rows = append(rows, [2]string{L("Time used"), LD("Black {{.B}}, White {{.W}}", map[string]any{"B": used(clock.Black), "W": used(clock.White)})})
	}
	return rows
}

// slipWidth is the slip's width, in the window and in the PNG.
const slipWidth = 640

// paperTheme is the app's theme in its light variant: the slip is black on white, on screen
// as on paper.
type paperTheme struct{ *appTheme }

func (t paperTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.appTheme.Color(n, theme.VariantLight)
}

// slipContent draws the slip: the rows, the count the referee read, the referee log and lines
// for the signatures, black on white.
func (u *UI) slipContent() fyne.CanvasObject {
	bg := canvas.NewRectangle(paperTheme{u.theme}.Color(theme.ColorNameBackground, theme.VariantLight))
	title := widget.NewLabelWithStyle(L("Result slip"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	form := container.New(layout.NewFormLayout())
	for _, r := range u.slipRows() {
		form.Add(widget.NewLabelWithStyle(r[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		v := widget.NewLabel(r[1])
		v.Wrapping = fyne.TextWrapWord
		form.Add(v)
	}
	countText := ""
	if bd, _ := u.breakdown(); bd != nil && u.sess.Result() != "" {
		countText = u.countSummary()
	}
	count := widget.NewLabelWithStyle(countText, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	count.Wrapping = fyne.TextWrapWord
	log := widget.NewLabel(u.logText())
	log.Wrapping = fyne.TextWrapWord
	signs := widget.NewLabel(strings.Join([]string{L("Black") + " ________", L("White") + " ________", L("Referee") + " ________"}, "      "))
	body := container.NewVBox(title, form, widget.NewSeparator(), count,
		widget.NewLabelWithStyle(L("Referee log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), log,
		widget.NewSeparator(), signs)
	return container.NewThemeOverride(container.NewStack(bg, container.NewPadded(body)), paperTheme{u.theme})
}

// slipImage renders a fresh copy of the slip with Fyne's software painter, slipWidth wide and
// as tall as its text: no window and no read-back of GL (which gives black under some
// drivers).
func (u *UI) slipImage() image.Image {
	c := software.NewCanvas()
	c.SetPadded(false)
	slip := u.slipContent()
	c.SetContent(slip)
	c.Resize(fyne.NewSize(slipWidth, slip.MinSize().Height))
	c.Resize(fyne.NewSize(slipWidth, slip.MinSize().Height)) // wrapped at that width, taller
	return c.Capture()
}

// ShowResultSlip opens the result slip in its own window, with Save (PNG and the SGF beside
// it).
func (u *UI) ShowResultSlip() {
	w := u.app.NewWindow(L("Result slip"))
	slip := u.slipContent()
	save := widget.NewButton(L("Save slip (PNG + SGF)…"), func() {
		name := "slip-" + time.Now().Format("2006-01-02")
		if i := u.sess.Info; i.Round != "" || i.Table != "" {
			name = fmt.Sprintf("slip-r%s-t%s", i.Round, i.Table)
		}
		u.files.Save(w, name+".png", func(path string) {
			if path != "" {
				u.saveSlip(path)
			}
		})
	})
	scroll := container.NewVScroll(slip)
	w.SetContent(container.NewBorder(nil, container.NewHBox(save, widget.NewButton(L("Close"), w.Close)), nil, nil, scroll))
	// As tall as the slip, but never so tall that Save and Close leave a 1000-px screen: a
	// longer slip scrolls (the PNG has all of it).
	w.Resize(fyne.NewSize(slipWidth, min(slip.MinSize().Height+60, slipMaxHeight)))
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			w.Close()
		}
	})
	u.slipWin = w
	w.Show()
}

// slipMaxHeight keeps the slip window, Save and Close included, on a laptop's 768-px screen
// with the desktop's panel and title (a longer slip scrolls).
const slipMaxHeight = 680

// saveSlip writes the slip as PNG at path and the record beside it (same name,
// .sgf).
func (u *UI) saveSlip(path string) {
	if !strings.EqualFold(filepath.Ext(path), ".png") {
		path += ".png"
	}
	err := writePNG(path, u.slipImage())
	if err == nil {
		err = sgf.WriteFile(strings.TrimSuffix(path, filepath.Ext(path))+".sgf", u.sess.Collection())
	}
	if err != nil {
		u.setStatus(LD("Cannot save {{.File}}: {{.Err}}", map[string]any{"File": filepath.Base(path), "Err": err}))
		return
	}
	u.setStatus(LD("Saved {{.File}}.", map[string]any{"File": filepath.Base(path)}))
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
