// Package i18n chooses the UI language and registers goref's texts (words' catalogue, the one
// source of every sentence) with fyne/v2/lang. Strings are looked up with lang.L (the
// catalogue's key: the English text).
package i18n
