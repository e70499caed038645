package hallview

import "fyne.io/fyne/v2/lang"

// l translates a text of the hall's screens (English text as the key, as app/ui's L).
func l(s string) string { return lang.L(s) }

// ld translates a template with data.
func ld(s string, data map[string]any) string { return lang.L(s, data) }
