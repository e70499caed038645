package session

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// commentaries are the commented game records of the shared corpus (games/gogameguru: An
// Younggil's commentaries, each with a hundred comments and variations), their results taken
// off so that play goes on.
func commentaries(t *testing.T) map[string]*sgf.Collection {
	t.Helper()
	out := map[string]*sgf.Collection{}
	for _, p := range corpus.Commentaries(t) {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		c, err := sgf.Read(data)
		if err != nil {
			t.Fatal(err)
		}
		c.Games[0].Delete("RE")
		out[filepath.Base(p)] = c
	}
	if len(out) < 5 {
		t.Fatalf("%d commentaries in the corpus, want 5 or more", len(out))
	}
	return out
}

func copyOf(t *testing.T, c *sgf.Collection) *sgf.Collection {
	t.Helper()
	data, err := sgf.Write(c)
	if err != nil {
		t.Fatal(err)
	}
	cp, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	return cp
}

// kept checks that every node of orig stands in cp at the same place with all its properties
// (a comment may have the log's explanation appended).
func kept(t *testing.T, name string, orig, cp *sgf.Node) {
	t.Helper()
	type pair struct{ a, b *sgf.Node }
	stack := []pair{{orig, cp}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, pr := range p.a.Props {
			got := p.b.GetAll(pr.ID)
			switch {
			case pr.ID == "C" && (len(got) != 1 || !strings.HasPrefix(got[0], pr.Values[0])):
				t.Fatalf("%s: a comment is lost: %.60q", name, pr.Values[0])
			case pr.ID != "C" && pr.ID != "FF" && pr.ID != "CA" && pr.ID != "AP" && strings.Join(got, "|") != strings.Join(pr.Values, "|"):
				t.Fatalf("%s: %s%q became %q", name, pr.ID, pr.Values, got)
			}
		}
		if len(p.b.Children) < len(p.a.Children) {
			t.Fatalf("%s: a variation is lost", name)
		}
		for i := range p.a.Children {
			stack = append(stack, pair{p.a.Children[i], p.b.Children[i]})
		}
	}
}

// legalPoint is the first empty point where the player to move may play at the cursor,
// other than not.
func legalPoint(t *testing.T, s *Session, not board.Vertex) board.Vertex {
	t.Helper()
	b := s.Board()
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			v := board.Vertex{X: x, Y: y}
			if v != not && b.At(v) == board.Empty && s.Game().Legal(s.ToMove(), v) == nil {
				return v
			}
		}
	}
	t.Fatal("no legal point")
	return board.Pass
}

// startClock starts the opened record's clock, as the referee does before play goes on.
func startClock(t *testing.T, s *Session) {
	t.Helper()
	if s.Table().Clock() == nil {
		return
	}
	if _, err := s.Do(func(tb *table.Table) (table.Update, error) { return tb.Start() }); err != nil {
		t.Fatal(err)
	}
}

// TestAnOpenedRecordLosesNothing: a commented record with variations gets a move, a pass and
// a referee's warning; saved and opened again, every comment, property and variation is
// there, the two plies end the main line and the warning stands once.
func TestAnOpenedRecordLosesNothing(t *testing.T) {
	for name, c := range commentaries(t) {
		orig := copyOf(t, c)
		s, err := Load(c, &clock.FakeTime{})
		if err != nil {
			t.Fatal(err)
		}
		startClock(t, s)
		plies := len(s.Table().Game().Moves())
		if _, err := s.Play(legalPoint(t, s, board.Pass)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := s.Play(board.Pass); err != nil {
			t.Fatalf("%s: pass: %v", name, err)
		}
		warn := rules.Action{Kind: rules.ActWarning, Player: board.White, Note: "noise"}
		if _, err := s.Do(func(tb *table.Table) (table.Update, error) { return tb.Referee(warn) }); err != nil {
			t.Fatal(err)
		}
		s.sync() // a second write: nothing more
		s.Tick()
		saved := copyOf(t, s.Collection())
		kept(t, name, orig.Games[0], saved.Games[0])
		r, err := Load(saved, &clock.FakeTime{})
		if err != nil {
			t.Fatalf("%s: reopen: %v", name, err)
		}
		if got := len(r.Table().Game().Moves()); got != plies+2 {
			t.Fatalf("%s: reopened with %d plies, want %d", name, got, plies+2)
		}
		end := r.Node()
		if gr := end.GetAll("GR"); len(gr) != 1 || gr[0] != warn.GRValue() {
			t.Fatalf("%s: GR at the end %q", name, gr)
		}
		if cm, _ := end.Get("C"); strings.Count(cm, warn.Explain("en")) != 1 {
			t.Fatalf("%s: the warning's comment %q", name, cm)
		}
		if saved.Games[0].Count() != orig.Games[0].Count()+2 {
			t.Fatalf("%s: %d nodes, were %d", name, saved.Games[0].Count(), orig.Games[0].Count())
		}
	}
}

// TestAMoveAtAnEarlierPositionMakesAVariation: at move 10 of a record of 50 moves and more, a
// move makes a variation there (the rules check it at that position); the table keeps all its
// moves, End brings the cursor back to it, and the table's next move extends the main line.
// The record's own move at move 10 is followed, not copied.
func TestAMoveAtAnEarlierPositionMakesAVariation(t *testing.T) {
	for name, c := range commentaries(t) {
		s, err := Load(c, &clock.FakeTime{})
		if err != nil {
			t.Fatal(err)
		}
		plies := len(s.Table().Game().Moves())
		if plies < 50 {
			continue
		}
		nodes := s.Root().Count()
		s.First()
		for len(s.Game().Moves()) < 10 {
			s.Forward()
		}
		at10 := s.Node()
		next := sgf.LenientNodeMoves(at10.Children[0], 19, 19)[0].Vertex
		kids := len(at10.Children)
		v := legalPoint(t, s, next)
		if _, err := s.Play(v); err != nil {
			t.Fatalf("%s: a move at move 10: %v", name, err)
		}
		if s.AtTable() || s.Node().Parent != at10 || len(at10.Children) != kids+1 || at10.Children[kids] != s.Node() {
			t.Fatalf("%s: no variation at move 10", name)
		}
		if len(s.Table().Game().Moves()) != plies || len(s.Game().Moves()) != 11 {
			t.Fatalf("%s: the table has %d moves (want %d), the variation %d", name, len(s.Table().Game().Moves()), plies, len(s.Game().Moves()))
		}
		s.Back()
		if _, err := s.Play(next); err != nil || s.Node() != at10.Children[0] || s.Root().Count() != nodes+1 {
			t.Fatalf("%s: the record's own move: %v, followed %v", name, err, s.Node() == at10.Children[0])
		}
		s.Last()
		if !s.AtTable() || len(s.Game().Moves()) != plies {
			t.Fatalf("%s: End does not bring the cursor back to the table", name)
		}
		startClock(t, s)
		end := s.Node()
		if _, err := s.Play(legalPoint(t, s, board.Pass)); err != nil {
			t.Fatal(err)
		}
		if end.Children[0] != s.Node() || len(s.Node().Children) != 0 || len(s.Table().Game().Moves()) != plies+1 {
			t.Fatalf("%s: the table's move is not the main line's end", name)
		}
		return
	}
	t.Fatal("no commentary of 50 moves or more")
}

// TestATournamentGameOnARunningClockRefusesMovesElsewhere: stepping back in a tournament
// game whose clock runs, a move is refused; the clock paused by the referee, it makes a
// variation.
func TestATournamentGameOnARunningClockRefusesMovesElsewhere(t *testing.T) {
	info := DefaultInfo()
	info.Mode, info.MainTime, info.TimeSystem = Tournament, time.Hour, "5x30 byo-yomi"
	s, err := New(info, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	s.Play(board.Vertex{X: 3, Y: 3})
	s.Play(board.Vertex{X: 15, Y: 15})
	s.Back()
	if _, err := s.Play(board.Vertex{X: 15, Y: 3}); !errors.Is(err, ErrNotAtTable) {
		t.Fatalf("a move while stepping back on a running clock: %v", err)
	}
	s.Last()
	if _, err := s.Do(func(tb *table.Table) (table.Update, error) { return tb.PauseClock("review") }); err != nil {
		t.Fatal(err)
	}
	s.Back()
	if _, err := s.Play(board.Vertex{X: 15, Y: 3}); err != nil || len(s.Table().Game().Moves()) != 2 {
		t.Fatalf("a move on a paused clock: %v", err)
	}
}

// TestACasualTakeBackLeavesNoTrace: a move played and taken back at the table is gone from
// the record (the next move is the main line, no variation); a record's own move taken back
// stays and becomes a variation when another is played.
func TestACasualTakeBackLeavesNoTrace(t *testing.T) {
	s, _ := New(DefaultInfo(), nil)
	s.Play(board.Vertex{X: 3, Y: 3})
	s.Play(board.Vertex{X: 15, Y: 15})
	if _, err := s.Undo(false, ""); err != nil {
		t.Fatal(err)
	}
	s.Play(board.Vertex{X: 15, Y: 3})
	first := s.Root().Children[0]
	if s.Root().Count() != 3 || len(first.Children) != 1 {
		t.Fatalf("%d nodes, %d after the first move", s.Root().Count(), len(first.Children))
	}

	c, _ := sgf.Read([]byte("(;GM[1]FF[4]SZ[9]KM[7];B[ee]C[the centre];W[cc]C[a corner])"))
	s, err := Load(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Undo(false, "")
	if !s.AtTable() || len(s.Table().Game().Moves()) != 1 {
		t.Fatal("take-back on an opened record")
	}
	s.Play(board.Vertex{X: 6, Y: 6})
	b := s.Root().Children[0]
	if len(b.Children) != 2 || b.Children[0] != s.Node() {
		t.Fatalf("%d children after B[ee]", len(b.Children))
	}
	if cm, _ := b.Children[1].Get("C"); cm != "a corner" {
		t.Fatalf("the record's move became %v", b.Children[1].Props)
	}
}

// TestAVariationEndIsTakenBack: Undo away from the table removes the variation's last move.
func TestAVariationEndIsTakenBack(t *testing.T) {
	s, _ := New(DefaultInfo(), nil)
	s.Play(board.Vertex{X: 3, Y: 3})
	s.Play(board.Vertex{X: 15, Y: 15})
	s.Back()
	s.Play(board.Vertex{X: 15, Y: 3})
	if _, err := s.Undo(false, ""); err != nil || len(s.Root().Children[0].Children) != 1 || len(s.Game().Moves()) != 1 {
		t.Fatalf("variation not taken back: %v", err)
	}
	if _, err := s.Undo(false, ""); !errors.Is(err, ErrNotAtTable) {
		t.Fatalf("the table's own move taken back from elsewhere: %v", err)
	}
}

// TestAFlagFallsWhileSteppingBack: the table's flag falls while the cursor is at an earlier
// move: the record gets RE, the cursor stays where the user stepped, End shows the table.
func TestAFlagFallsWhileSteppingBack(t *testing.T) {
	info := DefaultInfo()
	info.Width, info.Height, info.MainTime, info.TimeSystem = 9, 9, time.Minute, "absolute"
	ft := &clock.FakeTime{}
	s, err := New(info, ft)
	if err != nil {
		t.Fatal(err)
	}
	s.Play(board.Vertex{X: 2, Y: 2})
	s.Play(board.Vertex{X: 6, Y: 6})
	s.Back()
	n := s.Node()
	ft.Advance(2 * time.Minute)
	if u := s.Tick(); !u.Ended {
		t.Fatal("no flag")
	}
	if re, _ := s.Root().Get("RE"); re != "W+T" || s.Node() != n || s.AtTable() {
		t.Fatalf("RE[%s], cursor moved %v", re, s.Node() != n)
	}
	s.Last()
	if !s.AtTable() || len(s.Game().Moves()) != 2 {
		t.Fatal("End")
	}
}
