package count

import (
	"math/rand/v2"
	"testing"

	"goref/board"
	"goref/internal/testgame"
)

// finished plays a random game to its end (both sides pass when only own eyes are left) and
// returns the position, the stones each side placed, and a random set of dead marks.
func finished(t testing.TB, size int, seed uint64) (*board.Board, Pair, []board.Vertex) {
	moves := testgame.RandomGame(size, size, seed, 1000, board.KoSimple, board.SuicideForbid)
	b := board.MustNew(size, size)
	var placed Pair
	c := board.Black
	for _, v := range moves {
		if _, err := b.Play(c, v); err != nil {
			t.Fatal(err)
		}
		if !v.IsPass() {
			add(&placed, c, 1)
		}
		c = c.Opponent()
	}
	r := rand.New(rand.NewPCG(seed, 7))
	var dead []board.Vertex
	for _, col := range []board.Color{board.Black, board.White} {
		for _, v := range b.Stones(col) {
			if r.IntN(40) == 0 {
				dead = append(dead, v)
			}
		}
	}
	return b, placed, dead
}

// The identity tested, on random finished positions with random dead marks, seki declared
// absent (so J89 territory is every empty region of one colour) and any komi:
//
//	2·(C88 net in 子 + komi 子) − (J89 net in 目 + komi 目) = stones placed by Black − by White
//
// where the J89 score counts prisoners taken during play and the opponent's dead stones.
// (Area − territory per side = stones placed − all stones lost by both sides; the losses
// cancel in the difference.) On the same positions: the Ing fill simulation proves 180 + 180
// and equals the arithmetic (Score fails otherwise), and the 计活子 art count (数路法) equals
// the law count less the difference in stones placed, while the four law methods agree.
func TestChineseJapaneseIdentityAndFill(t *testing.T) {
	cn, ja, ing, jh := preset(t, "chinese"), preset(t, "japanese"), preset(t, "ing"), preset(t, "jihuozi")
	for seed := uint64(1); seed <= 60; seed++ {
		b, placed, dead := finished(t, 19, seed)
		pris := Pair{Black: b.Captures(board.Black), White: b.Captures(board.White)}
		c := score(t, b, Input{Rules: cn, Komi: 2.75, Dead: dead})
		j := score(t, b, Input{Rules: ja, Komi: 6.5, Dead: dead, NoSeki: true, Prisoners: pris})
		// The 手入れ that open dame force are taken out of J89's territory only: add them back.
		jNet := j.Net + float64(j.Black.Teire-j.White.Teire)
		if got, want := 2*(c.Net+2.75)-(jNet+6.5), float64(placed.Black-placed.White); got != want {
			t.Fatalf("seed %d: 2·(C+k) − (J+k) = %v, placed difference %v", seed, got, want)
		}
		for _, k := range []float64{8, 0, -6} {
			g := score(t, b, Input{Rules: ing, Komi: k, Dead: dead, Penalties: Pair{int(seed % 3), int(seed % 2)}})
			if g.Fill == nil && min(g.Black.Stones, g.White.Stones) < 10 {
				continue // a side too small to receive the compensation stones
			}
			if g.Fill == nil || !g.Fill.Proven() {
				t.Fatalf("seed %d: fill %v %v", seed, g.Fill, g.Warnings)
			}
			for _, bw := range g.Fill.BowlHoles {
				if !bw.Full {
					t.Fatalf("seed %d: bowl %s", seed, bw.Name)
				}
			}
		}
		l := score(t, b, Input{Rules: jh, Komi: 0, Dead: dead, Prisoners: pris}).Living
		for _, m := range append(l.Methods[:4:4], narrowMethod(t, l)) {
			if int(m.Delta) != l.Delta {
				t.Fatalf("seed %d: %s gives %v, basic %d", seed, m.Name, m.Delta, l.Delta)
			}
		}
		if l.ArtDelta != l.Delta-(placed.Black-placed.White) {
			t.Fatalf("seed %d: art %d, law %d, placed %v", seed, l.ArtDelta, l.Delta, placed)
		}
	}
}

func BenchmarkScore19(b *testing.B) {
	pos, _, dead := finished(b, 19, 3)
	for _, name := range []string{"chinese", "japanese", "ing", "ikeda2", "ikeda1", "jihuozi", "aga", "tromp-taylor"} {
		rs := preset(b, name)
		in := Input{Rules: rs, Komi: rs.Komi, Dead: dead}
		if name == "ing" {
			in.Komi = 8
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Score(pos, in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
