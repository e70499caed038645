package hallview

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/app/i18n"
	"goref/board"
	"goref/hall"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

func TestMain(m *testing.M) {
	refreshing = false
	os.Exit(m.Run())
}

// directorOf starts an embedded broker and a director of the event "room" (secret "s") on it.
func directorOf(t *testing.T) (*hall.Director, hall.Broker) {
	t.Helper()
	e, err := hall.StartEmbedded(hall.EmbeddedOptions{Addr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = e.Close() })
	b := hall.Broker{URL: "mqtt://" + e.Addr}
	d, err := hall.StartDirector(context.Background(), hall.DirectorConfig{Event: "room", Secret: "s", Broker: b, Access: e, Password: "p"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(d.Close)
	return d, b
}

// hallOf starts an embedded broker and a director, and joins two tables on virtual clocks.
func hallOf(t *testing.T) (*hall.Director, [2]*table.Table, [2]*hall.Station) {
	t.Helper()
	d, b := directorOf(t)
	var tbs [2]*table.Table
	var sts [2]*hall.Station
	rs, _ := rules.Preset("japanese")
	for i, name := range []string{"1", "2"} {
		c, err := hall.Join(context.Background(), b, "room", "s", name, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if sts[i], err = hall.OpenStation(context.Background(), c, b, nil); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(sts[i].Close)
		tc, _ := clock.ParseOT(10*time.Minute, "3x30 byo-yomi")
		tbs[i], _ = table.New(table.Config{Rules: rs, Width: 9, Time: &tc, Black: "Black " + name, White: "White " + name}, &clock.FakeTime{})
		u, _ := tbs[i].Start()
		sts[i].Observe(tbs[i], u)
	}
	return d, tbs, sts
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 15 s: %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The room shows a card per table; sorted by urgency, a table that called the referee comes
// first and its card flashes until the director acknowledges the call; a result to confirm
// comes next.
func TestTheRoomPutsACallFirstAndFlashesUntilAcknowledged(t *testing.T) {
	a := test.NewTempApp(t)
	d, tbs, sts := hallOf(t)
	r := NewRoom(a, d, Info{Event: "room", Secret: "s", Broker: "mqtt://x"})
	waitFor(t, "both tables' games", func() bool {
		s := d.Seats()
		return len(s) == 2 && s[0].Public != nil && s[1].Public != nil
	})
	r.update()
	if len(r.grid.Objects) != 2 || r.order[0] != "1" {
		t.Fatalf("cards %v, want tables 1 and 2 in order", r.order)
	}
	u, _ := tbs[1].CallReferee(board.Black, "")
	sts[1].Observe(tbs[1], u)
	waitFor(t, "the call at the director", func() bool { v, _ := d.Seat("2"); return v.Public.Call != nil })
	r.byUrgency = true
	r.update()
	if r.order[0] != "2" {
		t.Fatalf("by urgency %v, want the calling table 2 first", r.order)
	}
	c := r.cards["2"]
	first := c.bg.FillColor
	r.update()
	if c.bg.FillColor == first || (c.bg.FillColor != colCall && c.bg.FillColor != colCallOff) {
		t.Fatalf("the calling card does not flash: %v then %v", first, c.bg.FillColor)
	}
	if c.line.Text != "REFEREE CALLED" {
		t.Fatalf("card says %q", c.line.Text)
	}
	// The director acknowledges the call from the table's window, and the table hears it.
	tw2 := newTableWindow(r, "2")
	tw2.update()
	if tw2.ack.Disabled() {
		t.Fatal("the table window does not offer to acknowledge the call")
	}
	test.Tap(tw2.ack)
	call := tbs[1].PendingCall()
	waitFor(t, "the table told the referee is coming", func() bool {
		n := sts[1].Note()
		return n.CallAcked && n.CallAck == call.At
	})
	r.update()
	r.update()
	if c.bg.FillColor != colAcked || c.line.Text != "referee coming" {
		t.Fatalf("after the acknowledgement: %v %q", c.bg.FillColor, c.line.Text)
	}
	// Table 1 ends by resignation: its result waits for the director, ahead of the
	// acknowledged call.
	u, _ = tbs[0].Resign(board.White)
	sts[0].Observe(tbs[0], u)
	waitFor(t, "the result at the director", func() bool { v, _ := d.Seat("1"); return v.Public.Result != "" })
	r.update()
	if r.order[0] != "1" || r.cards["1"].line.Text != "B+R — to confirm" {
		t.Fatalf("by urgency %v, card 1 says %q", r.order, r.cards["1"].line.Text)
	}
	tw := newTableWindow(r, "1")
	if tw.confirm.Disabled() {
		t.Fatal("the table window does not offer to confirm the result")
	}
	test.Tap(tw.confirm) // asks first: nothing confirmed yet
	if v, _ := d.Seat("1"); v.Confirmed != "" {
		t.Fatal("confirmed on one click, without asking")
	}
}

// The projector is demo mode's screen following a table live: its board, names and move line
// are the table's, the clock of the player to move ticks down between the table's messages
// while the other stands, and the result comes with the table's message, naming the winner.
func TestTheProjectorIsDemoModesScreenFollowingATable(t *testing.T) {
	a := test.NewTempApp(t)
	d, tbs, sts := hallOf(t)
	v, _ := board.ParseGTP("E5", 9, 9)
	u, _ := tbs[0].Play(board.Black, v)
	sts[0].Observe(tbs[0], u)
	waitFor(t, "the move at the director", func() bool { s, _ := d.Seat("1"); return s.Public != nil && s.Public.Plies == 1 })
	p := NewProjector(a, d, nil)
	p.Follow("1")
	if got := p.screen.Board().View().Stones[4*9+4]; got != board.Black {
		t.Fatalf("the projector's E5 is %v, want the table's black stone", got)
	}
	black, white, moves, result, clocks := p.screen.Shown()
	if p.screen.TableLine() != "Table 1" || black != "Black 1 " || white != "White 1 " || moves != "Move 1 · White to play" || result != "" {
		t.Fatalf("the projector says %q, %q, %q, %q, %q", p.screen.TableLine(), black, white, moves, result)
	}
	first := clocks[1] // White to move
	time.Sleep(1100 * time.Millisecond)
	p.update() // no message since: the same copy, its clock running on
	p.screen.Tick()
	_, _, _, _, clocks = p.screen.Shown()
	if clocks[1] == first || clocks[0] != "10:00" {
		t.Fatalf("White's clock %q then %q (Black's %q): White's should tick down, Black's stand at 10:00", first, clocks[1], clocks[0])
	}
	u, _ = tbs[0].Resign(board.White)
	sts[0].Observe(tbs[0], u)
	waitFor(t, "the result at the director", func() bool { s, _ := d.Seat("1"); return s.Public.Result != "" })
	p.update()
	if _, _, _, result, _ = p.screen.Shown(); result != "Black wins by resignation" {
		t.Fatalf("the projector's result %q", result)
	}
	p.Follow("9")
	if !p.waiting.Visible() || p.waiting.Text != "Table 9: waiting for the game" {
		t.Fatalf("a table without a game: %q", p.waiting.Text)
	}
}

// A table's second game (a club evening, a game replayed) does not take the first one's place:
// the card says which game the table plays, and the table's window lists the first with its
// result beside the live one.
func TestTheRoomListsATablesEarlierGame(t *testing.T) {
	a := test.NewTempApp(t)
	d, tbs, sts := hallOf(t)
	r := NewRoom(a, d, Info{Event: "room", Secret: "s", Broker: "mqtt://x"})
	u, _ := tbs[0].Resign(board.White)
	sts[0].Observe(tbs[0], u)
	waitFor(t, "the result at the director", func() bool { v, _ := d.Seat("1"); return v.Public != nil && v.Public.Result != "" })

	rs, _ := rules.Preset("japanese")
	ft := &clock.FakeTime{}
	ft.Advance(time.Minute)
	next, _ := table.New(table.Config{Rules: rs, Width: 9, Black: "White 1", White: "Black 1"}, ft)
	sts[0].Observe(next, table.Update{})
	u, _ = next.Start()
	sts[0].Observe(next, u)
	v, _ := board.ParseGTP("E5", 9, 9)
	u, _ = next.Play(board.Black, v)
	sts[0].Observe(next, u)
	waitFor(t, "the second game at the director", func() bool { v, _ := d.Seat("1"); return v.Public != nil && v.Public.Plies == 1 })

	r.update()
	if got := r.cards["1"].title.Text; got != "Table 1 · game 2" {
		t.Errorf("table 1's card is titled %q, want Table 1 · game 2", got)
	}
	want := "Games at this table:\n1. Black 1 (B) – White 1 (W): B+R\n2. White 1 (B) – Black 1 (W): playing, move 1"
	if got := newTableWindow(r, "1").games.Text; got != want {
		t.Errorf("table 1's window lists\n%s\nwant\n%s", got, want)
	}
}

// The director chooses the room's language in its Language menu, as the table's window has one:
// the cards, the sort and the tables' windows then speak it, whatever LANG says.
func TestTheRoomSpeaksTheLanguageTheDirectorChooses(t *testing.T) {
	a := test.NewTempApp(t)
	d, _, _ := hallOf(t)
	var kept string
	r := NewRoom(a, d, Info{Event: "room", Secret: "s", Broker: "mqtt://x", Chose: func(code string) { kept = code }})
	waitFor(t, "both tables' games", func() bool {
		s := d.Seats()
		return len(s) == 2 && s[0].Public != nil && s[1].Public != nil
	})
	tw := newTableWindow(r, "1")
	defer i18n.Set("en")
	var chinese *fyne.MenuItem
	for _, m := range r.Window.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Language" && it.ChildMenu != nil {
				for _, c := range it.ChildMenu.Items {
					if c.Label == i18n.Name("zh_Hans") {
						chinese = c
					}
				}
			}
		}
	}
	if chinese == nil {
		t.Fatal("the room has no Language menu with 简体中文")
	}
	chinese.Action()
	r.update()
	if got := r.cards["1"].title.Text; got != "第1台" {
		t.Errorf("table 1's card says %q, want 第1台", got)
	}
	if got := r.Window.Title(); got != "goref 赛场 — room" {
		t.Errorf("the room's title is %q", got)
	}
	tw.update()
	if got := tw.head.Text; !strings.Contains(got, "日本围棋规约 (1989)") || strings.Contains(got, "japanese") {
		t.Errorf("the table's window names its rules %q, want them by their title 日本围棋规约 (1989)", got)
	}
	if tw.ack.Text != "回应呼叫" {
		t.Errorf("the table's window still says %q", tw.ack.Text)
	}
	if kept != "zh_Hans" {
		t.Errorf("the choice kept is %q, want zh_Hans", kept)
	}
}

// A table whose moves are not reaching the director (its reading is further on than the
// director's copy for a while: a broker refusing them) is shown behind on its card and said in
// its window, and ranked with the tables gone offline, before the clocks; so is a table online
// that the director has heard nothing of for a while (silent).
func TestTheRoomShowsATableBehindOrSilent(t *testing.T) {
	c := newCard("7", nil)
	v := hall.SeatView{Table: "7", Online: true, Behind: true, Public: &table.Public{Phase: "playing", Plies: 12}}
	c.show(v, nil, clock.Config{}, false)
	if c.line.Text != "behind · playing · move 12" {
		t.Fatalf("the card of a table behind says %q", c.line.Text)
	}
	if rank, _ := urgency(v, nil); rank != 2 {
		t.Fatalf("a table behind ranks %d, want 2 (with the tables offline)", rank)
	}
	if got, want := stateText(v), "playing\nThe table's latest moves are not reaching the director (the table is further on than this copy)."; got != want {
		t.Fatalf("the table window says %q, want %q", got, want)
	}
	v.Behind, v.Silent = false, true
	c.show(v, nil, clock.Config{}, false)
	if c.line.Text != "silent · playing · move 12" {
		t.Fatalf("the card of a silent table says %q", c.line.Text)
	}
	if got, want := stateText(v), "playing\nThe table is online, but nothing has been heard from it for a while (the broker may be refusing all it sends)."; got != want {
		t.Fatalf("the table window says %q, want %q", got, want)
	}
	if rank, _ := urgency(v, nil); rank != 2 {
		t.Fatalf("a silent table ranks %d, want 2 (with the tables offline)", rank)
	}
	v.Silent = false
	if got := stateText(v); got != "playing" {
		t.Fatalf("the table window of a table caught up says %q", got)
	}
	c.show(v, nil, clock.Config{}, false)
	if c.line.Text != "playing · move 12" {
		t.Fatalf("the card of a table caught up says %q", c.line.Text)
	}
}

// A table that joined and has not started its board has sent nothing: its card says it is
// offline and no more, not "offline ·" with nothing after the dot.
func TestTheCardOfATableNotYetStartedSaysOffline(t *testing.T) {
	c := newCard("5", nil)
	c.show(hall.SeatView{Table: "5"}, nil, clock.Config{}, false)
	if c.line.Text != "offline" {
		t.Fatalf("the card of a table joined but not started says %q", c.line.Text)
	}
}

// The director's window of a table names the komi beside the rule set, in the rule set's unit
// as the table's screen does: 7.5 points under C88 are 3¾ 子 (C88 Art. 9 counts in stones,
// half the points); 6.5 points under J89 are 6½ 目.
func TestTheTableWindowNamesTheKomi(t *testing.T) {
	for _, c := range []struct {
		p    table.Public
		want string
	}{
		{table.Public{Rules: "chinese", Komi: 7.5}, "komi 3¾ 子"},
		{table.Public{Rules: "japanese", Komi: 6.5}, "komi 6½ 目"},
	} {
		if got := rulesAndKomi(c.p); !strings.HasSuffix(got, " · "+c.want) || !strings.HasPrefix(got, rulesTitle(c.p.Rules)) {
			t.Errorf("%s, KM %v: %q, want the rule set then %q", c.p.Rules, c.p.Komi, got, c.want)
		}
	}
}

// A room no table has joined yet says so where the cards will stand, and how they join; the
// first table to join takes its place.
func TestTheEmptyRoomSaysNoTableHasJoined(t *testing.T) {
	a := test.NewTempApp(t)
	d, b := directorOf(t)
	r := NewRoom(a, d, Info{Event: "room", Secret: "s", Broker: "mqtt://x"})
	r.update()
	if !r.empty.Visible() || !strings.Contains(r.empty.Text, "No table has joined yet") || len(r.grid.Objects) != 0 {
		t.Fatalf("empty room: hint shown %v %q, %d cards", r.empty.Visible(), r.empty.Text, len(r.grid.Objects))
	}
	c, err := hall.Join(context.Background(), b, "room", "s", "7", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	st, err := hall.OpenStation(context.Background(), c, b, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	waitFor(t, "table 7 at the director", func() bool { _, ok := d.Seat("7"); return ok })
	r.update()
	if r.empty.Visible() || len(r.grid.Objects) != 1 {
		t.Fatalf("after a join: hint shown %v, %d cards", r.empty.Visible(), len(r.grid.Objects))
	}
}
