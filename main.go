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
  goref table [--json] [--sgf OUT.sgf] SCRIPT   play a game at the table from a script (virtual clock)
  goref tournament FILE.xml round N [--json]    list a round's tables (OpenGotha's tournament file)
  goref results FILE.xml --round N RECORD.sgf...  enter finished games' results into it
  goref aga [--tournament FILE.xml] RECORD.sgf... the games as AGA's results format
  goref slip RECORD.sgf OUT.pdf [--paper A4|Letter]  the result slip to print and sign
  goref sheet FILE.xml round N OUT.pdf [--signed T,...] [--lang L]  the director's round sheet
  goref hall director|join|simulate …   the hall: a director following every table over MQTT
  goref version`

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) == 0 {
		return app.Run(nil)
	}
	if args[0] == "hall" {
		if !windowed(args) {
			headless()
		}
		return cli.Hall(args[1:], os.Stdout, os.Stderr, app.RunHall)
	}
	if cmd, ok := commands[args[0]]; ok {
		headless()
		return cmd(args[1:])
	}
	return app.Run(args)
}

// windowed tells whether `goref hall …` opens a window: the director's room view, unless
// --headless.
func windowed(args []string) bool {
	if len(args) < 2 || args[1] != "director" {
		return false
	}
	for _, a := range args {
		if a == "--headless" || a == "-headless" {
			return false
		}
	}
	return true
}

// commands are the headless subcommands, by the name typed; anything else opens the app.
var commands = map[string]func(rest []string) int{
	"gtp":     func(rest []string) int { return cli.GTP(rest, os.Stdin, os.Stdout, os.Stderr) },
	"check":   func(rest []string) int { return cli.Check(rest, os.Stdout, os.Stderr) },
	"score":   func(rest []string) int { return cli.Score(rest, os.Stdout, os.Stderr) },
	"convert": func(rest []string) int { return cli.Convert(rest, os.Stdout, os.Stderr) },
	"table":   func(rest []string) int { return cli.Table(rest, os.Stdout, os.Stderr) },

	"tournament": func(rest []string) int { return cli.Tournament(rest, os.Stdout, os.Stderr) },
	"results":    func(rest []string) int { return cli.Results(rest, os.Stdout, os.Stderr) },
	"aga":        func(rest []string) int { return cli.AGA(rest, os.Stdout, os.Stderr) },
	"slip":       func(rest []string) int { return cli.Slip(rest, os.Stdout, os.Stderr) },
	"sheet":      func(rest []string) int { return cli.Sheet(rest, os.Stdout, os.Stderr) },

	"version": printVersion, "--version": printVersion,
	"help": printUsage, "-h": printUsage, "--help": printUsage,
}

func printVersion([]string) int {
	fmt.Println("goref", cli.Version)
	return 0
}

func printUsage([]string) int {
	fmt.Println(usage)
	return 0
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
