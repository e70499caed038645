package table

import (
	"encoding/json"
	"testing"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// Turning a casual game into a tournament game is an input of the journal: the take-back
// before it stays the casual one that left no trace, the take-back after it is the referee's,
// logged (Undo: "in a tournament game every take-back is"). By hand: B E5, taken back unlogged,
// B E5 again, the switch, W C3 taken back → one log entry, an undo; every save restores, also
// after a resignation revoked.
func TestTournamentSwitchIsJournalled(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5")
	ok(t)(tb.Undo(false, ""))
	play(t, tb, "B E5")
	tb.SetTournament(true)
	back := saveRestore(t, tb)
	if !back.Config().Tournament || len(back.Log().Actions) != 0 {
		t.Fatalf("restored: tournament %v, log %v; want on and empty", back.Config().Tournament, back.Log().Actions)
	}
	play(t, back, "W C3")
	ok(t)(back.Undo(false, ""))
	if l := back.Log().Actions; len(l) != 1 || l[0].Kind != rules.ActUndo {
		t.Fatalf("a take-back after the switch: log %v, want one undo", l)
	}
	back = saveRestore(t, back)
	ok(t)(back.Resign(board.White))
	ok(t)(back.Revoke("misheard"))
	if !back.Config().Tournament {
		t.Fatal("the revocation forgot the switch")
	}
	if l := saveRestore(t, back).Log().Actions; len(l) != 2 || l[0].Kind != rules.ActUndo || l[1].Kind != rules.ActRevoke {
		t.Fatalf("after the revocation, restored: log %v, want undo, revoke", l)
	}
}

// The suggest switch turned on where play stopped (its proposal an input of its own) and off
// again restores as it was: on after the halt, off at the save.
func TestSuggestSwitchIsJournalled(t *testing.T) {
	tb, _ := newTable(t, "japanese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5", "W pass", "B pass")
	ok(t)(tb.SetSuggest(true))
	back := saveRestore(t, tb)
	if !back.Config().Suggest {
		t.Fatal("restored with suggest off")
	}
	ok(t)(back.SetSuggest(false))
	if saveRestore(t, back).Config().Suggest {
		t.Fatal("restored with suggest on")
	}
}

// A version 2 state (no switch journalled; its modes as saved held from the start) still reads.
func TestVersion2StateRestoresItsModes(t *testing.T) {
	cfg := Config{Width: 9, Tournament: true}
	cfg.Rules, _ = rules.Preset("chinese")
	tb, err := New(cfg, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	ok(t)(tb.Start())
	play(t, tb, "B E5", "W C3")
	ok(t)(tb.Undo(false, ""))
	data, _ := tb.Save()
	var st map[string]any
	json.Unmarshal(data, &st)
	st["version"] = 2
	v2, _ := json.Marshal(st)
	back, err := Restore(v2, &clock.FakeTime{})
	if err != nil || !back.Config().Tournament || len(back.Log().Actions) != 1 {
		t.Fatalf("version 2: %v", err)
	}
}
