package store

import (
	"os"
	"path/filepath"
	"testing"

	"goref/app/session"
	"goref/board"
)

func TestDataDir(t *testing.T) {
	t.Setenv("GOREF_DATA_DIR", "/x/y")
	if d, _ := DataDir(); d != "/x/y" {
		t.Fatal(d)
	}
	t.Setenv("GOREF_DATA_DIR", "")
	t.Setenv("XDG_DATA_HOME", "/data")
	if d, _ := DataDir(); d != filepath.Join("/data", "goref") {
		t.Fatal(d)
	}
}

func TestAutosaveRecoverDiscard(t *testing.T) {
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok := st.Unfinished(); ok {
		t.Fatal("an empty directory has an unfinished game")
	}
	s, _ := session.New(session.DefaultInfo(), nil)
	s.Play(board.Vertex{X: 3, Y: 3})
	s.Play(board.Vertex{X: 15, Y: 15})
	if err := st.Autosave(s.Collection(), State{Path: s.Path(), Moves: 2}); err != nil {
		t.Fatal(err)
	}
	c, state, ok := st.Unfinished()
	if !ok || state.Moves != 2 || len(state.Path) != 2 {
		t.Fatalf("unfinished: %v %+v", ok, state)
	}
	r, err := session.Load(c, nil)
	if err != nil || len(r.Game().Moves()) != 2 {
		t.Fatalf("reloaded: %v", err)
	}
	st.Discard()
	if _, _, ok := st.Unfinished(); ok {
		t.Fatal("discarded game still offered")
	}
	left, _ := filepath.Glob(filepath.Join(st.Dir, "autosave", "discarded-*.sgf"))
	if len(left) != 1 {
		t.Fatal("the discarded game was not kept aside")
	}
	if err := st.Autosave(s.Collection(), State{Finished: true}); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := st.Unfinished(); ok {
		t.Fatal("a finished game is offered for recovery")
	}
	tmp, _ := filepath.Glob(filepath.Join(st.Dir, "autosave", ".*tmp*"))
	if len(tmp) != 0 {
		t.Fatalf("temporary files left: %v", tmp)
	}
}

func TestSettingsAndRecent(t *testing.T) {
	st, _ := Open(t.TempDir())
	s := st.Settings()
	if !s.Coordinates || !s.Illegal {
		t.Fatal("defaults")
	}
	for i := 0; i < 10; i++ {
		s.AddRecent(filepath.Join("/g", string(rune('a'+i))+".sgf"))
	}
	s.AddRecent("/g/c.sgf")
	s.Language = "ja"
	if err := st.SaveSettings(s); err != nil {
		t.Fatal(err)
	}
	got := st.Settings()
	if got.Language != "ja" || len(got.Recent) != maxRecent || got.Recent[0] != "/g/c.sgf" {
		t.Fatalf("%+v", got)
	}
	if _, err := os.Stat(filepath.Join(st.Dir, "settings.json")); err != nil {
		t.Fatal(err)
	}
}
