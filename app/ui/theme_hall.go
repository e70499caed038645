package ui

import "fyne.io/fyne/v2"

// NewTheme is the app's theme (the bundled fonts) for windows outside the board's, such as the
// hall's room view.
func NewTheme() fyne.Theme { return newTheme() }
