package app

import (
	"errors"
	"os"

	"fyne.io/fyne/v2"
	fynedialog "fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"github.com/sqweek/dialog"
)

// nativeDialogs opens the system's file dialog (GTK on Linux) and falls back to Fyne's own
// when there is no display or GTK failed to start: sqweek/dialog panics on every call after
// a failed gtk_init, so the panic is recovered. It is called from Fyne callbacks, on the
// main thread, as GTK requires; never from a goroutine.
type nativeDialogs struct{}

// native tells whether to try GTK at all (GOREF_NO_NATIVE_DIALOG=1 forces Fyne's dialog).
func native() bool {
	if os.Getenv("GOREF_NO_NATIVE_DIALOG") != "" {
		return false
	}
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}

func (nativeDialogs) Open(w fyne.Window, done func(string)) {
	if native() {
		if path, err, ok := tryNative(func() (string, error) {
			return dialog.File().Filter("SGF files", "sgf", "SGF").Title("Open SGF").Load()
		}); ok {
			finish(path, err, done)
			return
		}
	}
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

func (nativeDialogs) Save(w fyne.Window, name string, done func(string)) {
	if native() {
		if path, err, ok := tryNative(func() (string, error) {
			return dialog.File().Filter("SGF files", "sgf", "SGF").Title("Save SGF").SetStartFile(name).Save()
		}); ok {
			finish(path, err, done)
			return
		}
	}
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

// tryNative runs a sqweek/dialog call; ok is false when it panicked (GTK unavailable).
func tryNative(f func() (string, error)) (path string, err error, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	path, err = f()
	return path, err, true
}

func finish(path string, err error, done func(string)) {
	if err != nil && !errors.Is(err, dialog.ErrCancelled) {
		fyne.LogError("file dialog", err)
	}
	if err != nil {
		path = ""
	}
	done(path)
}
