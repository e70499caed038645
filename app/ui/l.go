package ui

import "fyne.io/fyne/v2/lang"

// L translates a UI string (English text as the key).
func L(s string) string { return lang.L(s) }

// LD translates a template string with data.
func LD(s string, data map[string]any) string { return lang.L(s, data) }
