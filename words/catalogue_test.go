package words

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// fallbacks lists the keys a language may leave out, read in its Fallbacks instead: none
// today. A key is added here only with the reason the language has no words of its own.
var fallbacks = map[Tag][]string{}

// ownNumbers lists the key prefixes whose sentences write a number as their language writes
// it, so their placeholders differ from the English's: a result's margin is {D} in English
// (6.5 points), {N} with fraction glyphs (2¾子) or {W} with 半 (6目半, 半目: none) in CJK; the
// voice says {N} in digits, {C} and {A} in Chinese numerals, {J} in Japanese kana.
var ownNumbers = []string{"result/unit.", "voice/"}

// placeholders are what a sentence fills in: Fyne template fields ({{.N}}), Printf verbs
// (%d, %s, %v …) and the referee's markers ({P}).
var placeholders = regexp.MustCompile(`\{\{\.[A-Za-z]+\}\}|%[-+# 0]*(?:\[[0-9]+\])?[0-9]*(?:\.[0-9]+)?[a-zA-Z%]|\{[A-Z]\}`)

var argIndex = regexp.MustCompile(`\[[0-9]+\]`)

func marks(s string) []string {
	m := placeholders.FindAllString(s, -1)
	for i := range m { // a verb with an argument index (%[2]s) fills in what the plain verb does
		m[i] = argIndex.ReplaceAllString(m[i], "")
	}
	slices.Sort(m)
	return slices.Compact(m)
}

// Every key of the catalogue has its sentence in all five languages (or is listed in
// fallbacks), each file is valid JSON of strings, and a sentence fills in what its English
// does: a translation that lost {{.N}} or %d would print a hole or a %!d(MISSING).
func TestCatalogueComplete(t *testing.T) {
	all := map[Tag]map[string]string{}
	for _, tag := range Tags {
		m := map[string]string{}
		if err := json.Unmarshal(File(tag), &m); err != nil {
			t.Fatalf("%s: %v", fileName(tag), err)
		}
		if len(m) < 100 {
			t.Fatalf("%s holds %d sentences", fileName(tag), len(m))
		}
		all[tag] = m
	}
	keys := map[string]bool{}
	for _, m := range all {
		for k := range m {
			keys[k] = true
		}
	}
	for k := range keys {
		en := all[En][k]
		if en == "" {
			t.Errorf("en: no sentence for %q", k)
			continue
		}
		for _, tag := range Tags[1:] {
			s := all[tag][k]
			if s == "" {
				if !slices.Contains(fallbacks[tag], k) {
					t.Errorf("%s: no sentence for %q", tag, k)
				}
				continue
			}
			if got, want := marks(s), marks(en); !slices.Equal(got, want) && !slices.ContainsFunc(ownNumbers, func(p string) bool { return strings.HasPrefix(k, p) }) {
				t.Errorf("%s: %q fills in %v, the English %v", tag, s, got, want)
			}
		}
	}
}

func TestTextFallsBack(t *testing.T) {
	if got := Text("zh_TW.UTF-8", "Resign"); got != "認輸" {
		t.Errorf("Resign in zh_TW: %q", got)
	}
	if got := Text("de_DE", "Resign"); got != "Resign" {
		t.Errorf("Resign in German: %q", got)
	}
	if got := Text("ko", "no such key"); got != "no such key" {
		t.Errorf("an unknown key: %q", got)
	}
}

// The voice names the player wherever the English sentence does ("Black refused: …"): a
// referee's announcement says whose move or request it answers. Each language's colour word is
// its own sentence for "Black"/"White" (黒, 黑方, 흑), or that word's first character where a
// sentence says it short (黑 for 黑方).
func TestVoiceNamesThePlayerWhereEnglishDoes(t *testing.T) {
	colour := regexp.MustCompile(`\b(Black|White)\b`)
	for _, tag := range Tags[1:] {
		for k, en := range sentences(En) {
			if !strings.HasPrefix(k, "voice/") {
				continue
			}
			for _, c := range colour.FindAllString(en, -1) {
				word := []rune(Text(string(tag), c))
				if s := Text(string(tag), k); !strings.Contains(s, string(word[:1])) {
					t.Errorf("%s: %q says %q without %s (%s)", tag, k, s, string(word), c)
				}
			}
		}
	}
	// The Japanese sentence for a move of nobody's colour starts with the move, not with の.
	if s := Text("ja", "voice/illegal"); strings.HasPrefix(s, "の") {
		t.Errorf("ja voice/illegal %q starts with の", s)
	}
}
