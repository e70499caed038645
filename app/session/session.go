package session

import (
	"errors"
	"math"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// Session is one game as the app holds it: the table (rules/table: the game at the table,
// which makes every decision and keeps the clock, the log, the end-of-game phase and the
// result), the record the table writes with the game information only the app keeps (event,
// round, ranks …), and a cursor for stepping through that record. At the last node of the main
// line the session is the table; elsewhere it replays the record, read only.
type Session struct {
	Info Info
	// Skipped lists the moves and setup points of the main line that name no point of the
	// board (off it, or GTP style "R16"): Load leaves them out and the app warns.
	Skipped []*sgf.Skipped
	// ClockErr is why an opened record's time settings (TM/OT) could not be used: the game
	// is opened without a clock.
	ClockErr error

	table *table.Table
	src   clock.TimeSource
	root  *sgf.Node
	cur   *sgf.Node
	game  *rules.Game // the replay at the cursor, when the cursor is not at the table's position

	freeLeft int            // free handicap stones Black still has to place
	placed   []board.Vertex // the free handicap stones placed so far
}

// ErrPlacingHandicap is returned by Pass while free handicap stones remain to be placed.
var ErrPlacingHandicap = errors.New("place the handicap stones first")

// ErrNotAtTable is returned by a move while the cursor steps through earlier positions: the
// game at the table goes on at the last move.
var ErrNotAtTable = errors.New("the game goes on at the last move (End)")

// New starts a game from info on the time source src (nil: the machine's monotonic clock).
// The clock starts at once for the player to move, except while Black places free handicap
// stones (it starts with the last one).
func New(info Info, src clock.TimeSource) (*Session, error) {
	if info.Width == 0 {
		info.Width, info.Height = 19, 19
	}
	if info.Height == 0 {
		info.Height = info.Width
	}
	if src == nil {
		src = clock.NewMonotonic()
	}
	s := &Session{Info: info, src: src}
	if info.Handicap >= 2 && info.FreeHandicap {
		s.freeLeft = info.Handicap
	}
	if err := s.newTable(); err != nil {
		return nil, err
	}
	if s.freeLeft == 0 {
		if _, err := s.table.Start(); err != nil {
			return nil, err
		}
	}
	s.sync()
	return s, nil
}

// newTable sets up the table from Info (and the free handicap stones placed so far).
func (s *Session) newTable() error {
	cfg, err := s.Info.tableConfig()
	if err != nil {
		return err
	}
	if s.Info.FreeHandicap {
		cfg.Handicap = 0
		cfg.Setup = &table.Setup{Black: s.placed, ToMove: board.Black}
		if s.freeLeft == 0 {
			cfg.Setup.ToMove = board.White
		}
	}
	t, err := table.New(cfg, s.src)
	if err != nil {
		return err
	}
	s.table = t
	return nil
}

// FromTable is the session of a table restored from the autosave; root is the autosaved
// record (its game information is kept: event, round, ranks …).
func FromTable(t *table.Table, root *sgf.Node) *Session {
	cfg := t.Config()
	info := Info{Rules: cfg.Rules, Komi: t.Komi(), Width: cfg.Width, Height: cfg.Height,
		Handicap: cfg.Handicap, Black: cfg.Black, White: cfg.White}
	if cfg.Time != nil {
		info.MainTime = cfg.Time.Main
		_, info.TimeSystem = clock.FormatTime(*cfg.Time)
	}
	if root != nil {
		gi, _ := sgf.Info(root)
		info.BlackRank, info.WhiteRank, info.Event, info.Round, info.Table = gi.BlackRank, gi.WhiteRank, gi.Event, gi.Round, gi.Place
	}
	s := &Session{Info: info, table: t}
	s.sync()
	return s
}

// Load opens game 0 of a collection at the end of its main line. The table takes the record
// over (table.Open: the moves, the referee log, the clocks from BL/WL, a result ends it); the
// session keeps the file's tree to step through until the game changes.
func Load(c *sgf.Collection, src clock.TimeSource) (*Session, error) {
	if c == nil || len(c.Games) == 0 {
		return nil, errors.New("the file holds no game")
	}
	if src == nil {
		src = clock.NewMonotonic()
	}
	root := c.Games[0]
	if err := sgf.GoGame(root); err != nil {
		return nil, err
	}
	w, h, err := sgf.Size(root)
	if err != nil {
		return nil, err
	}
	line, err := sgf.LenientMainLine(root, w, h)
	if err != nil {
		return nil, err
	}
	gi, _ := sgf.Info(root)
	def := DefaultInfo()
	t, err := table.Open(root, def.Rules, src)
	var clockErr error
	if err != nil && (root.Has("TM") || root.Has("OT")) {
		// Time settings the clock cannot read lose the clock, not the game.
		bare := *root
		bare.Props = append([]sgf.Property(nil), root.Props...)
		bare.Delete("TM")
		bare.Delete("OT")
		if t, clockErr = table.Open(&bare, def.Rules, src); clockErr == nil {
			clockErr = err
		} else {
			t = nil
		}
	}
	if t == nil {
		return nil, err
	}
	info := Info{Black: gi.Black, White: gi.White, BlackRank: gi.BlackRank, WhiteRank: gi.WhiteRank,
		Rules: t.Rules(), Komi: t.Komi(), Width: w, Height: h, Handicap: gi.Handicap, Event: gi.Event,
		Round: gi.Round, Table: gi.Place}
	if ot, ok := root.Get("OT"); ok {
		info.TimeSystem = ot
	}
	if ts, err := sgf.ParseTimeSettings(root); err == nil && ts.HasMain {
		info.MainTime = time.Duration(math.Round(ts.Main * float64(time.Second)))
	}
	s := &Session{Info: info, root: root, Skipped: line.Skipped, src: src, table: t, ClockErr: clockErr}
	if err := s.goTo(root); err != nil {
		return nil, err
	}
	s.Last()
	return s, nil
}

// Table is the game at the table: read it (board, phase, marks, clock, log, result); change
// it only through Do, Play and Tick, so that the record follows.
func (s *Session) Table() *table.Table { return s.table }

// Do runs one table event (accept, dispute, a referee action …) and brings the record up to
// date. The cursor must be at the table's position.
func (s *Session) Do(event func(t *table.Table) (table.Update, error)) (table.Update, error) {
	if !s.AtTable() {
		return table.Update{}, ErrNotAtTable
	}
	u, err := event(s.table)
	s.sync()
	return u, err
}

// Tick lets the table's clock run to now (calls, Ing penalties, a flag falling).
func (s *Session) Tick() table.Update {
	u := s.table.Tick()
	if len(u.Events) > 0 && s.AtTable() {
		s.sync()
	}
	return u
}

// sync takes the table's record as the session's, with the app's game information, and puts
// the cursor at its last node.
func (s *Session) sync() {
	root := s.table.Record()
	i := s.Info
	set := func(id, v string) {
		if v != "" {
			root.Set(id, v)
		}
	}
	set("BR", i.BlackRank)
	set("WR", i.WhiteRank)
	set("EV", i.Event)
	set("RO", i.Round)
	set("PC", i.Table)
	if s.root != nil {
		if dt, ok := s.root.Get("DT"); ok {
			root.Set("DT", dt)
		}
	}
	if !root.Has("DT") {
		root.Set("DT", time.Now().Format("2006-01-02"))
	}
	s.root, s.cur, s.game = root, root, nil
	for len(s.cur.Children) > 0 {
		s.cur = s.cur.Children[0]
	}
}

// Collection returns the record as an SGF collection (the session's own tree).
func (s *Session) Collection() *sgf.Collection { return &sgf.Collection{Games: []*sgf.Node{s.root}} }

// Root returns the root node.
func (s *Session) Root() *sgf.Node { return s.root }

// Node returns the node at the cursor.
func (s *Session) Node() *sgf.Node { return s.cur }

// AtTable tells whether the cursor is at the table's position: the last node of the main
// line.
func (s *Session) AtTable() bool { return s.game == nil && len(s.cur.Children) == 0 }

// Game is the game at the cursor (the table's at its position; never play on it).
func (s *Session) Game() *rules.Game {
	if s.game != nil {
		return s.game
	}
	return s.table.Game()
}

// Board is the position at the cursor.
func (s *Session) Board() *board.Board { return s.Game().Board() }

// PlacingHandicap tells how many free handicap stones Black has still to place.
func (s *Session) PlacingHandicap() int { return s.freeLeft }

// ToMove is the player to move at the cursor (Black while placing free handicap).
func (s *Session) ToMove() board.Color {
	if s.freeLeft > 0 {
		return board.Black
	}
	if s.game == nil {
		return s.table.ToMove()
	}
	return s.Board().ToMove()
}

// Ended tells whether the game at the table is over.
func (s *Session) Ended() bool { return s.Result() != "" }

// Play plays the player to move at v (board.Pass to pass) through the table.
func (s *Session) Play(v board.Vertex) (table.Update, error) {
	if s.freeLeft > 0 {
		if v.IsPass() {
			return table.Update{}, ErrPlacingHandicap
		}
		return table.Update{}, s.placeHandicap(v)
	}
	c := s.ToMove()
	return s.Do(func(t *table.Table) (table.Update, error) { return t.Play(c, v) })
}

// placeHandicap puts a free handicap stone; after the last one White moves and the clock
// starts.
func (s *Session) placeHandicap(v board.Vertex) error {
	if !v.In(s.Info.Width, s.Info.Height) || s.Board().At(v) != board.Empty {
		return &rules.Illegal{Reason: rules.Reason(board.ErrOccupied)}
	}
	s.placed = append(s.placed, v)
	s.freeLeft--
	if err := s.newTable(); err != nil {
		return err
	}
	if s.freeLeft == 0 {
		if _, err := s.table.Start(); err != nil {
			return err
		}
	}
	s.sync()
	return nil
}

// Result returns RE, "" while the game is on.
func (s *Session) Result() string {
	if o := s.table.Result(); o != nil {
		return o.RE()
	}
	return ""
}

// Undo takes back the last ply of the game at the table; logged is a referee's take-back in a
// tournament game (the one log keeps it, with the reason).
func (s *Session) Undo(logged bool, reason string) (table.Update, error) {
	return s.Do(func(t *table.Table) (table.Update, error) { return t.Undo(logged, reason) })
}
