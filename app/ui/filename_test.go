package ui

import (
	"path/filepath"
	"strings"
	"testing"
)

// Issue 29 item 9: a name from the record is one path component.
func TestFileNameIsOneComponent(t *testing.T) {
	for text, want := range map[string]string{
		"Lee Sedol-Ke Jie":             "Lee Sedol-Ke Jie.sgf",
		"../../../../tmp/x-White":      "_.._.._.._tmp_x-White.sgf",
		"..":                           "goref.sgf",
		`C:\Windows\x-y`:               `C__Windows_x-y.sgf`,
		"-Lee-Kim":                     "-Lee-Kim.sgf", // a file name; the helper is told it is no option
		"a\x00b\nc\x1b[2J":             "a_b_c_[2J.sgf",
		"柯洁-서봉수":                       "柯洁-서봉수.sgf",
		"CON":                          "_CON.sgf",
		"com1-x":                       "com1-x.sgf",
		"  . ":                         "goref.sgf",
		"what?<is>this|\"name\"*":      "what__is_this__name__.sgf",
		strings.Repeat("長", 100) + "x": strings.Repeat("長", 65) + ".sgf", // 195 + 4 bytes,
	} {
		got := fileName(text, ".sgf", "goref")
		if got != want {
			t.Errorf("fileName(%q) = %q, want %q", text, got, want)
		}
		if filepath.Base(got) != got || got == ".." || len(got) > maxNameBytes {
			t.Errorf("fileName(%q) = %q is not one component", text, got)
		}
	}
}
