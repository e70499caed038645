package hallview

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/board"
	"goref/hall"
	"goref/internal/corpus"
	"goref/tournament"
)

// chooser answers the room's file dialogs with the paths it was given.
type chooser struct {
	open, save string
	asked      []string
}

func (c *chooser) OpenExt(_ fyne.Window, ext string, done func(string)) {
	c.asked = append(c.asked, "open ."+ext)
	done(c.open)
}

func (c *chooser) Save(_ fyne.Window, name string, done func(string)) {
	c.asked = append(c.asked, "save "+name)
	done(c.save)
}

// The director prints the round sheet from the room: the tournament file chosen (listing XML
// files), the round being played offered (TournoiChinois: round 1, where table 3 has no result
// yet, by hand from the file), the tables the hall settled marked signed (table 1, whose result
// the director confirmed; table 2 still playing is not), and the PDF written where chosen.
func TestTheRoomPrintsTheRoundSheet(t *testing.T) {
	a := test.NewTempApp(t)
	d, tbs, sts := hallOf(t)
	u, _ := tbs[0].Resign(board.White)
	sts[0].Observe(tbs[0], u)
	waitFor(t, "the result at the director", func() bool { v, _ := d.Seat("1"); return v.Public != nil && v.Public.Result != "" })
	if err := d.Confirm("1", "B+R"); err != nil {
		t.Fatal(err)
	}
	files := &chooser{open: filepath.Join(samples(t), "TournoiChinois.xml"), save: filepath.Join(t.TempDir(), "sheet.pdf")}
	r := NewRoom(a, d, Info{Event: "room", Secret: "s", Broker: "mqtt://x", Files: files})
	files.open, files.asked = "", nil
	r.RoundSheet() // cancelled: nothing asked after the file
	if len(files.asked) != 1 || files.asked[0] != "open .xml" {
		t.Fatalf("asked %q, want one open of .xml", files.asked)
	}
	files.open = filepath.Join(samples(t), "TournoiChinois.xml")
	f, err := tournament.ReadFile(files.open)
	if err != nil {
		t.Fatal(err)
	}
	sf := r.sheetForm(f)
	if sf.Round.Selected != "1" || sf.Signed.Text != "1" || sf.Paper.Selected != "A4" {
		t.Fatalf("the form offers round %q, signed %q, paper %q; want 1, 1, A4", sf.Round.Selected, sf.Signed.Text, sf.Paper.Selected)
	}
	sf.Signed.SetText("1, 4")
	sf.Print()
	if got := files.asked[len(files.asked)-1]; got != "save Tournoi chinois round 1 sheet.pdf" {
		t.Fatalf("asked %q", got)
	}
	if !strings.Contains(r.status.Text, "sheet.pdf") {
		t.Fatalf("status %q", r.status.Text)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed (poppler-utils): the sheet's text is not read")
	}
	out, err := exec.Command("pdftotext", "-layout", files.save, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	signed := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) > 2 && (f[len(f)-1] == "yes" || f[len(f)-1] == "no") {
			signed[f[0]] = f[len(f)-1]
		}
	}
	if len(signed) != 12 || signed["1"] != "yes" || signed["4"] != "yes" || signed["2"] != "no" || signed["3"] != "no" {
		t.Fatalf("signed column %v, want 12 tables, 1 and 4 yes:\n%s", signed, out)
	}
	// A table number that is not one is refused and nothing is asked.
	n := len(files.asked)
	sf.Signed.SetText("1, two")
	sf.Print()
	if len(files.asked) != n || !strings.Contains(r.status.Text, `"two"`) {
		t.Fatalf("a bad table number: asked %q, status %q", files.asked[n:], r.status.Text)
	}
}

// samples is the folder of OpenGotha's sample tournaments beside the corpus.
func samples(t *testing.T) string {
	t.Helper()
	d := filepath.Join(filepath.Dir(corpus.Root()), "tournaments")
	if _, err := os.Stat(filepath.Join(d, "TournoiChinois.xml")); err != nil {
		corpus.Missing(t, d)
	}
	return d
}

// The signed slips offered for a round are that round's: a table's settled game of round 2 is
// not offered for round 3, whose game at that table is still being played; a game set up with
// no round counts for the round being played only. (Tables by hand.)
func TestTheSheetOffersOnlyTheRoundsSettledGames(t *testing.T) {
	settled := []hall.SettledGame{{Seat: "1", Round: "2", Table: "1"}, {Seat: "2", Round: "3", Table: "4"}, {Seat: "3", Table: "3"}}
	for _, c := range []struct {
		round int
		want  string
	}{{2, "1"}, {3, "4,3"}, {1, ""}} {
		if got := signedIn(settled, c.round, 3); got != c.want {
			t.Errorf("round %d: signed %q, want %q", c.round, got, c.want)
		}
	}
}

// Escape in the room closes the round sheet's form as Cancel does: nothing is asked or printed.
func TestEscapeClosesTheRoomsSheetForm(t *testing.T) {
	a := test.NewTempApp(t)
	d, _, _ := hallOf(t)
	files := &chooser{save: filepath.Join(t.TempDir(), "sheet.pdf")}
	r := NewRoom(a, d, Info{Event: "room", Secret: "s", Broker: "mqtt://x", Files: files})
	f, err := tournament.ReadFile(filepath.Join(samples(t), "TournoiChinois.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if r.sheetForm(f) == nil || r.Window.Canvas().Overlays().Top() == nil {
		t.Fatal("no form")
	}
	r.Window.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.Window.Canvas().Overlays().Top() != nil || len(files.asked) != 0 {
		t.Fatalf("after Escape the form is open %v, asked %q", r.Window.Canvas().Overlays().Top() != nil, files.asked)
	}
}
