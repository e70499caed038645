package cli

import (
	"fmt"
	"io"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
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
		// Each message and text line is escaped as it is written, before the file's output
		// is gathered with the others'; JSON escapes by itself.
		if !opts.asJSON {
			stdout = safeLines(stdout)
		}
		return checkFile(f, opts, stdout, safeLines(stderr))
	})
}

type checkOptions struct {
	rf                *ruleFlags
	asJSON, withBoard bool
}

// checkFile checks every game of one file and writes its reports; it returns the file's
// status (0, 1 or 2, as Check's).
func checkFile(f string, o checkOptions, stdout, stderr io.Writer) int {
	col, err := readRecordFile(f)
	if err != nil {
		fmt.Fprintf(stderr, "goref check: %s: %v\n", f, err)
		return 2
	}
	if len(col.Games) == 0 {
		fmt.Fprintf(stderr, "goref check: %s: no game in the file\n", f)
		return 2
	}
	status := 0
	for gi, root := range col.Games {
		rep, err := checkGame(f, gi, col, root, o.rf)
		// The game's tree is not needed for its report: let the collector have it before
		// the report (a million plies) is encoded.
		col.Games[gi], root = nil, nil
		if err != nil {
			fmt.Fprintf(stderr, "goref check: %s: game %d: %v\n", f, gi, err)
			status = 2
			continue
		}
		if rep.Illegal > 0 && status == 0 {
			status = 1
		}
		if o.asJSON {
			if !o.withBoard {
				rep.FinalBoard = nil
			}
			writeJSONLine(stdout, rep)
		} else {
			rep.writeText(stdout)
		}
	}
	return status
}

// checkReport is the per-game JSON object of cli.md.
type checkReport struct {
	File       string       `json:"file"`
	Game       int          `json:"game"`
	Encoding   string       `json:"encoding"`
	Rules      string       `json:"rules"`
	Size       [2]int       `json:"size"`
	Moves      int          `json:"moves"`
	Illegal    int          `json:"illegal"`
	Problems   []string     `json:"problems"`
	Plies      []checkPly   `json:"plies"`
	Result     *rules.Event `json:"result"`
	FinalBoard []string     `json:"final_board,omitempty"`
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

// virtualPlayer is the part of rules.Game that plays 计活子 virtual moves.
type virtualPlayer interface {
	PlayVirtual(c board.Color) (rules.Move, error)
}

func checkGame(file string, gi int, col *sgf.Collection, root *sgf.Node, rf *ruleFlags) (*checkReport, error) {
	rec, err := loadRecord(root)
	if err != nil {
		return nil, err
	}
	rep := &checkReport{File: file, Game: gi, Encoding: col.Encoding, Size: [2]int{rec.w, rec.h},
		Moves: len(rec.moves), Problems: []string{}, Plies: []checkPly{}}
	rep.Problems = append(rep.Problems, col.Warnings...)
	base, known := rules.FromRU(rec.ru)
	if rf.rules == "" && rec.ru != "" && !known {
		rep.Problems = append(rep.Problems, fmt.Sprintf("unknown rule set RU[%s]: replayed under %s", rec.ru, base.Name))
	}
	rs, err := rf.resolve(base)
	if err != nil {
		return nil, err
	}
	rep.Rules = rs.Name
	b := board.MustNew(rec.w, rec.h)
	if err := rec.setUp(b); err != nil {
		return nil, err
	}
	if p := missingHandicap(rec); p != "" {
		rep.Problems = append(rep.Problems, p)
	}
	g := rules.NewGame(rs, b)
	n := 0 // plies: the moves of the main line
	for _, m := range rec.moves {
		if st := rec.setupOf(m); st != nil {
			if len(g.Moves()) > 0 {
				rep.Problems = append(rep.Problems, fmt.Sprintf("move %d: setup stones in the middle of the game are applied and restart the repetition history", n+1))
			}
			applySetup(b, st)
		}
		if m.Color == board.Empty {
			continue
		}
		n++
		gtp := m.Vertex.GTP(rec.h)
		ply := checkPly{Ply: n, Color: m.Color.String(), Move: &gtp, OwnRemoved: []string{}, Events: []rules.Event{}}
		var played rules.Move
		var err error
		if vp, ok := any(g).(virtualPlayer); ok && m.Virtual {
			*ply.Move = "virtual"
			played, err = vp.PlayVirtual(m.Color)
		} else {
			played, err = g.Play(m.Color, m.Vertex)
		}
		if err != nil {
			reason := err.Error()
			if ie, ok := err.(*rules.Illegal); ok {
				reason = string(ie.Reason)
				if ie.Event != nil { // an Ing refusal that ends a cycle: who was ruled 搅
					ply.Events = append(ply.Events, *ie.Event)
				}
			}
			ply.Reason = &reason
			rep.Illegal++
			rep.Problems = append(rep.Problems, fmt.Sprintf("move %d (%s %s): illegal: %s", n, ply.Color, *ply.Move, reason))
		} else {
			ply.Legal = true
			ply.Captures = played.Captures
			for _, v := range played.OwnRemoved {
				ply.OwnRemoved = append(ply.OwnRemoved, v.GTP(rec.h))
			}
			if played.RepeatsPly >= 0 {
				r := played.RepeatsPly
				ply.RepeatsPly = &r
			}
			ply.Events = append(ply.Events, played.Events...)
		}
		rep.Plies = append(rep.Plies, ply)
	}
	rep.Moves = n
	rep.Result = g.Ended()
	rep.FinalBoard = b.Rows()
	return rep, nil
}

// missingHandicap explains the classic broken record: HA[n] without the handicap stones.
func missingHandicap(rec *record) string {
	ha, ok := rec.root.Get("HA")
	if !ok || ha == "0" || ha == "1" || ha == "" {
		return ""
	}
	if rec.initialBlack() == 0 && (len(rec.moves) == 0 || rec.moves[0].Color != board.Black || rec.moves[0].Vertex.IsPass()) {
		return fmt.Sprintf("HA[%s] but the record holds no handicap stones (no AB): the position cannot be replayed as played", ha)
	}
	return ""
}

func (r *checkReport) writeText(w io.Writer) {
	name := r.File
	if r.Game > 0 {
		name = fmt.Sprintf("%s (game %d)", r.File, r.Game)
	}
	for _, p := range r.Problems {
		fmt.Fprintf(w, "%s: %s\n", name, p)
	}
	for _, p := range r.Plies {
		for _, ev := range p.Events {
			fmt.Fprintf(w, "%s: move %d (%s %s): %s\n", name, p.Ply, p.Color, *p.Move, describeEvent(ev))
		}
	}
	verdict := "ok"
	if r.Illegal > 0 {
		verdict = "ILLEGAL"
	}
	fmt.Fprintf(w, "%s: %s: %d moves, %d illegal, rules %s, %dx%d, %s\n",
		name, verdict, r.Moves, r.Illegal, r.Rules, r.Size[0], r.Size[1], r.Encoding)
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
