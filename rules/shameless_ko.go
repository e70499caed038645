package rules

import "goref/board"

// 赖皮劫, the shameless ko (seed 000 ch. 1 §2, Fig. 1-4): a group with no life of its own
// lives by a ko it can never end — its owner cannot connect at the ko point, which would be
// self-atari (「它打赢了也不能粘，但它根本就不想粘」) — and keeps retaking with threats from an
// eternal source elsewhere, so the board cycles. The book reports the usual fix of the rules
// that allow the cycle: 「于是规则写上一条，这就是死棋，禁止利用循环劫材打劫」 (L139) — the
// group is dead and the cyclic threats may not be used. C88 frames it as Art. 20.2 (「不允许…
// "假生"作为活棋」, L2348). With Ruleset.ShamelessKoDead (the C88 and J89 presets' default)
// such a cycle is no case for the referee (Art. 20.3) or for no result (Art. 12): its owner
// may not recreate the lap's positions, as Ing bans a 搅方, and so loses the ko.

// Verdict and reason of the shameless-ko rule.
const (
	VerdictFalseLife   = "false-life"    // the cycle keeps a dead group alive (假生): its owner is banned
	ReasonCyclicThreat = "cyclic-threat" // the owner of a shameless ko may not go round again
)

// shamelessKo tells whether the lap cy (closed on board b) holds a ko that stands apart from
// the lap's other kos and that the side retaking it can never end by connecting; owner is
// that side.
func shamelessKo(b *board.Board, cy *Cycle) (owner board.Color, ok bool) {
	if len(cy.Moves) == 0 {
		return board.Empty, false
	}
	lap := b.Clone()
	for range cy.Moves {
		lap.Undo()
	}
	for _, m := range cy.Moves {
		if _, err := lap.Play(m.Color, m.Vertex); err != nil {
			return board.Empty, false
		}
		r, _, isKo := lap.KoPoint()
		if m.Vertex.IsPass() || !isKo || len(linkedKos(lap, findKos(lap), m.Vertex)) != 1 {
			continue
		}
		if !canConnect(lap, m.Color, r) {
			return m.Color, true
		}
	}
	return board.Empty, false
}

// canConnect tells whether c, holding the ko, can end it by filling the ko point r without
// leaving its chain in atari.
func canConnect(b *board.Board, c board.Color, r board.Vertex) bool {
	t := b.Clone()
	t.SetToMove(c)
	if _, err := t.Play(c, r); err != nil {
		return false
	}
	return len(t.Liberties(r)) >= 2
}

// falseLife is the cycle event of a lap that keeps a shameless ko going, when the rule set
// calls the group dead: the owner is banned from the lap's positions from now on.
func (g *Game) falseLife(cy *Cycle) (Event, bool) {
	// The fix belongs to the texts' simple ko: under another ko rule (a --ko override) a lap
	// is no shameless ko kept by threats, and one without kos elsewhere has no threats.
	if !g.Rules.ShamelessKoDead || g.Rules.Ko != board.KoSimple || cy == nil || len(distinct(cy.Kos)) < 4 {
		return Event{}, false
	}
	owner, ok := shamelessKo(g.b, cy)
	if !ok || g.ruledContinue(cy) {
		return Event{}, false
	}
	cy.Verdict, cy.Disturber = VerdictFalseLife, owner
	g.st.cycles = append(g.st.cycles[:len(g.st.cycles):len(g.st.cycles)], cycleBan{cy})
	return falseLifeEvent(cy), true
}

func falseLifeEvent(cy *Cycle) Event {
	from := cy.From
	return Event{Kind: EventCycle, Verdict: VerdictFalseLife, Disturber: cy.Disturber.String(), RepeatsPly: &from}
}

// falseLifeBan returns the false-life cycle that bans c's move to board h, or nil; a referee's
// "continue" ruling on the cycle lifts its ban (the text's own procedure then applies).
func (g *Game) falseLifeBan(c board.Color, h uint64) *Cycle {
	s := sitKey{h, c.Opponent()}
	for _, cb := range g.st.cycles {
		if cb.c.Verdict == VerdictFalseLife && cb.c.Disturber == c && cb.has(g, s) && !g.ruledContinue(cb.c) {
			return cb.c
		}
	}
	return nil
}

// refuseFalseLife refuses the owner's move on a false-life cycle, with its event.
func (g *Game) refuseFalseLife(cy *Cycle) *Illegal {
	g.refused = cy
	ev := falseLifeEvent(cy)
	return &Illegal{Reason: ReasonCyclicThreat, Event: &ev, Cycle: cy}
}

// ruledContinue tells whether the referee let play go on over cy (a continue ruling naming it).
func (g *Game) ruledContinue(cy *Cycle) bool {
	for _, a := range g.Log.Actions {
		e := a.Event
		if a.Kind == ActCycleRuling && e != nil && e.Verdict == RulingContinue && e.RepeatsPly != nil && *e.RepeatsPly == cy.From {
			return true
		}
	}
	return false
}

func distinct(vs []board.Vertex) map[board.Vertex]bool {
	m := make(map[board.Vertex]bool, len(vs))
	for _, v := range vs {
		m[v] = true
	}
	return m
}
