package count

import (
	"testing"

	"goref/board"
)

// TestSekiFixturesHoldByPlay proves a fixture's seki with the engine: for each side, playing
// any shared liberty (an empty point next to both colours) leaves the mover's chain with one
// liberty, and the opponent, playing it, captures the whole chain.
func TestSekiFixturesHoldByPlay(t *testing.T) {
	for _, f := range sekiFixtures {
		if !f.byPlay {
			continue
		}
		t.Run(f.name, func(t *testing.T) {
			pos, _ := f.position(t)
			before := pos.String()
			shared := sharedLiberties(pos)
			if len(shared) == 0 {
				t.Fatal("no shared liberty")
			}
			for _, v := range shared {
				for _, c := range []board.Color{board.Black, board.White} {
					if err := approachIsCaptured(pos, c, v); err != "" {
						t.Errorf("%s at %s: %s", c, v.GTP(pos.Height()), err)
					}
				}
			}
			if pos.String() != before {
				t.Errorf("play/undo changed the board:\n%s", pos)
			}
		})
	}
}

func sharedLiberties(b *board.Board) []board.Vertex {
	var out []board.Vertex
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			v := board.Vertex{X: x, Y: y}
			if b.At(v) != board.Empty {
				continue
			}
			var seen [3]bool
			for _, n := range b.Neighbours(v) {
				seen[b.At(n)] = true
			}
			if seen[board.Black] && seen[board.White] {
				out = append(out, v)
			}
		}
	}
	return out
}

// approachIsCaptured plays c at v and the opponent's reply, undoes both, and says what went
// wrong ("" when the opponent captured c's whole chain at once).
func approachIsCaptured(b *board.Board, c board.Color, v board.Vertex) string {
	if _, err := b.Play(c, v); err != nil {
		return "illegal: " + err.Error()
	}
	defer b.Undo()
	chain, libs := len(b.Chain(v)), b.Liberties(v)
	if len(libs) != 1 {
		return "the chain keeps " + itoa(len(libs)) + " liberties"
	}
	n, err := b.Play(c.Opponent(), libs[0])
	if err != nil {
		return "the capture is illegal: " + err.Error()
	}
	defer b.Undo()
	if n != chain || b.At(v) != board.Empty {
		return "the reply captured " + itoa(n) + " of " + itoa(chain) + " stones"
	}
	return ""
}
