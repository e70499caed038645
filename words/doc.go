// Package words owns goref's languages: the tags goref speaks (en, zh-Hans, zh-Hant, ja, ko),
// the one normaliser that maps any language tag or locale name onto them, and the order in
// which a text missing in one language falls back to another, and the catalogue of every
// sentence goref says (texts/*.json, one file per language, one key per sentence): the UI's,
// keyed by their English and registered with Fyne by app/i18n; the referee's explanations and
// steps (explain/…, step/…, reason/…, player/…, minutes/…); the result notation (result/…);
// the round sheet's words (sheet/…, timesystem/…); the voice (voice/…); how each language
// joins a list of names in a sentence (List: 、 in Chinese and Japanese, "a, b and c" in
// English); Fill, which fills a sentence in outside the UI; and SpaceNames, which sets a
// Latin name apart from the Han and kana beside it in a sentence it was filled into.
//
// It imports nothing of goref, so board/, rules/, cli/ and app/ may all use it; nothing in it
// knows Fyne.
package words
