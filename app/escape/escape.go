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
	if !escaped(e, k) {
		e.Entry.TypedKey(k)
	}
}

// Select is a drop-down that hands Escape to the dialog it is in: a Select keeps the keyboard
// once chosen from, and took Escape.
type Select struct{ widget.Select }

// NewSelect is a Select of options; changed is called with the option chosen.
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey gives Escape to the dialog open on the drop-down's canvas, any other key to it.
func (s *Select) TypedKey(k *fyne.KeyEvent) {
	if !escaped(s, k) {
		s.Select.TypedKey(k)
	}
}

// Check is a check box that hands Escape to the dialog it is in (it keeps the keyboard once
// clicked).
type Check struct{ widget.Check }

// NewCheck is a Check labelled label; changed is called with its state.
func NewCheck(label string, changed func(bool)) *Check {
	c := &Check{}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

// TypedKey gives Escape to the dialog open on the box's canvas.
func (c *Check) TypedKey(k *fyne.KeyEvent) {
	if !escaped(c, k) {
		c.Check.TypedKey(k)
	}
}

// escaped gives k to the dialog open on o's canvas when it is Escape; true when a dialog took it.
func escaped(o fyne.CanvasObject, k *fyne.KeyEvent) bool {
	if k.Name != fyne.KeyEscape {
		return false
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	return c != nil && On(c)
}
