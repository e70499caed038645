package count

import (
	"slices"
	"testing"

	"goref/board"
)

// labelsOf lists the points of each label, in board order, as GTP names: what the test
// derives by hand.
func labelsOf(bd *Breakdown) map[Label][]string {
	out := map[Label][]string{}
	l := bd.Labels
	for i, lb := range l.Points {
		out[lb] = append(out[lb], board.Vertex{X: i % l.W, Y: i / l.W}.GTP(l.H))
	}
	return out
}

// A seki with an eye each (TestSekiWithEyes): A5–A4 are Black's eye, E5 White's, the C column
// is shared. Under J89 the eyes are nobody's in the count (Art. 8: no points in seki), so
// TB/TW leave them out; under C88 they are each side's area.
func TestLabelsSekiEyes(t *testing.T) {
	pos := mustRows(t, sekiWithEyes...)
	for _, c := range []struct {
		rules  string
		scored bool
	}{{"japanese", false}, {"chinese", true}} {
		got := labelsOf(score(t, pos, Input{Rules: preset(t, c.rules), Komi: 0}))
		if e := got[Label{Kind: PointSekiEye, Owner: board.Black, Scored: c.scored}]; !slices.Equal(e, []string{"A5", "A4"}) {
			t.Errorf("%s: Black's seki eye %v, want A5 A4", c.rules, e)
		}
		if e := got[Label{Kind: PointSekiEye, Owner: board.White, Scored: c.scored}]; !slices.Equal(e, []string{"E5"}) {
			t.Errorf("%s: White's seki eye %v, want E5", c.rules, e)
		}
		if d := got[Label{Kind: PointDame}]; !slices.Equal(d, []string{"C5", "C4", "C3", "C2", "C1"}) {
			t.Errorf("%s: dame %v, want the C column", c.rules, d)
		}
		if s := got[Label{Kind: PointSeki, Owner: board.Black, Stone: board.Black}]; len(s) != 8 {
			t.Errorf("%s: %d black stones in seki, want 8", c.rules, len(s))
		}
		if s := got[Label{Kind: PointSeki, Owner: board.White, Stone: board.White}]; len(s) != 9 {
			t.Errorf("%s: %d white stones in seki, want 9", c.rules, len(s))
		}
	}
}

// 手入れ (TestJapaneseTeire): White must protect at A4 once the dame A8 and B6 are filled, so
// A4 lies in White's area but is not counted; TB is Black's 15 points D4–F8, TW White's 8.
func TestLabelsTeire(t *testing.T) {
	pos := mustRows(t,
		".XX...",
		"OOX...",
		"O.X...",
		"OXX...",
		".OX...",
		".OXXXX",
		".OOOOO",
		"......",
	)
	bd := score(t, pos, Input{Rules: preset(t, "japanese")})
	got := labelsOf(bd)
	if e := got[Label{Kind: PointTeire, Owner: board.White}]; !slices.Equal(e, []string{"A4"}) {
		t.Errorf("teire %v, want A4", e)
	}
	if d := got[Label{Kind: PointDame}]; !slices.Equal(d, []string{"A8", "B6"}) {
		t.Errorf("dame %v, want A8 B6", d)
	}
	if w := got[Label{Kind: PointTerritory, Owner: board.White, Scored: true}]; !slices.Equal(w, []string{"A3", "A2", "A1", "B1", "C1", "D1", "E1", "F1"}) {
		t.Errorf("White's territory %v", w)
	}
	if s := bd.Labels.Scored(); len(s.Black) != 15 || len(s.White) != 8 {
		t.Errorf("TB %d points, TW %d; want 15 and 8", len(s.Black), len(s.White))
	}
}

// A dead white stone at B3 inside Black's wall: its point is Black's (scored), the stone
// keeps its colour, and the whole board but the wall is Black's territory.
func TestLabelsDeadStone(t *testing.T) {
	pos := mustRows(t,
		"..X..",
		"..X..",
		".OX..",
		"..X..",
		"..X..",
	)
	bd := score(t, pos, Input{Rules: preset(t, "chinese"), Dead: vs(t, 5, "B3")})
	if lb := bd.Labels.At(board.Vertex{X: 1, Y: 2}); lb != (Label{Kind: PointDead, Owner: board.Black, Stone: board.White, Scored: true}) {
		t.Errorf("B3 %+v, want a dead white stone on Black's point", lb)
	}
	if s := bd.Labels.Scored(); len(s.Black) != 20 || len(s.White) != 0 {
		t.Errorf("TB %d points, TW %d; want 20 and 0", len(s.Black), len(s.White))
	}
}
