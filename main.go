// Command goref is a Go (围棋 / igo / baduk) board and referee tool. With no arguments, or with
// SGF files, it opens the app; the subcommands gtp, check, score and convert are its headless
// face (shared/spec/cli.md).
package main

import (
	"fmt"
	"os"
	"runtime"
	"strconv"

	"goref/app"
	"goref/cli"
)

const usage = `usage:
  goref [--demo] [FILE.sgf]        open the board (and a record)
  goref gtp [--rules R] [--ko K] [--suicide S]
  goref check [--rules R] [--json] [--board] FILE.sgf...
  goref score [--rules R] [--komi X] [--dead V,...] [--json] FILE.sgf
  goref convert IN.sgf OUT.sgf
  goref table [--json] SCRIPT      play a game at the table from a script (virtual clock)
  goref version`

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) == 0 {
		return app.Run(nil)
	}
	rest := args[1:]
	switch args[0] {
	case "gtp", "check", "score", "convert", "table", "version", "--version", "help", "-h", "--help":
		headless()
	}
	switch args[0] {
	case "gtp":
		return cli.GTP(rest, os.Stdin, os.Stdout, os.Stderr)
	case "check":
		return cli.Check(rest, os.Stdout, os.Stderr)
	case "score":
		return cli.Score(rest, os.Stdout, os.Stderr)
	case "convert":
		return cli.Convert(rest, os.Stdout, os.Stderr)
	case "table":
		return cli.Table(rest, os.Stdout, os.Stderr)
	case "version", "--version":
		fmt.Println("goref", cli.Version)
		return 0
	case "help", "-h", "--help":
		fmt.Println(usage)
		return 0
	}
	return app.Run(args)
}

// headless prepares the commands that open no window: on Windows it attaches the console they
// were typed in (attachConsole), and it undoes what the app's dependencies do in their init
// functions: Fyne's GLFW driver and its systray each lock main to the main OS thread (so every
// wake-up of main is handed to that one thread), and an image library sets GOMAXPROCS to every CPU, overriding the GOMAXPROCS the user set.
func headless() {
	attachConsole()
	for range 2 {
		runtime.UnlockOSThread()
	}
	if n, err := strconv.Atoi(os.Getenv("GOMAXPROCS")); err == nil && n > 0 {
		runtime.GOMAXPROCS(n)
	}
}
