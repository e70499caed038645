package tournament

import (
	"fmt"
	"strings"

	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/record"
	"goref/rules/result"
	"goref/rules/table"
)

// Played is what a finished game's record says for the tournament: which game it was and how
// it ended.
type Played struct {
	Identity     Identity // EV, RO, and the table from GN (0 when the record names none)
	Black, White string   // PB, PW
	Winner       result.Winner
	// NotPlayed: the game ended without a move, by forfeit (a player absent): OpenGotha's
	// _BYDEF.
	NotPlayed bool
	RE        string
}

// PlayedOf reads a record: its identity, players and result, as the table reads them
// (table.Open: rules/record's game information, RE with the referee's log for a both-lose,
// which SGF writes as Void). A record without a result is an error: the game is not over.
func PlayedOf(root *sgf.Node) (Played, error) {
	t, err := table.Open(root, rules.Chinese, &clock.FakeTime{})
	if err != nil {
		return playedOfInfo(root, err)
	}
	p, err := PlayedAt(t)
	if err != nil {
		gi, _ := record.ReadInfo(root)
		if re := strings.TrimSpace(gi.RE); re != "" {
			return p, fmt.Errorf("RE[%s] is not a result goref can read", re)
		}
		return p, fmt.Errorf("the record has no result (RE): the game is not over")
	}
	return p, nil
}

// playedOfInfo is what the game information alone says, for a record the table cannot
// replay: the identity, the players and RE read as a result.
func playedOfInfo(root *sgf.Node, openErr error) (Played, error) {
	gi, _ := record.ReadInfo(root)
	id := IdentityOf(table.InfoOf(&gi))
	p := Played{Identity: id, Black: strings.TrimSpace(gi.Black), White: strings.TrimSpace(gi.White), RE: strings.TrimSpace(gi.RE)}
	if p.RE == "" {
		return p, fmt.Errorf("the record has no result (RE): the game is not over")
	}
	if !gi.HasResult {
		return p, fmt.Errorf("RE[%s] is not a result goref can read (%v)", p.RE, openErr)
	}
	p.Winner = gi.Result.Winner
	return p, nil
}

// PlayedAt is what the game at a table says, for a table that has just ended (the app's
// Enter result, `goref table`): the same as PlayedOf on its record.
func PlayedAt(t *table.Table) (Played, error) {
	cfg := t.Config()
	p := Played{Identity: IdentityOf(cfg.Info), Black: cfg.Black, White: cfg.White}
	o := t.Result()
	if o == nil {
		return p, fmt.Errorf("the game is not over")
	}
	p.RE = o.RE()
	p.Winner = o.Result.Winner
	p.NotPlayed = t.Game().NumMoves() == 0 && o.Reason == table.EndForfeit
	return p, nil
}

// ResultFor is the result the file records for this game: the winner named by player (so a
// game whose colours were swapped at the table still credits the right player), _BYDEF
// when it was not played. A game with no result (Void: replayed or annulled) has none in
// OpenGotha: the director enters what the tournament decides.
func (p Played) ResultFor(g Game) (Result, error) {
	var r Result
	switch p.Winner {
	case result.Black, result.White:
		name := p.Black
		if p.Winner == result.White {
			name = p.White
		}
		switch Key(name) {
		case g.White:
			r = WhiteWins
		case g.Black:
			r = BlackWins
		default:
			return "", fmt.Errorf("the winner %q is neither player of the pairing", name)
		}
	case result.Draw:
		r = Equal
	case result.BothLose:
		r = BothLose
	default:
		return "", fmt.Errorf("RE[%s] is no result (void): OpenGotha has none for it; the director enters what the tournament decides", p.RE)
	}
	if p.NotPlayed {
		r += ByDefault
	}
	return r, nil
}

// Match finds the game of round r a record was played at: the table its GN names (whose
// players must be the record's), else the game of those two players. The record's own round
// (RO), when it has one, must be r.
func (f *File) Match(p Played, r int) (Game, error) {
	if p.Identity.Round != 0 && p.Identity.Round != r {
		return Game{}, fmt.Errorf("the record is of round %d (RO), not %d", p.Identity.Round, r)
	}
	kb, kw := Key(p.Black), Key(p.White)
	same := func(g Game) bool { return kb == g.Black && kw == g.White || kb == g.White && kw == g.Black }
	if p.Identity.Table != 0 {
		g, err := f.Game(r, p.Identity.Table)
		if err != nil {
			return Game{}, err
		}
		if !same(g) {
			return Game{}, fmt.Errorf("round %d, table %d is %s – %s, but the record's players are %s – %s",
				r, g.Table, f.name(g.Black), f.name(g.White), p.Black, p.White)
		}
		return g, nil
	}
	for _, g := range f.Round(r) {
		if same(g) {
			return g, nil
		}
	}
	return Game{}, fmt.Errorf("round %d has no game between %s and %s (the record names no table in GN)", r, p.Black, p.White)
}

// name is a player's name by key, for messages.
func (f *File) name(key string) string {
	if p, ok := f.Player(key); ok {
		return p.FullName()
	}
	return key
}
