package app

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"goref/app/i18n"
	"goref/app/ui"
)

// helperName is the file chooser helper, cmd/goref-filedialog. It runs the desktop's (GTK)
// chooser in a process of its own, so that goref neither links GTK nor initialises it at
// every start (about 13 MB of memory), its window keeps repainting while the chooser is open
// (the clocks run on), and a GTK crash cannot end a game.
const helperName = "goref-filedialog"

// helperDialogs opens and saves through the helper and falls back to Fyne's dialogs when
// the helper is missing, does not start, cannot show a chooser (exit status 3: no display)
// or fails otherwise (a crash). One chooser at a time: Open or Save while one is open does
// nothing.
type helperDialogs struct {
	helper   string     // the helper's path; "" for Fyne's dialogs only
	fallback ui.Dialogs // Fyne's dialogs (tests: a fake)
	// running is the open chooser's process, nil when none is open. Set and cleared on the
	// Fyne thread; stop reads it when goref quits.
	running atomic.Pointer[os.Process]
}

// findHelper looks for the helper next to goref's executable exe, then on $PATH. It
// returns "" when there is none or GOREF_NO_NATIVE_DIALOG is set.
func findHelper(exe string) string {
	if os.Getenv("GOREF_NO_NATIVE_DIALOG") != "" {
		return ""
	}
	if exe != "" {
		// Windows marks no file executable: the name (goref-filedialog.exe) says it.
		name, windows := helperName, runtime.GOOS == "windows"
		if windows {
			name += ".exe"
		}
		p := filepath.Join(filepath.Dir(exe), name)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && (windows || st.Mode()&0o111 != 0) {
			return p
		}
	}
	p, _ := exec.LookPath(helperName)
	return p
}

// The helper is told to end when its standard input does (a pipe goref never writes): should
// goref be killed while the chooser is open, the chooser goes with it. "--" ends the options:
// a name that starts with "-" (a player's) is a name.
func (d *helperDialogs) Open(w fyne.Window, done func(string)) {
	d.choose([]string{"open", "--title", openTitle("sgf"), "--watch-stdin"}, func() { d.fallback.Open(w, done) }, done)
}

// OpenExt lists the files with extension ext instead of SGF files (a tournament file: "xml").
func (d *helperDialogs) OpenExt(w fyne.Window, ext string, done func(string)) {
	d.choose([]string{"open", "--title", openTitle(ext), "--ext", ext, "--watch-stdin"}, func() { d.fallback.OpenExt(w, ext, done) }, done)
}

func (d *helperDialogs) Save(w fyne.Window, name string, done func(string)) {
	d.choose([]string{"save", "--title", saveTitle(name), "--watch-stdin", "--", name}, func() { d.fallback.Save(w, name, done) }, done)
}

// SaveUnasked tells the chooser not to ask before replacing (goref asks about every file).
func (d *helperDialogs) SaveUnasked(w fyne.Window, name string, done func(string)) {
	d.choose([]string{"save", "--title", saveTitle(name), "--watch-stdin", "--no-replace-question", "--", name}, func() { d.fallback.SaveUnasked(w, name, done) }, done)
}

// choose starts the helper with args and calls done (or fallback) on the Fyne thread when
// it exits; fallback at once when it does not start.
func (d *helperDialogs) choose(args []string, fallback func(), done func(string)) {
	if d.running.Load() != nil {
		return
	}
	if d.helper == "" {
		fallback()
		return
	}
	var out bytes.Buffer
	cmd := exec.Command(d.helper, args...)
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	// GTK speaks the UI language (goref keeps its own locale for its fonts: see i18n.Set).
	cmd.Env = append(os.Environ(), "LANGUAGE="+i18n.Locale(i18n.Current()))
	lifeline, err := cmd.StdinPipe()
	if err == nil {
		err = cmd.Start()
	}
	if err != nil {
		fyne.LogError("file chooser", err)
		fallback()
		return
	}
	d.running.Store(cmd.Process)
	go func() {
		err := cmd.Wait()
		lifeline.Close() // held open (never written) until the helper has ended
		path, ok := result(err, out.String())
		fyne.Do(func() {
			d.running.Store(nil)
			if ok {
				done(path)
			} else {
				fallback()
			}
		})
	}()
}

// result reads the helper's exit: the chosen path ("" when cancelled), ok false when no
// chooser could be shown.
func result(err error, stdout string) (path string, ok bool) {
	var exit *exec.ExitError
	switch {
	case err == nil:
		return strings.TrimSuffix(stdout, "\n"), true
	case errors.As(err, &exit) && exit.ExitCode() == 1: // cancelled
		return "", true
	}
	fyne.LogError("file chooser", err)
	return "", false
}

// stop closes a chooser still open when goref quits.
func (d *helperDialogs) stop() {
	if p := d.running.Load(); p != nil {
		p.Kill()
	}
}
