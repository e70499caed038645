package board

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// checkInvariants recomputes every chain and its liberties by flood fill and compares them
// with the incremental bookkeeping, and recomputes the hash from the stones.
func checkInvariants(t *testing.T, b *Board) {
	t.Helper()
	h := emptyHash
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := b.index(x, y)
			c := b.color[p]
			if c == Empty {
				continue
			}
			h ^= zobrist[c][p]
			chain := b.Chain(Vertex{x, y})
			libs := b.Liberties(Vertex{x, y})
			hd := int(b.head[p])
			if int(b.size[hd]) != len(chain) {
				t.Fatalf("%v: size %d, flood fill %d\n%s", Vertex{x, y}, b.size[hd], len(chain), b)
			}
			if (b.libs[hd] == 0) != (len(libs) == 0) {
				t.Fatalf("%v: pseudo-libs %d, real %d\n%s", Vertex{x, y}, b.libs[hd], len(libs), b)
			}
			if len(libs) == 1 {
				lp := b.index(libs[0].X, libs[0].Y)
				if !b.onlyLiberty(hd, lp) {
					t.Fatalf("%v: one liberty %v not detected\n%s", Vertex{x, y}, libs[0], b)
				}
			} else if len(libs) > 1 && b.onlyLiberty(hd, b.index(libs[0].X, libs[0].Y)) {
				t.Fatalf("%v: %d liberties taken for one\n%s", Vertex{x, y}, len(libs), b)
			}
			for _, s := range chain {
				if b.color[b.index(s.X, s.Y)] != c || int(b.head[b.index(s.X, s.Y)]) != hd {
					t.Fatalf("chain of %v is inconsistent", Vertex{x, y})
				}
			}
		}
	}
	if h != b.hash {
		t.Fatalf("hash %x, recomputed %x", b.hash, h)
	}
}

func mustRows(t *testing.T, rows ...string) *Board {
	t.Helper()
	b, err := FromRows(rows...)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func v(t *testing.T, b *Board, s string) Vertex {
	t.Helper()
	x, err := ParseGTP(s, b.w, b.h)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestCaptureCornerAndCounts(t *testing.T) {
	b := mustRows(t,
		"O....",
		"X....",
		".....",
		".....",
		".....")
	n, err := b.Play(Black, v(t, b, "B5"))
	if err != nil || n != 1 {
		t.Fatalf("capture: n=%d err=%v", n, err)
	}
	if b.At(Vertex{0, 0}) != Empty || b.Captures(Black) != 1 {
		t.Fatalf("stone not removed or not counted:\n%s", b)
	}
	checkInvariants(t, b)
}

func TestSuicidePolicies(t *testing.T) {
	rows := []string{
		".X.O.",
		"XX.O.",
		".....",
		".....",
		"....."}
	cases := []struct {
		rule   SuicideRule
		at     string
		want   error
		remove int
	}{
		{SuicideForbid, "A5", ErrSuicide, 0},
		{SuicideMulti, "A5", ErrSuicide, 0}, // single stone
		{SuicideAll, "A5", nil, 1},
	}
	for _, c := range cases {
		b := mustRows(t, rows...)
		b.SetRules(KoSimple, c.rule)
		before := b.Hash()
		_, err := b.Play(White, v(t, b, c.at))
		if !errors.Is(err, c.want) {
			t.Fatalf("%v at %s: err %v, want %v", c.rule, c.at, err, c.want)
		}
		if c.want == nil && (b.Hash() != before || b.Captures(Black) != c.remove) {
			t.Fatalf("%v: single-stone suicide must leave the board as it was and count %d", c.rule, c.remove)
		}
		checkInvariants(t, b)
	}
	// Multi-stone suicide: White C5 joins C4? no — build a two-stone white chain in atari.
	b := mustRows(t,
		"XO.X.",
		"XOX..",
		"XX...",
		".....",
		".....")
	b.SetRules(KoSimple, SuicideMulti)
	if _, err := b.Play(White, v(t, b, "C5")); err != nil {
		t.Fatalf("multi-stone suicide refused: %v", err)
	}
	if b.At(Vertex{1, 0}) != Empty || b.At(Vertex{1, 1}) != Empty || b.Captures(Black) != 3 {
		t.Fatalf("multi-stone suicide did not remove the chain:\n%s", b)
	}
	checkInvariants(t, b)
	b.Undo()
	if b.At(Vertex{1, 0}) != White || b.At(Vertex{2, 0}) != Empty || b.Captures(Black) != 0 {
		t.Fatalf("undo of suicide:\n%s", b)
	}
	checkInvariants(t, b)
}

func TestSimpleKo(t *testing.T) {
	b := mustRows(t,
		".XO..",
		"XO.O.",
		".XO..",
		".....",
		".....")
	// Black takes the ko at C4; White may not retake at B4 at once.
	if n, err := b.Play(Black, v(t, b, "C4")); err != nil || n != 1 {
		t.Fatalf("ko capture: %d %v", n, err)
	}
	if _, err := b.Play(White, v(t, b, "B4")); !errors.Is(err, ErrKo) {
		t.Fatalf("immediate retake: %v", err)
	}
	if kv, kc, ok := b.KoPoint(); !ok || kc != White || kv != v(t, b, "B4") {
		t.Fatalf("ko point %v %v %v", kv, kc, ok)
	}
	b.Play(White, Pass)
	b.Play(Black, Pass)
	if _, err := b.Play(White, v(t, b, "B4")); err != nil {
		t.Fatalf("retake after passes: %v", err)
	}
	checkInvariants(t, b)
}

func TestCaptureByAJoiningStoneIsNotKo(t *testing.T) {
	// Black B4 captures the white stone on B5 and joins the chain C5-C4-C3-B3. B4 had one empty
	// neighbour (A4) when placed, so a test that reads the played point's own counters instead of
	// its chain's sees "single stone, one liberty" and makes a false ko (a regression found by
	// the GNU Go differential test).
	b := mustRows(t,
		"XOX..",
		"..X..",
		".XX..",
		".....",
		".....")
	b.SetRules(KoSimple, SuicideAll)
	if n, err := b.Play(Black, v(t, b, "B4")); err != nil || n != 1 {
		t.Fatalf("B4 must capture B5: %d %v", n, err)
	}
	if kv, _, ok := b.KoPoint(); ok {
		t.Fatalf("false ko at %v:\n%s", kv, b)
	}
	if err := b.Legal(White, v(t, b, "B5")); err != nil {
		t.Fatalf("White B5 is a legal single-stone suicide here, got %v", err)
	}
	checkInvariants(t, b)
}

func TestSnapbackIsNotKo(t *testing.T) {
	// Black captures one stone but the capturing stone is left in atari by more than one
	// liberty condition: capturing two stones back is no ko.
	b := mustRows(t,
		"..XO.",
		".XOO.",
		".XO..",
		"..X..",
		".....")
	// Not a ko shape: a one-stone capture where the capturer has two liberties.
	if _, err := b.Play(Black, v(t, b, "E5")); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := b.KoPoint(); ok {
		t.Fatalf("no ko expected")
	}
}

func TestPositionalAndSituationalSuperko(t *testing.T) {
	// A single ko: under KoNone the immediate retake is legal and repeats the position.
	b := mustRows(t,
		".XO..",
		"XO.O.",
		".XO..",
		".....",
		".....")
	b.SetRules(KoNone, SuicideForbid)
	b.Play(Black, v(t, b, "C4"))
	if _, err := b.Play(White, v(t, b, "B4")); err != nil {
		t.Fatalf("ko none: %v", err)
	}
	if ply, ok := b.Repeats(); !ok || ply != 0 {
		t.Fatalf("repeat of the setup expected, got %d %v", ply, ok)
	}
	for _, k := range []KoRule{KoPositional, KoSituational} {
		b := mustRows(t,
			".XO..",
			"XO.O.",
			".XO..",
			".....",
			".....")
		b.SetRules(k, SuicideForbid)
		b.Play(Black, v(t, b, "C4"))
		b.Play(White, Pass)
		b.Play(Black, Pass)
		// After two passes, the retake recreates the setup board with Black to move: both
		// superko rules forbid it, simple ko would not.
		if err := b.Legal(White, v(t, b, "B4")); !errors.Is(err, ErrSuperko) {
			t.Fatalf("%v: retake after passes: %v", k, err)
		}
		if _, err := b.Play(White, v(t, b, "B4")); !errors.Is(err, ErrSuperko) {
			t.Fatalf("%v: play retake: %v", k, err)
		}
		checkInvariants(t, b)
	}
	// Situational differs from positional: the same board with the other player to move.
	b = mustRows(t,
		".XO..",
		"XO.O.",
		".XO..",
		".....",
		".....")
	b.SetRules(KoSituational, SuicideForbid)
	b.Play(Black, v(t, b, "C4")) // board P1, White to move
	b.Play(White, Pass)          // P1, Black to move
	b.Play(Black, Pass)          // P1, White to move
	b.Play(White, Pass)          // P1, Black to move
	// White retakes out of turn order? Moves need not alternate: Black passes is not needed;
	// White plays B4 producing the setup board P0 with Black to move. P0 occurred with Black to
	// move at ply 0, so it is a situational repeat.
	if err := b.Legal(White, v(t, b, "B4")); !errors.Is(err, ErrSuperko) {
		t.Fatalf("situational repeat: %v", err)
	}
}

func TestUndoRestoresEverything(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 60; game++ {
		size := []int{5, 9, 13, 19}[game%4]
		b := MustNew(size, size)
		b.SetRules([]KoRule{KoSimple, KoPositional, KoSituational, KoNone}[game%4/1%4], SuicideRule(game%3))
		var states []string
		var hashes []uint64
		var caps [][3]int
		buf := make([]Vertex, 0, size*size)
		c := Black
		for ply := 0; ply < size*size*2; ply++ {
			states = append(states, b.String())
			hashes = append(hashes, b.Hash())
			caps = append(caps, b.captured)
			buf = b.LegalMoves(c, buf[:0])
			mv := Pass
			if len(buf) > 0 && r.IntN(20) > 0 {
				mv = buf[r.IntN(len(buf))]
			}
			if _, err := b.Play(c, mv); err != nil {
				t.Fatalf("LegalMoves offered %v but Play says %v", mv, err)
			}
			if ply%17 == 0 {
				checkInvariants(t, b)
			}
			c = c.Opponent()
		}
		checkInvariants(t, b)
		for i := len(states) - 1; i >= 0; i-- {
			if !b.Undo() {
				t.Fatal("undo ran out")
			}
			if b.String() != states[i] || b.Hash() != hashes[i] || b.captured != caps[i] {
				t.Fatalf("game %d: undo to ply %d differs", game, i)
			}
			if i%23 == 0 {
				checkInvariants(t, b)
			}
		}
		if b.Undo() {
			t.Fatal("undo past the start")
		}
	}
}

func TestLegalAgreesWithPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 40; game++ {
		b := MustNew(7, 7)
		b.SetRules(KoRule(game%4), SuicideRule(game%3))
		c := Black
		for ply := 0; ply < 150; ply++ {
			for y := 0; y < 7; y++ {
				for x := 0; x < 7; x++ {
					want := b.Legal(c, Vertex{x, y})
					h, _ := b.HashAfter(c, Vertex{x, y})
					before, pos := b.Hash(), b.String()
					_, got := b.Play(c, Vertex{x, y})
					if !errors.Is(got, want) && !(want == nil && got == nil) {
						t.Fatalf("Legal %v, Play %v at %v\n%s", want, got, Vertex{x, y}, b)
					}
					if got != nil && (b.Hash() != before || b.String() != pos) {
						t.Fatalf("a move refused (%v) at %v changed the board", got, Vertex{x, y})
					}
					if got == nil {
						if b.Hash() != h {
							t.Fatalf("HashAfter differs from the played board at %v", Vertex{x, y})
						}
						b.Undo()
					}
				}
			}
			moves := b.LegalMoves(c, nil)
			mv := Pass
			if len(moves) > 0 && r.IntN(15) > 0 {
				mv = moves[r.IntN(len(moves))]
			}
			b.Play(c, mv)
			c = c.Opponent()
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	b := MustNew(9, 9)
	b.Play(Black, Vertex{2, 2})
	c := b.Clone()
	c.Play(White, Vertex{3, 3})
	if b.At(Vertex{3, 3}) != Empty || b.Ply() != 1 || c.Ply() != 2 {
		t.Fatal("clone shares state")
	}
	c.Undo()
	c.Undo()
	if b.At(Vertex{2, 2}) != Black {
		t.Fatal("undo on clone changed the original")
	}
}

func TestRectangularAndSizes(t *testing.T) {
	if _, err := New(26, 19); err == nil {
		t.Fatal("26 columns accepted")
	}
	if _, err := New(1, 1); err == nil {
		t.Fatal("1x1 accepted")
	}
	b := MustNew(19, 13)
	if _, err := b.Play(Black, Vertex{18, 12}); err != nil {
		t.Fatal(err)
	}
	if got := (Vertex{18, 12}).GTP(13); got != "T1" {
		t.Fatalf("GTP of the bottom-right of 19x13: %s", got)
	}
	b2 := MustNew(2, 2)
	b2.Play(Black, Vertex{0, 0})
	b2.Play(White, Vertex{1, 1})
	b2.Play(Black, Vertex{1, 0})
	if n, _ := b2.Play(White, Vertex{0, 1}); n != 2 {
		t.Fatalf("2x2: White A1 must capture both black stones, got %d", n)
	}
	checkInvariants(t, b2)
}

func TestHashSetGrowsAndForgets(t *testing.T) {
	var s hashSet
	s.reset()
	for i := uint64(0); i < 5000; i++ {
		s.add(i*7919, int(i))
	}
	if n, first := s.count(4999 * 7919); n != 1 || first != 4999 {
		t.Fatalf("count after growth: %d %d", n, first)
	}
	for i := uint64(0); i < 5000; i++ {
		if !s.has(i * 7919) {
			t.Fatalf("lost %d", i)
		}
	}
	s.add(12345, 1)
	s.remove(12345)
	if s.has(12345) {
		t.Fatal("removed key still present")
	}
	if s.has(5000 * 7919) {
		t.Fatal("key never added is present")
	}
}

func TestSetToMoveRekeysTheSituation(t *testing.T) {
	b := MustNew(5, 5)
	b.Setup([]Vertex{{1, 1}}, nil, nil)
	b.SetToMove(White)
	if !b.SeenWith(b.Hash(), White) || b.SeenWith(b.Hash(), Black) {
		t.Fatal("the setup position must be recorded with White to move")
	}
	b.Play(White, Pass)
	if !b.SeenWith(b.Hash(), Black) {
		t.Fatal("the pass left the position with Black to move")
	}
	b.SetToMove(White) // a referee gives White the move again: the situation is re-keyed
	if !b.SeenWith(b.Hash(), White) || b.SeenWith(b.Hash(), Black) {
		t.Fatal("only the position with White to move stands now")
	}
	b.Undo()
	if b.SeenWith(b.Hash(), Black) {
		t.Fatal("undo must forget the re-keyed situation")
	}
}
