package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"goref/tournament"
)

// Tournament runs `goref tournament FILE round N [--json]`: the tables of a round of a
// pairing program's tournament file (OpenGotha's XML), as `goref table` scripts and the app
// start them. Exit 0; 2 when the file or the round cannot be used.
func Tournament(args []string, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("tournament")
	asJSON := fs.Bool("json", false, "print one JSON object")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if len(pos) != 3 || strings.ToLower(pos[1]) != "round" {
		fmt.Fprintln(stderr, "goref tournament: want FILE round N")
		return 2
	}
	round, err := strconv.Atoi(pos[2])
	if err != nil || round < 1 {
		fmt.Fprintf(stderr, "goref tournament: round %q is not a round number\n", pos[2])
		return 2
	}
	f, err := tournament.ReadFile(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "goref tournament: %v\n", err)
		return 2
	}
	games := f.Round(round)
	if len(games) == 0 {
		fmt.Fprintf(stderr, "goref tournament: %s: round %d has no games (rounds paired: %s)\n", pos[0], round, roundList(f))
		return 2
	}
	if *asJSON {
		if err := writeJSONLine(stdout, roundJSON(f, round, games)); err != nil {
			fmt.Fprintf(stderr, "goref tournament: %v\n", err)
			return 2
		}
		return 0
	}
	fmt.Fprintf(stdout, "%s, round %d: %d×%d, komi %s, %s\n", f.Event(), round, f.Size, f.Size,
		strconv.FormatFloat(f.Komi, 'f', -1, 64), f.Time)
	fmt.Fprintf(stdout, "%5s  %-30s %-30s %8s  %s\n", "table", "black", "white", "handicap", "result")
	for _, g := range games {
		b, _ := f.Player(g.Black)
		w, _ := f.Player(g.White)
		hc := strconv.Itoa(g.Handicap)
		if g.Handicap == 1 {
			hc = "no komi"
		}
		colour := ""
		if !g.KnownColor {
			colour = "  (colours by nigiri)"
		}
		fmt.Fprintf(stdout, "%5d  %s %s %8s  %s%s\n", g.Table, padCells(playerLabel(b), 30), padCells(playerLabel(w), 30), hc, g.Result.Marked(), colour)
	}
	return 0
}

func playerLabel(p tournament.Player) string {
	if p.Rank == "" {
		return p.FullName()
	}
	return p.FullName() + " " + p.Rank
}

func roundList(f *tournament.File) string {
	rs := f.RoundNumbers()
	if len(rs) == 0 {
		return "none"
	}
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = strconv.Itoa(r)
	}
	return strings.Join(s, ", ")
}

type roundPlayerJSON struct {
	Name string `json:"name"`
	Rank string `json:"rank"`
	Key  string `json:"key"`
	Club string `json:"club,omitempty"`
}

type roundTableJSON struct {
	Table      int             `json:"table"`
	Black      roundPlayerJSON `json:"black"`
	White      roundPlayerJSON `json:"white"`
	Handicap   int             `json:"handicap"`
	KnownColor bool            `json:"known_color"`
	Result     string          `json:"result"`
}

type roundJSONObject struct {
	Event  string           `json:"event"`
	Round  int              `json:"round"`
	Size   int              `json:"size"`
	Komi   float64          `json:"komi"`
	Time   timeSystemJSON   `json:"time"`
	Tables []roundTableJSON `json:"tables"`
}

type timeSystemJSON struct {
	System        string  `json:"system"`
	Basic         float64 `json:"basic"` // seconds
	ByoYomi       float64 `json:"byo_yomi,omitempty"`
	CanadianMoves int     `json:"canadian_moves,omitempty"`
	CanadianTime  float64 `json:"canadian_time,omitempty"`
	Fischer       float64 `json:"fischer,omitempty"`
}

func roundJSON(f *tournament.File, round int, games []tournament.Game) roundJSONObject {
	ts := f.Time
	o := roundJSONObject{Event: f.Event(), Round: round, Size: f.Size, Komi: f.Komi,
		Time: timeSystemJSON{System: string(ts.Kind), Basic: ts.Basic.Seconds()}, Tables: []roundTableJSON{}}
	switch ts.Kind {
	case tournament.StdByoYomi:
		o.Time.ByoYomi = ts.ByoYomi.Seconds()
	case tournament.CanadianByoYomi:
		o.Time.CanadianMoves, o.Time.CanadianTime = ts.CanadianMoves, ts.CanadianTime.Seconds()
	case tournament.FischerTime:
		o.Time.Fischer = ts.Fischer.Seconds()
	}
	pj := func(key string) roundPlayerJSON {
		p, _ := f.Player(key)
		return roundPlayerJSON{Name: p.FullName(), Rank: p.Rank, Key: key, Club: p.Club}
	}
	for _, g := range games {
		o.Tables = append(o.Tables, roundTableJSON{Table: g.Table, Black: pj(g.Black), White: pj(g.White),
			Handicap: g.Handicap, KnownColor: g.KnownColor, Result: string(g.Result)})
	}
	return o
}

// Results runs `goref results FILE --round N RECORD.sgf…`: each finished game's result goes
// into the tournament file (the bytes of its result attribute alone; the previous file kept
// as FILE.TIME.bak). A record that finds no game of the round, a game not over, or a
// different result already in the file is reported and changes nothing. Exit 0: every record
// entered (or already there); 1: some record could not be entered (the others were); 2: the
// file or the arguments cannot be used.
func Results(args []string, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("results")
	round := fs.Int("round", 0, "the round the records were played in")
	dry := fs.Bool("dry-run", false, "say what would be entered; write nothing")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if len(pos) < 2 || *round < 1 {
		fmt.Fprintln(stderr, "goref results: want FILE --round N RECORD.sgf…")
		return 2
	}
	path := pos[0]
	f, err := tournament.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "goref results: %v\n", err)
		return 2
	}
	if len(f.Round(*round)) == 0 {
		fmt.Fprintf(stderr, "goref results: %s: round %d has no games (rounds paired: %s)\n", path, *round, roundList(f))
		return 2
	}
	status := 0
	changed := 0
	for _, rec := range pos[1:] {
		msg, ok, c := enterRecord(f, *round, rec)
		if !ok {
			fmt.Fprintf(stderr, "goref results: %s: %s\n", rec, msg)
			status = 1
			continue
		}
		fmt.Fprintf(stdout, "%s: %s\n", rec, msg)
		if c {
			changed++
		}
	}
	if *dry || changed == 0 {
		if changed == 0 {
			fmt.Fprintf(stdout, "%s: nothing to change\n", path)
		}
		return status
	}
	backup, err := f.WriteFile(path, time.Now())
	if err != nil {
		fmt.Fprintf(stderr, "goref results: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "%s: %d result(s) entered; the previous file is kept as %s\n", path, changed, backup)
	return status
}

// enterRecord enters one record's result: what to say, whether it went in (or was there),
// and whether the file changed.
func enterRecord(f *tournament.File, round int, path string) (string, bool, bool) {
	col, err := readRecordFile(path)
	if err != nil {
		return err.Error(), false, false
	}
	if len(col.Games) == 0 {
		return "no game in the file", false, false
	}
	p, err := tournament.PlayedOf(col.Games[0])
	if err != nil {
		return err.Error(), false, false
	}
	g, err := f.Match(p, round)
	if err != nil {
		return err.Error(), false, false
	}
	r, err := p.ResultFor(g)
	if err != nil {
		return fmt.Sprintf("round %d, table %d: %v", round, g.Table, err), false, false
	}
	c, err := f.SetResult(round, g.Table, r)
	if err != nil {
		return err.Error(), false, false
	}
	if !c {
		return fmt.Sprintf("round %d, table %d: %s already in the file", round, g.Table, r), true, false
	}
	return fmt.Sprintf("round %d, table %d: %s (RE[%s])", round, g.Table, r, p.RE), true, true
}
