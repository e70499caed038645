package rules

import (
	"strings"
	"testing"

	"goref/board"
)

// A late arrival has one implementation, the table's (rules/table, through the clock with the
// game's own time and the venue's allowance): a bare game refuses it rather than guess the time.
func TestLateArrivalIsTheTables(t *testing.T) {
	g := NewGame(Ing, board.MustNew(9, 9))
	if _, err := g.Referee(Action{Kind: ActLate, Player: board.White, Points: 35}); err == nil || len(g.Log.Actions) != 0 {
		t.Fatalf("a bare game applied a late arrival: %v", err)
	}
}

func TestTimeAdjustAndPenaltyPoints(t *testing.T) {
	g := NewGame(Ing, board.MustNew(9, 9))
	g.Referee(Action{Kind: ActTimeAdjust, Player: board.Black, Points: -90})
	g.Referee(Action{Kind: ActTimeAdjust, Player: board.Black, Points: 30})
	g.Referee(Action{Kind: ActTimePenalty, Player: board.White, Points: 2})
	g.Referee(Action{Kind: ActPenaltyPoints, Player: board.White, Points: 4})
	g.Referee(Action{Kind: ActOversight, Player: board.White})
	if n := g.Log.ClockAdjust(board.Black); n != -60 {
		t.Fatalf("clock %d", n)
	}
	if n := g.Log.PenaltyPoints(board.White); n != 6 {
		t.Fatalf("penalty points %d: time 2 + points 4, the oversight is not a penalty", n)
	}
	if a := g.Log.Actions[4]; a.Points != 2 || a.Event != nil {
		t.Fatalf("oversight %+v", a)
	}
	if _, err := g.Referee(Action{Kind: ActPenaltyPoints, Points: 2}); err == nil {
		t.Fatal("penalty points need a player")
	}
}

// C88 14 and 22: the sealed move is played; if its point is occupied, one forced pass.
func TestSealedMove(t *testing.T) {
	g := NewGame(Chinese, board.MustNew(9, 9))
	g.Play(board.Black, board.Vertex{X: 2, Y: 2})
	v := board.Vertex{X: 6, Y: 6}
	ev, err := g.Referee(Action{Kind: ActSealed, Player: board.White, Point: &v})
	if err != nil || ev.Verdict != "played" || g.Board().At(v) != board.White {
		t.Fatalf("sealed: %+v %v", ev, err)
	}
	occupied := board.Vertex{X: 2, Y: 2}
	ev, err = g.Referee(Action{Kind: ActSealed, Player: board.Black, Point: &occupied})
	if err != nil || ev.Verdict != string(ActForcedPass) || !g.Moves()[len(g.Moves())-1].Vertex.IsPass() {
		t.Fatalf("occupied: %+v %v", ev, err)
	}
	if got := g.Log.Actions[1].Explain("en"); !strings.Contains(got, "C7") || !strings.Contains(got, "passes once") {
		t.Fatalf("explain %q", got)
	}
	if _, err := g.Referee(Action{Kind: ActSealed, Player: board.Black}); err == nil {
		t.Fatal("a sealed move needs its point")
	}
}

func TestExplainLanguages(t *testing.T) {
	a := Action{Kind: ActVoidMove, Player: board.Black}
	for lang, want := range map[string]string{"en": "Black's move is void", "zh-Hans": "黑方该着无效", "zh_Hans": "黑方该着无效",
		"ja": "黒の着手は無効", "ko": "흑의 착수는 무효", "zh-Hant": "黑方該著無效", "zh_Hant": "由白方行棋", "fr": "White moves"} {
		if got := a.Explain(lang); !strings.Contains(got, want) {
			t.Errorf("%s: %q", lang, got)
		}
	}
	for _, k := range []ActionKind{ActWarning, ActVoidMove, ActForcedPass, ActLoss, ActBothLose, ActDraw, ActReplay, ActNoResult,
		ActTimePenalty, ActForfeit, ActLate, ActOversight, ActPenaltyPoints, ActTimeAdjust, ActSealed} {
		for _, lang := range []string{"en", "zh-Hans", "ja", "ko", "zh-Hant"} {
			got := (Action{Kind: k, Player: board.White}).Explain(lang)
			if got == string(k) || strings.Contains(got, "{") {
				t.Errorf("%s %s: %q", k, lang, got)
			}
		}
	}
}

// One correction of both clocks is said of both players, not as one player's: "both players's
// clock" was the catalogue's one-player sentence with "both players" put in for the player.
func TestBothClocksAdjustedIsSaidOfBoth(t *testing.T) {
	a := Action{Kind: ActTimeAdjust, Player: board.Empty, Points: -100}
	for l, want := range map[string]string{
		"en":      "The referee adjusts both players' clocks by -100 seconds each.",
		"zh-Hans": "裁判将双方的用时各调整-100秒。",
	} {
		if got := a.Explain(l); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
}
