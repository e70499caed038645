package rules

import (
	"errors"
	"fmt"

	"goref/board"
)

// J89 Art. 7 confirmation (rules-texts.md E.b.2.1): after the stop the players settle a
// disputed group by playing it out on a copy. The side trying to capture moves first (the
// reference sequences of Figs. 9–11 all start with the attacker), play alternates, and the
// special ko rule of Art. 7-2 holds: a ko taken may not be retaken by the side that lost it
// until that side has passed for that ko; ko threats elsewhere do not lift the ban. The
// outcome decides the group; the game's board never changes.

// Confirmation is one Art. 7 confirmation on a copy of a halted game's board.
type Confirmation struct {
	attacker board.Color
	b        *board.Board
	orig     *board.Board // the position when the confirmation started
	bans     [3][]koKey   // per colour, the kos it may not retake, oldest first
	captured map[board.Vertex]bool
	history  []confirmStep
}

// koKey names a ko by its two points: the capturing stone and the point it emptied.
type koKey struct{ stone, hole board.Vertex }

func (k koKey) same(o koKey) bool {
	return k == o || (k.stone == o.hole && k.hole == o.stone)
}

// confirmStep is what Undo restores.
type confirmStep struct {
	bans     [3][]koKey
	captured []board.Vertex // original stones this ply captured
}

// Errors of a confirmation.
var (
	ErrNotConfirmation = errors.New("confirmation: the rule set settles disputes otherwise")
	ErrNotHalted       = errors.New("confirmation: play has not stopped (Art. 9)")
	ErrNotYourTurn     = errors.New("confirmation: not this player's turn")
)

// StartConfirmation opens an Art. 7 confirmation in which attacker moves first.
func (g *Game) StartConfirmation(attacker board.Color) (*Confirmation, error) {
	if g.Rules.Dispute != DisputeConfirmation {
		return nil, ErrNotConfirmation
	}
	if g.st.phase != PhaseHalted {
		return nil, ErrNotHalted
	}
	if attacker != board.Black && attacker != board.White {
		return nil, fmt.Errorf("confirmation: %w", board.ErrNoColor)
	}
	b := g.b.Clone()
	// Art. 7-2 replaces simple ko: the bans below forbid every retake the simple-ko rule would.
	_, suicide := b.Rules()
	b.SetRules(board.KoNone, suicide)
	b.SetToMove(attacker)
	return &Confirmation{attacker: attacker, b: b, orig: g.b.Clone(), captured: map[board.Vertex]bool{}}, nil
}

// Attacker is the side that moved first.
func (c *Confirmation) Attacker() board.Color { return c.attacker }

// Board is the sandbox position; callers must not play on it directly.
func (c *Confirmation) Board() *board.Board { return c.b }

// ToMove is the player whose turn it is.
func (c *Confirmation) ToMove() board.Color { return c.b.ToMove() }

// Legal tells whether col may play at v (board.Pass to pass): nil or *Illegal, or
// ErrNotYourTurn.
func (c *Confirmation) Legal(col board.Color, v board.Vertex) error {
	if col != c.b.ToMove() {
		return ErrNotYourTurn
	}
	if err := c.b.Legal(col, v); err != nil {
		return illegal(err)
	}
	if !v.IsPass() && c.retakes(col, v) >= 0 {
		return &Illegal{Reason: ReasonConfirmationKo}
	}
	return nil
}

// retakes returns the index in col's bans of the ko that a move at v would retake, or -1.
func (c *Confirmation) retakes(col board.Color, v board.Vertex) int {
	for i, k := range c.bans[col] {
		for _, kk := range []koKey{k, {k.hole, k.stone}} {
			if kk.hole == v && c.koStone(col.Opponent(), kk.stone, v) {
				return i
			}
		}
	}
	return -1
}

// koStone tells whether the stone at s is a lone stone of colour owner whose only liberty is v:
// playing v takes it back in the ko.
func (c *Confirmation) koStone(owner board.Color, s, v board.Vertex) bool {
	if c.b.At(s) != owner || len(c.b.Chain(s)) != 1 {
		return false
	}
	libs := c.b.Liberties(s)
	return len(libs) == 1 && libs[0] == v
}

// Play plays col at v; a pass (board.Pass) is for the ko col most recently lost (use PassFor
// to name another).
func (c *Confirmation) Play(col board.Color, v board.Vertex) error {
	if v.IsPass() {
		bans := c.bans[col]
		if len(bans) == 0 {
			return c.PassFor(col, board.Pass)
		}
		return c.PassFor(col, bans[len(bans)-1].hole)
	}
	if err := c.Legal(col, v); err != nil {
		return err
	}
	step := confirmStep{bans: c.copyBans()}
	if _, err := c.b.Play(col, v); err != nil {
		return illegal(err)
	}
	removed := c.b.LastRemoved()
	for _, r := range removed {
		if c.orig.At(r) == col.Opponent() && !c.captured[r] {
			c.captured[r] = true
			step.captured = append(step.captured, r)
		}
	}
	if len(removed) == 1 && c.isKoShape(col, v, removed[0]) {
		k := koKey{stone: v, hole: removed[0]}
		opp := col.Opponent()
		c.bans[opp] = append(c.dropKo(c.bans[opp], k), k)
	}
	c.history = append(c.history, step)
	return nil
}

// isKoShape tells whether col's single stone at v, having taken the one stone at hole, is left
// in atari at hole: the opponent could take straight back.
func (c *Confirmation) isKoShape(col board.Color, v, hole board.Vertex) bool {
	return c.koStone(col, v, hole)
}

// PassFor passes for col, lifting col's ban on the ko whose retake point is ko (Art. 7-2
// commentary 3: with two kos on the board the pass names one). board.Pass names none.
func (c *Confirmation) PassFor(col board.Color, ko board.Vertex) error {
	if col != c.b.ToMove() {
		return ErrNotYourTurn
	}
	step := confirmStep{bans: c.copyBans()}
	if !ko.IsPass() {
		i := c.banIndex(col, ko)
		if i < 0 {
			return fmt.Errorf("confirmation: %s has no ko to retake at %s", col, ko.GTP(c.b.Height()))
		}
		c.bans[col] = append(c.bans[col][:i:i], c.bans[col][i+1:]...)
	}
	if _, err := c.b.Play(col, board.Pass); err != nil {
		return illegal(err)
	}
	c.history = append(c.history, step)
	return nil
}

// banIndex finds col's ban whose retake point is v.
func (c *Confirmation) banIndex(col board.Color, v board.Vertex) int {
	for i, k := range c.bans[col] {
		if k.hole == v {
			return i
		}
	}
	return -1
}

func (c *Confirmation) dropKo(ks []koKey, k koKey) []koKey {
	out := ks[:0:0]
	for _, x := range ks {
		if !x.same(k) {
			out = append(out, x)
		}
	}
	return out
}

func (c *Confirmation) copyBans() [3][]koKey {
	var out [3][]koKey
	for i := range c.bans {
		out[i] = append([]koKey(nil), c.bans[i]...)
	}
	return out
}

// Undo takes back the last ply of the confirmation.
func (c *Confirmation) Undo() bool {
	n := len(c.history)
	if n == 0 || !c.b.Undo() {
		return false
	}
	st := c.history[n-1]
	c.history = c.history[:n-1]
	c.bans = st.bans
	for _, v := range st.captured {
		delete(c.captured, v)
	}
	return true
}

// Plies is the number of plies played in the confirmation.
func (c *Confirmation) Plies() int { return len(c.history) }

// KoBans returns the points where col may not retake a ko until col passes for it; bans on kos
// that have since been resolved are left out.
func (c *Confirmation) KoBans(col board.Color) []board.Vertex {
	var out []board.Vertex
	for _, k := range c.bans[col] {
		if c.b.At(k.hole) == board.Empty && c.koStone(col.Opponent(), k.stone, k.hole) {
			out = append(out, k.hole)
		}
	}
	return out
}

// Captured returns the stones of the starting position captured so far, in board order.
func (c *Confirmation) Captured() []board.Vertex {
	out := make([]board.Vertex, 0, len(c.captured))
	for v := range c.captured {
		out = append(out, v)
	}
	sortVertices(out)
	return out
}

// chains expands stones to their whole chains in the starting position.
func (c *Confirmation) chains(stones []board.Vertex) []board.Vertex {
	seen := map[board.Vertex]bool{}
	var out []board.Vertex
	for _, s := range stones {
		if seen[s] || c.orig.At(s) == board.Empty {
			continue
		}
		for _, x := range c.orig.Chain(s) {
			if !seen[x] {
				seen[x] = true
				out = append(out, x)
			}
		}
	}
	return out
}
