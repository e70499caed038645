package rules

import (
	"reflect"
	"strings"
	"testing"

	"goref/board"
	"goref/board/sgf"
)

// Every action survives GR through a real SGF file, notes with ']', '\', ':' and newlines too.
func TestGRRoundTrip(t *testing.T) {
	v := board.Vertex{X: 3, Y: 15}
	ply := 4
	actions := []Action{
		{Kind: ActWarning, Player: board.Black, Note: `clock pressed early]; path C:\games\x`},
		{Kind: ActTimeAdjust, Player: board.White, Points: -90, Clock: -90, Note: "clock fault\nsecond line"},
		{Kind: ActLate, Player: board.Empty, Points: 20, Limit: 15, Event: &Event{Kind: EventGameEnd, Reason: ReasonForfeit, Verdict: "both-lose"}},
		{Kind: ActSealed, Player: board.Black, Point: &v, Event: &Event{Kind: EventReferee, Reason: "sealed-move", Verdict: "played"}},
		{Kind: ActCycleRuling, Ruling: RulingDraw, Note: "triple ko", Event: &Event{Kind: EventGameEnd, Reason: ReasonRepetition, Verdict: "draw", Winner: "draw"}},
		{Kind: ActOversight, Player: board.White, Points: 2},
		{Kind: ActCycleRuling, Ruling: RulingDisturb, Player: board.Black, Note: "Chen's count", Event: &Event{Kind: EventReferee,
			Reason: string(ActCycleRuling), Verdict: VerdictDisturb, Disturber: "B", RepeatsPly: &ply}},
	}
	root := &sgf.Node{}
	root.Set("GM", "1")
	n := root
	for _, a := range actions {
		n = n.AddChild(&sgf.Node{})
		n.Set("GR", a.GRValue())
	}
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{root}})
	if err != nil {
		t.Fatal(err)
	}
	c, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	n = c.Games[0]
	for i, want := range actions {
		n = n.Children[0]
		val, _ := n.Get("GR")
		got, err := ParseGR(val)
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%d: got %+v, want %+v (value %q)", i, got, want, val)
		}
	}
	if !strings.Contains(string(data), `\]`) {
		t.Fatal("the writer should escape ]")
	}
}

func TestParseGRErrors(t *testing.T) {
	for _, s := range []string{"", "warning:B", "nonsense:B::::::", "warning:X::::::", "warning:B:two:::::",
		"sealed-move:B::zzz::::", "loss:B:::::game-end:",
		"cycle-ruling:B:::::referee/cycle-ruling/disturb//B:", "cycle-ruling:B:::::referee/cycle-ruling/disturb//B/x:"} {
		if _, err := ParseGR(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

// The values goref itself writes when the referee takes a result back and when the slip is
// signed are read back: the notes under the board showed GR[slip-signed:::::::] raw, and an
// opened record lost both entries from its log.
func TestGRReadsRevokeAndSigned(t *testing.T) {
	for _, v := range []string{"slip-signed:::::::", "revoke:::::::pressed by mistake", "revoke::::::referee/revoke/W+R/:"} {
		a, err := ParseGR(v)
		if err != nil {
			t.Errorf("%q: %v", v, err)
			continue
		}
		if got := a.GRValue(); got != v {
			t.Errorf("%q read and written again is %q", v, got)
		}
	}
}
