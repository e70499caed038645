package i18n

import (
	"os"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"goref/words"
)

// Language is a UI language goref ships.
type Language struct {
	Code string // the tag with "_" (zh_Hans): the name of its file in words/texts, without .json
	Name string // in the language itself
}

// Languages lists the UI languages in menu order.
var Languages = func() []Language {
	var ls []Language
	for _, t := range words.Tags {
		ls = append(ls, Language{code(t), t.Name()})
	}
	return ls
}()

var (
	once    sync.Once
	current string
	loaded  = map[string]bool{}
)

// Init picks the UI language: code, or with "" the system locale's.
func Init(code string) {
	first := false
	once.Do(func() {
		first = true
		current = FromLocale(string(lang.SystemLocale()))
	})
	if !first && code == "" {
		return
	}
	if code == "" {
		code = current
	}
	Set(code)
}

// Set switches the UI language at run time. fyne/v2/lang has no setter and picks the
// language from the locale environment, so goref sets LC_ALL and LANGUAGE for this process
// while lang re-reads them, then puts LC_ALL back and leaves LANGUAGE at fontLanguage: Fyne
// also reads the locale whenever it loads fonts, and parses the system's font for that
// language once per text style — with a CJK locale a whole CJK font (about 8 MB each with
// Debian's Droid Sans Fallback) although the bundled fonts already hold the texts. Only the
// languages used are
// parsed (each costs a few hundred KB once parsed); the keys are the English texts, so English
// needs no file to fall back on.
func Set(code string) {
	Init("")
	if !known(code) {
		return
	}
	current = code
	data := words.File(words.Normalize(code))
	if loaded[code] {
		data = []byte("{}") // parsed already: an empty file only makes lang re-read the locale
	}
	// fyne/v2/lang hands its localizer only language-region ("zh" for a bare zh-Hant), so
	// the translations are registered under a region and the locale names that region.
	old := setEnv(map[string]string{"LC_ALL": Locale(code) + ".UTF-8", "LANGUAGE": Locale(code)})
	if err := lang.AddTranslationsForLocale(data, fyne.Locale(strings.ReplaceAll(Locale(code), "_", "-"))); err != nil {
		fyne.LogError("goref translations", err)
	}
	old["LANGUAGE"] = fontLanguage
	setEnv(old)
	loaded[code] = true
}

// fontLanguage is the language goref's process names in LANGUAGE once the translations are
// loaded, which Fyne reads (before LANG, unless the locale is C or POSIX) to pick the system
// font it parses for every text style. The translations have been read by then, and a
// character the bundled fonts lack is still looked up in the system's fonts by its script;
// the locale that C libraries use (LC_ALL, LC_CTYPE, LANG: input methods) is left as it was,
// and the file chooser helper is started with the UI language.
const fontLanguage = "en"

// setEnv sets environment variables ("" unsets one) and returns their previous values.
func setEnv(vars map[string]string) map[string]string {
	old := map[string]string{}
	for k, v := range vars {
		old[k] = os.Getenv(k)
		if v == "" {
			os.Unsetenv(k)
		} else {
			os.Setenv(k, v)
		}
	}
	return old
}

// Phrase translates a phrase that is not a Fyne template — a format with Printf verbs that
// another package words (rules/count's breakdown) — and returns it unchanged when the
// language has no translation for it.
func Phrase(s string) string { return words.Text(Current(), s) }

// Locale returns a UI language's POSIX locale name without the encoding ("ja_JP").
func Locale(code string) string { return words.Normalize(code).Locale() }

// Name returns a UI language's name in that language ("" for an unknown code).
func Name(code string) string {
	for _, l := range Languages {
		if l.Code == code {
			return l.Name
		}
	}
	return ""
}

// Current returns the code of the UI language.
func Current() string { Init(""); return current }

// FromLocale maps a locale ("zh-CN", "zh_TW.UTF-8", "ja-JP", "ko") to one of Languages
// (words.Normalize decides).
func FromLocale(loc string) string { return code(words.Normalize(loc)) }

// code is the Languages code of a language: its tag with "_" ("zh_Hans"), the name of its file.
func code(t words.Tag) string { return strings.ReplaceAll(string(t), "-", "_") }

// Tag is the UI language as a words.Tag, the form rules/ takes.
func Tag() words.Tag { return words.Normalize(Current()) }

func known(code string) bool { return Name(code) != "" }
