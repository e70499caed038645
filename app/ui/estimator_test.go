package ui

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"goref/app/session"
	"goref/board"
	"goref/rules/deadstones"
)

// A chosen estimator that is not installed: goref's own pre-marks the dead stone and the
// status line says why.
func TestEstimatorSettingFallsBack(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	u, _ := newTestUI(t)
	u.settings.Estimator = "katago"
	info := session.DefaultInfo()
	info.Width, info.Height = 9, 9
	u.StartGame(info)
	for y := 0; y < 9; y++ {
		tapAt(u, 4, y)
		tapAt(u, 5, y)
	}
	tapAt(u, 1, 1)
	tapAt(u, 2, 7) // a white stone dying inside Black's area
	u.Pass()
	u.Pass()
	if !isDead(u, board.Vertex{X: 2, Y: 7}) || len(u.Board.View().Dead) != 1 {
		t.Fatalf("dead %v", u.Board.View().Dead)
	}
	if !strings.Contains(u.Status.Text, "katago is not installed") {
		t.Fatalf("status %q", u.Status.Text)
	}
	if it := estimatorMenu(u); len(it.ChildMenu.Items) != 3 || !it.ChildMenu.Items[2].Disabled || !it.ChildMenu.Items[2].Checked {
		t.Fatalf("menu %+v", it.ChildMenu.Items)
	}
}

// The stones the estimator is unsure of are ringed on the board while the referee marks:
// here the white invader d6 in Black's four-column area (dead in fewer than three playouts
// in four), not Black's invader in White's narrower one.
func TestUncertainStonesShown(t *testing.T) {
	u, _ := newTestUI(t)
	info := session.DefaultInfo()
	info.Width, info.Height = 9, 9
	u.StartGame(info)
	for y := 0; y < 9; y++ {
		tapAt(u, 4, y)
		tapAt(u, 5, y)
	}
	tapAt(u, 6, 4)
	tapAt(u, 3, 3)
	u.Pass()
	u.Pass()
	e, _ := deadstones.Own.Estimate(u.Session().Board())
	want := e.Uncertain()
	got := u.Board.View().Uncertain
	if len(want) == 0 || !reflect.DeepEqual(got, want) {
		t.Fatalf("view rings %v, the estimator is unsure of %v", got, want)
	}
	if !slices.Contains(got, board.Vertex{X: 3, Y: 3}) {
		t.Fatalf("d6 not ringed: %v", got)
	}
	// An acceptance waits for the referee: the status line says the table's sentence, then
	// where the rings and the button are.
	u.ref.w.accept[board.Black].OnTapped()
	if u.Session().Table().Accepted(board.Black) {
		t.Fatal("accepted with stones uncertain")
	}
	for _, want := range []string{"The estimator is unsure of the stones at ", "D6",
		": the referee decides first, by marking their group or by keeping the marks as they stand. Amber rings show them; The marks are right keeps the marks."} {
		if !strings.Contains(u.Status.Text, want) {
			t.Errorf("status %q, want %q in it", u.Status.Text, want)
		}
	}
}
