package sgf

import (
	"errors"
	"strings"
	"testing"
)

func TestLimits(t *testing.T) {
	cases := []struct {
		name string
		data string
		err  string // "" = must read
	}{
		{"too big", "(;C[" + strings.Repeat("x", MaxFileSize) + "])", "larger than 20 MB"},
		{"deepest nesting allowed", "(;" + strings.Repeat("(;", MaxDepth-1) + strings.Repeat(")", MaxDepth), ""},
		{"nesting too deep", "(;" + strings.Repeat("(;", MaxDepth) + strings.Repeat(")", MaxDepth+1), "nested deeper than 10000"},
		{"nesting never closed", strings.Repeat("(;", MaxDepth+5), "nested deeper"},
		{"too many nodes", strings.Repeat("(;;;;)", MaxNodes/4+1), "more than 1000000 nodes"},
		{"the most nodes in a game", "(;GM[1]" + strings.Repeat(";B[]", MaxGameNodes-1) + ")" + "(;GM[1]" + strings.Repeat(";", MaxGameNodes-1) + ")", ""},
		{"too many nodes in a game", "(;GM[1])(;GM[1]" + strings.Repeat(";B[]", MaxGameNodes) + ")", "game 2 has more than 250000 nodes"},
		{"too many nodes in a game inside a (", "(;GM[1])((;GM[1]" + strings.Repeat(";B[]", MaxGameNodes) + "))", "game 2 has more than 250000 nodes"},
		{"long comment", "(;C[" + strings.Repeat("棋", 2_000_000) + "])", ""},
		{"long name", "(;" + strings.Repeat("a", 200) + "B[1])", "longer than 100"},
		{"many values", "(;AB" + strings.Repeat("[aa]", 500_000) + ")", ""},
		{"too many values", "(;AB" + strings.Repeat("[]", MaxValues+1) + ")", "more than 2000000 property values"},
		{"one property repeated", "(;" + strings.Repeat("AB[aa]", 300_000) + ")", ""},
		{"many properties", "(;" + manyNames(100_000) + ")", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			col, err := Read([]byte(c.data))
			if c.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				if err := roundTrip(col); err != nil {
					t.Fatal(err)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || !strings.Contains(e.Msg, c.err) {
				t.Fatalf("error %v, want %q", err, c.err)
			}
		})
	}
}

// A deep chain of variations: every walk in the package is iterative.
func TestDeepTreeWalks(t *testing.T) {
	data := "(;GM[1]" + strings.Repeat("(;B[aa]", MaxDepth-1) + strings.Repeat(")", MaxDepth)
	col := mustRead(t, data)
	g := col.Games[0]
	if n := g.Count(); n != MaxDepth {
		t.Fatalf("%d nodes", n)
	}
	if _, err := MainLine(g, 19, 19); err != nil {
		t.Fatal(err)
	}
	if st := gameStats(g); st.nodes != MaxDepth || st.moves != MaxDepth-1 {
		t.Fatalf("%d nodes, %d moves", st.nodes, st.moves)
	}
}

// manyNames returns n properties with distinct names: "AA[]AB[]…".
func manyNames(n int) string {
	var b strings.Builder
	for i := range n {
		name := []byte{'A', 'A', 'A', 'A'}
		for k, x := 3, i; k >= 0; k, x = k-1, x/26 {
			name[k] = byte('A' + x%26)
		}
		b.Write(name)
		b.WriteString("[]")
	}
	return b.String()
}
