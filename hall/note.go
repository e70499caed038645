package hall

import "time"

// Note is the director's retained message to one table: where the director's copy of the game
// stands, whether the table should send again from there, the referee call acknowledged (the
// call's instant) and the result the director confirmed.
type Note struct {
	Game      string        `json:"game"`
	Boot      string        `json:"boot,omitempty"` // the run of the table's station it follows
	Seq       int           `json:"seq"`
	At        time.Duration `json:"at"` // the instant of the director's copy
	Resend    bool          `json:"resend,omitempty"`
	CallAck   time.Duration `json:"call_ack,omitempty"`
	CallAcked bool          `json:"call_acked,omitempty"`
	Confirmed string        `json:"confirmed,omitempty"` // the RE confirmed
	// ConfirmedGame is the game whose result was confirmed.
	ConfirmedGame string `json:"confirmed_game,omitempty"`
}
