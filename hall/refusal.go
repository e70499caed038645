package hall

import "fmt"

// Refusal is the broker refusing a table's message (MQTT 5: an acknowledgement whose reason
// code is 0x80 or more), as a broker whose access list denies the table's topic does. The
// station keeps the message and everything after it, in order, and sends them again until the
// broker takes them; the director receives nothing of the table meanwhile.
type Refusal struct {
	Code   byte   // the reason code: 0x87 not authorized, 0x97 over a quota, …
	Reason string // the broker's reason string, "" when it gave none
	Topic  string
	Held   int // the table's messages waiting behind the refused one, it included
}

func (r *Refusal) Error() string {
	s := fmt.Sprintf("the broker refused a message on %s: reason code 0x%02x", r.Topic, r.Code)
	if r.Reason != "" {
		s += " (" + r.Reason + ")"
	}
	return s
}

// NotAuthorized tells whether the broker said the table may not publish there (0x87).
func (r *Refusal) NotAuthorized() bool { return r.Code == 0x87 }

// OnRefused sets who hears that the broker refuses the table's messages (the app's status
// line): fn(r) at the first refusal and again at each attempt it refuses, fn(nil) once the
// broker takes the table's messages again. fn runs on the station's goroutine.
func (st *Station) OnRefused(fn func(r *Refusal)) {
	st.mu.Lock()
	st.onRefused = fn
	st.mu.Unlock()
}

// Refused is the broker's refusal that holds the table's messages now, nil if none does.
func (st *Station) Refused() *Refusal {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.refusal == nil {
		return nil
	}
	r := *st.refusal
	return &r
}
