package rules

import (
	"fmt"
	"strings"

	"goref/board"
)

// openSealed plays the sealed move at a.Point for a.Player (C88 art. 14); when the point is
// occupied, or the move is otherwise not allowed, the sealer passes once instead (art. 22:
// 判弃权一次) and the opponent moves.
func (g *Game) openSealed(a Action) (*Event, error) {
	if a.Player != board.Black && a.Player != board.White {
		return nil, fmt.Errorf("referee: %s needs a player", a.Kind)
	}
	if a.Point == nil {
		return nil, fmt.Errorf("referee: %s needs the sealed point", a.Kind)
	}
	if _, err := g.Play(a.Player, *a.Point); err == nil {
		return &Event{Kind: EventReferee, Reason: string(ActSealed), Verdict: "played"}, nil
	}
	if _, err := g.commit(a.Player, board.Pass, false, nil); err != nil {
		return nil, err
	}
	return &Event{Kind: EventReferee, Reason: string(ActSealed), Verdict: string(ActForcedPass)}, nil
}

// cycleRuling applies the referee's ruling on a cycle event: draw (C88 和棋) or replay (重下)
// end the game, no-result ends it as J89 Art. 12 無勝負 (both players agreed), continue lets
// play go on; under Ing, disturb and contest re-judge the latest cycle (cycle_ruling.go).
func (g *Game) cycleRuling(a Action) (*Event, error) {
	r := a.ruling()
	if r == "" {
		return nil, fmt.Errorf("referee: a cycle ruling needs draw, replay, continue, no-result, disturb or contest")
	}
	switch r {
	case RulingDisturb, RulingContest:
		return g.ruleIngCycle(a, r)
	case RulingDraw:
		e := g.end(Event{Kind: EventGameEnd, Reason: ReasonRepetition, Verdict: RulingDraw, Winner: "draw"})
		return &e, nil
	case RulingReplay, RulingNoResult:
		e := g.end(Event{Kind: EventGameEnd, Reason: ReasonRepetition, Verdict: r})
		return &e, nil
	case RulingContinue:
		ev := &Event{Kind: EventReferee, Reason: string(ActCycleRuling), Verdict: RulingContinue}
		if cy := g.latestCycle(); cy != nil && cy.Verdict == VerdictFalseLife {
			from := cy.From // play on lifts the false-life ban
			ev.RepeatsPly = &from
		}
		return ev, nil
	default:
		return nil, fmt.Errorf("referee: unknown cycle ruling %q (draw, replay, continue, no-result, disturb or contest)", r)
	}
}

// ruling is a cycle ruling's word: Ruling, or in a log written before it had its own field the
// first word of the note.
func (a Action) ruling() string {
	if a.Ruling != "" {
		return a.Ruling
	}
	if f := strings.Fields(strings.ToLower(a.Note)); len(f) > 0 {
		return strings.Trim(f[0], ".,:;")
	}
	return ""
}
