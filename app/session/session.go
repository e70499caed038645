package session

import (
	"errors"
	"math"
	"strconv"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
)

// Session is a game record with a cursor and the game at the cursor.
type Session struct {
	Info Info
	Log  []LogEntry
	// Skipped lists the moves and setup points of the main line that name no point of the
	// board (off it, or GTP style "R16"): Load leaves them out and the app warns.
	Skipped []*sgf.Skipped

	root *sgf.Node
	cur  *sgf.Node
	game *rules.Game

	freeLeft int // free handicap stones Black still has to place
}

// LogEntry is one line of the referee log.
type LogEntry struct {
	At     time.Time `json:"at"`
	Action string    `json:"action"` // undo, resign, warning, …
	Detail string    `json:"detail,omitempty"`
	Ply    int       `json:"ply"`
}

// ErrPlacingHandicap is returned by Pass while free handicap stones remain to be placed.
var ErrPlacingHandicap = errors.New("place the handicap stones first")

// New starts a game from info: the root holds the game information and, for a fixed
// handicap, the stones.
func New(info Info) (*Session, error) {
	if info.Width == 0 {
		info.Width, info.Height = 19, 19
	}
	if info.Height == 0 {
		info.Height = info.Width
	}
	root := &sgf.Node{}
	root.Set("GM", "1")
	root.Set("FF", "4")
	sgf.SetSize(root, info.Width, info.Height)
	set := func(id, v string) {
		if v != "" {
			root.Set(id, v)
		}
	}
	set("RU", info.Rules.Name)
	root.Set("KM", formatFloat(info.KomiPoints()))
	set("PB", info.Black)
	set("PW", info.White)
	set("BR", info.BlackRank)
	set("WR", info.WhiteRank)
	set("EV", info.Event)
	set("RO", info.Round)
	set("PC", info.Table)
	set("OT", info.TimeSystem)
	if info.MainTime > 0 {
		root.Set("TM", formatFloat(info.MainTime.Seconds()))
	}
	root.Set("DT", time.Now().Format("2006-01-02"))
	s := &Session{Info: info, root: root}
	if info.Handicap >= 2 {
		root.Set("HA", strconv.Itoa(info.Handicap))
		if info.FreeHandicap {
			s.freeLeft = info.Handicap
		} else {
			stones, err := board.FixedHandicap(info.Width, info.Height, info.Handicap)
			if err != nil {
				return nil, err
			}
			vals := make([]string, len(stones))
			for i, v := range stones {
				vals[i] = v.SGF()
			}
			root.Set("AB", vals...)
			root.Set("PL", "W")
		}
	}
	if err := s.goTo(root); err != nil {
		return nil, err
	}
	return s, nil
}

// Load opens game 0 of a collection at the end of its main line.
func Load(c *sgf.Collection) (*Session, error) {
	if c == nil || len(c.Games) == 0 {
		return nil, errors.New("the file holds no game")
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
	rs, _ := rules.FromRU(gi.Rules)
	info := Info{Black: gi.Black, White: gi.White, BlackRank: gi.BlackRank, WhiteRank: gi.WhiteRank,
		Rules: rs, Width: w, Height: h, Handicap: gi.Handicap, Event: gi.Event, Round: gi.Round,
		Table: gi.Place, Komi: rs.Komi}
	if gi.HasKomi {
		info.Komi = gi.Komi.Points
		if rs.KomiUnit == rules.UnitStone {
			info.Komi /= 2
		}
	}
	if ot, ok := root.Get("OT"); ok {
		info.TimeSystem = ot
	}
	if ts, err := sgf.ParseTimeSettings(root); err == nil && ts.HasMain {
		info.MainTime = time.Duration(math.Round(ts.Main * float64(time.Second)))
	}
	s := &Session{Info: info, root: root, Skipped: line.Skipped}
	if err := s.goTo(root); err != nil {
		return nil, err
	}
	s.Last()
	return s, nil
}

// Collection returns the record as an SGF collection (the session's own tree).
func (s *Session) Collection() *sgf.Collection { return &sgf.Collection{Games: []*sgf.Node{s.root}} }

// Root returns the root node.
func (s *Session) Root() *sgf.Node { return s.root }

// Node returns the node at the cursor.
func (s *Session) Node() *sgf.Node { return s.cur }

// Game is the game at the cursor.
func (s *Session) Game() *rules.Game { return s.game }

// Board is the position at the cursor.
func (s *Session) Board() *board.Board { return s.game.Board() }

// PlacingHandicap tells how many free handicap stones Black has still to place.
func (s *Session) PlacingHandicap() int { return s.freeLeft }

// ToMove is the player to move at the cursor (Black while placing free handicap).
func (s *Session) ToMove() board.Color {
	if s.freeLeft > 0 {
		return board.Black
	}
	return s.Board().ToMove()
}

// Legal tells whether the player to move may play v, and if not, why.
func (s *Session) Legal(v board.Vertex) error {
	if s.freeLeft > 0 {
		if s.Board().At(v) != board.Empty {
			return &rules.Illegal{Reason: rules.Reason(board.ErrOccupied)}
		}
		return nil
	}
	if s.Ended() {
		return &rules.Illegal{Reason: rules.ReasonGameOver}
	}
	return s.game.Legal(s.ToMove(), v)
}

// Ended tells whether the game is over: a result is recorded, or the rules ended it.
func (s *Session) Ended() bool {
	if _, ok := s.root.Get("RE"); ok && s.AtEnd() {
		return true
	}
	return s.game.Ended() != nil
}

// Play plays the player to move at v (board.Pass to pass) at the cursor. A move the record
// already holds as a child is followed; a new one becomes a new variation (the main line
// when the cursor is at the end).
func (s *Session) Play(v board.Vertex) (rules.Move, error) {
	if s.freeLeft > 0 {
		if v.IsPass() {
			return rules.Move{}, ErrPlacingHandicap
		}
		return rules.Move{}, s.placeHandicap(v)
	}
	if s.Ended() {
		return rules.Move{}, &rules.Illegal{Reason: rules.ReasonGameOver}
	}
	c := s.ToMove()
	m, err := s.game.Play(c, v)
	if err != nil {
		return m, err
	}
	id := "B"
	if c == board.White {
		id = "W"
	}
	for _, ch := range s.cur.Children {
		if val, ok := ch.Get(id); ok && val == v.SGF() {
			s.cur = ch
			return m, nil
		}
	}
	n := &sgf.Node{}
	n.Set(id, v.SGF())
	s.cur = s.cur.AddChild(n)
	return m, nil
}

func (s *Session) placeHandicap(v board.Vertex) error {
	if err := s.Legal(v); err != nil {
		return err
	}
	s.root.Set("AB", append(s.root.GetAll("AB"), v.SGF())...)
	s.freeLeft--
	if s.freeLeft == 0 {
		s.root.Set("PL", "W")
	}
	return s.goTo(s.root)
}

// Undo takes back the last move of the record: the cursor steps back and, when the move
// was the last of its line, the node is removed. In tournament mode the caller logs it.
func (s *Session) Undo() bool {
	n := s.cur
	if n.Parent == nil || len(n.Children) > 0 {
		return s.Back()
	}
	p := n.Parent
	kids := p.Children[:0]
	for _, c := range p.Children {
		if c != n {
			kids = append(kids, c)
		}
	}
	p.Children = kids
	if !s.game.Undo() {
		return s.goTo(p) == nil
	}
	s.cur = p
	s.trimLog()
	return true
}

// Record appends to the record a ply the game has already played (a pass the referee forced,
// a sealed move opened), as a new node after the cursor.
func (s *Session) Record(m rules.Move) {
	id := "B"
	if m.Color == board.White {
		id = "W"
	}
	n := &sgf.Node{}
	n.Set(id, m.Vertex.SGF())
	s.cur = s.cur.AddChild(n)
}

// Referee applies a referee action at the cursor (which must be at the end of its line)
// through rules.Game.Referee, records the plies it plays as nodes and writes the action on
// the node of its ply: a GR property and an explanation in C (in lang). It returns the
// action as logged (with its consequence) and the event.
func (s *Session) Referee(a rules.Action, lang string) (rules.Action, *rules.Event, error) {
	if !s.AtEnd() {
		return a, nil, errors.New("referee actions are taken at the end of the record")
	}
	node, before := s.cur, len(s.game.Moves())
	ev, err := s.game.Referee(a)
	if err != nil {
		return a, nil, err
	}
	logged := s.game.Log.Actions[len(s.game.Log.Actions)-1]
	node.Set("GR", append(node.GetAll("GR"), logged.GRValue())...)
	c, _ := node.Get("C")
	if c != "" {
		c += "\n"
	}
	node.Set("C", c+logged.Explain(lang))
	for _, m := range s.game.Moves()[before:] {
		s.Record(m)
	}
	return logged, ev, nil
}

// Resign records that c resigned.
func (s *Session) Resign(c board.Color) {
	winner := "B"
	if c == board.Black {
		winner = "W"
	}
	s.root.Set("RE", winner+"+R")
	s.LogAction("resign", c.String())
}

// SetResult records a result in RE notation ("B+3.5", "W+R", "0", "Void").
func (s *Session) SetResult(re string) { s.root.Set("RE", re) }

// Result returns RE, "" while the game is on.
func (s *Session) Result() string { v, _ := s.root.Get("RE"); return v }

// LogAction appends a line to the referee log.
func (s *Session) LogAction(action, detail string) {
	s.Log = append(s.Log, LogEntry{At: time.Now(), Action: action, Detail: detail, Ply: s.Depth()})
}
