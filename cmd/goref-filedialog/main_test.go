package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

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
	}
	for _, c := range cases {
		got, err := parse(c.args)
		if err != nil || got != c.want {
			t.Errorf("%q: %+v %v, want %+v", c.args, got, err, c.want)
		}
	}
}
