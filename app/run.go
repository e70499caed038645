package app

import (
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"goref/app/sound"
	"goref/app/store"
	"goref/app/ui"
	"goref/assets"
	"goref/board/sgf"
	"goref/internal/dbusenv"
)

// defaultWidth and defaultHeight are the window's size at start.
const defaultWidth, defaultHeight = 1200, 660

// ID is the application ID (FyneApp.toml, preferences, the desktop file).
const ID = "io.goref.app"

// Run starts the app with the command-line arguments after the program name: an SGF file to
// open, and --demo for demo mode. It returns the exit status.
func Run(args []string) int {
	opts, err := parseArgs(args)
	if err != nil {
		fmt.Fprintln(os.Stderr, "goref:", err)
		return 2
	}
	dbusenv.NoAutolaunch()
	a := fyneapp.NewWithID(ID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.WindowIcon))
	w := a.NewWindow("goref")
	// The board and the column beside it on a 1280×720 laptop screen, the title bar and the
	// desktop's panel included (nothing grows the window past it: the column scrolls what does
	// not fit); a bigger screen gets a bigger board by resizing or maximizing.
	w.Resize(fyne.NewSize(defaultWidth, defaultHeight))

	var st *store.Store
	dir, storeErr := store.DataDir()
	if storeErr == nil {
		if st, storeErr = store.Open(dir); storeErr != nil {
			fmt.Fprintln(os.Stderr, "goref: data directory:", storeErr)
		}
	}
	exe, _ := os.Executable()
	files := &helperDialogs{helper: findHelper(exe), fallback: fyneDialogs{}}
	u := ui.New(a, w, st, files, recordTexts(opts.files)...)
	u.SetSoundOutput(sound.Silent{})
	go func() {
		// Opening the device can take a while, and fails on machines without sound.
		if d, err := sound.OpenDevice(3 * time.Second); err == nil {
			fyne.Do(func() { u.SetSoundOutput(d) })
		}
	}()
	go func() {
		// Start-up leaves garbage (font tables parsed, the record replayed) that the runtime
		// would give back to the system only over minutes; once the window is up, now.
		time.Sleep(5 * time.Second)
		debug.FreeOSMemory()
	}()
	w.SetMaster()
	// Fyne empties its font caches on a theme change only once its loop runs; text measured
	// before then (the record opened at start, its names) keeps the fonts of the first theme.
	if opts.hall != "" {
		st, err := openStation(u, w, opts.hall)
		if err != nil {
			fmt.Fprintln(os.Stderr, "goref: hall:", err)
			return 2
		}
		defer st.close()
	}
	a.Lifecycle().SetOnStarted(func() {
		u.ApplyTheme()
		if opts.demo {
			// Once the loop runs: full screen before the window is shown draws it early,
			// with text textures a later theme change does not replace.
			u.ToggleDemo()
		}
	})
	a.Lifecycle().SetOnStopped(func() {
		close(hooksStop)
		u.Shutdown()
	})
	exitIfShutdownStalls()
	if storeErr != nil {
		u.StoreProblem(dir, storeErr) // on screen at once, not only on stderr
	}
	u.Start(opts.files)
	testHooks(u, w) // after Start: a hook's timed game must not be offered for recovery
	w.ShowAndRun()
	files.stop()
	return 0
}

// stallGrace is how long goref lets Fyne shut down after SIGINT or SIGTERM.
const stallGrace = 5 * time.Second

// exitIfShutdownStalls: Fyne quits its loop on SIGINT and SIGTERM (and goref saves the game as
// the app stops); if the process is still here stallGrace later — the shutdown stalled, as it
// did once in about 25 under Xvfb — it exits.
func exitIfShutdownStalls() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		<-c
		time.Sleep(stallGrace)
		fmt.Fprintln(os.Stderr, "goref: the shutdown stalled; exiting")
		os.Exit(1)
	}()
}

// recordTexts are the file names and texts (names, event, comments) of the records on the
// command line, which the first screen shows (ui.New picks its font by them). A file too large
// to read twice at start is left to the font change its opening brings.
func recordTexts(paths []string) []string {
	var texts []string
	for _, p := range paths {
		if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() || fi.Size() > 1<<20 {
			continue // a FIFO would wait for a writer for ever (OpenPath refuses it, and says so)
		}
		texts = append(texts, filepath.Base(p))
		if c, err := sgf.ReadFile(p); err == nil && len(c.Games) > 0 {
			texts = append(texts, ui.RecordTexts(c.Games[0])...)
		}
	}
	return texts
}

type options struct {
	hall  string // the table's hall credentials (goref hall join), "" for none
	demo  bool
	files []string
}

func parseArgs(args []string) (options, error) {
	var o options
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--hall" && i+1 < len(args) {
			o.hall = args[i+1]
			i++
			continue
		}
		switch a {
		case "--demo", "-demo":
			o.demo = true
		case "--hall":
			return o, fmt.Errorf("--hall needs the credentials file that goref hall join wrote")
		case "-h", "--help":
			return o, fmt.Errorf("usage: goref [--demo] [--hall CREDENTIALS.json] [FILE.sgf]")
		default:
			if len(a) > 1 && a[0] == '-' {
				return o, fmt.Errorf("unknown option %s", a)
			}
			o.files = append(o.files, a)
		}
	}
	return o, nil
}
