package cli

import (
	"bufio"
	"fmt"
	"io"
	"sync"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/record"
)

// Check runs `goref check [flags] [--json] [--board] FILE.sgf…` (cli.md): it replays each
// game's main line under its rule set and reports every illegal move. Exit status: 0 all
// legal, 1 an illegal move somewhere, 2 a file that could not be read.
func Check(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("check")
	var rf ruleFlags
	rf.register(fs)
	asJSON := fs.Bool("json", false, "one JSON object per game and file, one per line")
	withBoard := fs.Bool("board", false, "add the final position to the JSON")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if len(files) == 0 {
		fmt.Fprintln(stderr, "goref check: no file given")
		return 2
	}
	if _, err := rf.resolve(rules.Chinese); err != nil {
		fmt.Fprintln(safeLines(stderr), "goref check:", err)
		return 2
	}
	relaxGC()
	opts := checkOptions{rf: &rf, asJSON: *asJSON, withBoard: *withBoard}
	return eachInOrder(files, stdout, stderr, func(f string, stdout, stderr io.Writer) int {
		return checkFile(f, opts, stdout, safeLines(stderr))
	})
}

type checkOptions struct {
	rf                *ruleFlags
	asJSON, withBoard bool
}

// checkFile checks every game of one file and writes its reports; it returns the file's
// status (0, 1 or 2, as Check's). A game's plies are written as they are read back from the
// replayed game, never gathered: a million plies of JSON would be 30 times the file.
func checkFile(f string, o checkOptions, stdout, stderr io.Writer) int {
	out := fileBuffers.Get().(*bufio.Writer)
	out.Reset(stdout)
	defer func() {
		out.Flush()
		out.Reset(nil)
		fileBuffers.Put(out)
	}()
	status, gi, bad := 0, 0, 0
	// Each game is checked and written as soon as the reader has built it: the nodes of one
	// game at a time are in memory (a file of 499,000 games).
	_, err := readRecordsEach(f, func(col *sgf.Collection, root *sgf.Node) {
		cg, err := checkGame(f, gi, col, root, o.rf)
		gi++
		if err != nil {
			if bad++; bad <= maxBadGamesSaid {
				out.Flush() // the reports before, then the message, in order
				fmt.Fprintf(stderr, "goref check: %s: game %d: %v\n", f, gi-1, err)
			}
			status = 2
			return
		}
		if cg.head.Illegal > 0 && status == 0 {
			status = 1
		}
		if o.asJSON {
			cg.writeJSON(out, o.withBoard)
		} else {
			// Each text line is escaped as it is written (JSON escapes by itself).
			cg.writeText(safeLines(out))
		}
		cg.release()
	})
	if bad > maxBadGamesSaid {
		out.Flush()
		fmt.Fprintf(stderr, "goref check: %s: %d more games cannot be checked (%d of %d games in all; the first %d are named above)\n",
			f, bad-maxBadGamesSaid, bad, gi, maxBadGamesSaid)
	}
	if err != nil {
		fmt.Fprintf(stderr, "goref check: %s: %v\n", f, err)
		return 2
	}
	if gi == 0 {
		fmt.Fprintf(stderr, "goref check: %s: no game in the file\n", f)
		return 2
	}
	return status
}

// maxBadGamesSaid is how many games of one file that cannot be checked are named on stderr,
// one line each; the rest are counted in one more line (a file of 209,715 such games wrote
// as many lines).
const maxBadGamesSaid = 10

// fileBuffers are checkFile's output buffers, kept from file to file: a new 64 KB buffer for
// each file was a quarter of all check allocated over the corpus (whose files write 30 KB each).
var fileBuffers = sync.Pool{New: func() any { return bufio.NewWriterSize(nil, 64<<10) }}

// checkHead is the per-game JSON object of cli.md up to its problems; checkedGame.writeJSON
// writes the rest (problems, plies, result, final_board) piece by piece. Its tags and
// checkPly's define the JSON: the appending writer (check_json.go) is tested to give the
// bytes encoding/json gives for them.
type checkHead struct {
	File     string `json:"file"`
	Game     int    `json:"game"`
	Encoding string `json:"encoding"`
	Rules    string `json:"rules"`
	Size     [2]int `json:"size"`
	Moves    int    `json:"moves"`
	Illegal  int    `json:"illegal"`
}

type checkPly struct {
	Ply        int           `json:"ply"`
	Color      string        `json:"color"`
	Move       *string       `json:"move"`
	Legal      bool          `json:"legal"`
	Captures   int           `json:"captures"`
	OwnRemoved []string      `json:"own_removed"`
	Reason     *string       `json:"reason"`
	RepeatsPly *int          `json:"repeats_ply"`
	Events     []rules.Event `json:"events"`
}

// checkedGame is one game replayed. The legal plies are the game's own record (g.Move(i), in
// order); what the record alone cannot tell is kept per note, not per ply.
type checkedGame struct {
	head     checkHead
	problems []string // the file's and the record's, before the replay's notes
	notes    refusals // the illegal moves and the setups in the middle of the game, in order
	virtual  []uint64 // bit p-1: ply p is a virtual move in the record (VM[])
	g        *rules.Game
	replay   *replay // g and its board, back to the pool once the game is written
	h        int     // board height, for the GTP names
}

// replay is a board and a game kept from game to game: once their buffers have grown, check
// over many files replays without allocating a board, a record and histories per game (they
// were 45 % of the bytes check allocated over the corpus).
type replay struct {
	b *board.Board
	g *rules.Game
}

var replays = sync.Pool{New: func() any {
	b := board.MustNew(board.MaxSize, board.MaxSize)
	return &replay{b, rules.NewGame(rules.Chinese, b)}
}}

// keepPlies is the longest game whose replay goes back to the pool: the buffers of a record
// of a million passes are let go with it.
const keepPlies = 2000

// release hands the game's board and buffers back for the next game; cg is done with.
func (cg *checkedGame) release() {
	if cg.g.NumMoves() <= keepPlies {
		replays.Put(cg.replay)
	}
	cg.g, cg.replay = nil, nil
}

// problem is a note of the replay as the report says it: an illegal move, or setup stones in
// the middle of the game (ahead of the ply).
func (cg *checkedGame) problem(n *refusal) string {
	if n.isSetup() {
		return fmt.Sprintf("move %d: setup stones in the middle of the game are applied and restart the repetition history", n.ply)
	}
	return fmt.Sprintf("move %d (%s %s): illegal: %s", n.ply, n.color(), n.name(cg.h), cg.notes.reason(n))
}

// checkGame replays game gi of a file, root, read into col (its encoding and warnings), by the
// one replay of rules/record. The game's tree is not needed for its report: it is let go as it
// is read (loadRecord).
func checkGame(file string, gi int, col *sgf.Collection, root *sgf.Node, rf *ruleFlags) (*checkedGame, error) {
	rec, err := loadRecord(root)
	if err != nil {
		return nil, err
	}
	cg := &checkedGame{head: checkHead{File: file, Game: gi, Encoding: col.Encoding, Size: [2]int{rec.Width, rec.Height}},
		problems: append([]string{}, col.Warnings...), h: rec.Height}
	base, known := rec.Info.Ruleset(rules.Chinese)
	if rf.rules == "" && rec.Info.RU != "" && !known {
		cg.problems = append(cg.problems, fmt.Sprintf("unknown rule set RU[%s]: replayed under %s", rec.Info.RU, base.Name))
	}
	rs, err := rf.resolve(base)
	if err != nil {
		return nil, err
	}
	cg.head.Rules = rs.Name
	r := replays.Get().(*replay)
	b := r.b
	if err := rec.Start(b, rs); err != nil {
		replays.Put(r)
		return nil, err
	}
	if p := missingHandicap(rec); p != "" {
		cg.problems = append(cg.problems, p)
	}
	g := r.g
	g.Reset(rs, b)
	rec.Reserve(g)
	cg.g, cg.replay = g, r
	rp := rec.NewReplay(g)
	for i := range rec.Moves {
		p := rp.Step(&rec.Moves[i])
		if p.MidSetup {
			cg.notes.addSetup(p.N)
		}
		if !p.IsMove() {
			continue
		}
		if p.Virtual {
			cg.setVirtual(p.N)
		}
		if p.Err != nil {
			cg.notes.addMove(&p)
			cg.head.Illegal++
		}
	}
	cg.head.Moves = rp.Plies()
	return cg, nil
}

func (cg *checkedGame) setVirtual(ply int) {
	i := (ply - 1) / 64
	for len(cg.virtual) <= i {
		cg.virtual = append(cg.virtual, 0)
	}
	cg.virtual[i] |= 1 << ((ply - 1) % 64)
}

// moveName is a ply's "move" in the report: the GTP name, or "virtual".
func (cg *checkedGame) moveName(ply int, v board.Vertex) string {
	if i := (ply - 1) / 64; i < len(cg.virtual) && cg.virtual[i]&(1<<((ply-1)%64)) != 0 {
		return "virtual"
	}
	return v.GTP(cg.h)
}

// eachProblem calls fn with every problem of the game, in the report's order.
func (cg *checkedGame) eachProblem(fn func(string)) {
	for _, p := range cg.problems {
		fn(p)
	}
	for i := range cg.notes.list {
		fn(cg.problem(&cg.notes.list[i]))
	}
}

// eachPly calls fn with the report of every ply in order: the illegal ones from the notes,
// the others from the game's record. ply is reused between calls.
func (cg *checkedGame) eachPly(fn func(ply *checkPly)) {
	notes := cg.notes.list
	k := 0 // the next legal ply in the game's record
	var ply checkPly
	var move string
	for n := 1; n <= cg.head.Moves; n++ {
		for len(notes) > 0 && (notes[0].isSetup() || int(notes[0].ply) < n) {
			notes = notes[1:]
		}
		ply = checkPly{Ply: n, Move: &move, OwnRemoved: []string{}, Events: []rules.Event{}}
		if len(notes) > 0 && int(notes[0].ply) == n {
			note := &notes[0]
			ply.Color, move = note.color().String(), note.name(cg.h)
			reason := string(cg.notes.reason(note))
			ply.Reason = &reason
			if ev := cg.notes.event(note); ev != nil {
				ply.Events = append(ply.Events, *ev)
			}
		} else {
			m := cg.g.Move(k)
			k++
			ply.Color, move = m.Color.String(), cg.moveName(n, m.Vertex)
			ply.Legal = true
			ply.Captures = m.Captures
			for _, v := range m.OwnRemoved {
				ply.OwnRemoved = append(ply.OwnRemoved, v.GTP(cg.h))
			}
			if m.RepeatsPly >= 0 {
				r := m.RepeatsPly
				ply.RepeatsPly = &r
			}
			ply.Events = append(ply.Events, m.Events...)
		}
		fn(&ply)
	}
}

// missingHandicap explains the classic broken record: HA[n] without the handicap stones.
func missingHandicap(rec *record.Record) string {
	ha := rec.Info.HandicapRaw
	if ha == "" || ha == "0" || ha == "1" {
		return ""
	}
	first := board.Empty
	firstPass := false
	for i := range rec.Moves {
		if m := &rec.Moves[i]; m.Color != board.Empty {
			first, firstPass = m.Color, m.Vertex().IsPass()
			break
		}
	}
	if first == board.Black && !firstPass {
		return ""
	}
	if black, _ := rec.OpeningStones(); black == 0 {
		return fmt.Sprintf("HA[%s] but the record holds no handicap stones (no AB): the position cannot be replayed as played", ha)
	}
	return ""
}

func (cg *checkedGame) writeText(w io.Writer) {
	name := cg.head.File
	if cg.head.Game > 0 {
		name = fmt.Sprintf("%s (game %d)", cg.head.File, cg.head.Game)
	}
	cg.eachProblem(func(p string) { fmt.Fprintf(w, "%s: %s\n", name, p) })
	cg.eachPly(func(p *checkPly) {
		for _, ev := range p.Events {
			fmt.Fprintf(w, "%s: move %d (%s %s): %s\n", name, p.Ply, p.Color, *p.Move, describeEvent(ev))
		}
	})
	verdict := "ok"
	if cg.head.Illegal > 0 {
		verdict = "ILLEGAL"
	}
	fmt.Fprintf(w, "%s: %s: %d moves, %d illegal, rules %s, %dx%d, %s\n",
		name, verdict, cg.head.Moves, cg.head.Illegal, cg.head.Rules, cg.head.Size[0], cg.head.Size[1], cg.head.Encoding)
}

func describeEvent(ev rules.Event) string {
	s := ev.Kind
	for _, part := range []string{ev.Verdict, ev.Reason} {
		if part != "" {
			s += " " + part
		}
	}
	if ev.Disturber != "" {
		s += " (disturber " + ev.Disturber + ")"
	}
	if ev.Winner != "" {
		s += " winner " + ev.Winner
	}
	return s
}
