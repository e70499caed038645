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
func (fallbackDialogs) SaveUnasked(w fyne.Window, name string, done func(string)) {
	ShowSaveDialogUnasked(w, name, done)
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
	ShowSaveDialogUnasked(u.win, "x.sgf", func(p string) { got = append(got, p) })
	typeName(t, u, "kept") // the caller asks (the result slip: about the PDF and the record)
	if top := u.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("the unasked dialog asked: %q", overlayText(u))
	}
	ShowSaveDialog(u.win, "x.sgf", func(p string) { got = append(got, p) })
	typeName(t, u, "sub/typed") // a path typed by the user is the user's
	ShowSaveDialog(u.win, "x.sgf", func(p string) { got = append(got, p) })
	tapInOverlay(t, u, L("Cancel"))
	want := []string{filepath.Join(dir, "new.sgf"), kept, kept, filepath.Join(dir, "sub", "typed.sgf"), ""}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("paths %q, want %q", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "new.sgf")); err == nil {
		t.Fatal("the dialog created the file")
	}
}

// slipToSave opens the result slip of a game of round and table, its save dialog answering
// the name it suggests in a folder of the test's own: the UI, the slip's Save PDF… button and
// the folder. The caller closes the slip's window (a test window closed twice hangs the test
// driver).
func slipToSave(t *testing.T, round, table string) (*UI, *widget.Button, string) {
	t.Helper()
	u, _ := newTestUI(t)
	dir := t.TempDir()
	saveFolder = dir
	u.sess.Info.Round, u.sess.Info.Table = round, table
	save := slipSaveButton(t, u)
	u.files = slipDialogs{u: u, win: u.slipWin}
	return u, save, dir
}

// slipSaveButton opens the result slip and finds its Save PDF… button.
func slipSaveButton(t *testing.T, u *UI) *widget.Button {
	t.Helper()
	u.slip.ShowResultSlip()
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
	find(u.slipWin.Content())
	if save == nil {
		t.Fatal("no Save button on the slip")
	}
	return save
}

// slipQuestions counts the questions and boxes open in the slip's window, and says the top one.
func slipQuestions(u *UI) (int, string) {
	o := u.slipWin.Canvas().Overlays()
	if o.Top() == nil {
		return 0, ""
	}
	return len(o.List()), strings.Join(texts(o.Top()), " | ")
}

// The result slip's name is made of the round and table, one file name too. Saving it where a
// slip and its record already are asks once, in the slip's window, naming both files (the save
// dialog asked about the PDF, then goref about the record beside it); Cancel keeps both, Replace
// writes both.
func TestSlipSaveAsksOnceAboutBothFiles(t *testing.T) {
	u, save, dir := slipToSave(t, "../1", "2/3")
	defer u.slipWin.Close()
	pdf, beside := filepath.Join(dir, "slip-r1-t2-3.pdf"), filepath.Join(dir, "slip-r1-t2-3.sgf")
	const oldPDF, oldGame = "%PDF-1.3 an older slip", "(;GM[1]FF[4]SZ[19]C[another game])"
	os.WriteFile(pdf, []byte(oldPDF), 0o644)
	os.WriteFile(beside, []byte(oldGame), 0o644)
	for _, answer := range []string{"", L("Replace")} {
		test.Tap(save)
		n, msg := slipQuestions(u)
		if n != 1 || msg == "" || !strings.Contains(msg, "slip-r1-t2-3.pdf and slip-r1-t2-3.sgf already exist. Replace them?") {
			t.Fatalf("%d questions in the slip's window, the top one %q; in the main window %q", n, msg, overlayText(u))
		}
		u.answer(answer)
		if n, msg := slipQuestions(u); n != 0 {
			t.Fatalf("after the answer %q, still asked: %q", answer, msg)
		}
		kept := func(path, was string) bool { data, _ := os.ReadFile(path); return string(data) == was }
		if answer == "" && (!kept(pdf, oldPDF) || !kept(beside, oldGame)) {
			t.Fatal("Cancel replaced a file")
		}
		if answer != "" && (kept(pdf, oldPDF) || kept(beside, oldGame)) {
			t.Fatalf("Replace left a file as it was (%s)", u.Status.Text)
		}
	}
	if data, _ := os.ReadFile(beside); strings.Contains(string(data), "another game") {
		t.Fatal("the record beside the slip is not this game")
	}
	if _, err := sgf.ReadFile(beside); err != nil {
		t.Fatalf("the record beside the slip does not read: %v", err)
	}
}

// A file beside the slip that does not read as a game record (someone's notes named like the
// record, a file goref may not read) is not replaced: nothing is asked, nothing is written, and
// the slip's window says why.
func TestSlipSaveDoesNotReplaceWhatDoesNotRead(t *testing.T) {
	u, save, dir := slipToSave(t, "4", "7")
	defer u.slipWin.Close()
	pdf, beside := filepath.Join(dir, "slip-r4-t7.pdf"), filepath.Join(dir, "slip-r4-t7.sgf")
	for _, c := range []struct {
		name string
		data string
		mode os.FileMode
	}{{"notes", "notes of the round, not a record", 0o644}, {"unreadable", "(;GM[1]SZ[19])", 0}} {
		if c.mode == 0 && os.Getuid() == 0 {
			continue // root reads a file of mode 0
		}
		os.WriteFile(beside, []byte(c.data), 0o644)
		os.Chmod(beside, c.mode)
		test.Tap(save)
		n, msg := slipQuestions(u)
		if n != 1 || !strings.Contains(msg, "slip-r4-t7.sgf is there and does not read as a game record") || strings.Contains(msg, L("Replace")) {
			t.Fatalf("%s: %d boxes, the top one %q", c.name, n, msg)
		}
		u.slipWin.Canvas().Overlays().Top().Hide()
		os.Chmod(beside, 0o644)
		if data, _ := os.ReadFile(beside); string(data) != c.data {
			t.Fatalf("%s: the file beside was replaced", c.name)
		}
		if _, err := os.Stat(pdf); err == nil {
			t.Fatalf("%s: the PDF was written", c.name)
		}
		if !strings.Contains(u.Status.Text, "does not read as a game record") {
			t.Fatalf("%s: status %q", c.name, u.Status.Text)
		}
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
func (d slipDialogs) SaveUnasked(w fyne.Window, name string, done func(string)) {
	d.Save(w, name, done)
}
