package ui

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
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
	g := u.sess.Game()
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
		{L("Rules"), i.Rules.Title},
		{L("Result"), result},
		{L("Moves"), fmt.Sprint(len(g.Moves()))},
		{L("Penalties"), LD("Black {{.B}} points, White {{.W}} points; warnings: Black {{.WB}}, White {{.WW}}", map[string]any{
			"B": g.Log.PenaltyPoints(board.Black), "W": g.Log.PenaltyPoints(board.White),
			"WB": g.Log.Warnings(board.Black), "WW": g.Log.Warnings(board.White)})},
	}
	if u.clocks != nil {
		used := func(s clock.Side) string { return u.clocks.clk.Reading(s).Used.Round(time.Second).String() }
		rows = append(rows, [2]string{L("Time used"), LD("Black {{.B}}, White {{.W}}", map[string]any{"B": used(clock.Black), "W": used(clock.White)})})
	}
	return rows
}

// slipContent draws the slip: the rows, the count the referee read, the referee log and lines
// for the signatures.
func (u *UI) slipContent() fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	title := widget.NewLabelWithStyle(L("Result slip"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	form := container.New(layout.NewFormLayout())
	for _, r := range u.slipRows() {
		form.Add(widget.NewLabelWithStyle(r[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		v := widget.NewLabel(r[1])
		v.Wrapping = fyne.TextWrapWord
		form.Add(v)
	}
	countText := ""
	if u.ref.bd != nil && u.sess.Result() != "" {
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
	return container.NewStack(bg, container.NewPadded(body))
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
				u.saveSlip(w, path)
			}
		})
	})
	w.SetContent(container.NewBorder(nil, container.NewHBox(save, widget.NewButton(L("Close"), w.Close)), nil, nil, slip))
	min := slip.MinSize() // the whole slip on screen: Save captures the window
	w.Resize(fyne.NewSize(max(640, min.Width), min.Height+60))
	u.slipWin = w
	w.Show()
}

// saveSlip writes the window's picture as PNG at path and the record beside it (same name,
// .sgf).
func (u *UI) saveSlip(w fyne.Window, path string) {
	if !strings.EqualFold(filepath.Ext(path), ".png") {
		path += ".png"
	}
	err := writePNG(path, w)
	if err == nil {
		err = sgf.WriteFile(strings.TrimSuffix(path, filepath.Ext(path))+".sgf", u.sess.Collection())
	}
	if err != nil {
		u.setStatus(LD("Cannot save {{.File}}: {{.Err}}", map[string]any{"File": filepath.Base(path), "Err": err}))
		return
	}
	u.setStatus(LD("Saved {{.File}}.", map[string]any{"File": filepath.Base(path)}))
}

func writePNG(path string, w fyne.Window) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
