package table

import "errors"

// do runs one table event: the clock is brought up to now first (a flag that fell on the way
// falls at its own instant), then the event itself; a refusal is listed as an event too. The
// input goes into the journal Save keeps.
func (t *Table) do(in Input, body func(u *Update) error) (Update, error) {
	var u Update
	in.At = t.Now()
	if t.src.fixed == nil {
		// The whole event happens at one instant, as Restore replays it: on the real clock
		// time moves between readings, and a press a few microseconds after the journalled
		// instant would not restore.
		at := in.At
		t.src.fixed = &at
		defer func() { t.src.fixed = nil }()
	}
	t.sync(&u)
	t.cur = &in
	err := body(&u)
	t.cur = nil
	if err == errGameOver && t.outcome != nil {
		err = &Refused{Kind: KindRefused, Reason: RefusedGameOver, ended: &t.outcome.Result} // the refusal names the result
	}
	if in.Op != opDispute && in.Op != opWait && in.Op != opSetTourn && in.Op != opSetSuggest && (in.Op != opResume || err == nil) {
		t.autoResumed = false // a Resume is due no more (one refused may be asked again)
	}
	// A tick is not journalled: what it finds is the clock's, and Restore finds it again
	// (the app ticks ten times a second; the journal keeps only what people did). A malformed
	// request changed nothing and is not kept either.
	if _, refused := asRefused(err); in.Op != opWait && (err == nil || refused) {
		t.seq++
		if !t.replay {
			t.journal = append(t.journal, in)
		}
	}
	if r, ok := asRefused(err); ok {
		ev := Event{At: t.Now(), Kind: r.Kind, Player: in.Player, Reason: r.Reason, Text: refusalText(r, in.Player)}
		var d *DameOpen
		if errors.As(err, &d) {
			ev.Point = &d.Point
		}
		t.emit(&u, ev)
	}
	u.Ended = t.outcome != nil
	return u, err
}

// emit records an event and adds it to the update.
func (t *Table) emit(u *Update, ev Event) {
	ev.Ply = t.game.NumMoves()
	t.events = append(t.events, ev)
	u.Events = append(u.Events, ev)
}
