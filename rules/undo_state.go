package rules

// undoState is the state before one ply, as the undo stack keeps it: a game holds one per
// ply, so the fields a ply changes by value stand in 24 bytes, and the rest (the end, the
// hot-stone ban, the cycles, 计活子's window, Ikeda's counts: 160 bytes, the same from ply to
// ply in almost every game) is shared with the entry below while it stays the same.
type undoState struct {
	passes, halts int32
	phase         Phase
	inRun         bool
	rest          *stateRest
}

type stateRest struct {
	ended  *Event
	hot    hotBan
	cycles []cycleBan
	window *map[uint64]int32
	ikeda  ikedaState
}

// noRest is the rest of a state at the start of a game, shared by every game; never written.
var noRest stateRest

func (r *stateRest) of(st *state) bool {
	return r.ended == st.ended && r.hot == st.hot && len(r.cycles) == len(st.cycles) &&
		(len(r.cycles) == 0 || &r.cycles[0] == &st.cycles[0]) && r.window == st.window && r.ikeda == st.ikeda
}

func (g *Game) pushUndo() {
	st := &g.st
	u := undoState{passes: int32(st.passes), halts: int32(st.halts), phase: st.phase, inRun: st.inRun}
	switch n := len(g.undo); {
	case n > 0 && g.undo[n-1].rest.of(st):
		u.rest = g.undo[n-1].rest
	case noRest.of(st): // a game's first plies
		u.rest = &noRest
	default:
		u.rest = &stateRest{ended: st.ended, hot: st.hot, cycles: st.cycles, window: st.window, ikeda: st.ikeda}
	}
	g.undo = append(g.undo, u)
}

func (g *Game) popUndo() state {
	u := g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	r := u.rest
	return state{passes: int(u.passes), halts: int(u.halts), phase: u.phase, inRun: u.inRun,
		ended: r.ended, hot: r.hot, cycles: r.cycles, window: r.window, ikeda: r.ikeda}
}
