package hall

import (
	"encoding/json"

	"goref/rules/table"
)

// duplicate tells a message the director applied already, sent again whole: the broker took a
// table's publish and the connection dropped before its acknowledgement reached the table,
// which sends it again on its next connection. The same game of the same run, under a number
// the director holds, with the same content as the input applied there. It is passed over
// quietly; a different message under a number already used is still refused as a replay.
func (s *seat) duplicate(m *Message) bool {
	if s.follower == nil || m.Boot != s.Boot || m.Game != s.Game || m.Seq > s.seq {
		return false
	}
	journal := s.follower.Journal()
	switch m.Kind {
	case KindInput:
		return m.Input != nil && m.Seq >= 1 && sameInputs([]table.Input{*m.Input}, journal[m.Seq-1:m.Seq])
	case KindTick: // the last tick applied: nothing after it yet
		return m.Seq == s.seq && m.At == s.follower.Now()
	case KindGame: // the game's state at an input the director holds: its journal is the same
		var head struct {
			Journal []table.Input `json:"journal"`
		}
		return json.Unmarshal(m.State, &head) == nil && len(head.Journal) == m.Seq && sameInputs(head.Journal, journal[:m.Seq])
	}
	return false
}

// sameInputs compares two runs of inputs as they travel (JSON).
func sameInputs(a, b []table.Input) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, err1 := json.Marshal(a[i])
		y, err2 := json.Marshal(b[i])
		if err1 != nil || err2 != nil || string(x) != string(y) {
			return false
		}
	}
	return true
}
