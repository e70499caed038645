package cli

import (
	"fmt"
	"io"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/count"
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
		writeJSONLine(stdout, sc.json())
		return 0
	}
	fmt.Fprintf(stdout, "%s\n", file)
	for _, n := range sc.notes {
		fmt.Fprintf(stdout, "note: %s\n", n)
	}
	for _, l := range sc.bd.Lines(sc.h) {
		fmt.Fprintln(stdout, l)
	}
	return 0
}

// scored is a counted game.
type scored struct {
	bd    *count.Breakdown
	h     int
	notes []string
}

func scoreGame(root *sgf.Node, rf *ruleFlags, sf *scoreFlags) (*scored, error) {
	rec, err := loadRecord(root)
	if err != nil {
		return nil, err
	}
	rec.release()
	root = rec.root
	sc := &scored{h: rec.h}
	base, known := rules.FromRU(rec.ru)
	if rf.rules == "" && rec.ru != "" && !known {
		sc.notes = append(sc.notes, fmt.Sprintf("unknown rule set RU[%s]: counted under %s", rec.ru, base.Name))
	}
	rs, err := rf.resolve(base)
	if err != nil {
		return nil, err
	}
	fin, err := replayRecord(rec, rs)
	if err != nil {
		return nil, err
	}
	sc.notes = append(sc.notes, fin.notes...)
	b, last := fin.b, fin.last
	in, err := sf.input(rs, rec, b, last)
	if err != nil {
		return nil, err
	}
	in.Passes, in.Virtual = fin.passes, fin.virtual
	in.PassStones = fin.passStones
	if in.Resumed == nil {
		in.Resumed = fin.resumed
	}
	if sf.komi == "" {
		if k, ok, _ := sgf.ParseKomi(root); ok && in.Handicap < 2 && k.Points != rs.KomiPoints(rs.Komi) {
			sc.notes = append(sc.notes, fmt.Sprintf("komi %v is the record's KM[%s] (the preset's is %v; --komi overrides)", in.Komi, k.Raw, rs.Komi))
		}
	}
	bd, err := count.Score(b, in)
	if err != nil {
		return nil, err
	}
	sc.bd = bd
	return sc, nil
}

func addColor(p *count.Pair, c board.Color) {
	if c == board.White {
		p.White++
	} else {
		p.Black++
	}
}

// replayed is a record played through its main line to the final position.
type replayed struct {
	b               *board.Board
	last            *sgf.Node // the last node of the main line (its TB/TW mark the dead stones)
	passes, virtual count.Pair
	notes           []string // moves the rule set refused, skipped
	// Ikeda: the pass stones and the stones placed after the first resumption, as the game
	// played them (count.IkedaOf)
	passStones count.Pair
	resumed    []board.Vertex
}

func replayRecord(rec *record, rs rules.Ruleset) (*replayed, error) {
	b := board.MustNew(rec.w, rec.h)
	if err := rec.setUp(b); err != nil {
		return nil, err
	}
	g := rules.NewGame(rs, b)
	rec.reserve(g)
	r := &replayed{b: b, last: rec.root}
	for i, m := range rec.moves {
		if m.Node != nil { // released records keep the last one (and setup nodes)
			r.last = m.Node
		}
		switch {
		case m.Color == board.Empty:
		case m.Virtual:
			addColor(&r.virtual, m.Color)
		case m.Vertex.IsPass():
			addColor(&r.passes, m.Color)
		}
		if st := rec.setupOf(m); st != nil {
			if err := b.Setup(st.Black, st.White, st.Empty); err != nil {
				return nil, fmt.Errorf("move %d: setup: %v", i+1, err)
			}
		}
		if m.Color == board.Empty {
			continue
		}
		if _, err := g.Play(m.Color, m.Vertex); err != nil {
			r.notes = append(r.notes, fmt.Sprintf("move %d (%s %s) skipped: %v", i+1, m.Color, m.Vertex.GTP(rec.h), err))
		}
	}
	r.passStones, r.resumed = count.IkedaOf(g)
	return r, nil
}
