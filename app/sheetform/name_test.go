package sheetform

import (
	"os"
	"path/filepath"
	"testing"

	"goref/internal/corpus"
	"goref/tournament"
)

// The round sheet's suggested file name is in the UI's language: a Chinese UI names
// 「Tournoi chinois 第1轮轮次表.pdf」, not "… round 1 sheet.pdf".
func TestSheetNameInTheUIsLanguage(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(filepath.Dir(corpus.Root()), "tournaments", "TournoiChinois.xml"))
	if err != nil {
		t.Skip(err)
	}
	f, err := tournament.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	ev := f.Event()
	for lang, want := range map[string]string{
		"zh-Hans": ev + " 第1轮轮次表.pdf",
		"ja":      ev + " 第1回戦対戦表.pdf",
		"en":      ev + " round 1 sheet.pdf",
	} {
		if got := sheetName(f, 1, lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
