package app

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// fakeHelper writes a shell script standing in for goref-filedialog and returns its path.
func fakeHelper(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), helperName)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// recorder is the fallback (Fyne's dialogs) and the done callback: every call is an event.
type recorder chan string

func (r recorder) Open(fyne.Window, func(string))                  { r <- "fallback open" }
func (r recorder) Save(_ fyne.Window, name string, _ func(string)) { r <- "fallback save " + name }
func (r recorder) done(path string)                                { r <- "done " + path }

func newDialogs(t *testing.T, helper string) (*helperDialogs, recorder) {
	test.NewTempApp(t) // fyne.Do needs an app
	r := make(recorder, 10)
	return &helperDialogs{helper: helper, fallback: r}, r
}

func TestHelperResults(t *testing.T) {
	cases := []struct {
		name, script string
		save         bool
		want         string
	}{
		{"open: the path printed", `echo "/tmp/$1 game.sgf"`, false, "done /tmp/open game.sgf"},
		{"save: the name passed, the path printed", `echo "/tmp/$1-$2"`, true, "done /tmp/save-B W.sgf"},
		{"cancel", `exit 1`, false, "done "},
		{"no display", `echo "goref-filedialog: no file chooser" >&2; exit 3`, false, "fallback open"},
		{"no display, save", `exit 3`, true, "fallback save B W.sgf"},
		{"bad usage", `exit 2`, false, "fallback open"},
		{"crash", `kill -SEGV $$`, false, "fallback open"},
	}
	for _, c := range cases {
		d, r := newDialogs(t, fakeHelper(t, c.script))
		if c.save {
			d.Save(nil, "B W.sgf", r.done)
		} else {
			d.Open(nil, r.done)
		}
		if got := <-r; got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func TestHelperMissingFallsBack(t *testing.T) {
	d, r := newDialogs(t, filepath.Join(t.TempDir(), "none", helperName))
	d.Open(nil, r.done)
	if got := <-r; got != "fallback open" {
		t.Errorf("a helper that does not start: %q", got)
	}
	d, r = newDialogs(t, "")
	d.Save(nil, "x.sgf", r.done)
	if len(r) != 1 || <-r != "fallback save x.sgf" {
		t.Error("no helper: Fyne's dialog is not shown at once")
	}
}

func TestOneChooserAtATime(t *testing.T) {
	// The helper waits until the test creates FILE.go (or removes its directory).
	helper := fakeHelper(t, `while [ ! -e "$0.go" ] && [ -e "$0" ]; do sleep 0.02; done; echo /tmp/first.sgf`)
	d, r := newDialogs(t, helper)
	d.Open(nil, r.done)
	first := d.running.Load()
	if first == nil {
		t.Fatal("no chooser running")
	}
	d.Open(nil, r.done)
	d.Save(nil, "x.sgf", r.done)
	if d.running.Load() != first || len(r) != 0 {
		t.Fatalf("a second chooser was started (%d results)", len(r))
	}
	if err := os.WriteFile(helper+".go", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := <-r; got != "done /tmp/first.sgf" || d.running.Load() != nil {
		t.Fatalf("first chooser: %q", got)
	}
	d.Open(nil, r.done) // once it has closed, another may open
	if got := <-r; got != "done /tmp/first.sgf" {
		t.Fatalf("second chooser: %q", got)
	}
}

func TestStopKillsTheChooser(t *testing.T) {
	d, r := newDialogs(t, fakeHelper(t, `exec sleep 600`))
	d.Open(nil, r.done)
	d.stop()
	if got := <-r; got != "fallback open" {
		t.Errorf("after stop: %q", got)
	}
}

func TestFindHelper(t *testing.T) {
	t.Setenv("GOREF_NO_NATIVE_DIALOG", "")
	beside := fakeHelper(t, "exit 0")
	onPath := fakeHelper(t, "exit 0")
	t.Setenv("PATH", filepath.Dir(onPath))
	if got := findHelper(filepath.Join(filepath.Dir(beside), "goref")); got != beside {
		t.Errorf("next to goref: %q, want %q", got, beside)
	}
	if got := findHelper(filepath.Join(t.TempDir(), "goref")); got != onPath {
		t.Errorf("on $PATH: %q, want %q", got, onPath)
	}
	t.Setenv("PATH", t.TempDir())
	if got := findHelper(filepath.Join(t.TempDir(), "goref")); got != "" {
		t.Errorf("nowhere: %q", got)
	}
	t.Setenv("GOREF_NO_NATIVE_DIALOG", "1")
	if got := findHelper(filepath.Join(filepath.Dir(beside), "goref")); got != "" {
		t.Errorf("GOREF_NO_NATIVE_DIALOG=1: %q", got)
	}
}

// TestNoGTKInGoref keeps GTK out of the main binary: only the helper may link it
// (sqweek/dialog initialises GTK at every start of a binary that imports it).
func TestNoGTKInGoref(t *testing.T) {
	gotool, err := exec.LookPath("go")
	if err != nil {
		gotool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	deps := func(pkg string) string {
		out, err := exec.Command(gotool, "list", "-deps", "-f", "{{.ImportPath}} {{join .CgoPkgConfig \",\"}}", pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", pkg, err, out)
		}
		return string(out)
	}
	linksGTK := func(deps string) bool {
		return strings.Contains(deps, "sqweek/dialog") || strings.Contains(deps, "gtk")
	}
	if !linksGTK(deps("goref/cmd/goref-filedialog")) {
		t.Fatal("the check finds no GTK in the helper either")
	}
	if d := deps("goref"); linksGTK(d) {
		t.Errorf("goref depends on GTK or sqweek/dialog:\n%s", d)
	}
}
