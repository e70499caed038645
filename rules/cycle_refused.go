package rules

import "goref/board"

// Ing refusals that end a cycle. A 双热子 or 季热子 hot stone stops an eternal life or a
// triple ko before it goes round (「依此规定三劫等于单劫」), and the 搅方 is refused the move that
// would close a new lap (越环禁搅). Either refusal is the rule set's verdict on a cycle, so it
// raises a cycle event (carried by the Illegal error) that the referee may overrule with a
// cycle ruling (ActCycleRuling), as for a lap that closed: naming a 搅方 lifts the hot stone
// (季热子 binds a 争 only) and bans that side after the lap; ruling 争 keeps the ban.

// hotBanned returns the fight a 双热子/季热子 ban on c at v stops, or nil when no such ban
// binds — none, or the referee ruled the fight 搅.
func (g *Game) hotBanned(c board.Color, v board.Vertex) *Cycle {
	if !g.Rules.IngHotStones || !g.st.hot.bans(c, v) {
		return nil
	}
	cy := g.hotFight(c, v)
	if verdict, _ := g.cycleVerdict(cy); verdict != VerdictContest {
		return nil
	}
	return cy
}

// hotFight describes the fight a hot stone stops: the unbroken run of ko captures up to now,
// judged 争 (the hot stone is the rule of 争劫, 「凡提取热子须间隔一实手或虚手」).
func (g *Game) hotFight(c board.Color, v board.Vertex) *Cycle {
	to := len(g.moves)
	from := to
	for from > g.base && from > 0 && g.moves[from-1].has(flagKoCapture) || from > g.base && from > 0 && g.moves[from-1].captures == 2 {
		from--
	}
	cy := &Cycle{From: from, To: to, Length: to - from, Verdict: VerdictContest, ShapeVerdict: VerdictContest, Stopped: true}
	region := map[board.Vertex]bool{v: true}
	for i := from; i < to; i++ {
		m := g.move(i)
		cy.Moves = append(cy.Moves, m)
		cy.Kos = append(cy.Kos, m.Vertex)
		region[m.Vertex] = true
		cy.Captured[m.Color] += m.Captures
	}
	if len(cy.Moves) > 0 {
		cy.Starter = cy.Moves[0].Color
	} else {
		cy.Starter = c
	}
	cy.Region = sortedKeys(region)
	return cy
}

// refuseCycle refuses a move for reason r on cycle cy: the error carries the cycle event,
// and cy is the cycle a referee's ruling concerns until the next ply.
func (g *Game) refuseCycle(r Reason, cy *Cycle) *Illegal {
	g.refused = cy
	ev := g.ingCycleEvent(cy)
	return &Illegal{Reason: r, Event: &ev, Cycle: cy}
}

// ingCycleEvent is the cycle event of an Ing cycle: the verdict that binds play (the engine's,
// or the referee's ruling on it), the 搅方, and the ply the repeated situation stood after.
func (g *Game) ingCycleEvent(cy *Cycle) Event {
	verdict, disturber := g.cycleVerdict(cy)
	from := cy.From
	ev := Event{Kind: EventCycle, Verdict: verdict, RepeatsPly: &from}
	if verdict == VerdictDisturb {
		ev.Disturber = disturber.String()
	}
	return ev
}
