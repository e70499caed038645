package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/sqweek/dialog"

	// Names no session bus, when there is none, before sqweek/dialog's init starts GTK.
	_ "goref/internal/dbusenv/atstart"
)

// GTK must be called on the thread that ran gtk_init (sqweek/dialog's init), the main one.
func init() { runtime.LockOSThread() }

func main() {
	os.Exit(run(os.Args[1:], choose, os.Stdout, os.Stderr))
}

// watchStdin exits once in ends: the caller that started the helper has gone.
func watchStdin(in io.Reader, exit func(int)) {
	_, _ = io.Copy(io.Discard, in)
	exit(1)
}

// request is what the command line asks for.
type request struct {
	save  bool
	name  string // the suggested file name (save)
	title string
	ext   string // open: the extension listed, "" for SGF
	watch bool   // exit when stdin ends
	// unasked (save): the chooser asks nothing before a file is replaced; the caller writes
	// more than the file chosen (a slip and the record beside it) and asks once about all.
	unasked bool
}

// chooser shows a chooser: the path, or dialog.ErrCancelled. It may panic (GTK not started).
type chooser func(request) (string, error)

func run(args []string, show chooser, stdout, stderr io.Writer) int {
	req, err := parse(args)
	if err != nil {
		fmt.Fprintln(stderr, "goref-filedialog:", err)
		return 2
	}
	if req.watch {
		go watchStdin(os.Stdin, os.Exit)
	}
	path, err := safely(show, req)
	switch {
	case errors.Is(err, dialog.ErrCancelled):
		return 1
	case err != nil:
		fmt.Fprintln(stderr, "goref-filedialog:", err)
		return 3
	}
	fmt.Fprintln(stdout, path)
	return 0
}

const usage = "usage: goref-filedialog open [--title T] [--ext E] [--watch-stdin] | save [--title T] [--watch-stdin] [--no-replace-question] [--] NAME"

func parse(args []string) (request, error) {
	var r request
	var words []string
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--":
			words = append(words, args[i+1:]...)
			i = len(args)
		case a == "--watch-stdin":
			r.watch = true
		case a == "--no-replace-question":
			r.unasked = true
		case a == "--title" || a == "-title":
			if i+1 == len(args) {
				return r, errors.New("--title needs a value; " + usage)
			}
			i++
			r.title = args[i]
		case strings.HasPrefix(a, "--title="):
			r.title = strings.TrimPrefix(a, "--title=")
		case a == "--ext":
			if i+1 == len(args) || strings.Trim(args[i+1], ".") == "" {
				return r, errors.New("--ext needs an extension; " + usage)
			}
			i++
			r.ext = strings.ToLower(strings.TrimPrefix(args[i], "."))
		case strings.HasPrefix(a, "-") && a != "-":
			return r, fmt.Errorf("unknown option %s; %s", a, usage)
		default:
			words = append(words, a)
		}
	}
	switch {
	case len(words) == 1 && words[0] == "open":
	case r.ext != "":
		return r, errors.New("--ext is open's; " + usage)
	case r.unasked && (len(words) == 0 || words[0] != "save"):
		return r, errors.New("--no-replace-question is save's; " + usage)
	case len(words) == 2 && words[0] == "save" && oneElement(words[1]) != "":
		r.save, r.name = true, oneElement(words[1])
	default:
		return r, errors.New(usage)
	}
	return r, nil
}

// oneElement is the last element of a path, on either kind of separator ("" for a
// folder, "." or "..").
func oneElement(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	if name == "." || name == ".." {
		return ""
	}
	return name
}

// safely runs show, turning sqweek/dialog's panic after a failed gtk_init into an error.
func safely(show chooser, req request) (path string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("no file chooser: %v", p)
		}
	}()
	return show(req)
}

func choose(req request) (string, error) {
	b := dialog.File().Title(req.title)
	if !req.save {
		if req.ext != "" {
			return b.Filter(strings.ToUpper(req.ext)+" files", req.ext, strings.ToUpper(req.ext)).Load()
		}
		return b.Filter("SGF files", "sgf", "SGF").Load()
	}
	ext := strings.TrimPrefix(filepath.Ext(req.name), ".")
	if ext == "" {
		ext = "sgf"
	}
	if req.unasked {
		askOnlyAboutWrittenFile("") // the caller asks about every file it writes
	} else {
		askOnlyAboutWrittenFile(ext)
	}
	return b.Filter(strings.ToUpper(ext)+" files", strings.ToLower(ext), strings.ToUpper(ext)).SetStartFile(req.name).Save()
}

// written tells whether the caller writes the chosen path as it is: it has the extension ext
// (in any case). Otherwise the caller adds ext (notes → notes.sgf) and asks itself before
// replacing that file, so the chooser must not ask about the name as typed. With ext "" no
// path is: the caller asks about every file it writes (--no-replace-question).
func written(path, ext string) bool {
	return ext != "" && strings.EqualFold(filepath.Ext(path), "."+ext)
}
