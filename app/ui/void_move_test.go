package ui

import (
	"strings"
	"testing"

	"goref/board"
	"goref/board/sgf"
)

// C88 Art. 20.1 in the app: White's immediate retake of the ko is made void by the table and
// White passes once: the status line says the ruling, Black is to move, and the autosave has
// the forced pass.
func TestC88VoidRetakeInTheApp(t *testing.T) {
	u, st := newTestUI(t)
	startRules(t, u, "chinese", 9)
	for _, m := range []string{"D6", "E6", "C5", "F5", "D4", "E4", "H8", "D5", "E5", "D5"} {
		v, err := board.ParseGTP(m, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		u.Play(v)
	}
	if u.Session().ToMove() != board.Black || len(u.Session().Game().Moves()) != 10 {
		t.Fatalf("%v to move after %d plies; want Black after White's forced pass", u.Session().ToMove(), len(u.Session().Game().Moves()))
	}
	if !strings.HasPrefix(u.Status.Text, "Ko:") || !strings.Contains(u.Status.Text, "is void and counts as one pass") {
		t.Fatalf("status %q", u.Status.Text)
	}
	c, err := sgf.ReadFile(st.AutosaveSGF())
	if err != nil {
		t.Fatal(err)
	}
	n := c.Games[0]
	for len(n.Children) > 0 {
		n = n.Children[0]
	}
	if w, ok := n.Get("W"); !ok || w != "" {
		t.Fatalf("the autosave's last node is not White's pass: %v", n)
	}
}
