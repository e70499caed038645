package hall

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"

	"goref/rules/table"
)

// Message kinds on a table's stream.
const (
	KindGame  = "game"  // the table's saved state: a follower starts from it
	KindInput = "input" // one journal input
	KindTick  = "tick"  // the clock looked at At and found something (a call, a penalty, a flag)
	KindState = "state" // the retained Public reading
)

// Message is what a table publishes. Seq is the length of the table's journal once the message
// is applied (a game message: the journal it carries), so the director applies the inputs of a
// game exactly once and in order; a tick keeps the Seq of the input before it and moves At on.
type Message struct {
	Event  string          `json:"event"`
	Table  string          `json:"table"`
	Game   string          `json:"game"`
	Boot   string          `json:"boot"` // this run of the table's station: a restart is a new one
	Kind   string          `json:"kind"`
	Seq    int             `json:"seq"`
	At     time.Duration   `json:"at"` // the table's instant
	State  json.RawMessage `json:"state,omitempty"`
	Input  *table.Input    `json:"input,omitempty"`
	Public *table.Public   `json:"public,omitempty"`
	// Leaving (a reading) says the table is closing: the director notes how far its copy goes,
	// as soon as it holds everything the table sent (Station.Leave waits for that note).
	Leaving bool `json:"leaving,omitempty"`
	// Sent is the wall clock (Unix ns) when the table's event happened, Published when this
	// message went out: the latency figures of the bench.
	Sent      int64 `json:"sent"`
	Published int64 `json:"published,omitempty"`
}

// seal signs a message with the table's key: the hex HMAC-SHA256 of the JSON, a newline, the
// JSON.
func seal(key []byte, m *Message) ([]byte, error) {
	body, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	mac := hmac.New(sha256.New, key)
	mac.Write(body)
	out := make([]byte, 0, 65+len(body))
	out = hex.AppendEncode(out, mac.Sum(nil))
	out = append(out, '\n')
	return append(out, body...), nil
}

var errSignature = errors.New("bad signature")

// open checks a sealed message against the key and reads it.
func open(key []byte, payload []byte) (*Message, error) {
	sig, body, ok := bytes.Cut(payload, []byte{'\n'})
	if !ok || len(sig) != 64 {
		return nil, errors.New("not a signed message")
	}
	want := make([]byte, 32)
	if _, err := hex.Decode(want, sig); err != nil {
		return nil, errors.New("not a signed message")
	}
	mac := hmac.New(sha256.New, key)
	mac.Write(body)
	if !hmac.Equal(mac.Sum(nil), want) {
		return nil, errSignature
	}
	var m Message
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, err
	}
	return &m, nil
}
