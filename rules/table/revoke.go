package table

import (
	"fmt"
	"time"

	"goref/board/sgf"
	"goref/rules"
)

// Refusals of Revoke and Sign.
const (
	RefusedNotEnded     = "not-ended"     // nothing to take back or sign: the game goes on
	RefusedSigned       = "slip-signed"   // the slip is signed: the result is final
	RefusedFlagFell     = "flag-fell"     // a time loss is corrected with a time adjustment, not taken back
	RefusedRecordResult = "record-result" // the result is the opened record's, not one made at this table
)

// Revoke is the referee taking back the result recorded here (a stray click on Both lose, a
// resignation misheard, a count accepted too soon) until the result slip is signed: the game
// stands again exactly as it stood before the action that ended it — the same marks, the same
// repetition waiting for a ruling — but with the acceptances taken back and the clock paused at
// the instant the game ended, so the referee restarts it. The log keeps the revocation (the
// result taken back and why); the record loses RE. A fallen flag is corrected with a time
// adjustment instead (its own instant), and the result of an opened record is not the table's
// to take back.
func (t *Table) Revoke(note string) (Update, error) {
	return t.do(Input{Op: opRevoke, Note: note}, func(u *Update) error {
		if err := t.revocable(); err != nil {
			return err
		}
		was := t.outcome.RE()
		n, err := t.replayed(t.inputs()[:t.endSeq])
		if err != nil {
			return err
		}
		end := t.endAt
		n.src.fixed = &end
		n.pauseClock("result revoked")
		// What happened stays what happened: the events, the journal, the inputs counted.
		n.events, n.journal, n.seq = t.events, t.journal, t.seq
		n.replay, n.replaying, n.given, n.cur = t.replay, t.replaying, t.given, t.cur
		n.polled = max(n.polled, t.polled)
		n.accepted = [3]bool{}
		n.src.fixed = t.src.fixed // the revocation's own instant; do() clears it on n's time
		t.src.fixed = nil
		*t = *n
		t.note(u, rules.Action{Kind: rules.ActRevoke, Note: note,
			Event: &rules.Event{Kind: rules.EventReferee, Reason: string(rules.ActRevoke), Verdict: was}}, KindReferee)
		return nil
	})
}

// Revocable tells whether Revoke would take the result back now (the app offers it).
func (t *Table) Revocable() bool { return t.revocable() == nil }

func (t *Table) revocable() error {
	switch {
	case t.outcome == nil:
		return &Refused{Kind: KindRefused, Reason: RefusedNotEnded}
	case t.signed:
		return &Refused{Kind: KindRefused, Reason: RefusedSigned}
	case t.outcome.Reason == EndTime:
		return &Refused{Kind: KindRefused, Reason: RefusedFlagFell}
	case t.endSeq < 0:
		return &Refused{Kind: KindRefused, Reason: RefusedRecordResult}
	}
	return nil
}

// Sign records that the result slip was signed: from then on the result is final (Revoke and
// a time adjustment reviving a flag are refused). Logged.
func (t *Table) Sign() (Update, error) {
	return t.do(Input{Op: opSign}, func(u *Update) error {
		switch {
		case t.outcome == nil:
			return &Refused{Kind: KindRefused, Reason: RefusedNotEnded}
		case t.signed:
			return &Refused{Kind: KindRefused, Reason: RefusedSigned}
		}
		t.signed = true
		t.note(u, rules.Action{Kind: rules.ActSigned}, KindReferee)
		return nil
	})
}

// Signed tells whether the result slip was signed (the result is final).
func (t *Table) Signed() bool { return t.signed }

// ended notes where the game ended: the input being taken (Revoke goes back to before it), or
// none — an opened record's result, a flag falling between two inputs.
func (t *Table) ended(at time.Duration) {
	t.endSeq, t.endAt = -1, at
	if t.cur != nil {
		t.endSeq = t.seq
	}
}

// inputs are the inputs taken so far: the journal, or while Restore replays it, the part of
// the saved journal replayed.
func (t *Table) inputs() []Input {
	if t.replay {
		return t.replaying[:t.seq]
	}
	return t.journal
}

// replayed is a new table set up as t was and taken through inputs at their own instants, on
// t's time.
func (t *Table) replayed(inputs []Input) (*Table, error) {
	var n *Table
	var err error
	cfg := t.cfg // with the modes as the table began: the inputs switch them again
	cfg.Tournament, cfg.Suggest = t.atStart.tournament, t.atStart.suggest
	if t.opened == "" {
		n, err = New(cfg, t.src.src)
	} else {
		col, rerr := sgf.Read([]byte(t.opened))
		if rerr != nil || len(col.Games) == 0 {
			return nil, fmt.Errorf("the opened record: %v", rerr)
		}
		if n, err = Open(col.Games[0], t.cfg.Rules, t.src.src); err == nil {
			n.cfg, n.atStart = cfg, t.atStart
		}
	}
	if err != nil {
		return nil, err
	}
	n.src.offset = t.src.offset
	n.legacy = t.legacy
	n.replay, n.replaying = true, inputs
	for _, in := range inputs {
		at := in.At
		n.src.fixed = &at
		if err := n.apply(in); err != nil && !IsRefused(err) {
			return nil, fmt.Errorf("event %s at %v: %v", in.Op, in.At, err)
		}
	}
	n.replay, n.replaying = false, nil
	n.src.fixed = nil
	return n, nil
}
