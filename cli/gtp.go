package cli

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/rules/deadstones"
)

// GTP runs `goref gtp`: a GTP version 2 referee on stdin/stdout (cli.md). It returns the exit
// status; a bad command line never ends it, only quit or the end of input do.
func GTP(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("gtp")
	var rf ruleFlags
	rf.register(fs)
	estimator := fs.String("estimator", "goref", "dead stones for final_score and final_status_list: goref (in process), gnugo or katago (over GTP)")
	if err := fs.Parse(args); err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}

	rs, err := rf.resolve(rules.Chinese)
	if err != nil {
		fmt.Fprintln(stderr, "goref gtp:", err)
		return 2
	}
	if !slices.Contains(deadstones.Names, *estimator) {
		fmt.Fprintf(stderr, "goref gtp: --estimator %q: want one of %v\n", *estimator, deadstones.Names)
		return 2
	}
	relaxGC()
	e := newGTPEngine(rs)
	e.estimator, e.stderr = *estimator, stderr
	if err := e.serve(stdin, stdout); err != nil {
		fmt.Fprintln(stderr, "goref gtp:", err)
		return 1
	}
	return 0
}

// gtpEngine is the state of one GTP session: the rule set, the board and the game on it.
type gtpEngine struct {
	rs   rules.Ruleset
	w, h int
	komi float64
	game *rules.Game
	// The setup of the current game (handicap stones, loaded records), for printsgf.
	setupB, setupW []board.Vertex
	quit           bool
	estimator      string    // deadstones.Names; "" is goref's own
	stderr         io.Writer // where a failing external estimator is reported (nil: nowhere)
}

type gtpHandler func(e *gtpEngine, args []string) (string, error)

var gtpCommands map[string]gtpHandler

func init() {
	gtpCommands = map[string]gtpHandler{
		"protocol_version":    func(*gtpEngine, []string) (string, error) { return "2", nil },
		"name":                func(*gtpEngine, []string) (string, error) { return "goref", nil },
		"version":             func(*gtpEngine, []string) (string, error) { return Version, nil },
		"known_command":       cmdKnownCommand,
		"list_commands":       cmdListCommands,
		"quit":                func(e *gtpEngine, _ []string) (string, error) { e.quit = true; return "", nil },
		"boardsize":           cmdBoardsize,
		"clear_board":         func(e *gtpEngine, _ []string) (string, error) { e.reset(e.w, e.h); return "", nil },
		"komi":                cmdKomi,
		"play":                cmdPlay,
		"undo":                cmdUndo,
		"showboard":           cmdShowboard,
		"fixed_handicap":      cmdFixedHandicap,
		"place_free_handicap": cmdPlaceFreeHandicap,
		"set_free_handicap":   cmdSetFreeHandicap,
		"is_legal":            cmdIsLegal,
		"all_legal":           cmdAllLegal,
		"list_stones":         cmdListStones,
		"captures":            cmdCaptures,
		"loadsgf":             cmdLoadSGF,
		"printsgf":            cmdPrintSGF,
		"final_score":         cmdFinalScore,
		"final_status_list":   cmdFinalStatusList,
		"genmove":             cmdGenmove,
	}
}

func newGTPEngine(rs rules.Ruleset) *gtpEngine {
	// The preset's komi in points, the unit GTP speaks.
	e := &gtpEngine{rs: rs, komi: rs.KomiPoints(rs.Komi)}
	e.reset(19, 19)
	return e
}

func (e *gtpEngine) reset(w, h int) {
	e.w, e.h = w, h
	if e.game == nil {
		e.game = rules.NewGame(e.rs, board.MustNew(w, h))
	} else {
		// clear_board between games reuses the board and the record's buffers.
		b := e.game.Board()
		b.Reset(w, h)
		e.game.Reset(e.rs, b)
	}
	e.setupB, e.setupW = nil, nil
}

// serve answers commands until quit or the end of input. A response is flushed as soon as no
// further command line is already waiting in the input: a controller that waits for each
// answer gets it at once, and a stream of commands costs one write per input buffer, not one
// per command. No line of input ends it: an over-long line is answered with an error, like a
// bad command.
func (e *gtpEngine) serve(in io.Reader, out io.Writer) (err error) {
	lr := newGTPLineReader(in)
	w := bufio.NewWriterSize(out, 64*1024)
	defer func() {
		if ferr := w.Flush(); err == nil {
			err = ferr
		}
	}()
	for !e.quit {
		if !lr.lineWaiting() {
			if err := w.Flush(); err != nil {
				return err
			}
		}
		line, tooLong, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		id, cmd, args, ok := parseGTPLine(line)
		if !ok && !tooLong {
			continue
		}
		var resp string
		var cerr error
		switch {
		case tooLong:
			cerr = fmt.Errorf("line longer than %d bytes", gtpMaxLine)
		case cmd == "":
			cerr = fmt.Errorf("no command after the id")
		default:
			resp, cerr = e.run(cmd, args)
		}
		w.WriteString(gtpFrame(id, resp, cerr))
	}
	return nil
}

// run executes one command; a panic in a handler becomes an error response, never a crash.
func (e *gtpEngine) run(cmd string, args []string) (resp string, err error) {
	h, ok := gtpCommands[cmd]
	if !ok {
		return "", fmt.Errorf("unknown command")
	}
	defer func() {
		if r := recover(); r != nil {
			resp, err = "", fmt.Errorf("internal error: %v", r)
		}
	}()
	return h(e, args)
}

// parseGTPLine removes comments and control characters and splits off an optional id. ok is
// false for a line with nothing to answer (blank or a comment); cmd is "" for a line holding
// only an id, which is answered with an error.
func parseGTPLine(line string) (id, cmd string, args []string, ok bool) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = strings.Map(func(r rune) rune {
		if r == '\t' {
			return ' '
		}
		if r < 32 || r == 127 {
			return -1
		}
		return r
	}, line)
	f := strings.Fields(line)
	if len(f) == 0 {
		return "", "", nil, false
	}
	if isGTPID(f[0]) {
		id, f = f[0], f[1:]
		if len(f) == 0 {
			return id, "", nil, true
		}
	}
	return id, strings.ToLower(f[0]), f[1:], true
}

// isGTPID: GTP 2 ids are non-negative integers written in digits only ("-1" and "+3" are
// not ids); any number of digits, echoed as written.
func isGTPID(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func cmdKnownCommand(_ *gtpEngine, args []string) (string, error) {
	if len(args) == 1 {
		if _, ok := gtpCommands[strings.ToLower(args[0])]; ok {
			return "true", nil
		}
	}
	return "false", nil
}

func cmdListCommands(*gtpEngine, []string) (string, error) {
	names := make([]string, 0, len(gtpCommands))
	for n := range gtpCommands {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, "\n"), nil
}

func cmdBoardsize(e *gtpEngine, args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", fmt.Errorf("boardsize needs one or two numbers")
	}
	w, err1 := strconv.Atoi(args[0])
	h := w
	var err2 error
	if len(args) == 2 {
		h, err2 = strconv.Atoi(args[1])
	}
	if err1 != nil || err2 != nil {
		return "", fmt.Errorf("boardsize not an integer")
	}
	if w < board.MinSize || h < board.MinSize || w > board.MaxSize || h > board.MaxSize {
		return "", fmt.Errorf("unacceptable size")
	}
	e.reset(w, h)
	return "", nil
}

func cmdKomi(e *gtpEngine, args []string) (string, error) {
	if len(args) != 1 {
		return "", fmt.Errorf("komi needs one number")
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil {
		return "", fmt.Errorf("komi not a float")
	}
	if err := gtpKomi(k); err != nil {
		return "", err
	}
	e.komi = k
	return "", nil
}

// colorVertex reads the "color vertex" arguments of play and is_legal.
func (e *gtpEngine) colorVertex(args []string) (board.Color, board.Vertex, error) {
	if len(args) != 2 {
		return board.Empty, board.Pass, fmt.Errorf("invalid color or coordinate")
	}
	c, ok := board.ParseColor(args[0])
	if !ok {
		return board.Empty, board.Pass, fmt.Errorf("invalid color")
	}
	v, err := board.ParseVertex(args[1], e.w, e.h)
	if err != nil {
		return board.Empty, board.Pass, fmt.Errorf("invalid coordinate")
	}
	return c, v, nil
}

// oneColor reads the single colour argument of all_legal, list_stones, captures and genmove.
func oneColor(args []string) (board.Color, error) {
	if len(args) == 1 {
		if c, ok := board.ParseColor(args[0]); ok {
			return c, nil
		}
	}
	return board.Empty, fmt.Errorf("invalid color")
}

func cmdPlay(e *gtpEngine, args []string) (string, error) {
	c, v, err := e.colorVertex(args)
	if err != nil {
		return "", err
	}
	if e.game.NumMoves() >= maxGTPMoves {
		return "", fmt.Errorf("the game has %d moves, the most goref plays in one game (clear_board starts another)", maxGTPMoves)
	}
	if _, err := e.game.Play(c, v); err != nil {
		if ie, ok := err.(*rules.Illegal); ok {
			return "", fmt.Errorf("illegal move: %s", ie.Reason)
		}
		return "", err
	}
	return "", nil
}

func cmdUndo(e *gtpEngine, _ []string) (string, error) {
	if !e.game.Undo() {
		return "", fmt.Errorf("cannot undo")
	}
	return "", nil
}

func cmdIsLegal(e *gtpEngine, args []string) (string, error) {
	c, v, err := e.colorVertex(args)
	if err != nil {
		return "", err
	}
	if e.game.Legal(c, v) == nil {
		return "1", nil
	}
	return "0", nil
}

func cmdAllLegal(e *gtpEngine, args []string) (string, error) {
	c, err := oneColor(args)
	if err != nil {
		return "", err
	}
	var out []string
	for y := 0; y < e.h; y++ {
		for x := 0; x < e.w; x++ {
			v := board.Vertex{X: x, Y: y}
			if e.game.Legal(c, v) == nil {
				out = append(out, v.GTP(e.h))
			}
		}
	}
	return strings.Join(out, " "), nil
}

func cmdListStones(e *gtpEngine, args []string) (string, error) {
	c, err := oneColor(args)
	if err != nil {
		return "", err
	}
	return e.vertexList(e.game.Board().Stones(c)), nil
}

func (e *gtpEngine) vertexList(vs []board.Vertex) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = v.GTP(e.h)
	}
	return strings.Join(s, " ")
}

func cmdCaptures(e *gtpEngine, args []string) (string, error) {
	c, err := oneColor(args)
	if err != nil {
		return "", err
	}
	return strconv.Itoa(e.game.Board().Captures(c)), nil
}

func cmdGenmove(e *gtpEngine, args []string) (string, error) {
	c, err := oneColor(args)
	if err != nil {
		return "", err
	}
	if _, err := e.game.Play(c, board.Pass); err != nil {
		return "", err
	}
	return "pass", nil
}

func cmdShowboard(e *gtpEngine, _ []string) (string, error) {
	b := e.game.Board()
	var sb strings.Builder
	letters := "   "
	for x := 0; x < e.w; x++ {
		letters += board.Vertex{X: x, Y: 0}.GTP(1)[:1] + " "
	}
	sb.WriteString("\n" + letters + "\n")
	for y, row := range b.Rows() {
		n := e.h - y
		fmt.Fprintf(&sb, "%2d %s %d", n, strings.Join(strings.Split(row, ""), " "), n)
		if y == 0 {
			fmt.Fprintf(&sb, "     WHITE (O) has captured %d stones", b.Captures(board.White))
		}
		if y == 1 {
			fmt.Fprintf(&sb, "     BLACK (X) has captured %d stones", b.Captures(board.Black))
		}
		sb.WriteByte('\n')
	}
	sb.WriteString(letters)
	return sb.String(), nil
}
