package cli

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"goref/app/session"
	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// One referee model: random sequences of table events — moves, passes, marks, accept and
// dispute, resumption, the J89 confirmation, referee actions, the pending rulings, clock
// events, take-backs — go through the app's session layer (app/session, as the UI drives it)
// and, written as a script, through `goref table`; both must end with the same table state
// (Save: the journal, the snapshot of phase, marks, acceptances, pending rulings, clock, log
// and result) and the same record.
func TestSessionAndScriptMakeTheSameTable(t *testing.T) {
	presets := []string{"chinese", "japanese", "ing", "ing13", "ikeda2", "aga", "tromp-taylor", "chen"}
	seeds := 48
	if testing.Short() {
		seeds = 12
	}
	halts, rulings := 0, 0
	for seed := 1; seed <= seeds; seed++ {
		rng := rand.New(rand.NewPCG(uint64(seed), 23))
		g := newEventGen(t, rng, presets[seed%len(presets)], seed%3 == 0, seed%2 == 0)
		for i := 0; i < 160 && !g.s.Table().Ended(); i++ {
			g.step()
		}
		sc, err := parseScript(fmt.Sprintf("seed%d.tbl", seed), []byte(g.script.String()))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, g.script.String())
		}
		run, err := runScript(sc)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, g.script.String())
		}
		got, want := savedState(t, run.t), savedState(t, g.s.Table())
		if got != want {
			t.Fatalf("seed %d: the script's table differs from the session's\nscript:\n%s\nsession state: %s\nscript state:  %s",
				seed, g.script.String(), want, got)
		}
		if a, b := recordOf(t, run.t), recordOf(t, g.s.Table()); a != b {
			t.Fatalf("seed %d: the records differ\n%s\n%s", seed, a, b)
		}
		for _, ev := range g.s.Table().Events() {
			switch {
			case ev.Kind == table.KindHalt:
				halts++
			case ev.Action != nil && ev.Action.Kind == rules.ActCycleRuling:
				rulings++
			}
		}
	}
	if halts < seeds/2 {
		t.Errorf("only %d halts in %d games: the sequences hardly reach the end of the game", halts, seeds)
	}
	t.Logf("%d games, %d halts, %d cycle rulings", seeds, halts, rulings)
}

func savedState(t *testing.T, tb *table.Table) string {
	t.Helper()
	data, err := tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func recordOf(t *testing.T, tb *table.Table) string {
	t.Helper()
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tb.Record()}})
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// eventGen draws events, applies each to a session on a virtual clock and writes it as a
// script line at the same instant.
type eventGen struct {
	t      *testing.T
	rng    *rand.Rand
	s      *session.Session
	ft     *clock.FakeTime
	at     time.Duration
	script bytes.Buffer
}

func newEventGen(t *testing.T, rng *rand.Rand, preset string, tournament, timed bool) *eventGen {
	t.Helper()
	rs, err := rules.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	g := &eventGen{t: t, rng: rng, ft: &clock.FakeTime{}}
	info := session.DefaultInfo()
	info.Rules, info.Komi, info.Width, info.Height = rs, rs.Komi, 7, 7
	fmt.Fprintf(&g.script, "rules %s\nsize 7\nsuggest-at-halt\n", preset)
	if tournament {
		info.Mode = session.Tournament
		g.script.WriteString("tournament\n")
	}
	if timed {
		info.TimeSystem, info.MainTime = "3x20 byo-yomi", 2*time.Minute
		g.script.WriteString("time 120 3x20 byo-yomi\n")
	}
	if g.s, err = session.New(info, g.ft); err != nil {
		t.Fatal(err)
	}
	// A new game is ready until its clock is started (a tap on a face in the app).
	if _, err := g.s.Do(func(tb *table.Table) (table.Update, error) { return tb.Start() }); err != nil {
		t.Fatal(err)
	}
	g.script.WriteString("start\n")
	return g
}

func (g *eventGen) player() board.Color {
	if g.rng.IntN(2) == 0 {
		return board.Black
	}
	return board.White
}

// stone is a random stone of the table's position, or false when it has none.
func (g *eventGen) stone() (board.Vertex, bool) {
	b := g.s.Table().Game().Board()
	var stones []board.Vertex
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if v := (board.Vertex{X: x, Y: y}); b.At(v) != board.Empty {
				stones = append(stones, v)
			}
		}
	}
	if len(stones) == 0 {
		return board.Vertex{}, false
	}
	return stones[g.rng.IntN(len(stones))], true
}

// point is a random point of the board shown (mostly an empty one).
func (g *eventGen) point() board.Vertex {
	b := g.s.Table().Board()
	for i := 0; i < 20; i++ {
		v := board.Vertex{X: g.rng.IntN(b.Width()), Y: g.rng.IntN(b.Height())}
		if b.At(v) == board.Empty || i > 15 {
			return v
		}
	}
	return board.Vertex{}
}

func colorName(c board.Color) string { return c.String() }

// step draws one event, applies it to the session and writes its line.
func (g *eventGen) step() {
	g.at += time.Duration(g.rng.IntN(12)) * time.Second
	g.ft.Set(g.at)
	line := func(format string, a ...any) {
		fmt.Fprintf(&g.script, "at %d "+format+"\n", append([]any{int(g.at / time.Second)}, a...)...)
	}
	do := func(f func(*table.Table) (table.Update, error)) { _, _ = g.s.Do(f) }
	tb := g.s.Table()
	h := tb.Board().Height()
	halted := tb.Markable()
	r := g.rng.IntN(100)
	switch {
	case r < 45 && !halted || r < 12:
		c, v := g.s.ToMove(), g.point()
		_, _ = g.s.Play(v)
		line("%s %s", colorName(c), v.GTP(h))
	case r < 62:
		c := g.s.ToMove()
		_, _ = g.s.Play(board.Pass)
		line("%s pass", colorName(c))
	case r < 70:
		v, ok := g.stone()
		if !ok {
			return
		}
		if g.rng.IntN(4) == 0 {
			do(func(t *table.Table) (table.Update, error) { return t.MarkSeki(v) })
			line("seki %s", v.GTP(h))
		} else {
			do(func(t *table.Table) (table.Update, error) { return t.MarkDead(v) })
			line("dead %s", v.GTP(h))
		}
	case r < 76:
		c := g.player()
		do(func(t *table.Table) (table.Update, error) { return t.Accept(c) })
		line("accept %s", colorName(c))
	case r < 79:
		c := g.player()
		do(func(t *table.Table) (table.Update, error) { return t.Dispute(c) })
		line("dispute %s", colorName(c))
	case r < 81:
		c := g.player()
		do(func(t *table.Table) (table.Update, error) { return t.Resume(c) })
		line("resume %s", colorName(c))
	case r < 83:
		c := g.player()
		do(func(t *table.Table) (table.Update, error) { return t.ConfirmStart(c) })
		line("confirm-start %s", colorName(c))
	case r < 84:
		do(func(t *table.Table) (table.Update, error) { return t.ConfirmEnd() })
		line("confirm-end")
	case r < 86:
		reason := ""
		if g.rng.IntN(2) == 0 {
			reason = "misclick"
		}
		_, _ = g.s.Undo(reason != "", reason)
		if reason != "" {
			line("undo -- %s", reason)
		} else {
			line("undo")
		}
	case r < 88:
		c := g.player()
		kind, word, points := rules.ActWarning, "warning", 0
		switch g.rng.IntN(3) {
		case 1:
			kind, word, points = rules.ActPenaltyPoints, "penalty", 1+g.rng.IntN(3)
		case 2:
			kind, word, points = rules.ActTimeAdjust, "adjust", 30
		}
		a := rules.Action{Kind: kind, Player: c, Points: points, Note: "ruling"}
		do(func(t *table.Table) (table.Update, error) { return t.Referee(a) })
		if points != 0 {
			line("referee %s %s %d -- ruling", word, colorName(c), points)
		} else {
			line("referee %s %s -- ruling", word, colorName(c))
		}
	case r < 90:
		g.s.Tick()
		line("wait")
	case r < 91:
		do(func(t *table.Table) (table.Update, error) { return t.PauseClock("dispute") })
		line("pause -- dispute")
	case r < 92:
		do(func(t *table.Table) (table.Update, error) { return t.ResumeClock("settled") })
		line("restart -- settled")
	case r < 93:
		do(func(t *table.Table) (table.Update, error) { return t.Suggest() })
		line("suggest")
	case r < 94:
		do(func(t *table.Table) (table.Update, error) { return t.LetPassThrough() })
		line("let-pass")
	case r < 95:
		do(func(t *table.Table) (table.Update, error) { return t.KeepRefusal() })
		line("keep-refusal")
	case r < 96:
		do(func(t *table.Table) (table.Update, error) { return t.KeepVerdict() })
		line("keep-verdict")
	case r < 97:
		ruling := []string{rules.RulingContinue, rules.RulingDraw, rules.RulingContest}[g.rng.IntN(3)]
		a := rules.Action{Kind: rules.ActCycleRuling, Ruling: ruling}
		do(func(t *table.Table) (table.Update, error) { return t.Referee(a) })
		line("ruling %s", ruling)
	case r < 99:
		do(func(t *table.Table) (table.Update, error) { return t.CountNow() })
		line("count")
	default:
		c := g.player()
		do(func(t *table.Table) (table.Update, error) { return t.Resign(c) })
		line("resign %s", colorName(c))
	}
}

// The script the generator writes is what a person would write: check one line by hand.
func TestEventGenWritesScriptLines(t *testing.T) {
	g := newEventGen(t, rand.New(rand.NewPCG(1, 2)), "chinese", true, true)
	if got := g.script.String(); !strings.Contains(got, "rules chinese\nsize 7\nsuggest-at-halt\ntournament\ntime 120 3x20 byo-yomi\nstart\n") {
		t.Fatalf("header %q", got)
	}
}
