package cli

import (
	"fmt"
	"io"

	"goref/board/sgf"
	"goref/rules"
	"goref/rules/count"
	"goref/rules/record"
)

// Score runs `goref score [flags] [--json] FILE.sgf` (cli.md): it replays the main line and
// counts the final position under the rule set with the referee's dead stones and seki.
// Exit status: 0 counted, 2 unusable input (unreadable file, unknown rules, bad vertex, a
// dead mark on an empty point).
func Score(args []string, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("score")
	var rf ruleFlags
	rf.register(fs)
	var sf scoreFlags
	sf.register(fs)
	asJSON := fs.Bool("json", false, "print the count as one JSON object")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if !*asJSON {
		stdout = safeLines(stdout) // the notes quote the record; JSON escapes by itself
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "goref score: "+format+"\n", a...)
		return 2
	}
	if len(files) != 1 {
		return fail("give exactly one FILE.sgf")
	}
	file := files[0]
	if _, err := rf.resolve(rules.Chinese); err != nil {
		return fail("%v", err)
	}
	col, err := readRecordFile(file)
	if err != nil {
		return fail("%s: %v", file, err)
	}
	if len(col.Games) == 0 {
		return fail("%s: no game in the file", file)
	}
	root := col.Games[0]
	col = nil // the record's tree goes once the moves are read from it (record.release)
	sc, err := scoreGame(root, &rf, &sf)
	if err != nil {
		return fail("%s: %v", file, err)
	}
	if *asJSON {
		sc.writeJSON(stdout)
		return 0
	}
	fmt.Fprintf(stdout, "%s\n", file)
	sc.eachNote(func(n string) { fmt.Fprintf(stdout, "note: %s\n", n) })
	for _, l := range sc.bd.Lines(sc.h) {
		fmt.Fprintln(stdout, l)
	}
	return 0
}

// scored is a counted game.
type scored struct {
	bd *count.Breakdown
	g  *rules.Game // the game at the end of the main line, counted
	h  int
	// The notes: the rule set's, the moves the replay refused (one line each, written when
	// asked: a record may refuse 250,000), then the count's.
	notes, countNotes []string
	refused           refusals
}

// eachNote calls fn with every note in order.
func (sc *scored) eachNote(fn func(string)) {
	for _, n := range sc.notes {
		fn(n)
	}
	for i := range sc.refused.list {
		fn(sc.refused.skipped(&sc.refused.list[i], sc.h))
	}
	for _, n := range sc.countNotes {
		fn(n)
	}
}

func scoreGame(root *sgf.Node, rf *ruleFlags, sf *scoreFlags) (*scored, error) {
	rec, err := loadRecord(root)
	if err != nil {
		return nil, err
	}
	sc := &scored{h: rec.Height}
	base, known := rec.Info.Ruleset(rules.Chinese)
	if rf.rules == "" && rec.Info.RU != "" && !known {
		sc.notes = append(sc.notes, fmt.Sprintf("unknown rule set RU[%s]: counted under %s", rec.Info.RU, base.Name))
	}
	rs, err := rf.resolve(base)
	if err != nil {
		return nil, err
	}
	fin, err := replayRecord(rec, rs)
	if err != nil {
		return nil, err
	}
	sc.refused = fin.refused
	sc.g = fin.g
	b := fin.g.Board()
	in, err := sf.input(rs, rec, b)
	if err != nil {
		return nil, err
	}
	given := in.Resumed // --resumed
	in.TakePlayed(fin.g)
	if given != nil {
		in.Resumed = given
	}
	// The note compares with the komi the rule set gives such a game without KM (the preset's,
	// none with a handicap): GameKomi decides both.
	if def, _ := rs.GameKomi(0, false, in.Handicap); sf.komi == "" && rec.Info.HasKomi && in.Komi != def {
		sc.countNotes = append(sc.countNotes, fmt.Sprintf("komi %v is the record's KM[%s] (the preset's is %v; --komi overrides)", in.Komi, rec.Info.Komi.Raw, def))
	}
	bd, err := count.Score(b, in)
	if err != nil {
		return nil, err
	}
	sc.bd = bd
	return sc, nil
}

// replayed is a record played through its main line to the final position.
type replayed struct {
	g       *rules.Game
	refused refusals // moves the rule set refused, skipped
}

// replayRecord replays the main line under rs by the one replay of rules/record.
func replayRecord(rec *record.Record, rs rules.Ruleset) (*replayed, error) {
	r := &replayed{}
	var err error
	r.g, err = rec.Play(rs, func(p *record.Ply) {
		if p.Err != nil {
			r.refused.addMove(p)
		}
	})
	if err != nil {
		return nil, err
	}
	return r, nil
}
