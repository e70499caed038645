package main

import (
	"fmt"
	"runtime"

	rk "github.com/rooklift/sgf"

	"goref/board"
	"goref/internal/corpus/replay"
	"goref/rules"
)

// rkGame is a corpus game in rooklift's terms, converted before any timing.
type rkGame struct {
	size         int
	black, white []string
	moves        []rkMove
}

type rkMove struct {
	colour rk.Colour
	point  string // "" for a pass
}

func toRooklift(games []replay.Game) []rkGame {
	out := make([]rkGame, len(games))
	for i, g := range games {
		r := rkGame{size: g.Size}
		for _, v := range g.Black {
			r.black = append(r.black, rk.Point(v.X, v.Y))
		}
		for _, v := range g.White {
			r.white = append(r.white, rk.Point(v.X, v.Y))
		}
		for _, m := range g.Moves {
			c := rk.BLACK
			if m.Color == board.White {
				c = rk.WHITE
			}
			p := ""
			if !m.Vertex.IsPass() {
				p = rk.Point(m.Vertex.X, m.Vertex.Y)
			}
			r.moves = append(r.moves, rkMove{c, p})
		}
		out[i] = r
	}
	return out
}

// rookliftReplay plays every game on a fresh rooklift board (the way its API is used: a board
// per game) and returns the moves played and the moves it refused.
func rookliftReplay(games []rkGame) (moves, refused int) {
	for _, g := range games {
		b := rk.NewBoard(g.size)
		for _, p := range g.black {
			b.AddStone(p, rk.BLACK)
		}
		for _, p := range g.white {
			b.AddStone(p, rk.WHITE)
		}
		for _, m := range g.moves {
			if m.point == "" {
				b.Player = m.colour
				b.Pass()
			} else if err := b.PlayColour(m.point, m.colour); err != nil {
				refused++
			}
			moves++
		}
	}
	return moves, refused
}

// boardReplay plays every game on one reused goref board under positional superko.
func boardReplay(b *board.Board, games []replay.Game) (moves, refused int) {
	for i := range games {
		g := &games[i]
		b.Reset(g.Size, g.Size)
		if err := b.Setup(g.Black, g.White, nil); err != nil {
			panic(err)
		}
		for _, m := range g.Moves {
			if _, err := b.Play(m.Color, m.Vertex); err != nil {
				refused++
			}
		}
		moves += len(g.Moves)
	}
	return moves, refused
}

// gameReplay plays every game through rules.Game under the Chinese rules (what check, gtp,
// score and the app do), one Game reused for the whole corpus.
func gameReplay(g *rules.Game, games []replay.Game) (moves, refused int) {
	for i := range games {
		rg := &games[i]
		b := g.Board()
		b.Reset(rg.Size, rg.Size)
		if err := b.Setup(rg.Black, rg.White, nil); err != nil {
			panic(err)
		}
		g.Reset(rules.Chinese, b)
		for _, m := range rg.Moves {
			if _, err := g.Play(m.Color, m.Vertex); err != nil {
				refused++
			}
		}
		moves += len(rg.Moves)
	}
	return moves, refused
}

// mallocs counts the heap allocations f makes, and their bytes.
func mallocs(f func()) (n, bytes uint64) {
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.Mallocs - a.Mallocs, b.TotalAlloc - a.TotalAlloc
}

// versusRooklift alternates goref's replay and rooklift's for rounds rounds and returns the
// table row; what names goref's side.
func versusRooklift(what string, games []replay.Game, rounds int, goal float64, gorefRound func() (int, int)) row {
	rkg := toRooklift(games)
	// One warm-up round each: caches, history buffers, the heap's size.
	_, refused := gorefRound()
	_, rkRefused := rookliftReplay(rkg)
	if refused > 0 || rkRefused > 0 {
		fail("%s: goref refused %d moves, rooklift %d; both must play every prepared move", what, refused, rkRefused)
	}
	var g, p samples
	moves := 0
	allocs, bytes := mallocs(func() { moves, _ = gorefRound() })
	for i := 0; i < rounds; i++ {
		runtime.GC()
		n := 0
		d := timeCPU(func() { n, _ = gorefRound() })
		g = append(g, float64(n)/secs(d))
		runtime.GC()
		d = timeCPU(func() { n, _ = rookliftReplay(rkg) })
		p = append(p, float64(n)/secs(d))
		fmt.Printf("%s round %d: goref %.2f M moves/s, rooklift/sgf %.3f M moves/s\n", what, i+1, g[i]/1e6, p[i]/1e6)
	}
	return row{
		what: fmt.Sprintf("corpus replay, %s, %d games, %d moves (CPU time)", what, len(games), moves),
		goref: fmt.Sprintf("%.2f M moves/s (min %.2f), %.3f allocs, %.0f B per move",
			g.median()/1e6, g.min()/1e6, float64(allocs)/float64(moves), float64(bytes)/float64(moves)),
		peer:   fmt.Sprintf("rooklift/sgf %.3f M/s (min %.3f)", p.median()/1e6, p.min()/1e6),
		ratio:  g.median() / p.median(),
		spread: ratioSpread(g, p),
		goal:   goal,
	}
}

func benchBoard(games []replay.Game, rounds int) row {
	b := board.MustNew(19, 19)
	b.SetRules(board.KoPositional, board.SuicideForbid)
	return versusRooklift("board (positional superko)", games, rounds, 0, func() (int, int) { return boardReplay(b, games) })
}

func benchGame(games []replay.Game, rounds int) row {
	g := rules.NewGame(rules.Chinese, board.MustNew(19, 19))
	return versusRooklift("rules.Game (Chinese rules)", games, rounds, 10, func() (int, int) { return gameReplay(g, games) })
}
