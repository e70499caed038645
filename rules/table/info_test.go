package table

import (
	"testing"

	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
)

// A tournament game's record names its event, round and table (GN, not PC, which is the
// venue), and the ranks; the autosave keeps them and an opened record gives them back.
func TestInfoIsWrittenAndKept(t *testing.T) {
	info := Info{BlackRank: "3d", WhiteRank: "2k", Event: "Tournoi de Juvisy", Round: "3", Table: "12", Place: "Juvisy"}
	tb, err := New(Config{Rules: rules.Chinese, Black: "Nemo André", White: "Li Boyuan", Info: info}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"BR": "3d", "WR": "2k", "EV": "Tournoi de Juvisy", "RO": "3", "GN": "round 3, table 12", "PC": "Juvisy"}
	root := tb.Record()
	for id, v := range want {
		if got, _ := root.Get(id); got != v {
			t.Errorf("%s = %q, want %q", id, got, v)
		}
	}
	if back := saveRestore(t, tb); back.Config().Info != info {
		t.Errorf("restored info %+v, want %+v", back.Config().Info, info)
	}
	text, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{root}})
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Read(text)
	if err != nil {
		t.Fatal(err)
	}
	opened, err := Open(col.Games[0], rules.Chinese, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if opened.Config().Info != info {
		t.Errorf("opened info %+v, want %+v", opened.Config().Info, info)
	}
}

func TestTableOfGN(t *testing.T) {
	for gn, want := range map[string]string{
		"round 3, table 12": "12", "Table 5": "5", "table #7": "7", "R3 T5": "", "": "", "Tablet 4": "",
		"Championnat, round 2, Table 10": "10",
	} {
		if got := TableOfGN(gn); got != want {
			t.Errorf("TableOfGN(%q) = %q, want %q", gn, got, want)
		}
	}
}

// The nigiri said in the New game dialog is the record's game comment (GC), and the autosave
// keeps it: Info.Nigiri was read from the form and written nowhere.
func TestNigiriIsRecorded(t *testing.T) {
	said := "Kim held 12 stones; Lee guessed odd: wrong. Kim takes Black."
	tb, err := New(Config{Rules: rules.Chinese, Black: "Kim", White: "Lee", Info: Info{Nigiri: said}}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if gc, _ := tb.Record().Get("GC"); gc != said {
		t.Fatalf("GC = %q, want %q", gc, said)
	}
	if gc, _ := saveRestore(t, tb).Record().Get("GC"); gc != said {
		t.Fatalf("restored GC = %q, want %q", gc, said)
	}
}
