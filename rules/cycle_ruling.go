package rules

import (
	"fmt"

	"goref/board"
)

// Ing cycle rulings. The engine classifies a cycle by its lap (Cycle.classify); a referee who
// reads a fight otherwise (Chen's T7b, or a 争 lap he judges a disturbance) records
// ActCycleRuling with Ruling "disturb" and Player the 搅方, or "contest" to restore 争. The ruling
// concerns the latest classified cycle; its event names it by RepeatsPly (the cycle's From) and
// carries the verdict and disturber, so a log read back from GR rules the same cycle again.

// Cycle rulings that change an Ing verdict (ActCycleRuling's Ruling).
const (
	RulingDisturb = "disturb"
	RulingContest = "contest"
)

// ruleIngCycle applies a disturb or contest ruling to the game's latest Ing cycle.
func (g *Game) ruleIngCycle(a Action, ruling string) (*Event, error) {
	if g.Rules.Cycle != CycleIngContestDisturb {
		return nil, fmt.Errorf("referee: %s is an Ing cycle ruling", ruling)
	}
	cy := g.latestCycle()
	if cy == nil {
		return nil, fmt.Errorf("referee: no cycle to rule on")
	}
	from := cy.From
	ev := &Event{Kind: EventReferee, Reason: string(ActCycleRuling), RepeatsPly: &from}
	switch ruling {
	case RulingDisturb:
		if a.Player != board.Black && a.Player != board.White {
			return nil, fmt.Errorf("referee: a disturb ruling names the disturber as its player")
		}
		ev.Verdict, ev.Disturber = VerdictDisturb, a.Player.String()
	case RulingContest:
		if a.Player != board.Empty {
			return nil, fmt.Errorf("referee: a contest ruling bans both sides and names no player")
		}
		ev.Verdict = VerdictContest
	}
	return ev, nil
}

// latestCycle is the cycle a ruling concerns: the one a refused move raised after the last
// ply, else the latest classified cycle; nil when there is none.
func (g *Game) latestCycle() *Cycle {
	switch {
	case g.refused != nil:
		return g.refused
	case len(g.st.cycles) > 0:
		return g.st.cycles[len(g.st.cycles)-1].c
	}
	return nil
}

// cycleVerdict is the verdict that binds play for cy: the engine's, or the referee's latest
// ruling on it.
func (g *Game) cycleVerdict(cy *Cycle) (string, board.Color) {
	verdict, disturber := cy.Verdict, cy.Disturber
	for _, a := range g.Log.Actions {
		e := a.Event
		if a.Kind != ActCycleRuling || e == nil || e.RepeatsPly == nil || *e.RepeatsPly != cy.From {
			continue
		}
		switch e.Verdict {
		case VerdictContest:
			verdict, disturber = VerdictContest, board.Empty
		case VerdictDisturb:
			if c, ok := board.ParseColor(e.Disturber); ok {
				verdict, disturber = VerdictDisturb, c
			}
		}
	}
	return verdict, disturber
}
