package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/board/sgf"
)

// fallbackDialogs saves through goref's own Fyne save dialog, as the app does when the
// desktop's chooser cannot be shown.
type fallbackDialogs struct{}

func (fallbackDialogs) Open(_ fyne.Window, done func(string))              { done("") }
func (fallbackDialogs) OpenExt(_ fyne.Window, _ string, done func(string)) { done("") }
func (fallbackDialogs) Save(w fyne.Window, name string, done func(string)) {
	ShowSaveDialog(w, name, done)
}

// inOverlay finds the first widget of the top dialog that match wants.
func inOverlay[T fyne.CanvasObject](u *UI, match func(T) bool) (T, bool) {
	var found T
	ok := false
	var walk func(o fyne.CanvasObject) bool
	walk = func(o fyne.CanvasObject) bool {
		if x, is := o.(T); is && match(x) {
			found, ok = x, true
			return true
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, k := range c.Objects {
				if walk(k) {
					return true
				}
			}
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, k := range test.WidgetRenderer(w).Objects() {
				if walk(k) {
					return true
				}
			}
		}
		return false
	}
	if top := u.win.Canvas().Overlays().Top(); top != nil {
		walk(top)
	}
	return found, ok
}

// typeName replaces the name in the open save dialog and presses Enter.
func typeName(t *testing.T, u *UI, name string) {
	t.Helper()
	e, ok := inOverlay(u, func(*widget.Entry) bool { return true })
	if !ok {
		t.Fatal("no save dialog with a name field")
	}
	if name != "" {
		e.SetText(name)
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

func tapInOverlay(t *testing.T, u *UI, label string) {
	t.Helper()
	b, ok := inOverlay(u, func(b *widget.Button) bool { return b.Text == label })
	if !ok {
		t.Fatalf("no %q button in %q", label, overlayText(u))
	}
	test.Tap(b)
}

// Issue 29 item 9: the name suggested from the record's players is one file name: a plain
// Enter writes in the folder the dialog shows, never where "../" would lead.
func TestSaveAsNameFromTheRecordStaysInTheFolder(t *testing.T) {
	u, _ := newTestUI(t)
	u.files = fallbackDialogs{}
	root := t.TempDir()
	shown := filepath.Join(root, "a", "b", "shown")
	os.MkdirAll(shown, 0o755)
	saveFolder = shown
	tapAt(u, 3, 3)
	u.sess.Info.Black, u.sess.Info.White = "../../../escaped", "W"
	u.doc.SaveAs()
	if e, ok := inOverlay(u, func(*widget.Entry) bool { return true }); !ok || e.Text != "_.._.._escaped-W.sgf" {
		t.Fatalf("suggested %q", overlayText(u))
	}
	typeName(t, u, "")
	if _, err := os.Stat(filepath.Join(shown, "_.._.._escaped-W.sgf")); err != nil {
		t.Fatalf("not saved in the folder shown: %v (%s)", err, u.Status.Text)
	}
	if _, err := os.Stat(filepath.Join(root, "escaped-W.sgf")); err == nil {
		t.Fatal("saved outside the folder shown")
	}
}

// Issue 29 item 1: typing "notes" where notes and notes.sgf exist asks about notes.sgf (the
// file written) and empties nothing; Cancel keeps both, Replace writes notes.sgf whole and
// leaves notes alone. The dialog hands over a path without having touched the file.
func TestSaveAsAsksBeforeReplacingAndEmptiesNothing(t *testing.T) {
	u, _ := newTestUI(t)
	u.files = fallbackDialogs{}
	dir := t.TempDir()
	saveFolder = dir
	notes, record := filepath.Join(dir, "notes"), filepath.Join(dir, "notes.sgf")
	os.WriteFile(notes, []byte("my notes"), 0o644)
	os.WriteFile(record, []byte("(;GM[1]SZ[19]C[a game kept here])"), 0o644)
	tapAt(u, 3, 3)
	for _, answer := range []string{L("Cancel"), L("Replace")} {
		u.doc.SaveAs()
		typeName(t, u, "notes")
		if msg := overlayText(u); !strings.Contains(msg, "notes.sgf already exists") {
			t.Fatalf("not asked about notes.sgf: %q", msg)
		}
		if data, _ := os.ReadFile(record); string(data) != "(;GM[1]SZ[19]C[a game kept here])" {
			t.Fatalf("notes.sgf changed before the answer: %q", data)
		}
		tapInOverlay(t, u, answer)
		if data, _ := os.ReadFile(notes); string(data) != "my notes" {
			t.Fatalf("%s: notes changed: %q", answer, data)
		}
	}
	c, err := sgf.ReadFile(record)
	if err != nil || len(c.Games) != 1 || !c.Games[0].Has("AP") {
		t.Fatalf("after Replace notes.sgf is not the record: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// The dialog has touched nothing when it hands over the path (Fyne's own save dialog had
// already emptied it); a name typed gets the extension, a path typed is followed from the
// folder shown; Cancel gives "".
func TestSaveDialogWritesNothing(t *testing.T) {
	u, _ := newTestUI(t)
	dir := t.TempDir()
	saveFolder = dir
	kept := filepath.Join(dir, "kept.sgf")
	os.WriteFile(kept, []byte("kept"), 0o644)
	var got []string
	ShowSaveDialog(u.win, "new.sgf", func(p string) { got = append(got, p) })
	typeName(t, u, "")
	ShowSaveDialog(u.win, "x.sgf", func(p string) { got = append(got, p) })
	typeName(t, u, "kept")
	tapInOverlay(t, u, L("Replace"))
	if data, _ := os.ReadFile(kept); string(data) != "kept" {
		t.Fatalf("the dialog changed the file: %q", data)
	}
	ShowSaveDialog(u.win, "x.sgf", func(p string) { got = append(got, p) })
	typeName(t, u, "sub/typed") // a path typed by the user is the user's
	ShowSaveDialog(u.win, "x.sgf", func(p string) { got = append(got, p) })
	tapInOverlay(t, u, L("Cancel"))
	want := []string{filepath.Join(dir, "new.sgf"), kept, filepath.Join(dir, "sub", "typed.sgf"), ""}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("paths %q, want %q", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "new.sgf")); err == nil {
		t.Fatal("the dialog created the file")
	}
}

// The result slip's name is made of the round and table, one file name too; the SGF beside
// the PNG is not replaced without a question.
func TestSlipSaveAsksBeforeReplacingTheRecordBeside(t *testing.T) {
	u, _ := newTestUI(t)
	dir := t.TempDir()
	saveFolder = dir
	u.files = fallbackDialogs{}
	u.sess.Info.Round, u.sess.Info.Table = "../1", "2/3"
	beside := filepath.Join(dir, "slip-r1-t2-3.sgf")
	os.WriteFile(beside, []byte("another game"), 0o644)
	u.slip.ShowResultSlip()
	slip := u.slipWin
	defer slip.Close()
	var save *widget.Button
	var find func(o fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == L("Save PDF…") {
				save = x
			}
		case *fyne.Container:
			for _, k := range x.Objects {
				find(k)
			}
		}
	}
	find(slip.Content())
	if save == nil {
		t.Fatal("no Save button on the slip")
	}
	// The dialog opens in the slip's window.
	u.files = slipDialogs{u: u, win: slip}
	test.Tap(save)
	// The question is asked in the slip's window, where the director is (on the main window
	// it was hidden under the slip).
	if top := slip.Canvas().Overlays().Top(); top == nil || !strings.Contains(strings.Join(texts(top), " | "), "slip-r1-t2-3.sgf already exists") {
		t.Fatalf("asked in the slip's window: %v; in the main window: %q", top, overlayText(u))
	}
	u.answer("") // Cancel
	if data, _ := os.ReadFile(beside); string(data) != "another game" {
		t.Fatal("the record beside the slip was replaced without a question")
	}
	if _, err := os.Stat(filepath.Join(dir, "slip-r1-t2-3.pdf")); err == nil {
		t.Fatal("the PDF was written though the answer was Cancel")
	}
}

// slipDialogs answers the slip's save dialog with the name it suggests, in saveFolder.
type slipDialogs struct {
	u   *UI
	win fyne.Window
}

func (slipDialogs) Open(_ fyne.Window, done func(string))              { done("") }
func (slipDialogs) OpenExt(_ fyne.Window, _ string, done func(string)) { done("") }
func (d slipDialogs) Save(_ fyne.Window, name string, done func(string)) {
	done(filepath.Join(saveFolder, name))
}
