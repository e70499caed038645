package count

import (
	"testing"

	"goref/board"
)

// nakadeRing is Black's eyeless ring b9…e9 around White's c8-d8, walled in by White's living
// group: not a seki. White c9 throws in, Black must capture three stones at d9, and White c8
// on the bent three c9-c8-d8 leaves Black one eye (GNU Go 3.8 also calls the ring dead).
var nakadeRing = []string{
	"OX..XO.O.",
	"OXOOXOOOO",
	"OXXXXOOOO",
	"OOOOOOOOO",
	"XXXXXXXXX",
	".........",
	".........",
	".........",
	".........",
}

func TestReadingNakade(t *testing.T) {
	p, err := analyse(mustRows(t, nakadeRing...), nil)
	if err != nil {
		t.Fatal(err)
	}
	ring := p.chains[p.chainOf[p.index(board.Vertex{X: 1, Y: 0})]].block
	inner := p.chains[p.chainOf[p.index(board.Vertex{X: 2, Y: 1})]].block
	if !p.capturable(ring) {
		t.Error("Black's ring: not capturable, want captured by the throw-in at c9")
	}
	if p.capturable(inner) {
		t.Error("White's c8-d8: capturable, want safe (Black's approach is self-atari)")
	}
	if s := p.trueSeki(); len(s) != 0 {
		t.Errorf("seki blocks %v, want none", s)
	}
}

// A seki with one eye each (eye against eye, shared liberties): whoever fills a shared point
// first is captured, so neither block is capturable — the reading must see the partner's eye
// (e9) as a move for Black, or White would fill all shared points and capture.
func TestReadingSekiEyeEach(t *testing.T) {
	p, err := analyse(mustRows(t,
		".X.O.",
		".X.OO",
		"XX.OO",
		"XX.OO",
		"XX.OO",
	), nil)
	if err != nil {
		t.Fatal(err)
	}
	for bi := range p.blocks {
		if p.capturable(bi) {
			t.Errorf("block %d (%v) capturable", bi, p.blocks[bi].color)
		}
	}
	if len(p.trueSeki()) != 2 {
		t.Errorf("seki blocks %v, want both", p.trueSeki())
	}
}

// Two liberties shared with the opponent's eyeless chain are no seki when filling one of them
// leaves a killing shape. Black's ring a8…e9 and White's b9-c9-d9-c8 have only a9 and b8
// (White's outer group lives by g9 and j9). By hand: White b8 puts both in atari; Black must
// take the five at a9, which leaves a bulky five (the square b9-c9-b8-c8 and d9), and White
// takes its vital point c9. Black b9 and White c8 then leave both chains b8 and d9, where
// Black's fill is self-atari; White b8 gives three stones back, Black's d9 takes them, and
// White c8 on the middle of the bent three b8-c8-c9 leaves Black one eye. A ring of this
// shape is dead (goref and GNU Go 3.8 called such a ring dead in a KGS game whose players
// kept it).
var bulkyFiveRing = []string{
	".OOOXO.O.",
	"X.OXXOOOO",
	"XXXXXO...",
	"OOOOOO...",
	".........",
	".........",
	".........",
	".........",
	".........",
}

func TestReadingThrowInBulkyFive(t *testing.T) {
	p, err := analyse(mustRows(t, bulkyFiveRing...), nil)
	if err != nil {
		t.Fatal(err)
	}
	ring := p.chains[p.chainOf[p.index(board.Vertex{X: 0, Y: 1})]].block
	inner := p.chains[p.chainOf[p.index(board.Vertex{X: 1, Y: 0})]].block
	if !p.capturable(ring) {
		t.Error("Black's ring: not capturable, want captured by the throw-in at b8")
	}
	if p.capturable(inner) {
		t.Error("White's b9-c8: capturable, want safe (Black's fill is self-atari)")
	}
	if s := p.trueSeki(); len(s) != 0 {
		t.Errorf("seki blocks %v, want none", s)
	}
}
