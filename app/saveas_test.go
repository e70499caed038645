package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/app/store"
	"goref/app/ui"
	"goref/board"
)

// Issue 29 items 1 and 9 through the desktop's chooser (the helper; a script stands in for
// it and answers as a plain Enter in the folder it shows would). The suggested name is one
// file name, so the save stays in that folder; typing "notes" where notes and notes.sgf exist
// asks about notes.sgf before it is replaced and never touches notes.
func TestSaveAsThroughTheHelper(t *testing.T) {
	a := test.NewTempApp(t)
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	root := t.TempDir()
	shown := filepath.Join(root, "a", "b", "shown")
	os.MkdirAll(shown, 0o755)
	answer := filepath.Join(root, "typed")
	helper := fakeHelper(t, `typed=$(cat `+answer+`); [ -n "$typed" ] || typed=$6; echo "`+shown+`/$typed"`)
	w := a.NewWindow("goref")
	u := ui.New(a, w, st, &helperDialogs{helper: helper, fallback: fyneDialogs{}})
	if _, err := u.Session().Play(board.Vertex{X: 3, Y: 3}); err != nil {
		t.Fatal(err)
	}
	u.Session().Info.Black, u.Session().Info.White = "../../../escaped", "W"

	os.WriteFile(answer, nil, 0o644) // a plain Enter on the name suggested
	saveAs(t, w)
	saved := filepath.Join(shown, "_.._.._escaped-W.sgf")
	waitFor(t, func() bool { _, err := os.Stat(saved); return err == nil }, "the save in the folder shown")
	if _, err := os.Stat(filepath.Join(root, "escaped-W.sgf")); err == nil {
		t.Fatal("saved outside the folder shown")
	}

	notes, record := filepath.Join(shown, "notes"), filepath.Join(shown, "notes.sgf")
	os.WriteFile(notes, []byte("my notes"), 0o644)
	os.WriteFile(record, []byte("(;GM[1]C[a game kept here])"), 0o644)
	os.WriteFile(answer, []byte("notes"), 0o644)
	for _, label := range []string{"Cancel", "Replace"} {
		saveAs(t, w)
		waitFor(t, func() bool { return strings.Contains(overlayText(w), "notes.sgf already exists") }, "the question about notes.sgf")
		if data, _ := os.ReadFile(record); string(data) != "(;GM[1]C[a game kept here])" {
			t.Fatalf("notes.sgf changed before the answer: %q", data)
		}
		tap(t, w, label)
		if data, _ := os.ReadFile(notes); string(data) != "my notes" {
			t.Fatalf("%s: notes changed: %q", label, data)
		}
	}
	if data, _ := os.ReadFile(record); !strings.Contains(string(data), "AP[goref") {
		t.Fatalf("Replace did not write notes.sgf: %q", data)
	}
}

func waitFor(t *testing.T, ok func() bool, what string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %s", what)
		}
	}
}

// walk visits o and everything drawn inside it.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	if c, ok := o.(*fyne.Container); ok {
		for _, k := range c.Objects {
			walk(k, visit)
		}
	}
	if w, ok := o.(fyne.Widget); ok {
		for _, k := range test.WidgetRenderer(w).Objects() {
			walk(k, visit)
		}
	}
}

func overlayText(w fyne.Window) string {
	var out []string
	if top := w.Canvas().Overlays().Top(); top != nil {
		walk(top, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		})
	}
	return strings.Join(out, " | ")
}

func tap(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	var b *widget.Button
	if top := w.Canvas().Overlays().Top(); top != nil {
		walk(top, func(o fyne.CanvasObject) {
			if x, ok := o.(*widget.Button); ok && x.Text == label && b == nil {
				b = x
			}
		})
	}
	if b == nil {
		t.Fatalf("no %q button in %q", label, overlayText(w))
	}
	test.Tap(b)
}

// saveAs chooses File → Save as… in w's menu, as a person does.
func saveAs(t *testing.T, w fyne.Window) {
	t.Helper()
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Save as…" {
				it.Action()
				return
			}
		}
	}
	t.Fatal("no File → Save as… in the menu")
}
