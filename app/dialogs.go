package app

import (
	"strings"

	"fyne.io/fyne/v2"
	fynedialog "fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"goref/app/ui"
)

// fyneDialogs are file dialogs drawn inside goref's window with Fyne: used when the
// desktop's chooser cannot be shown (helperDialogs).
type fyneDialogs struct{}

func (fyneDialogs) Open(w fyne.Window, done func(string)) { fyneOpen(w, "sgf", done) }

// OpenExt lists the files with extension ext.
func (fyneDialogs) OpenExt(w fyne.Window, ext string, done func(string)) { fyneOpen(w, ext, done) }

// fyneOpen is Fyne's open dialog listing the files with extension ext (either case).
func fyneOpen(w fyne.Window, ext string, done func(string)) {
	d := fynedialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			done("")
			return
		}
		r.Close()
		done(r.URI().Path())
	}, w)
	d.SetFilter(storage.NewExtensionFileFilter([]string{"." + strings.ToLower(ext), "." + strings.ToUpper(ext)}))
	d.Show()
}

// Save is goref's own dialog drawn with Fyne's widgets (ui.ShowSaveDialog): Fyne's file save
// dialog creates, and so empties, the file chosen before goref writes anything.
func (fyneDialogs) Save(w fyne.Window, name string, done func(string)) {
	ui.ShowSaveDialog(w, name, done)
}
