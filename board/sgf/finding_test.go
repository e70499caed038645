package sgf

import (
	"slices"
	"testing"
)

// TestFindingsCarryTheirKindBesideTheEnglish: a warning has its kind and the values its
// sentence names, and Warnings are the English sentences the command line has always printed.
func TestFindingsCarryTheirKindBesideTheEnglish(t *testing.T) {
	for _, c := range []struct {
		in     string
		kind   Kind
		values []any
		text   string
	}{
		{"(;CA[foo]GM[1];B[aa])", WarnUnknownCA, []any{"foo"}, "unknown CA[foo]: encoding detected instead"},
		{"(;GM[1](;B[aa]", WarnUnclosed, []any{2}, "2 game tree(s) not closed at the end of the file: closed"},
		{"(;GM[1];B[aa]C[x]C[y])", WarnRepeated, []any{"C"}, "property C repeated in one node: values merged"},
		{"(;GM[1]PB[\xb9\xc5\xc1\xa6]PW[\xc0\xee\xca\xc0\xca\xaf])", WarnDetected, []any{"GB18030"}, "no CA: detected GB18030"},
	} {
		col, err := ReadTruncated([]byte(c.in))
		if err != nil {
			t.Fatalf("%q: %v", c.in, err)
		}
		if len(col.Findings) == 0 || col.Findings[0].Kind != c.kind || !slices.Equal(col.Findings[0].Values, c.values) || col.Findings[0].Text != c.text {
			t.Errorf("%q: findings %+v, want %s %v %q", c.in, col.Findings, c.kind, c.values, c.text)
		}
		if !slices.Equal(col.Warnings, texts(col.Findings)) {
			t.Errorf("%q: warnings %q are not the findings' English", c.in, col.Warnings)
		}
	}
	col, err := ReadTruncated([]byte("(;GM[1];B[aa];W[bb"))
	if err != nil {
		t.Fatal(err)
	}
	want := "the file ends inside a game (line 1, column 16: property value not closed: ']' missing): read up to byte 13 of 18"
	if w := col.Findings[0]; w.Kind != WarnTruncated || w.Text != want || col.Warnings[0] != want {
		t.Errorf("truncated: %+v, warnings %q", w, col.Warnings)
	}
	if e, ok := col.Findings[0].Values[0].(*Error); !ok || e.Kind != ErrValueNotClosed || e.Line != 1 || e.Col != 16 {
		t.Errorf("truncated: the error read is %#v", col.Findings[0].Values[0])
	}
	_, err = Read([]byte("(;GM[1]B)"))
	if e, ok := err.(*Error); !ok || e.Kind != ErrNoValue || !slices.Equal(e.Values, []any{"B"}) || e.Error() != "line 1, column 8: property B has no value" {
		t.Errorf("error %#v", err)
	}
}
