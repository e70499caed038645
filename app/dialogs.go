package app

import (
	"path/filepath"
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
	d.SetTitleText(openTitle(ext))
	d.Show()
}

// openTitle says what a chooser opens, in the UI's language, by the extension it lists: the
// desktop's chooser and Fyne's both said no more than "Open File".
func openTitle(ext string) string {
	if strings.EqualFold(ext, "xml") {
		return ui.L("Open the tournament file (OpenGotha XML)")
	}
	return ui.L("Open a game record (SGF)")
}

// saveTitle says what a chooser saves, by the suggested name: a game record or a PDF (a
// result slip, a round sheet).
func saveTitle(name string) string {
	if strings.EqualFold(filepath.Ext(name), ".pdf") {
		return ui.L("Save the PDF")
	}
	return ui.L("Save the game record")
}

// Save is goref's own dialog drawn with Fyne's widgets (ui.ShowSaveDialog): Fyne's file save
// dialog creates, and so empties, the file chosen before goref writes anything.
func (fyneDialogs) Save(w fyne.Window, name string, done func(string)) {
	ui.ShowSaveDialog(w, name, done)
}

// SaveUnasked is goref's own dialog without its question before replacing.
func (fyneDialogs) SaveUnasked(w fyne.Window, name string, done func(string)) {
	ui.ShowSaveDialogUnasked(w, name, done)
}
