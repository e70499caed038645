package hallview

import (
	"fyne.io/fyne/v2/lang"

	"goref/app/i18n"
)

// l translates a text of the hall's screens (English text as the key, as app/ui's L).
func l(s string) string { return lang.L(s) }

// ld translates a template with data, as app/ui's LD (i18n.Fill).
func ld(s string, data map[string]any) string { return i18n.Fill(s, data) }

// uiLang is the UI language's tag, as the rules' texts are chosen by it.
func uiLang() string { return string(i18n.Tag()) }
