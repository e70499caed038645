package words

import (
	"embed"
	"encoding/json"
	"strings"
	"sync"
)

// The catalogue: every sentence goref says, in each language a file texts/<tag with _>.json
// (go-i18n flat JSON, the format fyne/v2/lang reads), keyed by one key per sentence. A UI
// sentence's key is its English text (fyne/v2/lang's convention: lang.L("Resign")); the
// English file holds every key with its English words.
//
//go:embed texts/*.json
var texts embed.FS

var (
	mu        sync.Mutex
	catalogue = map[Tag]map[string]string{} // the languages read so far
)

func fileName(t Tag) string { return "texts/" + strings.ReplaceAll(string(t), "-", "_") + ".json" }

// File is the catalogue of language t as the JSON file holds it, for fyne/v2/lang.
func File(t Tag) []byte {
	data, err := texts.ReadFile(fileName(t))
	if err != nil {
		return []byte("{}")
	}
	return data
}

// sentences is language t's catalogue, read on first use: a UI in one language parses one
// file (and the ones it falls back on), not five.
func sentences(t Tag) map[string]string {
	mu.Lock()
	defer mu.Unlock()
	m, ok := catalogue[t]
	if !ok {
		m = map[string]string{}
		_ = json.Unmarshal(File(t), &m) // the files are embedded; TestCatalogueComplete reads them
		catalogue[t] = m
	}
	return m
}

// Text is the sentence of key in the language lang names (Normalize), falling back as
// Fallbacks does; the key itself when no language has it.
func Text(lang, key string) string {
	for _, t := range Normalize(lang).Fallbacks() {
		if s := sentences(t)[key]; s != "" {
			return s
		}
	}
	return key
}

// Has reports whether the catalogue has a sentence for key (its English, which every key has).
func Has(key string) bool { _, ok := sentences(En)[key]; return ok }
