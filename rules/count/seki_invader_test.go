package count

import (
	"testing"

	"goref/board"
)

// invaderFixture is an eyeless invader inside an area that a living wall encloses: no seki,
// and the dead-stone estimator proposes exactly the invader dead (estimator_fixtures_test.go). Rows as in sekiFixture; x/o mark the
// invader (the stones expected dead).
type invaderFixture struct {
	name string
	rows []string
	// J89 with the invader marked dead, no komi: territory per side (the dead stones' points
	// included) and the result.
	terr Pair
	j89  string
}

// Black lives on the left with 36 points (a9–d1), White on the right; White's wall on column F
// is weak only because the invader stands in its one big area (walls9 of app/ui).
var invaderFixtures = []invaderFixture{{
	// The panel's J89 test: a black stone at j1 inside White's 27 points. Approaching it at h1
	// or j2 leaves White two liberties, so White captures it; it is not seki.
	name: "lone invader, wall with ample territory",
	rows: []string{
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO..x",
	},
	terr: Pair{36, 27}, j89: "B+8",
}, {
	// Two stones g5-h5 in the middle of White's area: no eye space.
	name: "two-stone invader, wall with ample territory",
	rows: []string{
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XOxx.",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
	},
	terr: Pair{36, 27}, j89: "B+7",
}, {
	// Three stones h1-j1-j2 in White's corner: h2 and the rest are White's, no eye space.
	name: "three-stone invader in the corner, wall with ample territory",
	rows: []string{
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO..x",
		"....XO.xx",
	},
	terr: Pair{36, 27}, j89: "B+6",
}, {
	// White's wall has two eyes g9 and j9 of its own; the lone invader h1 stands in the rest.
	name: "lone invader, wall with two eyes",
	rows: []string{
		"....XO.O.",
		"....XOOOO",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO.x.",
	},
	terr: Pair{36, 23}, j89: "B+12",
}, {
	// The two-stone invader g5-h5 against the wall with two eyes.
	name: "two-stone invader, wall with two eyes",
	rows: []string{
		"....XO.O.",
		"....XOOOO",
		"....XO...",
		"....XO...",
		"....XOxx.",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
	},
	terr: Pair{36, 23}, j89: "B+11",
}}

func TestEyelessInvaderIsNotSeki(t *testing.T) {
	for _, f := range invaderFixtures {
		t.Run(f.name, func(t *testing.T) {
			pos, invader := sekiFixture{rows: f.rows}.position(t)
			// The detector on the board as it stands: no block is in seki.
			p, err := analyse(pos, nil)
			if err != nil {
				t.Fatal(err)
			}
			if s := p.trueSeki(); len(s) != 0 {
				var vs []board.Vertex
				for _, bi := range s {
					for _, ci := range p.blocks[bi].chains {
						for _, pt := range p.chains[ci].stones {
							vs = append(vs, p.vertex(pt))
						}
					}
				}
				t.Errorf("seki found: %s", vertexList(vs, p.h))
			}
			// Counted with the invader dead: no seki stones, no seki eyes, no warning.
			for _, rs := range []string{"japanese", "chinese"} {
				bd := score(t, pos, Input{Rules: preset(t, rs), Komi: 0, Dead: invader})
				if len(bd.SekiStones) != 0 || bd.Black.SekiEyes+bd.White.SekiEyes != 0 || len(bd.Warnings) != 0 {
					t.Errorf("%s: seki stones %v, seki eyes %d/%d, warnings %v", rs, bd.SekiStones, bd.Black.SekiEyes, bd.White.SekiEyes, bd.Warnings)
				}
				if rs != "japanese" {
					continue
				}
				if got := (Pair{bd.Black.Territory, bd.White.Territory}); got != f.terr || bd.Result.SGF() != f.j89 {
					t.Errorf("J89 territory %+v %s; want %+v %s", got, bd.Result.SGF(), f.terr, f.j89)
				}
			}
		})
	}
}

// The approach test keeps the two-eye wall out of seki even against an eyeless invader that
// touches it: f5's neighbour g5 has shared liberties with the wall.
func TestSekiNeedsApproachToFail(t *testing.T) {
	pos := mustRows(t,
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XOX..",
		"....XO...",
		"....XO...",
		"....XO...",
		"....XO...",
	)
	p, err := analyse(pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s := p.trueSeki(); len(s) != 0 {
		t.Errorf("g5 against the wall: %d blocks in seki", len(s))
	}
}
