package hall

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// FuzzDirectorReceive feeds the director whatever a table's account could publish on its own
// topics — signed or not, any JSON, any game state — and the director must neither panic nor
// apply a message whose signature is not the table's.
func FuzzDirectorReceive(f *testing.F) {
	key := []byte("table key")
	rs, _ := rules.Preset("japanese")
	tc, _ := clock.ParseOT(time.Minute, "3x10 byo-yomi")
	tb, _ := table.New(table.Config{Rules: rs, Width: 9, Time: &tc}, &clock.FakeTime{})
	state, _ := tb.Save()
	_, _ = tb.Start()
	in := tb.Journal()[0]
	for _, m := range []*Message{
		{Event: "f", Table: "1", Game: "g", Boot: "b", Kind: KindGame, Seq: 0, State: state},
		{Event: "f", Table: "1", Game: "g", Boot: "b", Kind: KindInput, Seq: 1, Input: &in},
		{Event: "f", Table: "1", Game: "g", Boot: "b", Kind: KindTick, Seq: 1, At: time.Hour},
	} {
		payload, _ := seal(key, m)
		f.Add(payload, uint8(0))
		body, _ := json.Marshal(m)
		f.Add(body, uint8(1))
	}
	f.Add([]byte("1"), uint8(2))
	topics := []string{"goref/f/table/1/in", "goref/f/table/1/state", "goref/f/table/1/online"}
	f.Fuzz(func(t *testing.T, payload []byte, which uint8) {
		d := &Director{cfg: DirectorConfig{Event: "f"}, topics: Topics{Event: "f"}, seats: map[string]*seat{},
			watchers: map[*watcher]bool{}, dirty: map[string]bool{}}
		d.seats["1"] = &seat{Table: "1", Key: key}
		before := recordOf(d)
		d.receive(topics[int(which)%len(topics)], payload, false)
		if _, err := open(key, payload); err != nil && !bytes.Equal(before, recordOf(d)) {
			t.Fatalf("a message without the table's signature changed the game: %q", payload)
		}
		// A signed message is the table's word; the director still must not panic on it, and
		// whatever it applied must make a record.
		d.receive("goref/f/table/1/in", mustSeal(key, payload), false)
		_ = recordOf(d)
	})
}

func recordOf(d *Director) []byte {
	var out []byte
	d.WithTable("1", func(t *table.Table) {
		if t != nil {
			out, _ = sgf.Write(&sgf.Collection{Games: []*sgf.Node{t.Record()}})
		}
	})
	return out
}
