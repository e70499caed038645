package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"goref/app/i18n"
)

// TestEveryStringIsTranslated checks that every L/LD/lang.L string literal in the UI code
// has an entry in every translation file, and so does every l/ld of the hall's screens
// (app/hallview) and of the round sheet's form (app/sheetform).
func TestEveryStringIsTranslated(t *testing.T) {
	re := regexp.MustCompile(`\b(?:L|LD|l|ld|lang\.L)\(("(?:[^"\\]|\\.)*")`)
	// LN's two sentences (for one thing and for any other number) follow the count.
	plural := regexp.MustCompile(`\bLN\([^,]+,\s*("(?:[^"\\]|\\.)*"),\s*("(?:[^"\\]|\\.)*")`)
	files, _ := filepath.Glob("*.go")
	more, _ := filepath.Glob("../i18n/*.go")
	hall, _ := filepath.Glob("../hallview/*.go")
	sheet, _ := filepath.Glob("../sheetform/*.go")
	more = append(append(more, hall...), sheet...)
	keys := map[string]bool{}
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range append(re.FindAllSubmatch(src, -1), plural.FindAllSubmatch(src, -1)...) {
			for _, lit := range m[1:] {
				if k, err := strconv.Unquote(string(lit)); err == nil {
					keys[k] = true
				}
			}
		}
	}
	if len(keys) < 50 {
		t.Fatalf("found only %d strings", len(keys))
	}
	if !keys["Round sheet…"] {
		t.Fatal("the hall's screens' texts are not found")
	}
	if !keys["Opened {{.File}}, but {{.N}} unreadable move or point was skipped (the first: {{.First}})."] {
		t.Fatal("the sentences of LN are not found")
	}
	for _, l := range i18n.Languages {
		data, err := os.ReadFile("../../words/texts/" + l.Code + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var tr map[string]string
		if err := json.Unmarshal(data, &tr); err != nil {
			t.Fatalf("%s: %v", l.Code, err)
		}
		for k := range keys {
			if tr[k] == "" {
				t.Errorf("%s.json lacks %q", l.Code, k)
			}
		}
	}
}
