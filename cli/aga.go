package cli

import (
	"fmt"
	"io"

	"goref/tournament"
)

// AGA runs `goref aga [--tournament FILE.xml] [--event NAME] RECORD.sgf…`: the finished games
// as AGA's results format on stdout (players' names and AGA IDs from the tournament file when
// given). Exit 0; 1 when a record could not be used or a game has no winner (left out, named
// on stderr); 2 when nothing can be written.
func AGA(args []string, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("aga")
	file := fs.String("tournament", "", "OpenGotha tournament file: players' names, AGA IDs and the event")
	event := fs.String("event", "", "the event's name (default: the tournament's, else the records' EV)")
	location := fs.String("location", "", "where it was played")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if len(pos) == 0 {
		fmt.Fprintln(stderr, "goref aga: give the records (RECORD.sgf…)")
		return 2
	}
	var f *tournament.File
	if *file != "" {
		if f, err = tournament.ReadFile(*file); err != nil {
			fmt.Fprintf(stderr, "goref aga: %v\n", err)
			return 2
		}
	}
	status := 0
	var games []tournament.AGAGame
	ev := *event
	for _, rec := range pos {
		col, err := readRecordFile(rec)
		if err == nil && len(col.Games) == 0 {
			err = fmt.Errorf("no game in the file")
		}
		var g tournament.AGAGame
		if err == nil {
			g, err = tournament.AGAGameOf(col.Games[0])
		}
		if err != nil {
			fmt.Fprintf(stderr, "goref aga: %s: %v\n", rec, err)
			status = 1
			continue
		}
		if ev == "" && f == nil {
			ev, _ = col.Games[0].Get("EV")
		}
		games = append(games, g)
	}
	if len(games) == 0 {
		fmt.Fprintln(stderr, "goref aga: no finished game to write")
		return 2
	}
	skipped, err := tournament.AGA(stdout, f, ev, *location, games)
	if err != nil {
		fmt.Fprintf(stderr, "goref aga: %v\n", err)
		return 2
	}
	for _, g := range skipped {
		fmt.Fprintf(stderr, "goref aga: %s – %s has no winner (not rated): left out\n", g.Black.Name, g.White.Name)
		status = 1
	}
	return status
}
