package cli

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"goref/rules"
)

// A controller that waits for each answer before it sends the next command gets every answer
// at once: serve holds responses back only while further command lines are already waiting.
func TestGTPAnswersEachCommandBeforeTheNextArrives(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- newGTPEngine(rules.Chinese).serve(inR, outW); outW.Close() }()
	out := bufio.NewReader(outR)
	for i, c := range []struct{ cmd, want string }{
		{"1 name", "=1 goref"}, {"2 play B D4", "=2"}, {"3 play W D4", "?3 illegal move: occupied"},
	} {
		if _, err := io.WriteString(inW, c.cmd+"\n"); err != nil {
			t.Fatal(err)
		}
		got := make(chan string, 1)
		go func() {
			line, _ := out.ReadString('\n')
			out.ReadString('\n') // the blank line that ends the response
			got <- strings.TrimRight(line, "\n")
		}()
		select {
		case line := <-got:
			if line != c.want {
				t.Errorf("command %d %q: %q, want %q", i, c.cmd, line, c.want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("command %d %q: no answer while the controller waits for it", i, c.cmd)
		}
	}
	inW.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// A whole stream at once gets the same answers as one command at a time, and the last one is
// written when the input ends without quit.
func TestGTPStreamAnswersAll(t *testing.T) {
	in := "boardsize 9\nclear_board\nplay B C3\nplay W C3\nclear_board\nplay W C3\nlist_stones white\n"
	var out strings.Builder
	if err := newGTPEngine(rules.Chinese).serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "=\n\n=\n\n=\n\n? illegal move: occupied\n\n=\n\n=\n\n= C3\n\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}
