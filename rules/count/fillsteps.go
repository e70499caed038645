package count

import (
	"sort"

	"goref/board"
)

// FillPhase is a stage of Ing's fill count as it is done at the table (I96 art. 6).
type FillPhase uint8

const (
	FillReturned FillPhase = iota // dead stones and prisoners back in their owners' bowls
	FillKomi                      // 还子 and 罚子 placed in the payer's area
	FillOwn                       // each side fills its own area (and its half of the 公空)
	FillLosing                    // 负子 into the winner's empty points
	FillRead                      // the margin read off: 胜空 × 1 + 负子 × 2
	FillCollect                   // 收子: the stones go into the 量斗, hole by hole
)

// FillStep is one step of the fill count at the table, with what the table shows after it.
// A view animates the steps in order; every number it shows is a step's.
type FillStep struct {
	Phase FillPhase
	// Placed is the stone put on the board (FillKomi, FillOwn, FillLosing).
	Placed *FillPoint
	// Taken are the stones taken up into the 量斗 (FillCollect): one of each colour while
	// both have stones on the board.
	Taken []board.Vertex
	// After the step: the stones left in each player's bowl, on the board by colour, and
	// collected into each 量斗.
	Bowl, OnBoard, Collected Pair
}

// Steps is the fill count step by step: first the position with the dead stones and
// prisoners returned, then every stone placed — 还子 and 罚子, each side's own area from the
// interior out, alternating colours as the players fill together, the 负子 — the reading, and
// 收子 one stone of each colour at a time (from the top left) until the board is empty.
func (f *Fill) Steps() []FillStep {
	st := FillStep{Phase: FillReturned, Bowl: Pair{Black: f.BlackBowl, White: f.WhiteBowl}}
	stones := make([]board.Color, len(f.Points))
	for i, p := range f.Points {
		if p.Kind == OnBoard && p.Color != board.Empty {
			stones[i] = p.Color
			st.OnBoard.add(p.Color, 1)
		}
	}
	steps := []FillStep{st}
	place := func(phase FillPhase, kinds ...FillKind) {
		var pts []FillPoint
		for _, p := range f.Points {
			for _, k := range kinds {
				if p.Kind == k {
					pts = append(pts, p)
				}
			}
		}
		sort.SliceStable(pts, func(i, j int) bool { return f.depth(pts[i].Vertex) > f.depth(pts[j].Vertex) })
		if phase == FillOwn {
			pts = alternate(pts)
		}
		for i := range pts {
			p := pts[i]
			st.Phase, st.Placed, st.Taken = phase, &p, nil
			stones[p.Vertex.Y*f.w+p.Vertex.X] = p.Color
			st.Bowl.add(p.Color, -1)
			st.OnBoard.add(p.Color, 1)
			steps = append(steps, st)
		}
	}
	place(FillKomi, KomiStone, PenaltyStone)
	place(FillOwn, SharedFilled, Filled)
	place(FillLosing, LosingStone)
	st.Phase, st.Placed = FillRead, nil
	steps = append(steps, st)
	for st.OnBoard.Black+st.OnBoard.White > 0 {
		st.Phase, st.Taken = FillCollect, nil
		for _, c := range []board.Color{board.Black, board.White} {
			for i, s := range stones {
				if s == c {
					stones[i] = board.Empty
					st.Taken = append(st.Taken, board.Vertex{X: i % f.w, Y: i / f.w})
					st.OnBoard.add(c, -1)
					st.Collected.add(c, 1)
					break
				}
			}
		}
		steps = append(steps, st)
	}
	return steps
}

func (p *Pair) add(c board.Color, n int) {
	if c == board.White {
		p.White += n
	} else if c == board.Black {
		p.Black += n
	}
}

// depth is how far v lies from the edge (0 on the first line).
func (f *Fill) depth(v board.Vertex) int {
	return min(v.X, v.Y, f.w-1-v.X, f.h-1-v.Y)
}

// alternate orders the points Black, White, Black … while both colours have some left.
func alternate(pts []FillPoint) []FillPoint {
	var byColour [3][]FillPoint
	for _, p := range pts {
		byColour[p.Color] = append(byColour[p.Color], p)
	}
	out := make([]FillPoint, 0, len(pts))
	for i := 0; i < len(pts); i++ {
		for _, c := range []board.Color{board.Black, board.White} {
			if i < len(byColour[c]) {
				out = append(out, byColour[c][i])
			}
		}
	}
	return out
}
