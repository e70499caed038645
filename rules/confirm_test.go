package rules

import (
	"errors"
	"testing"

	"goref/board"
)

// haltedJ89 sets rows up, has both players pass and returns the halted J89 game.
func haltedJ89(t *testing.T, rows ...string) *Game {
	t.Helper()
	b, err := board.FromRows(rows...)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(Japanese, b)
	for _, c := range []board.Color{board.Black, board.White} {
		if _, err := g.Play(c, board.Pass); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != PhaseHalted {
		t.Fatalf("phase %v", g.Phase())
	}
	return g
}

// confirmPlay plays a GTP move (or "pass") in the confirmation and reports the error.
func confirmPlay(t *testing.T, c *Confirmation, col board.Color, s string) error {
	t.Helper()
	v := board.Pass
	if s != "pass" {
		v = gtp(t, c.Board(), s)
	}
	return c.Play(col, v)
}

func mustConfirm(t *testing.T, c *Confirmation, col board.Color, s string) {
	t.Helper()
	if err := confirmPlay(t, c, col, s); err != nil {
		t.Fatalf("%v %s: %v", col, s, err)
	}
}

// A tight ko (紧气劫, Art. 7-2 Fig. 9): Black's four stones have the eye A4 and the ko at C4.
// White takes the ko; Black may not retake, not even after a ko threat and its answer; Black
// can only pass, and White captures. The black stones are dead; the game's board is untouched.
//
//	4 . X . X O . .
//	3 X X X O . . .
//	2 O O O O . . .
//	1 . . . . . . .
//	  A B C D E F G
func TestConfirmationTightKo(t *testing.T) {
	rows := []string{".X.XO..", "XXXO...", "OOOO...", "......."}
	g := haltedJ89(t, rows...)
	before := g.Board().String()
	c, err := g.StartConfirmation(board.White)
	if err != nil {
		t.Fatal(err)
	}
	if c.ToMove() != board.White {
		t.Fatal("the attacker moves first")
	}
	if err := confirmPlay(t, c, board.Black, "G1"); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("defender first: %v", err)
	}
	mustConfirm(t, c, board.White, "C4") // takes the ko
	if bans := c.KoBans(board.Black); len(bans) != 1 || bans[0] != gtp(t, c.Board(), "D4") {
		t.Fatalf("black bans %v", bans)
	}
	if err := confirmPlay(t, c, board.Black, "D4"); err == nil || err.(*Illegal).Reason != ReasonConfirmationKo {
		t.Fatalf("immediate retake: %v", err)
	}
	mustConfirm(t, c, board.Black, "G2") // a ko threat …
	mustConfirm(t, c, board.White, "G3") // … answered
	if err := confirmPlay(t, c, board.Black, "D4"); err == nil || err.(*Illegal).Reason != ReasonConfirmationKo {
		t.Fatalf("retake after a threat: %v", err)
	}
	mustConfirm(t, c, board.Black, "pass") // 黑 2 只能弃权通过
	mustConfirm(t, c, board.White, "A4")   // captures
	group := []board.Vertex{gtp(t, c.Board(), "B4")}
	if !c.Dead(group) {
		t.Fatal("black group should be dead")
	}
	if n := len(c.Captured()); n != 5 { // the ko stone and the four
		t.Fatalf("captured %d: %v", n, c.Captured())
	}
	if c.Dead([]board.Vertex{gtp(t, c.Board(), "E4")}) {
		t.Fatal("white stones were never captured")
	}
	if g.Board().String() != before || g.Phase() != PhaseHalted {
		t.Fatal("the confirmation changed the game")
	}
}

// An approach ko (缓一气劫, Fig. 10): with an outside liberty at A2 White needs one more move
// after taking the ko. Black passes once for the ko (Black 2), so after White's approach Black
// may retake (Black 4); now White is the one banned until it passes.
func TestConfirmationPassLiftsBan(t *testing.T) {
	rows := []string{".X.XO..", "XXXO...", ".OOO...", "......."}
	g := haltedJ89(t, rows...)
	c, err := g.StartConfirmation(board.White)
	if err != nil {
		t.Fatal(err)
	}
	mustConfirm(t, c, board.White, "C4")
	mustConfirm(t, c, board.Black, "pass") // for the ko at D4
	if len(c.KoBans(board.Black)) != 0 {
		t.Fatalf("pass did not lift the ban: %v", c.KoBans(board.Black))
	}
	mustConfirm(t, c, board.White, "A2") // approach: the black group is in atari
	mustConfirm(t, c, board.Black, "D4") // retakes
	if err := confirmPlay(t, c, board.White, "C4"); err == nil || err.(*Illegal).Reason != ReasonConfirmationKo {
		t.Fatalf("white retake: %v", err)
	}
	mustConfirm(t, c, board.White, "pass")
	mustConfirm(t, c, board.Black, "G1")
	mustConfirm(t, c, board.White, "C4") // allowed again after White's pass
	if c.Dead([]board.Vertex{gtp(t, c.Board(), "B4")}) {
		t.Fatal("black group was not captured")
	}
	// Undo back to the start restores the bans and the position.
	for c.Undo() {
	}
	if c.Plies() != 0 || c.Board().String() != g.Board().String() || len(c.Captured()) != 0 {
		t.Fatal("undo did not restore the start")
	}
}

// Two kos at once (Fig. 11): a pass names the ko it is for.
func TestConfirmationPassNamesKo(t *testing.T) {
	// the same tight ko on the left and, mirrored, on the right
	rows := []string{".X.XO.OX.X.", "XXXO...OXXX", "OOOO...OOOO", "..........."}
	g := haltedJ89(t, rows...)
	c, err := g.StartConfirmation(board.White)
	if err != nil {
		t.Fatal(err)
	}
	mustConfirm(t, c, board.White, "C4") // left ko, retake point D4
	mustConfirm(t, c, board.Black, "K1")
	mustConfirm(t, c, board.White, "J4") // right ko, retake point H4
	if n := len(c.KoBans(board.Black)); n != 2 {
		t.Fatalf("black bans %v", c.KoBans(board.Black))
	}
	if err := c.PassFor(board.Black, gtp(t, c.Board(), "D4")); err != nil {
		t.Fatal(err)
	}
	mustConfirm(t, c, board.White, "F1")
	if err := confirmPlay(t, c, board.Black, "H4"); err == nil {
		t.Fatal("the pass was for the left ko; the right one stays banned")
	}
	mustConfirm(t, c, board.Black, "D4")
	if err := c.PassFor(board.White, gtp(t, c.Board(), "A1")); err == nil {
		t.Fatal("a pass for a ko that is not banned should be refused")
	}
}

func TestConfirmationOnlyJ89Halted(t *testing.T) {
	g := NewGame(Japanese, board.MustNew(9, 9))
	if _, err := g.StartConfirmation(board.Black); !errors.Is(err, ErrNotHalted) {
		t.Fatalf("playing: %v", err)
	}
	g = NewGame(Chinese, board.MustNew(9, 9))
	g.Play(board.Black, board.Pass)
	g.Play(board.White, board.Pass)
	if _, err := g.StartConfirmation(board.Black); !errors.Is(err, ErrNotConfirmation) {
		t.Fatalf("C88: %v", err)
	}
}

// A snapback (Art. 7-1 commentary 2): White D1 takes the black stone at C1, Black plays C1
// again and takes three. The black stone was captured but regenerated: alive.
//
//	3 . . X X .
//	2 . X O O X
//	1 . O X . X
//	  A B C D E
func TestConfirmationSnapbackAlive(t *testing.T) {
	g := haltedJ89(t, "..XX.", ".XOOX", ".OX.X")
	c, err := g.StartConfirmation(board.White)
	if err != nil {
		t.Fatal(err)
	}
	mustConfirm(t, c, board.White, "D1")
	stone := []board.Vertex{gtp(t, c.Board(), "C1")}
	if !c.Dead(stone) {
		t.Fatal("captured and not regenerated: dead for now")
	}
	mustConfirm(t, c, board.Black, "C1")
	if c.Dead(stone) {
		t.Fatal("the snapback regenerates the stone: alive")
	}
	if !c.Dead([]board.Vertex{gtp(t, c.Board(), "C2")}) {
		t.Fatal("the white stones taken by the snapback are dead")
	}
}
