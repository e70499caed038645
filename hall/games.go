package hall

import (
	"fmt"

	"goref/board/sgf"
	"goref/rules/table"
)

// played is a game a table left for another (the next game of a club evening, a game the
// referee had replayed): the director keeps it beside the live one, with the result it
// confirmed, and in its store.
type played struct {
	Game      string `json:"game"`
	Confirmed string `json:"confirmed,omitempty"` // the RE the director confirmed, "" if none

	follower *table.Table
	view     GameView // read once: the game no longer changes here
	saved    bool     // its file in the store is written
}

// GameView is one game of a table as the room lists it.
type GameView struct {
	Game         string
	Black, White string
	Plies        int
	Result       string // RE, "" while the game has none
	Confirmed    string // the RE the director confirmed, "" if not (or no longer) confirmed
	Live         bool   // the game the table plays now
}

func gameView(game string, f *table.Table, confirmed string) GameView {
	p := f.Public()
	v := GameView{Game: game, Black: p.Black, White: p.White, Plies: p.Plies}
	if f.Ended() {
		v.Result = f.Result().RE()
		if confirmed == v.Result {
			v.Confirmed = confirmed
		}
	}
	return v
}

// leave keeps the seat's live game among the games played, before the table's next game takes
// its place; a game the table comes back to is live again. A game with nothing in its journal
// is not kept: it is the table set up before its first input, which gives the game its id.
func (s *seat) leave(next string) {
	if s.follower != nil && s.Game != next && len(s.follower.Journal()) > 0 {
		p := &played{Game: s.Game, follower: s.follower}
		if s.confirmed() {
			p.Confirmed = s.Note.Confirmed
		}
		p.view = gameView(p.Game, p.follower, p.Confirmed)
		s.dropPlayed(p.Game)
		s.Played = append(s.Played, p)
	}
	for _, p := range s.Played {
		if p.Game == next && p.Confirmed != "" {
			s.Note.Confirmed, s.Note.ConfirmedGame = p.Confirmed, p.Game
		}
	}
	s.dropPlayed(next)
}

func (s *seat) dropPlayed(game string) {
	kept := s.Played[:0]
	for _, p := range s.Played {
		if p.Game != game {
			kept = append(kept, p)
		}
	}
	s.Played = kept
}

// Games lists every game the director holds of a table, in the order played, the live one last.
func (d *Director) Games(name string) []GameView {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil {
		return nil
	}
	out := make([]GameView, 0, len(s.Played)+1)
	for _, p := range s.Played {
		out = append(out, p.view)
	}
	if s.follower != nil {
		v := gameView(s.Game, s.follower, "")
		if s.confirmed() {
			v.Confirmed = s.Note.Confirmed
		}
		v.Live = true
		out = append(out, v)
	}
	return out
}

// GameRecord is the director's copy of one game of a table (Games names them) as SGF: the
// table's own record, byte for byte.
func (d *Director) GameRecord(name, game string) ([]byte, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil {
		return nil, fmt.Errorf("table %s has not joined", name)
	}
	f := s.follower
	if game != s.Game {
		f = nil
		for _, p := range s.Played {
			if p.Game == game {
				f = p.follower
			}
		}
	}
	if f == nil {
		return nil, fmt.Errorf("table %s: no game %s", name, game)
	}
	return sgf.Write(&sgf.Collection{Games: []*sgf.Node{f.Record()}})
}
