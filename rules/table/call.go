package table

import (
	"time"

	"goref/board"
)

// KindCall is a player's call for the referee (the hall's director sees it flash).
const KindCall = "call"

// Journal operations of the call.
const (
	opCall   = "call"
	opAnswer = "answer"
)

// Call is a player's call for the referee, pending until the referee acts at the table.
type Call struct {
	Player board.Color // board.Empty: both players, or the table
	At     time.Duration
	Note   string
	Ply    int
}

// CallReferee is a player raising a hand for the referee (also after the end: a dispute about
// the result). The call stays pending until the referee answers it at the table (AnswerCall)
// or acts there (isRefereeOp).
func (t *Table) CallReferee(c board.Color, note string) (Update, error) {
	in := Input{Op: opCall, Player: c, Note: note}
	return t.do(in, func(u *Update) error {
		t.emit(u, Event{At: t.Now(), Kind: KindCall, Player: c, Reason: "call", Text: said("call")})
		return nil
	})
}

// AnswerCall is the referee at the table answering a pending call.
func (t *Table) AnswerCall() (Update, error) {
	return t.do(Input{Op: opAnswer}, func(*Update) error {
		if t.PendingCall() == nil {
			return &Refused{Kind: KindRefused, Reason: RefusedNoCall}
		}
		return nil
	})
}

// isRefereeOp reports whether in is the referee acting at the table, which answers a pending
// call: an answer, a ruling, the clock paused or resumed, a logged take-back, a result revoked
// or signed, a verdict or refusal kept, an oversight let through, marks suggested or kept, a
// count ordered.
func isRefereeOp(in Input) bool {
	switch in.Op {
	case opAnswer, opReferee, opPause, opResumeClock, opRevoke, opSign, opKeepVerdict, opKeepRefusal,
		opOversight, opKeepMarks, opSuggest, opCountNow:
		return true
	case opUndo:
		return in.Logged
	}
	return false
}

// RefusedNoCall refuses an answer when nobody called.
const RefusedNoCall = "no-call"

// PendingCall is the call waiting for the referee, nil if none. It is read from the journal:
// the last call, unless the referee acted at the table after it or the game ended after it
// (a call after the end waits for its answer).
func (t *Table) PendingCall() *Call {
	for i := len(t.events) - 1; i >= 0 && t.outcome != nil; i-- {
		if t.events[i].Kind == KindCall {
			break
		}
		if t.events[i].Kind == KindEnd {
			for _, ev := range t.events[:i] {
				if ev.Kind == KindCall {
					return nil // the last call came before the end
				}
			}
		}
	}
	for i := len(t.journal) - 1; i >= 0; i-- {
		in := t.journal[i]
		switch {
		case in.Op == opCall:
			c := &Call{Player: in.Player, At: in.At, Note: in.Note}
			for _, ev := range t.events {
				if ev.Kind == KindCall && ev.At == in.At {
					c.Ply = ev.Ply
				}
			}
			return c
		case isRefereeOp(in):
			return nil
		}
	}
	return nil
}
