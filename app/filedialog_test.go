package app

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/app/i18n"
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
func (r recorder) OpenExt(_ fyne.Window, ext string, _ func(string)) {
	r <- "fallback open ." + ext
}
func (r recorder) SaveUnasked(_ fyne.Window, name string, _ func(string)) {
	r <- "fallback save unasked " + name
}
func (r recorder) done(path string) { r <- "done " + path }

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
		{"save: the name passed, the path printed", `echo "/tmp/$1-$6"`, true, "done /tmp/save-B W.sgf"},
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

// A tournament file is chosen among XML files: the helper is asked for them, and so is the
// fallback when the helper cannot show a chooser.
func TestHelperOpensOtherKinds(t *testing.T) {
	d, r := newDialogs(t, fakeHelper(t, `echo "/tmp/$1 $4 $5.xml"`))
	d.OpenExt(nil, "xml", r.done)
	if got := <-r; got != "done /tmp/open --ext xml.xml" {
		t.Errorf("the helper was asked %q", got)
	}
	d, r = newDialogs(t, fakeHelper(t, `exit 3`))
	d.OpenExt(nil, "xml", r.done)
	if got := <-r; got != "fallback open .xml" {
		t.Errorf("no display: %q", got)
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

// Issue 29 items 8 and 9: the helper is told where its options end (a name "-Lee-Kim.sgf"
// is no option) and to end with goref.
func TestHelperArguments(t *testing.T) {
	args := filepath.Join(t.TempDir(), "args")
	d, r := newDialogs(t, fakeHelper(t, `printf '%s|' "$@" > `+args+`; echo /tmp/x.sgf`))
	d.Save(nil, "-Lee-Kim.sgf", r.done)
	<-r
	if got, _ := os.ReadFile(args); string(got) != "save|--title|Save the game record|--watch-stdin|--|-Lee-Kim.sgf|" {
		t.Fatalf("the helper was started with %q", got)
	}
}

// The chooser says what it is for, in the UI's language: the desktop's chooser and Fyne's
// both said only "Open File" when the round sheet asked for the tournament file.
func TestChooserTitleSaysWhatItIsFor(t *testing.T) {
	args := filepath.Join(t.TempDir(), "args")
	d, r := newDialogs(t, fakeHelper(t, `printf '%s|' "$@" > `+args+`; echo /tmp/x`))
	for _, c := range []struct {
		ask  func()
		want string
	}{
		{func() { d.OpenExt(nil, "xml", r.done) }, "open|--title|Open the tournament file (OpenGotha XML)|--ext|xml|--watch-stdin|"},
		{func() { d.Open(nil, r.done) }, "open|--title|Open a game record (SGF)|--watch-stdin|"},
		{func() { d.Save(nil, "slip-r3-t12.pdf", r.done) }, "save|--title|Save the PDF|--watch-stdin|--|slip-r3-t12.pdf|"},
		// the result slip: goref asks once about the PDF and the record beside it
		{func() { d.SaveUnasked(nil, "slip-r3-t12.pdf", r.done) }, "save|--title|Save the PDF|--watch-stdin|--no-replace-question|--|slip-r3-t12.pdf|"},
	} {
		c.ask()
		<-r
		if got, _ := os.ReadFile(args); string(got) != c.want {
			t.Errorf("the helper was started with %q, want %q", got, c.want)
		}
	}
	i18n.Set("zh_Hans")
	defer i18n.Set("en")
	if got := openTitle("xml"); got != "打开赛事文件 (OpenGotha XML)" {
		t.Errorf("in Chinese the tournament file's chooser says %q", got)
	}
}

// Issue 29 item 8: killed while the chooser is open (kill -9: nothing of goref runs after),
// goref leaves no chooser behind. A child process plays goref: it opens the chooser (a real
// helper binary waiting for a choice that never comes) and is killed.
func TestChooserEndsWithGoref(t *testing.T) {
	if os.Getenv("GOREF_TEST_CHOOSER_PARENT") != "" {
		test.NewTempApp(t)
		d := &helperDialogs{helper: os.Getenv("GOREF_TEST_CHOOSER_PARENT"), fallback: recorder(make(chan string, 1))}
		d.Open(nil, func(string) {})
		fmt.Println("pid", d.running.Load().Pid)
		time.Sleep(time.Minute)
		return
	}
	if runtime.GOOS == "windows" {
		t.Skip("a shell script stands in for the helper")
	}
	// The stand-in does what the helper does with --watch-stdin: it ends when its input does,
	// while its chooser (a sleep) waits.
	helper := fakeHelper(t, `case " $* " in *" --watch-stdin "*) sleep 600 & cat > /dev/null; kill $!; exit 1;; *) exec sleep 600;; esac`)
	parent := exec.Command(os.Args[0], "-test.run", "^TestChooserEndsWithGoref$")
	parent.Env = append(os.Environ(), "GOREF_TEST_CHOOSER_PARENT="+helper)
	out, err := parent.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	var pid int
	if _, err := fmt.Fscanf(bufio.NewReader(out), "pid %d\n", &pid); err != nil {
		parent.Process.Kill()
		t.Fatalf("the chooser did not start: %v", err)
	}
	parent.Process.Kill() // kill -9
	parent.Wait()
	chooser, _ := os.FindProcess(pid)
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if chooser.Signal(syscall.Signal(0)) != nil || zombie(pid) {
			return // gone
		}
		if time.Now().After(deadline) {
			chooser.Kill()
			t.Fatalf("the chooser (pid %d) outlived goref", pid)
		}
	}
}

// zombie: the process has ended and waits for a parent to reap it (an orphan's new parent,
// PID 1 in a container, may never do so).
func zombie(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	_, after, _ := strings.Cut(string(stat), ") ")
	return strings.HasPrefix(after, "Z")
}
