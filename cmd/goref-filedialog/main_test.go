package main

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/sqweek/dialog"
)

func TestExitStatus(t *testing.T) {
	gtkDown := func(request) (string, error) {
		panic("gtk initialisation failed; presumably no X server is available")
	}
	cases := []struct {
		args     []string
		show     chooser
		code     int
		out, err string
	}{
		{[]string{"open"}, func(request) (string, error) { return "/tmp/a b.sgf", nil }, 0, "/tmp/a b.sgf\n", ""},
		{[]string{"open"}, func(request) (string, error) { return "", dialog.ErrCancelled }, 1, "", ""},
		{[]string{"open"}, gtkDown, 3, "", "no file chooser: gtk initialisation failed"},
		{[]string{"save", "x.sgf"}, func(request) (string, error) { return "", errors.New("broken") }, 3, "", "broken"},
		{[]string{}, gtkDown, 2, "", "usage:"},
		{[]string{"save"}, gtkDown, 2, "", "usage:"},
		{[]string{"open", "extra"}, gtkDown, 2, "", "usage:"},
		{[]string{"open", "--colour", "red"}, gtkDown, 2, "", "unknown option --colour"},
		{[]string{"open", "--title"}, gtkDown, 2, "", "--title needs a value"},
		{[]string{"save", "-Lee.sgf"}, gtkDown, 2, "", "unknown option -Lee.sgf"},
		{[]string{"save", "--", "../"}, gtkDown, 2, "", "usage:"},
		{[]string{"open", "--ext"}, gtkDown, 2, "", "--ext needs an extension"},
		{[]string{"save", "--ext", "xml", "x.pdf"}, gtkDown, 2, "", "--ext is open's"},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		code := run(c.args, c.show, &out, &errOut)
		if code != c.code || out.String() != c.out || !strings.Contains(errOut.String(), c.err) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out.String(), errOut.String(), c.code, c.out, c.err)
		}
		if strings.Count(errOut.String(), "\n") > 1 {
			t.Errorf("%q: stderr is more than one line: %q", c.args, errOut.String())
		}
	}
}

func TestParse(t *testing.T) {
	cases := []struct {
		args []string
		want request
	}{
		{[]string{"open"}, request{}},
		{[]string{"open", "--title", "Open SGF"}, request{title: "Open SGF"}},
		{[]string{"--title=Save", "save", "B-W.sgf"}, request{save: true, name: "B-W.sgf", title: "Save"}},
		{[]string{"save", "slip.png", "-title", "T"}, request{save: true, name: "slip.png", title: "T"}},
		// issue 29 item 9: a name from the record is a name, never an option nor a path
		{[]string{"save", "--watch-stdin", "--", "-Lee-Kim.sgf"}, request{save: true, name: "-Lee-Kim.sgf", watch: true}},
		{[]string{"save", "--", "--title"}, request{save: true, name: "--title"}},
		{[]string{"save", "../../../../tmp/x-W.sgf"}, request{save: true, name: "x-W.sgf"}},
		{[]string{"save", `..\..\x-W.sgf`}, request{save: true, name: "x-W.sgf"}},
		{[]string{"open", "--watch-stdin"}, request{watch: true}},
		// a tournament file
		{[]string{"open", "--ext", ".XML", "--watch-stdin"}, request{ext: "xml", watch: true}},
		// the result slip: goref asks once about the PDF and the record beside it
		{[]string{"save", "--no-replace-question", "--", "slip-r3-t12.pdf"}, request{save: true, name: "slip-r3-t12.pdf", unasked: true}},
	}
	for _, c := range cases {
		got, err := parse(c.args)
		if err != nil || got != c.want {
			t.Errorf("%q: %+v %v, want %+v", c.args, got, err, c.want)
		}
	}
}

// Issue 29 item 8: with --watch-stdin the helper ends when its standard input does (goref,
// which holds the pipe's other end, was killed) even while the chooser is open.
func TestWatchStdinEndsTheHelper(t *testing.T) {
	r, w := io.Pipe()
	exited := make(chan int, 1)
	go watchStdin(r, func(code int) { exited <- code })
	select {
	case <-exited:
		t.Fatal("exited while the pipe is open")
	case <-time.After(50 * time.Millisecond):
	}
	w.Close()
	select {
	case code := <-exited:
		if code != 1 {
			t.Fatalf("exit %d", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("still running after its stdin ended")
	}
}

// GTK's chooser asks before replacing only the file the caller writes as chosen: typing
// "notes" where notes and notes.sgf exist, goref writes notes.sgf and asks about it, so GTK
// must not ask about notes as well (issue 29: it asked twice, once about a file not written).
func TestChooserAsksOnlyAboutTheFileWritten(t *testing.T) {
	cases := []struct {
		path, ext string
		asks      bool
	}{
		{"/d/notes.sgf", "sgf", true},
		{"/d/NOTES.SGF", "sgf", true},
		{"/d/notes", "sgf", false},
		{"/d/notes.txt", "sgf", false},
		{"/d/notes.sgf.bak", "sgf", false},
		{"/d/slip.pdf", "pdf", true},
		{"/d/slip", "pdf", false},
		{"/d/slip.pdf", "", false}, // --no-replace-question
	}
	for _, c := range cases {
		if got := written(c.path, c.ext); got != c.asks {
			t.Errorf("%s (saving .%s): asks %v, want %v", c.path, c.ext, got, c.asks)
		}
	}
}
