// Package words owns goref's languages: the tags goref speaks (en, zh-Hans, zh-Hant, ja, ko),
// the one normaliser that maps any language tag or locale name onto them, and the order in
// which a text missing in one language falls back to another.
//
// It imports nothing of goref, so board/, rules/, cli/ and app/ may all use it; nothing in it
// knows Fyne.
package words
