package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"goref/app/shape"
)

// panel sets o on a card of the column's own shade with rounded corners, so a part of the
// column reads as a place for something (the record's comments) even while it is empty, rather
// than as a hole in the screen.
func panel(o fyne.CanvasObject) fyne.CanvasObject {
	bg := shape.NewCard(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	return container.NewStack(bg.Object(), o)
}
