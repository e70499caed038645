package cli

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/record"
)

// The refusals a replay keeps in 8 bytes each say what the replay's plies said: the reason
// (past the 255 a byte numbers too), the error's text, the move's name, the Ing event.
func TestRefusalsSayWhatThePliesSaid(t *testing.T) {
	const h = 19
	ev := &rules.Event{Kind: rules.EventCycle, Verdict: rules.VerdictDisturb, Disturber: "B"}
	var plies []record.Ply
	for i := range 300 {
		p := record.Ply{N: i + 1, Color: board.Black, Vertex: board.Vertex{X: i % 19, Y: i % 17}}
		switch {
		case i%7 == 3:
			p.Vertex, p.Color = board.Pass, board.White
		case i%11 == 5:
			p.Vertex, p.Virtual = board.Pass, true
		case i == 24:
			p.Vertex = board.Vertex{X: 24, Y: 24}
		}
		p.Err = &rules.Illegal{Reason: rules.Reason(fmt.Sprintf("reason %d", i%290))}
		if i == 150 {
			p.Err = &rules.Illegal{Reason: rules.ReasonDisturberBanned, Event: ev}
		}
		if i == 299 {
			p.Err = errors.New("not a rule's refusal")
		}
		plies = append(plies, p)
	}
	var rs refusals
	for i := range plies {
		rs.addMove(&plies[i])
	}
	rs.addSetup(301)
	for i := range plies {
		p, r := &plies[i], &rs.list[i]
		if int(r.ply) != p.N || r.color() != p.Color || r.name(h) != p.Name(h) || rs.reason(r) != p.Reason() ||
			rs.errText(r) != p.Err.Error() || rs.event(r) != p.Event() || r.isSetup() {
			t.Fatalf("ply %d: %d %v %s %q %q %v; want %d %v %s %q %q %v", i, r.ply, r.color(), r.name(h), rs.reason(r), rs.errText(r), rs.event(r),
				p.N, p.Color, p.Name(h), p.Reason(), p.Err.Error(), p.Event())
		}
	}
	if s := &rs.list[len(rs.list)-1]; !s.isSetup() || s.ply != 301 {
		t.Errorf("the setup: %+v", s)
	}
	if len(rs.reasons) != moreReasons {
		t.Errorf("%d reasons numbered; want %d, the rest apart", len(rs.reasons), moreReasons)
	}
}

// score --json writes the notes of refused moves one at a time; the line is the one
// encoding/json gives for the whole object (HTML and C1 controls escaped the same).
func TestScoreJSONNotesWrittenOneAtATime(t *testing.T) {
	const text = "(;GM[1]SZ[9]RU[Odd <&> \u0085]KM[7]AB[ba][ab][bc]AW[ca][db][cc]" +
		";B[cb];W[bb];B[cb];W[bb];B[cb];W[bb];B[ee])"
	c, err := sgf.Read([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scoreGame(c.Games[0], &ruleFlags{}, &scoreFlags{})
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.refused.list) != 4 || len(sc.notes) != 1 || len(sc.countNotes) != 1 {
		t.Fatalf("%d refused, notes %q %q; want 4, the rule set's and the komi's", len(sc.refused.list), sc.notes, sc.countNotes)
	}
	var streamed, whole bytes.Buffer
	if err := sc.writeJSON(&streamed); err != nil {
		t.Fatal(err)
	}
	if err := writeJSONLine(&whole, sc.json()); err != nil {
		t.Fatal(err)
	}
	if streamed.String() != whole.String() {
		t.Errorf("streamed\n%s\nwhole\n%s", streamed.String(), whole.String())
	}
	for _, want := range []string{`\u003c\u0026\u003e`, `\u0085`, `"move 3 (B C8) skipped: illegal move: ko"`} {
		if !strings.Contains(whole.String(), want) {
			t.Errorf("%s missing from %s", want, whole.String())
		}
	}
}
