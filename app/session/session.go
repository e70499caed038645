package session

import (
	"errors"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/deadstones"
	"goref/rules/record"
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
	// Illegal lists the moves of the main line the rule set refused: the replay skipped them,
	// the position staying as it was (rules/record), and the record keeps them.
	Illegal []record.Ply
	// ClockErr is why an opened record's time settings (TM/OT) could not be used: the game
	// is opened without a clock.
	ClockErr error
	// Opened is what the table did as the record was opened: the dead stones it proposed where
	// the record stopped at the end of play (its EstimatorErr if the program chosen failed).
	Opened table.Update

	table *table.Table
	src   clock.TimeSource
	root  *sgf.Node
	at    *sgf.Node // the node of the table's position
	cur   *sgf.Node
	game  *rules.Game // the replay at the cursor, when the cursor is not at the table's position
	// replay is game's replay of the record (rules/record), which steps on into a child.
	replay *record.Replay
	// made are the nodes the table's moves added to the record: one taken back that holds
	// nothing else goes again.
	made map[*sgf.Node]bool
	// review: the record was finished when it was opened, so a click at its end reviews (a
	// game that ends at the table refuses it: a stone after the flag is no review).
	review bool
}

// ErrNotAtTable is returned by a table event (a referee action, a take-back …) while the
// cursor steps through other positions, and by a move there in a tournament game on a running
// clock: the game at the table goes on at its own position.
var ErrNotAtTable = errors.New("the game goes on at the last move (End)")

// New starts a game from info on the time source src (nil: the machine's monotonic clock).
// A timed game is ready: its clock starts when a face is tapped (Table.Start) or with the first
// move, never before — a game set up early is not lost on time.
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
	cfg, err := info.tableConfig()
	if err != nil {
		return nil, err
	}
	if s.table, err = table.New(cfg, src); err != nil {
		return nil, err
	}
	s.sync()
	return s, nil
}

// FromTable is the session of a table restored from the autosave; root is the autosaved
// record (its game information is kept: event, round, ranks …).
func FromTable(t *table.Table, root *sgf.Node) *Session {
	cfg := t.Config()
	info := Info{Rules: cfg.Rules, Komi: t.Komi(), Width: cfg.Width, Height: cfg.Height,
		Handicap: cfg.Handicap, FreeHandicap: cfg.FreeHandicap, Black: cfg.Black, White: cfg.White}
	if cfg.Tournament {
		info.Mode = Tournament
	}
	if cfg.Time != nil {
		info.MainTime = cfg.Time.Main
		_, info.TimeSystem = clock.FormatTime(*cfg.Time)
	}
	if root != nil {
		gi, _ := record.ReadInfo(root)
		info.BlackRank, info.WhiteRank, info.Event, info.Round = gi.BlackRank, gi.WhiteRank, gi.Event, gi.Round
		info.Table = table.TableOfGN(gi.Name)
	}
	s := &Session{Info: info, table: t, root: root}
	s.sync()
	return s
}

// Load opens game 0 of a collection at the end of its main line with goref's own dead-stone
// estimator (LoadWith).
func Load(c *sgf.Collection, src clock.TimeSource) (*Session, error) { return LoadWith(c, src, nil) }

// LoadWith opens game 0 of a collection at the end of its main line. The table takes the record
// over (table.Open: the moves, the referee log, the clocks from BL/WL, a result ends it); the
// session keeps the file's tree to step through until the game changes. A record that stopped
// at the end of play with nothing marked gets the table's proposal at once, made with est (nil:
// goref's own), as play stopping at the table does: Opened says what the table did.
func LoadWith(c *sgf.Collection, src clock.TimeSource, est deadstones.Estimator) (*Session, error) {
	if c == nil || len(c.Games) == 0 {
		return nil, errors.New("the file holds no game")
	}
	if src == nil {
		src = clock.NewMonotonic()
	}
	root := c.Games[0]
	rec, err := record.Read(root)
	if err != nil {
		return nil, err
	}
	gi := &rec.Info
	def := DefaultInfo()
	t, err := table.Open(root, def.Rules, src)
	var clockErr error
	if err != nil && gi.TimeErr != nil {
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
	t.SetEstimator(est)
	// Play that stopped, or stops later, in the opened game is pre-marked, as in a new one.
	opened, _ := t.SetSuggest(true)
	info := Info{Black: gi.Black, White: gi.White, BlackRank: gi.BlackRank, WhiteRank: gi.WhiteRank,
		Rules: t.Rules(), Komi: t.Komi(), Width: rec.Width, Height: rec.Height, Handicap: gi.Handicap, Event: gi.Event,
		Round: gi.Round, Table: table.TableOfGN(gi.Name)}
	if tc := t.Config().Time; tc != nil {
		info.MainTime = tc.Main
		_, info.TimeSystem = clock.FormatTime(*tc)
	}
	s := &Session{Info: info, root: root, Skipped: rec.Skipped, Illegal: t.Skipped(), src: src, table: t, ClockErr: clockErr, review: t.Ended(), Opened: opened}
	s.sync()
	return s, nil
}

// Table is the game at the table: read it (board, phase, marks, clock, log, result); change
// it only through Do, Play and Tick, so that the record follows.
func (s *Session) Table() *table.Table { return s.table }

// SetEstimator sets the dead-stone estimator the table proposes with (nil: goref's own).
func (s *Session) SetEstimator(e deadstones.Estimator) { s.table.SetEstimator(e) }

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
	if len(u.Events) > 0 {
		s.write(s.AtTable())
	}
	return u
}

// sync writes the table's game into the record and puts the cursor at the table's position.
func (s *Session) sync() { s.write(true) }

// write writes the table's game into the session's record (table.WriteInto: the record's
// comments, other properties and variations stay); a new game's record starts with the
// table's header and the app's game information. toTable puts the cursor at the table's
// position; else it stays where the user stepped.
func (s *Session) write(toTable bool) {
	if s.root == nil {
		s.root = s.table.Record()
		s.root.Set("DT", time.Now().Format("2006-01-02"))
	}
	if s.made == nil {
		s.made = map[*sgf.Node]bool{}
	}
	at, added := s.table.WriteInto(s.root)
	for _, n := range added {
		s.made[n] = true
	}
	s.at = at
	s.dropTakenBack()
	if toTable || s.cur == nil {
		s.cur, s.game = at, nil
	}
}

// dropTakenBack removes the moves the table took back from the main line after its position,
// where the table had added them and they hold nothing but the table's own properties; any
// other continuation stays (a new move at the table makes it a variation).
func (s *Session) dropTakenBack() {
	for {
		n := s.at
		for len(n.Children) > 0 {
			n = n.Children[0]
		}
		if n == s.at || !s.made[n] || !onlyTables(n) {
			return
		}
		if n == s.cur {
			s.cur = nil
		}
		p := n.Parent
		p.Children = p.Children[1:]
		delete(s.made, n)
	}
}

// onlyTables tells whether a node holds only what the table writes on a move.
func onlyTables(n *sgf.Node) bool {
	for _, p := range n.Props {
		switch p.ID {
		case "B", "W", "BL", "WL", "OB", "OW", "VM":
		default:
			return false
		}
	}
	return true
}

// Collection returns the record as an SGF collection (the session's own tree).
func (s *Session) Collection() *sgf.Collection { return &sgf.Collection{Games: []*sgf.Node{s.root}} }

// Root returns the root node.
func (s *Session) Root() *sgf.Node { return s.root }

// Node returns the node at the cursor.
func (s *Session) Node() *sgf.Node { return s.cur }

// AtTable tells whether the cursor is at the table's position.
func (s *Session) AtTable() bool { return s.game == nil && s.cur == s.at }

// Game is the game at the cursor (the table's at its position; never play on it).
func (s *Session) Game() *rules.Game {
	if s.game != nil {
		return s.game
	}
	return s.table.Game()
}

// Board is the position at the cursor.
func (s *Session) Board() *board.Board { return s.Game().Board() }

// PlacingHandicap tells how many free handicap stones Black has still to place (the table's
// placement: a restored autosave goes on with it).
func (s *Session) PlacingHandicap() int { return s.table.Placing() }

// ToMove is the player to move at the cursor (Black while placing free handicap).
func (s *Session) ToMove() board.Color {
	if s.game == nil {
		return s.table.ToMove()
	}
	return s.Board().ToMove()
}

// Ended tells whether the game at the table is over.
func (s *Session) Ended() bool { return s.Result() != "" }

// Play plays the player to move at v (board.Pass to pass) through the table.
func (s *Session) Play(v board.Vertex) (table.Update, error) {
	if s.PlacingHandicap() > 0 && s.AtTable() && !v.IsPass() {
		return s.placeHandicap(v)
	}
	if !s.AtTable() {
		return s.playVariation(v)
	}
	if s.review && s.table.Ended() && s.at.Parent != nil {
		return s.playAfterEnd(v)
	}
	c := s.ToMove()
	return s.Do(func(t *table.Table) (table.Update, error) { return t.Play(c, v) })
}

// playVariation plays at the cursor, away from the table's position: the rules check the
// move there, and the record follows the child of the same move or gets a new variation; the
// game at the table does not change. A tournament game on a running clock refuses it.
func (s *Session) playVariation(v board.Vertex) (table.Update, error) {
	if s.table.Config().Tournament && s.clockRunning() {
		return table.Update{}, ErrNotAtTable
	}
	c := s.ToMove()
	m, err := s.game.Play(c, v)
	if err != nil {
		return table.Update{}, err
	}
	w, h := s.Info.Width, s.Info.Height
	for _, ch := range s.cur.Children {
		if ms := sgf.LenientNodeMoves(ch, w, h); len(ms) == 1 && ms[0].Color == c && ms[0].Vertex == v {
			s.cur = ch
			s.atTableEnd()
			return table.Update{Move: &m}, nil
		}
	}
	n := &sgf.Node{}
	n.Set(c.String(), v.SGF())
	s.cur = s.cur.AddChild(n)
	return table.Update{Move: &m}, nil
}

// clockRunning tells whether the game at the table is on with its clock running.
func (s *Session) clockRunning() bool {
	t := s.table
	return t.Clock() != nil && t.Started() && !t.Ended() && t.Clock().State().Status == clock.Running
}

// placeHandicap puts a free handicap stone on the table; after the last one White moves (and
// White's first move starts the clock, or a tap on a face). The record's root gets the stones (the table writes no root of a record
// it did not make).
func (s *Session) placeHandicap(v board.Vertex) (table.Update, error) {
	u, err := s.table.Place(v)
	if err != nil {
		return u, err
	}
	s.rootSetup()
	s.sync()
	return u, nil
}

// rootSetup gives the record's root the table's handicap and setup stones (the table writes
// no root of a record it did not make).
func (s *Session) rootSetup() {
	setup := s.table.Record()
	for _, id := range []string{"HA", "AB", "AW", "PL"} {
		s.root.Set(id, setup.GetAll(id)...)
	}
}

// Result returns RE, "" while the game is on.
func (s *Session) Result() string {
	if o := s.table.Result(); o != nil {
		return o.RE()
	}
	return ""
}

// Undo takes back the last ply of the game at the table, or the last free handicap stone
// while Black places them; logged is a referee's take-back in a tournament game (the one log
// keeps it, with the reason).
// Away from the table's position, in a casual game, it removes the cursor's node where it
// ends a variation of the record's.
func (s *Session) Undo(logged bool, reason string) (table.Update, error) {
	if !s.AtTable() && !logged && s.dropVariation() {
		return table.Update{}, nil
	}
	placing := s.PlacingHandicap() > 0
	u, err := s.Do(func(t *table.Table) (table.Update, error) { return t.Undo(logged, reason) })
	if placing && err == nil { // a handicap stone taken back
		s.rootSetup()
		s.sync()
	}
	return u, err
}

// Actions are the controls the window offers at the cursor. At the table's position they are
// the table's (table.Actions), except that at the end of a record that was finished when it
// was opened a move or a pass is review (playAfterEnd). At an earlier position or on a
// variation a move or a pass makes or follows a variation, Undo drops the variation's last
// move, and what is the game's (a take-back, a resignation) is offered while the table takes
// it: its refusal says to go to the last move.
func (s *Session) Actions() table.Actions {
	a := s.table.Actions()
	if !s.AtTable() {
		a.Play, a.Pass = true, true
		a.Undo = a.Undo || s.droppable()
		return a
	}
	if s.review && s.table.Ended() && s.at.Parent != nil {
		a.Play, a.Pass = true, true
	}
	return a
}

// droppable tells whether dropVariation would remove the node at the cursor.
func (s *Session) droppable() bool {
	n := s.cur
	if n.Parent == nil || len(n.Children) > 0 {
		return false
	}
	for m := s.at; m != nil; m = m.Parent {
		if m == n {
			return false
		}
	}
	return true
}

// dropVariation removes the node at the cursor when it ends a line that is not the table's,
// and steps back.
func (s *Session) dropVariation() bool {
	if !s.droppable() {
		return false
	}
	n := s.cur
	p := n.Parent
	cut(n)
	return s.goTo(p) == nil
}
