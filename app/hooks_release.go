//go:build !e2e

package app

import (
	"fyne.io/fyne/v2"

	"goref/app/ui"
)

// The release binary has no end-to-end hooks (see hooks_e2e.go).

func e2eStart(*ui.UI) {}

func e2eWriter(*ui.UI, fyne.Window) func() { return nil }
