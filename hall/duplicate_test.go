package hall

import (
	"testing"
	"time"

	"goref/rules/table"
)

// What the director holds already, sent again whole, is a duplicate; anything else under a
// number it holds is not (a replay, refused and logged).
func TestADuplicateIsWhatTheDirectorHoldsSentAgainWhole(t *testing.T) {
	tt := newTestTable(t, nil, "chinese", 9, 10*time.Minute, "5 min reserved (C88)", "A", "B")
	tt.do(tt.tb.Start())
	early, err := tt.tb.Save() // the game's state at its first input
	if err != nil {
		t.Fatal(err)
	}
	tt.play("B E5", "W C3")
	tt.tick(3 * time.Second)
	state, err := tt.tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	f, err := table.Follow(state)
	if err != nil {
		t.Fatal(err)
	}
	s := &seat{Table: "1", Game: "g", Boot: "b", follower: f, seq: 3}
	journal := tt.tb.Journal()
	second := journal[1]
	other := second
	other.Vertex.X++
	msg := func(kind string, seq int, at time.Duration) *Message {
		return &Message{Game: "g", Boot: "b", Kind: kind, Seq: seq, At: at}
	}
	withInput := func(m *Message, in table.Input) *Message { m.Input = &in; return m }
	withState := func(m *Message, st []byte) *Message { m.State = st; return m }
	now := f.Now()
	cases := []struct {
		name string
		m    *Message
		want bool
	}{
		{"the second input again", withInput(msg(KindInput, 2, second.At), second), true},
		{"another input as the second", withInput(msg(KindInput, 2, second.At), other), false},
		{"the second input as the third", withInput(msg(KindInput, 3, second.At), second), false},
		{"an input the director lacks", withInput(msg(KindInput, 4, now+time.Second), second), false},
		{"the second input of another run", func() *Message { m := withInput(msg(KindInput, 2, second.At), second); m.Boot = "c"; return m }(), false},
		{"the second input of another game", func() *Message { m := withInput(msg(KindInput, 2, second.At), second); m.Game = "h"; return m }(), false},
		{"the last tick again", msg(KindTick, 3, now), true},
		{"an earlier tick", msg(KindTick, 3, now-time.Second), false},
		{"the game's state at its first input again", withState(msg(KindGame, 1, 0), early), true},
		{"the game's state now again", withState(msg(KindGame, 3, now), state), true},
		{"the game's state under another number", withState(msg(KindGame, 2, 0), early), false},
	}
	for _, c := range cases {
		if got := s.duplicate(c.m); got != c.want {
			t.Errorf("%s: duplicate %v, want %v", c.name, got, c.want)
		}
	}
}
