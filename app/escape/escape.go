package escape

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// open is a dialog open on a window's canvas and what Escape does to it.
type open struct {
	on     fyne.Canvas
	cancel func()
}

// dialogs are the dialogs open, latest last.
var dialogs []*open

// Close makes Escape in win run cancel (the dialog's Cancel) while d is open.
func Close(win fyne.Window, d dialog.Dialog, cancel func()) {
	o := &open{on: win.Canvas(), cancel: cancel}
	dialogs = append(dialogs, o)
	d.SetOnClosed(func() { drop(o) })
}

func drop(o *open) { dialogs = slices.DeleteFunc(dialogs, func(x *open) bool { return x == o }) }

// On cancels the dialog opened last on canvas c; false when none is open there.
func On(c fyne.Canvas) bool {
	for i := len(dialogs) - 1; i >= 0; i-- {
		if o := dialogs[i]; o.on == c {
			drop(o)
			o.cancel()
			return true
		}
	}
	return false
}

// Entry is a text field that hands Escape to the dialog it is in.
type Entry struct{ widget.Entry }

// NewEntry is an empty Entry.
func NewEntry() *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey gives Escape to the dialog open on the field's canvas, any other key to the field.
func (e *Entry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil && On(c) {
			return
		}
	}
	e.Entry.TypedKey(k)
}
