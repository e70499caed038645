package cli

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/count"
	"goref/rules/table"
)

// script is a parsed `goref table` script (shared/spec/table.md).
type script struct {
	name   string
	cfg    table.Config
	events []scriptEvent
	seen   map[string]bool // the header lines given
	// pairing is the `tournament FILE round N table T` line: the game it starts from.
	pairing *pairingLine
	nigiri  *nigiriLines // the nigiri, compensation and choose lines
	said    *nigiriSaid  // the nigiri judged
}

// scriptEvent is one event line: its instant (seconds as written, from the scheduled start
// before `start`, from the start after it) and what to do.
type scriptEvent struct {
	line  int
	at    time.Duration
	hasAt bool
	word  string
	args  []string
	note  string // the referee's reason after "--"
}

// scriptError names the line of an unusable script.
func scriptError(name string, line int, format string, a ...any) error {
	return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, a...))
}

// parseScript reads a script; a path in `load` is relative to the script's directory.
func parseScript(name string, data []byte) (*script, error) {
	s := &script{name: name}
	haveRules := false
	var komi *float64
	var load string
	loadLine := 0
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a UTF-8 byte order mark before the first line
	for i, raw := range strings.Split(string(data), "\n") {
		n := i + 1
		if len(raw) > maxScriptLine {
			return nil, scriptError(name, n, "the line is longer than %d bytes (the limit of a line of a table script)", maxScriptLine)
		}
		text, note, hasNote := strings.Cut(raw, " -- ")
		if !hasNote {
			text = strings.TrimSuffix(strings.TrimSpace(text), " --")
		}
		if c := strings.Index(text, "#"); c >= 0 {
			text = text[:c]
		}
		if hasNote {
			if c := strings.Index(note, "#"); c >= 0 {
				note = note[:c]
			}
		}
		f := strings.Fields(text)
		if len(f) == 0 {
			continue
		}
		ev := scriptEvent{line: n, note: strings.TrimSpace(note)}
		if strings.EqualFold(f[0], "at") {
			if len(f) < 3 {
				return nil, scriptError(name, n, "\"at T\" needs an event after it")
			}
			d, err := parseInstant(f[1])
			if err != nil {
				return nil, scriptError(name, n, "%v", err)
			}
			ev.at, ev.hasAt = d, true
			f = f[2:]
		}
		word := strings.ToLower(f[0])
		args := f[1:]
		if isHeader(word) {
			if len(s.events) > 0 || ev.hasAt {
				return nil, scriptError(name, n, "%q belongs to the header, before the first event", word)
			}
			if err := s.header(word, args, text, &haveRules, &komi, &load); err != nil {
				return nil, scriptError(name, n, "%v", err)
			}
			if s.seen == nil {
				s.seen = map[string]bool{}
			}
			s.seen[word] = true
			if word == "tournament" && s.pairing != nil {
				s.pairing.line = n
			}
			if word == "load" {
				loadLine = n
			}
			if s.nigiri != nil {
				s.nigiri.lines[word] = n // a nigiri's error names its line
			}
			continue
		}
		if !haveRules {
			return nil, scriptError(name, n, "the header needs a \"rules NAME\" line before the first event")
		}
		ev.word, ev.args = word, args
		if err := checkEvent(ev); err != nil {
			return nil, scriptError(name, n, "%v", err)
		}
		if len(s.events) == maxScriptEvents {
			return nil, scriptError(name, n, "more than %d events (the limit of a table script)", maxScriptEvents)
		}
		s.events = append(s.events, ev)
	}
	if !haveRules {
		return nil, fmt.Errorf("%s: no \"rules NAME\" line", name)
	}
	if line, err := s.judgeNigiri(); err != nil {
		return nil, scriptError(name, line, "%v", err)
	}
	if s.said != nil && s.said.komi != nil {
		komi = s.said.komi
	}
	if load != "" {
		if err := s.load(load, &komi); err != nil {
			return nil, scriptError(name, loadLine, "%v", err)
		}
	}
	s.cfg.Komi = komi
	if s.pairing != nil {
		if err := s.fromPairing(); err != nil {
			return nil, scriptError(name, s.pairing.line, "%v", err)
		}
	}
	return s, nil
}

func isHeader(w string) bool {
	switch w {
	case "rules", "size", "komi", "handicap", "load", "time", "players", "tournament", "suggest-at-halt",
		"nigiri", "compensation", "choose", "bids", "set-komi":
		return true
	}
	return false
}

// header applies one header line.
func (s *script) header(word string, args []string, text string, haveRules *bool, komi **float64, load *string) error {
	need := func(n int) error {
		if len(args) < n {
			return fmt.Errorf("%q needs %d value(s)", word, n)
		}
		return nil
	}
	switch word {
	case "rules":
		if err := need(1); err != nil {
			return err
		}
		rs, err := rules.Preset(args[0])
		if err != nil {
			return err
		}
		s.cfg.Rules, *haveRules = rs, true
	case "size":
		if err := need(1); err != nil {
			return err
		}
		w, err := strconv.Atoi(args[0])
		h := w
		if err == nil && len(args) > 1 {
			h, err = strconv.Atoi(args[1])
		}
		if err != nil || w < 2 || h < 2 || w > board.MaxSize || h > board.MaxSize {
			return fmt.Errorf("size %s: want 2–%d", strings.Join(args, " "), board.MaxSize)
		}
		s.cfg.Width, s.cfg.Height = w, h
	case "komi":
		if err := need(1); err != nil {
			return err
		}
		k, err := parseKomi(args[0])
		if err != nil {
			return fmt.Errorf("komi %q is not a number", args[0])
		}
		if err := saneKomi(k); err != nil {
			return err
		}
		*komi = &k
	case "handicap":
		if err := need(1); err != nil {
			return err
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 0 || n == 1 || n > 9 || len(args) > 2 || len(args) == 2 && (n == 0 || !strings.EqualFold(args[1], "free")) {
			return fmt.Errorf("handicap %s: want 0, 2–9 or \"N free\"", strings.Join(args, " "))
		}
		s.cfg.Handicap = n
		// "handicap N free": Black places the stones by hand (place events), as in the app.
		s.cfg.FreeHandicap = len(args) == 2
	case "load":
		if err := need(1); err != nil {
			return err
		}
		*load = afterWord(text)
	case "time":
		if err := need(1); err != nil {
			return err
		}
		tm, err := parseInstant(args[0])
		if err != nil {
			return fmt.Errorf("time: main time %v", err)
		}
		cfg, err := clock.ParseOT(tm, strings.Join(args[1:], " "))
		if err != nil {
			return fmt.Errorf("time: %v", err)
		}
		if err := cfg.Validate(); err != nil {
			return fmt.Errorf("time: %v", err)
		}
		s.cfg.Time = &cfg
	case "tournament":
		// a game at a tournament is a tournament game: every take-back is the referee's, logged;
		// "tournament FILE round N table T" also takes the game from the round's pairing
		s.cfg.Tournament = true
		if rest := afterWord(text); rest != "" {
			p, err := parsePairingLine(rest)
			if err != nil {
				return err
			}
			s.pairing = p
		}
	case "nigiri", "compensation", "choose", "bids", "set-komi":
		return s.nigiriHeader(word, args)
	case "suggest-at-halt":
		s.cfg.Suggest = true // the estimator's dead stones are marked when play stops, as in the app
	case "players":
		rest := afterWord(text)
		b, w, ok := strings.Cut(rest, "/")
		if !ok {
			return fmt.Errorf("players: want \"players BLACK / WHITE\"")
		}
		s.cfg.Black, s.cfg.White = strings.TrimSpace(b), strings.TrimSpace(w)
	}
	return nil
}

// load starts from a record's final position and its captures, its main line replayed under
// the script's rule set by the one replay of rules/record (an illegal move is skipped, as check
// does); its KM is the game's komi unless the script gives one (rules.Ruleset.GameKomi).
func (s *script) load(path string, komi **float64) error {
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(s.name), path)
	}
	col, err := readRecordFile(path)
	if err != nil {
		return fmt.Errorf("load %s: %v", path, err)
	}
	if len(col.Games) == 0 {
		return fmt.Errorf("load %s: no game in the file", path)
	}
	if err := s.loadGame(col.Games[0], komi); err != nil {
		return fmt.Errorf("load %s: %v", path, err)
	}
	return nil
}

// loadGame starts from the final position of game root (load's record).
func (s *script) loadGame(root *sgf.Node, komi **float64) error {
	rec, err := loadRecord(root)
	if err != nil {
		return err
	}
	if s.cfg.Width != 0 && (s.cfg.Width != rec.Width || s.cfg.Height != rec.Height) {
		return fmt.Errorf("the record is %dx%d, the header says %dx%d", rec.Width, rec.Height, s.cfg.Width, s.cfg.Height)
	}
	s.cfg.Width, s.cfg.Height = rec.Width, rec.Height
	g, err := rec.Play(s.cfg.Rules, nil)
	if err != nil {
		return err
	}
	b := g.Board()
	s.cfg.Setup = &table.Setup{Black: b.Stones(board.Black), White: b.Stones(board.White), ToMove: b.ToMove(),
		Prisoners: count.Pair{Black: b.Captures(board.Black), White: b.Captures(board.White)}}
	if *komi == nil && rec.Info.HasKomi {
		k, _ := s.cfg.Rules.GameKomi(rec.Info.Komi.Points, true, s.cfg.Handicap)
		*komi = &k
	}
	return nil
}

// maxScriptTime bounds a script's instants and durations: no game at the table lasts that long,
// and a time.Duration holds it with room to spare.
const maxScriptTime = 10000 * time.Hour

// parseInstant reads 90, 12.5, 1:30 or 1:00:00 as a duration, at most maxScriptTime.
func parseInstant(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return 0, fmt.Errorf("%q is not a time (90, 12.5, 1:30, 1:00:00)", s)
	}
	var total float64
	for i, p := range parts {
		v, err := strconv.ParseFloat(p, 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || (i > 0 && v >= 60) || (i < len(parts)-1 && v != math.Trunc(v)) {
			return 0, fmt.Errorf("%q is not a time (90, 12.5, 1:30, 1:00:00)", s)
		}
		total = total*60 + v
	}
	if total > maxScriptTime.Seconds() {
		return 0, fmt.Errorf("%q is more than %d hours", s, int(maxScriptTime.Hours()))
	}
	return time.Duration(math.Round(total * float64(time.Second))), nil
}

// parseMinutes reads a number of minutes (late, allowance): finite, not negative, at most
// maxScriptTime.
func parseMinutes(s string) (float64, error) {
	m, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil || math.IsNaN(m) || math.IsInf(m, 0):
		return 0, fmt.Errorf("%q is not a number of minutes", s)
	case m < 0:
		return 0, fmt.Errorf("%q minutes: a time is not negative", s)
	case m > maxScriptTime.Minutes():
		return 0, fmt.Errorf("%q minutes is more than %d hours", s, int(maxScriptTime.Hours()))
	}
	return m, nil
}

// checkEvent validates an event line's shape (the vertices are checked when it runs, against
// the board).
func checkEvent(ev scriptEvent) error {
	n := len(ev.args)
	want := func(lo, hi int, form string) error {
		if n < lo || n > hi {
			return fmt.Errorf("want %q", form)
		}
		return nil
	}
	player := func(i int) error {
		if i < n && !isPlayer(ev.args[i]) {
			return fmt.Errorf("%q is not a player (B or W)", ev.args[i])
		}
		return nil
	}
	switch ev.word {
	case "start", "wait", "confirm-end", "pause", "restart", "undo", "suggest", "count", "let-pass", "keep-refusal", "keep-verdict", "keep-marks":
		return want(0, 0, ev.word)
	case "ruling":
		if n < 1 || n > 2 {
			return fmt.Errorf("want \"ruling RULING [PLAYER]\"")
		}
		switch strings.ToLower(ev.args[0]) {
		case rules.RulingDraw, rules.RulingReplay, rules.RulingContinue, rules.RulingNoResult, rules.RulingContest, rules.RulingDisturb:
		default:
			return fmt.Errorf("unknown ruling %q (draw, replay, continue, no-result, contest, disturb)", ev.args[0])
		}
		return player(1)
	case "b", "w":
		return want(1, 1, strings.ToUpper(ev.word)+" VERTEX")
	case "place":
		return want(1, 1, "place VERTEX")
	case "late":
		if n != 2 && n != 4 {
			return fmt.Errorf("want \"late B|W|both MIN [allowance MIN]\"")
		}
		if n == 4 && strings.ToLower(ev.args[2]) != "allowance" {
			return fmt.Errorf("want \"late B|W|both MIN [allowance MIN]\"")
		}
		for _, i := range []int{1, 3} {
			if i < n {
				if _, err := parseMinutes(ev.args[i]); err != nil {
					return err
				}
			}
		}
		if strings.EqualFold(ev.args[0], "both") { // both absent: one decision
			return nil
		}
		return player(0)
	case "referee":
		if n < 2 || n > 3 {
			return fmt.Errorf("want \"referee KIND PLAYER [AMOUNT] [-- REASON]\"")
		}
		if _, ok := refereeKinds[strings.ToLower(ev.args[0])]; !ok {
			return fmt.Errorf("unknown referee action %q (%s)", ev.args[0], refereeKindList)
		}
		if !isPlayer(ev.args[1]) && !isBoth(ev.args[1]) {
			return fmt.Errorf("%q is not a player (B, W or both)", ev.args[1])
		}
		if n == 3 {
			a, err := strconv.Atoi(ev.args[2])
			if err != nil {
				return fmt.Errorf("amount %q is not a whole number", ev.args[2])
			}
			if a < -maxCount || a > maxCount {
				return fmt.Errorf("amount %d is out of range (-%d to %d)", a, maxCount, maxCount)
			}
		}
		return nil
	case "dead", "seki":
		return want(1, 64, ev.word+" V,V,…")
	case "accept", "dispute", "confirm-start", "resume", "resign":
		if err := want(1, 1, ev.word+" PLAYER"); err != nil {
			return err
		}
		return player(0)
	}
	return fmt.Errorf("unknown event %q", ev.word)
}

func isPlayer(s string) bool { return s == "B" || s == "W" || s == "b" || s == "w" }
func isBoth(s string) bool {
	switch strings.ToLower(s) {
	case "both", "-":
		return true
	}
	return false
}

func playerOf(s string) board.Color {
	switch strings.ToUpper(s) {
	case "B":
		return board.Black
	case "W":
		return board.White
	}
	return board.Empty
}

// refereeKinds maps the script's words to the log's actions.
var refereeKinds = map[string]rules.ActionKind{
	"warning": rules.ActWarning, "penalty": rules.ActPenaltyPoints, "adjust": rules.ActTimeAdjust,
	"loss": rules.ActLoss, "draw": rules.ActDraw, "no-result": rules.ActNoResult,
	"both-lose": rules.ActBothLose, "void-move": rules.ActVoidMove, "oversight": rules.ActOversight,
	"replay": rules.ActReplay, "forced-pass": rules.ActForcedPass, "forfeit": rules.ActForfeit,
}

const refereeKindList = "warning, penalty, adjust, loss, draw, no-result, both-lose, void-move, oversight, replay, forced-pass, forfeit"

// readScript reads and parses the script file.
func readScript(path string) (*script, error) {
	data, err := readAtMost(path, maxScriptSize)
	if err != nil {
		if st, serr := os.Stat(path); serr == nil && st.IsDir() {
			// in the same words on every system (Windows: "Incorrect function")
			err = &fs.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
		}
		return nil, err
	}
	if int64(len(data)) > maxScriptSize {
		return nil, fmt.Errorf("%s: larger than %d MB (the limit of a table script)", path, maxScriptSize>>20)
	}
	return parseScript(path, data)
}

// readAtMost reads up to limit+1 bytes of the file at path: enough to tell one that is too
// large (or endless: /dev/zero) without holding more of it.
func readAtMost(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit+1))
}
