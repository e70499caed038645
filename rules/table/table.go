package table

import (
	"errors"
	"fmt"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/count"
	"goref/rules/deadstones"
)

// Config is a game as it is set up at the table.
type Config struct {
	Rules         rules.Ruleset // a preset (rules.Preset) or the referee's variant of one
	Width, Height int           // 0: 19×19; Height 0: square
	// Komi in the rule set's unit; nil: rules.Ruleset.GameKomi's (the preset's, none with a
	// handicap). Opening a record gives its KM through GameKomi, the one conversion.
	Komi *float64
	// Handicap is the number of handicap stones (2–9): the rule set's compensation applies,
	// and without a Setup the table places them on the fixed points (with one, the Setup
	// holds them: a free handicap placed elsewhere).
	Handicap int
	// FreeHandicap: Black places the Handicap stones himself, one Place at a time, before
	// anything else happens (without a Setup).
	FreeHandicap bool
	// Setup is a position to start from (`goref table`'s load, an opened record): stones, who
	// moves and the prisoners already taken. With a Setup the handicap stones are not placed:
	// the Setup holds every stone.
	Setup *Setup
	// Time is the time system; nil: no clock. LateAllowance is the venue's default allowance.
	Time         *clock.Config
	Black, White string // players' names
	// Info is the rest of the game information the record carries: ranks, and a tournament
	// game's event, round and table.
	Info Info
	// Lang is the language of the SGF comments (C) that explain the log: "en" (default),
	// "zh-Hans", "zh-Hant", "ja", "ko".
	Lang string
	// Tournament: a take-back is the referee's (logged with its reason; TakeBackAsks), and a
	// move away from the game's position is no review while the clock runs.
	Tournament bool
	// Suggest: when play stops the table marks the dead stones the estimator proposes (the
	// app); without it the marks start empty (`goref table` unless its script says `suggest`).
	Suggest bool
	// Estimator proposes the dead stones at a halt and, under Ing's 可争禁虚, the stones a pass
	// is judged against; nil: goref's own (deadstones.Own). It is not saved: a restored table
	// takes it from SetEstimator, and replays the proposals its journal kept.
	Estimator deadstones.Estimator
}

// Setup is a starting position.
type Setup struct {
	Black, White []board.Vertex
	ToMove       board.Color // Empty: the rule set's first player (White after a handicap)
	Prisoners    count.Pair  // stones captured by Black / by White before the table took over
}

// Table is the game at the table. It is not safe for concurrent use: the app calls it from
// its UI goroutine (and from a timer through the same goroutine).
type Table struct {
	cfg  Config
	komi float64
	src  *source
	game *rules.Game
	clk  *clock.Clock // nil without a time system

	started bool
	startAt time.Duration
	polled  time.Duration    // clock calls taken up to this instant
	times   map[int]moveTime // the clock after each ply, by ply number (SGF BL/WL/OB/OW)
	placed  []board.Vertex   // the free handicap stones placed so far

	marks
	pending
	conf  *confirmation
	proof bool // Ing 提取证明 under way: only captured stones are dead
	// agreedCleared: Ing's dead stones were agreed (PhaseCleared); the passes that end the
	// game count with those marks.
	agreedCleared bool
	allowPass     [3]bool          // the referee ruled a 漏着: this player's next pass goes through
	lateForfeit   [3]bool          // this player forfeited by a late arrival (C88 23.2: both late, both lose)
	autoResumed   bool             // the last event was a dispute that resumed play by itself
	outcome       *Outcome         // the result, once the game ended
	bd            *count.Breakdown // the count that made the result, if counted
	bdOpened      bool             // bd is the count of an opened record's result, not one made here

	// endSeq is the input that ended the game (its index in the journal; -1: none, as an
	// opened record's result or a flag falling), endAt its instant: what Revoke goes back to.
	endSeq int
	endAt  time.Duration
	signed bool // the result slip was signed: the result is final

	events  []Event // everything that happened, in order
	journal []Input // the inputs, for Save/Restore
	seq     int     // inputs taken so far (journalled, or replayed by Restore)
	replay  bool    // Restore is replaying the journal
	// replaying is the journal Restore replays (Revoke reads its inputs so far from it).
	replaying []Input
	// given is the journalled input being applied again (Restore, a follower), whose recorded
	// estimate stands in for the estimator's; cur is the input being taken, which records it.
	given, cur *Input
	legacy     bool // a version 1 journal: a mark is a chain, nothing is suggested at a halt
	// atStart are Config.Tournament and Config.Suggest as the table began: Save keeps them, and
	// the journal's set-tournament and set-suggest inputs change them from there.
	atStart modes
	opened  string        // the record Open started from, as written then (Save keeps it)
	skipped []skippedMove // the opened record's moves the replay refused
}

// moveTime is a side's clock as SGF keeps it after a ply.
type moveTime struct {
	Color      board.Color
	Left, Over string
}

// New sets up a table for a new game. src is the time the clock runs on (clock.FakeTime in
// tests and `goref table`, clock.NewMonotonic() in the app); it may be nil without a clock.
func New(cfg Config, src clock.TimeSource) (*Table, error) {
	if cfg.Width == 0 {
		cfg.Width = 19
	}
	if cfg.Height == 0 {
		cfg.Height = cfg.Width
	}
	if cfg.Lang == "" {
		cfg.Lang = "en"
	}
	b, err := board.New(cfg.Width, cfg.Height)
	if err != nil {
		return nil, err
	}
	if cfg.Handicap == 1 || cfg.Handicap < 0 {
		return nil, fmt.Errorf("handicap %d: a handicap is 2 stones or more", cfg.Handicap)
	}
	var black, white []board.Vertex
	toMove := rules.FirstMover(cfg.Rules)
	switch {
	case cfg.Handicap >= 2 && cfg.Setup == nil && cfg.FreeHandicap:
		toMove = board.Black // who places the stones
	case cfg.Handicap >= 2 && cfg.Setup == nil:
		hs, err := board.FixedHandicap(cfg.Width, cfg.Height, cfg.Handicap)
		if err != nil {
			return nil, err
		}
		black, toMove = append(black, hs...), board.White
	}
	if s := cfg.Setup; s != nil {
		black, white = append(black, s.Black...), append(white, s.White...)
		if s.ToMove != board.Empty {
			toMove = s.ToMove
		}
	}
	if len(black)+len(white) > 0 {
		if err := b.Setup(black, white, nil); err != nil {
			return nil, fmt.Errorf("setup: %v", err)
		}
	}
	b.SetToMove(toMove)
	t := &Table{cfg: cfg, times: map[int]moveTime{}, endSeq: -1, atStart: modes{cfg.Tournament, cfg.Suggest}}
	t.komi, _ = cfg.Rules.GameKomi(0, false, cfg.Handicap)
	if cfg.Komi != nil {
		t.komi = *cfg.Komi
	}
	t.marks.reset()
	t.game = rules.NewGame(cfg.Rules, b)
	if src == nil {
		src = &clock.FakeTime{}
	}
	t.src = &source{src: src}
	if cfg.Time != nil {
		t.clk, err = clock.New(*cfg.Time, t.src)
		if err != nil {
			return nil, err
		}
	}
	return t, nil
}

// source is the table's time: the caller's, shifted so that a restored table goes on from
// the instant it was saved, or fixed while Restore replays the journal.
type source struct {
	src    clock.TimeSource
	offset time.Duration
	fixed  *time.Duration
}

func (s *source) Now() time.Duration {
	if s.fixed != nil {
		return *s.fixed
	}
	return s.src.Now() + s.offset
}

// Now is the table's current instant (the caller's time source, shifted after a Restore).
func (t *Table) Now() time.Duration { return t.src.Now() }

// Since is the seconds from the start of the clock to at (negative before it; from the
// table's creation, the scheduled start, while the clock has not started).
func (t *Table) Since(at time.Duration) float64 { return (at - t.startAt).Seconds() }

// StartedAt is the instant the clock was started (0, the scheduled start, before).
func (t *Table) StartedAt() time.Duration { return t.startAt }

// Started tells whether the clock was started.
func (t *Table) Started() bool { return t.started }

// Config is the table's setup.
func (t *Table) Config() Config { return t.cfg }

// Rules is the rule set.
func (t *Table) Rules() rules.Ruleset { return t.cfg.Rules }

// Komi is the komi the game is counted with, in the rule set's unit.
func (t *Table) Komi() float64 { return t.komi }

// Game is the game; callers read it (board, moves, phase) and never play on it directly.
func (t *Table) Game() *rules.Game { return t.game }

// Board is the position (the confirmation copy's while a J89 confirmation runs: see
// Confirming).
func (t *Table) Board() *board.Board {
	if t.conf != nil {
		return t.conf.c.Board()
	}
	return t.game.Board()
}

// ToMove is the player to move.
func (t *Table) ToMove() board.Color { return t.Board().ToMove() }

// Clock is the clock, nil without a time system; callers read it (State, Reading) and drive
// it only through the table.
func (t *Table) Clock() *clock.Clock { return t.clk }

// Log is the one referee log.
func (t *Table) Log() *rules.RefereeLog { return &t.game.Log }

// Events is everything that happened so far, in order.
func (t *Table) Events() []Event { return t.events }

// Phase is where the game stands in its end-of-game procedure (PhaseEnded once there is a
// result, whatever the record's moves left the game at).
func (t *Table) Phase() rules.Phase {
	if t.outcome != nil {
		return rules.PhaseEnded
	}
	return t.game.Phase()
}

// Ended tells whether the game is over.
func (t *Table) Ended() bool { return t.outcome != nil }

// Result is the result, nil while the game is on.
func (t *Table) Result() *Outcome { return t.outcome }

// Breakdown is the count that made the result, nil if the game was not counted.
func (t *Table) Breakdown() *count.Breakdown { return t.bd }

// Penalties are the points against each side that go into the count: the Ing clock's
// penalties and the referee's, all from the one log.
func (t *Table) Penalties() count.Pair {
	l := &t.game.Log
	return count.Pair{Black: l.PenaltyPoints(board.Black), White: l.PenaltyPoints(board.White)}
}

// Prisoners are the stones captured by Black / by White (a loaded position's included).
func (t *Table) Prisoners() count.Pair { return t.captured(t.game) }

func (t *Table) captured(g *rules.Game) count.Pair {
	b := g.Board()
	p := count.Pair{Black: b.Captures(board.Black), White: b.Captures(board.White)}
	if s := t.cfg.Setup; s != nil {
		p.Black += s.Prisoners.Black
		p.White += s.Prisoners.White
	}
	return p
}

// PrisonersHeld are the prisoners Black / White hold in g, the table's game or one replayed
// from its record to an earlier position: the stones each captured (a loaded position's
// included) and, under Ikeda II′, the stones the opponent handed over by passing as the count
// takes them (Art. 10 「対局再開後にパスをするときには相手にハマを1つ渡さなければいけない」,
// less Art. 8's refund at a stop and Art. 13's waiver). The players' capture counts show it.
func (t *Table) PrisonersHeld(g *rules.Game) count.Pair {
	p := t.captured(g)
	pass, _ := count.IkedaOf(g)
	return count.Pair{Black: p.Black + pass.Black, White: p.White + pass.White}
}

// errGameOver is the refusal of anything after the end.
var errGameOver = &Refused{Kind: KindRefused, Reason: RefusedGameOver}

// asRefused reports whether err is a refusal (exit status 1 in `goref table`), as opposed to
// a usage error.
func asRefused(err error) (*Refused, bool) {
	var r *Refused
	ok := errors.As(err, &r)
	return r, ok
}

// IsRefused tells whether err is the table refusing an event (an illegal move, an action not
// allowed now), rather than a malformed request.
func IsRefused(err error) bool { _, ok := asRefused(err); return ok }
