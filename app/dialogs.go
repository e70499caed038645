package app

import (
	"fyne.io/fyne/v2"
	fynedialog "fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// fyneDialogs are Fyne's own file dialogs, drawn inside goref's window: used when the
// desktop's chooser cannot be shown (helperDialogs).
type fyneDialogs struct{}

func (fyneDialogs) Open(w fyne.Window, done func(string)) {
	d := fynedialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			done("")
			return
		}
		r.Close()
		done(r.URI().Path())
	}, w)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".sgf", ".SGF"}))
	d.Show()
}

func (fyneDialogs) Save(w fyne.Window, name string, done func(string)) {
	d := fynedialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			done("")
			return
		}
		wc.Close()
		done(wc.URI().Path())
	}, w)
	d.SetFileName(name)
	d.Show()
}
