package escape

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// RadioGroup is a set of options of which one is chosen, whose options hand Escape to the
// dialog they are in. Fyne's own radio option takes the keyboard when clicked or tabbed to and
// does nothing with a key but Space, so Escape after a click on Casual or A4 closed nothing;
// its options cannot be reached to change that, so these are goref's: Fyne's radio icons and
// the option's label, Space chooses.
type RadioGroup struct {
	widget.BaseWidget
	Options    []string
	Selected   string
	Horizontal bool
	Required   bool // a click on the chosen option keeps it chosen (else it chooses none)
	OnChanged  func(string)
}

// NewRadioGroup is a RadioGroup of options; changed is called with the option chosen.
func NewRadioGroup(options []string, changed func(string)) *RadioGroup {
	r := &RadioGroup{Options: options, OnChanged: changed}
	r.ExtendBaseWidget(r)
	return r
}

// SetSelected chooses option ("" none).
func (r *RadioGroup) SetSelected(option string) {
	if r.Selected == option {
		return
	}
	r.Selected = option
	if r.OnChanged != nil {
		r.OnChanged(option)
	}
	r.Refresh()
}

// tap answers a click (or Space) on option.
func (r *RadioGroup) tap(option string) {
	switch {
	case r.Selected != option:
		r.SetSelected(option)
	case !r.Required:
		r.SetSelected("")
	}
}

func (r *RadioGroup) CreateRenderer() fyne.WidgetRenderer {
	rr := &radioRenderer{group: r}
	rr.Refresh()
	return rr
}

// radioRenderer lays the options out in a row or a column; its objects are the options.
type radioRenderer struct {
	group *RadioGroup
	items []fyne.CanvasObject
}

func (rr *radioRenderer) layout() fyne.Layout {
	if rr.group.Horizontal {
		return layout.NewHBoxLayout()
	}
	return layout.NewVBoxLayout()
}

func (rr *radioRenderer) Layout(size fyne.Size)        { rr.layout().Layout(rr.items, size) }
func (rr *radioRenderer) MinSize() fyne.Size           { return rr.layout().MinSize(rr.items) }
func (rr *radioRenderer) Objects() []fyne.CanvasObject { return rr.items }
func (rr *radioRenderer) Destroy()                     {}

// Refresh makes an option for each of the group's options and shows which is chosen.
func (rr *radioRenderer) Refresh() {
	g := rr.group
	if len(rr.items) != len(g.Options) {
		rr.items = nil
		for _, o := range g.Options {
			rr.items = append(rr.items, newRadioOption(g, o))
		}
	}
	for i, o := range g.Options {
		it := rr.items[i].(*radioOption)
		it.label, it.chosen = o, g.Selected == o
		it.Refresh()
	}
}

// radioOption is one option: the radio icon (its ring lit while the option has the keyboard)
// and the label.
type radioOption struct {
	widget.BaseWidget
	group   *RadioGroup
	label   string
	chosen  bool
	focused bool

	icon  *widget.Icon
	ring  *canvas.Circle
	title *widget.Label
}

func newRadioOption(g *RadioGroup, label string) *radioOption {
	o := &radioOption{group: g, label: label}
	o.ExtendBaseWidget(o)
	return o
}

func (o *radioOption) CreateRenderer() fyne.WidgetRenderer {
	o.icon = widget.NewIcon(theme.RadioButtonIcon())
	o.ring = canvas.NewCircle(color.Transparent)
	o.title = widget.NewLabel(o.label)
	o.show()
	return widget.NewSimpleRenderer(container.NewHBox(container.NewStack(o.ring, o.icon), o.title))
}

// Refresh shows the option's label, whether it is chosen and whether it has the keyboard.
func (o *radioOption) Refresh() {
	o.show()
	o.BaseWidget.Refresh()
}

func (o *radioOption) show() {
	if o.icon == nil {
		return
	}
	res := theme.RadioButtonIcon()
	if o.chosen {
		res = theme.NewPrimaryThemedResource(theme.RadioButtonCheckedIcon())
	}
	o.icon.SetResource(res)
	o.ring.FillColor = color.Transparent
	if o.focused {
		o.ring.FillColor = theme.Color(theme.ColorNameFocus)
	}
	o.ring.Refresh()
	o.title.SetText(o.label)
}

// Tapped chooses the option and gives it the keyboard, as Fyne's radio does.
func (o *radioOption) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && !o.focused {
		c.Focus(o)
	}
	o.group.tap(o.label)
}

func (o *radioOption) FocusGained() { o.focused = true; o.Refresh() }
func (o *radioOption) FocusLost()   { o.focused = false; o.Refresh() }

// TypedRune chooses the option on Space.
func (o *radioOption) TypedRune(r rune) {
	if r == ' ' {
		o.group.tap(o.label)
	}
}

// TypedKey gives Escape to the dialog open on the option's canvas.
func (o *radioOption) TypedKey(k *fyne.KeyEvent) { escaped(o, k) }
