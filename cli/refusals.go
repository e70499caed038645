package cli

import (
	"fmt"

	"goref/board"
	"goref/rules"
	"goref/rules/record"
)

// refusals are what a replay found besides the legal plies, which the game keeps: the moves the
// rules refused and the setups in the middle of the game, 8 bytes each (a record of 250,000
// plies may be nothing else). check and score write them once the replay is done.
type refusals struct {
	list    []refusal
	reasons []rules.Reason // the distinct reasons, which refusal.reason numbers
	// rare are what few refusals have: an Ing refusal's cycle event, a reason past the 255th.
	rare map[int32]rareRefusal
}

type refusal struct {
	ply    int32
	point  board.Packed // the move's vertex
	reason uint8        // reasons[reason]; moreReasons: rare[ply].reason
	bits   refusalBits
}

type refusalBits uint8

const (
	refusedBlack refusalBits = 1 << iota
	refusedWhite
	refusedVirtual
	refusedSetup    // setup stones in the middle of the game, not a move
	refusedNotRules // the error was not a *rules.Illegal: its text is the reason alone
	refusedRare     // rare[ply] has its event
)

// moreReasons marks a reason kept in rare: reasons holds 255 (never seen: a rule set has a
// handful).
const moreReasons = 255

type rareRefusal struct {
	event  *rules.Event
	reason rules.Reason
}

// addSetup notes setup stones put on the board in the middle of the game, ahead of ply n.
func (rs *refusals) addSetup(n int) {
	rs.list = append(rs.list, refusal{ply: int32(n), bits: refusedSetup})
}

// addMove notes a move the rules refused (p.Err set).
func (rs *refusals) addMove(p *record.Ply) {
	r := refusal{ply: int32(p.N), point: p.Vertex.Pack()}
	switch p.Color {
	case board.Black:
		r.bits |= refusedBlack
	case board.White:
		r.bits |= refusedWhite
	}
	if p.Virtual {
		r.bits |= refusedVirtual
	}
	if _, ok := p.Err.(*rules.Illegal); !ok {
		r.bits |= refusedNotRules
	}
	var rare rareRefusal
	rare.event = p.Event()
	reason := p.Reason()
	r.reason = moreReasons
	for i, known := range rs.reasons {
		if known == reason {
			r.reason = uint8(i)
			break
		}
	}
	if r.reason == moreReasons && len(rs.reasons) < moreReasons {
		r.reason = uint8(len(rs.reasons))
		rs.reasons = append(rs.reasons, reason)
	}
	if r.reason == moreReasons {
		rare.reason = reason
	}
	if rare != (rareRefusal{}) {
		r.bits |= refusedRare
		if rs.rare == nil {
			rs.rare = map[int32]rareRefusal{}
		}
		rs.rare[r.ply] = rare
	}
	rs.list = append(rs.list, r)
}

func (r *refusal) isSetup() bool { return r.bits&refusedSetup != 0 }

func (r *refusal) color() board.Color {
	switch {
	case r.bits&refusedBlack != 0:
		return board.Black
	case r.bits&refusedWhite != 0:
		return board.White
	}
	return board.Empty
}

// name is the move as the command line writes it: "virtual", "pass" or the GTP vertex of a
// board h points high (record.Ply's Name).
func (r *refusal) name(h int) string {
	switch {
	case r.bits&refusedVirtual != 0:
		return "virtual"
	case r.point < 0:
		return board.Pass.GTP(h)
	}
	return r.point.Vertex().GTP(h)
}

func (rs *refusals) reason(r *refusal) rules.Reason {
	if r.reason == moreReasons {
		return rs.rare[r.ply].reason
	}
	return rs.reasons[r.reason]
}

// errText is the refusal's error as the replay gave it (record.Ply's Err).
func (rs *refusals) errText(r *refusal) string {
	if r.bits&refusedNotRules != 0 {
		return string(rs.reason(r))
	}
	return (&rules.Illegal{Reason: rs.reason(r)}).Error()
}

// skipped is score's note of a refused move on a board h points high.
func (rs *refusals) skipped(r *refusal, h int) string {
	return fmt.Sprintf("move %d (%s %s) skipped: %s", r.ply, r.color(), r.name(h), rs.errText(r))
}

// event is the cycle event of an Ing refusal, or nil.
func (rs *refusals) event(r *refusal) *rules.Event {
	if r.bits&refusedRare == 0 {
		return nil
	}
	return rs.rare[r.ply].event
}
