package fontchars

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"goref/rules/casebook"
)

// CJK reports whether r belongs in the bundled CJK fonts: Han, kana, bopomofo and hangul, the
// CJK symbol, punctuation, enclosed and compatibility blocks (U+3000–U+33FF, with the kana
// marks of the Common script such as ー and ・), CJK compatibility forms and fullwidth forms.
func CJK(r rune) bool {
	switch {
	case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Bopomofo, unicode.Hangul):
		return true
	}
	return r >= 0x3000 && r <= 0x33FF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFFEF
}

// Source says which texts of the repository at a root to read.
type Source struct {
	Translations []string // file names under words/texts (the catalogue)
	GoDirs       []string // trees whose non-test Go string and rune literals are read
	CaseLangs    []string // languages of the casebook texts (titles, explanations, labels, sources, grounds)
}

// English is what the English UI can show.
var English = Source{
	Translations: []string{"en.json"},
	GoDirs:       []string{"rules", "app", "words"},
	CaseLangs:    []string{"en"},
}

// All is what any UI language can show.
var All = Source{
	Translations: []string{"en.json", "ja.json", "ko.json", "zh_Hans.json", "zh_Hant.json"},
	GoDirs:       []string{"rules", "app", "words"},
	CaseLangs:    casebook.Languages,
}

// Texts returns every text of src in the repository at root.
func Texts(root string, src Source) ([]string, error) {
	var out []string
	for _, name := range src.Translations {
		data, err := os.ReadFile(filepath.Join(root, "words", "texts", name))
		if err != nil {
			return nil, err
		}
		m := map[string]string{}
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, err
		}
		for _, v := range m {
			out = append(out, v)
		}
	}
	for _, dir := range src.GoDirs {
		lits, err := goLiterals(filepath.Join(root, dir))
		if err != nil {
			return nil, err
		}
		out = append(out, lits...)
	}
	if len(src.CaseLangs) > 0 {
		bk, err := casebook.Load(os.DirFS(filepath.Join(root, "assets")), "casebook")
		if err != nil {
			return nil, err
		}
		for _, c := range bk.Cases {
			out = append(out, c.Source)
			for _, l := range src.CaseLangs {
				out = append(out, c.TitleIn(l), c.TextIn(l))
			}
			for _, r := range c.Runs {
				for _, m := range r.Moves {
					out = append(out, m.Label)
				}
			}
		}
		for _, g := range bk.Grounds {
			out = append(out, g.Quote)
			for _, l := range src.CaseLangs {
				out = append(out, g.WhatFor(l), g.TranslationFor(l))
			}
		}
	}
	return out, nil
}

// Chars returns the CJK characters of src in the repository at root, sorted.
func Chars(root string, src Source) ([]rune, error) {
	texts, err := Texts(root, src)
	if err != nil {
		return nil, err
	}
	seen := map[rune]bool{}
	for _, s := range texts {
		for _, r := range s {
			if CJK(r) {
				seen[r] = true
			}
		}
	}
	out := make([]rune, 0, len(seen))
	for r := range seen {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// goLiterals returns the string and rune literals of the non-test Go files under dir.
func goLiterals(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && (lit.Kind == token.STRING || lit.Kind == token.CHAR) {
				if lit.Kind == token.CHAR {
					if r, _, _, err := strconv.UnquoteChar(lit.Value[1:len(lit.Value)-1], '\''); err == nil {
						out = append(out, string(r))
					}
				} else if s, err := strconv.Unquote(lit.Value); err == nil {
					out = append(out, s)
				}
			}
			return true
		})
		return nil
	})
	return out, err
}
