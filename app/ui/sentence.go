package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
)

// sentence is a wrapped label whose Japanese and Chinese lines break as those languages are
// set (i18n.Break: no line starts with 。、」 nor ends with 「): Fyne's word wrapping breaks
// text without spaces at any character. Text is the whole text; the label inside draws it
// broken for the width it has, and Fyne's own wrapping is left on for what cannot break.
type sentence struct {
	widget.BaseWidget
	Text       string
	TextStyle  fyne.TextStyle
	Importance widget.Importance

	label *widget.Label
	width float32 // the width the label has

	// what the label's text was last broken from, so a refresh that changes nothing (the panel
	// is refreshed on every tick of a running clock) measures nothing
	from      string
	fromWidth float32
	fromStyle fyne.TextStyle
}

func newSentence() *sentence {
	s := &sentence{}
	s.init()
	s.ExtendBaseWidget(s)
	return s
}

// init makes the label, for a widget that embeds a sentence (and extends BaseWidget itself).
func (s *sentence) init() {
	s.label = widget.NewLabel("")
	s.label.Wrapping = fyne.TextWrapWord
}

// Sentence is a wrapped label whose Japanese and Chinese lines break as those languages are
// set, for the app's other windows (the hall's).
type Sentence interface {
	fyne.Widget
	SetText(string)
}

// NewSentence is an empty Sentence.
func NewSentence() Sentence { return newSentence() }

// SetText shows text.
func (s *sentence) SetText(text string) {
	s.Text = text
	s.Refresh()
}

// Refresh draws Text in TextStyle and Importance.
func (s *sentence) Refresh() {
	s.label.TextStyle, s.label.Importance = s.TextStyle, s.Importance
	s.label.Text = s.broken()
	s.label.Refresh()
	s.BaseWidget.Refresh()
}

// Resize breaks the text again when the width changes.
func (s *sentence) Resize(size fyne.Size) {
	if size.Width != s.width {
		s.width = size.Width
		if t := s.broken(); t != s.label.Text {
			s.label.Text = t
			s.label.Refresh()
		}
	}
	s.BaseWidget.Resize(size)
}

// broken is Text broken into lines for the label's width (its text less the inner padding
// each side, as Fyne's wrapping measures it).
func (s *sentence) broken() string {
	if s.Text == s.from && s.width == s.fromWidth && s.TextStyle == s.fromStyle {
		return s.label.Text
	}
	s.from, s.fromWidth, s.fromStyle = s.Text, s.width, s.TextStyle
	th := s.Theme()
	size := th.Size(theme.SizeNameText)
	return i18n.Break(s.Text, s.width-2*th.Size(theme.SizeNameInnerPadding), func(t string) float32 {
		return fyne.MeasureText(t, size, s.TextStyle).Width
	})
}

func (s *sentence) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.label) }
