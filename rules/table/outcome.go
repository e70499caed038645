package table

import (
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// Outcome is how the game ended.
type Outcome struct {
	Result result.Result
	// Reason says why the game ended, in table.md's words: time, resign, count, forfeit,
	// referee, cycle.
	Reason string
}

// outcomeOf is the outcome r names: its reason is r's (result.Reason.Word).
func outcomeOf(r result.Result) Outcome { return Outcome{Result: r, Reason: r.Reason.Word()} }

// Reasons of Outcome: the words of result.Reason.Word, the one list of why a game ended.
const (
	EndTime    = "time"
	EndResign  = "resign"
	EndCount   = "count"
	EndForfeit = "forfeit"
	EndReferee = "referee"
	EndCycle   = "cycle"
)

// RE is the result as SGF writes it: B+T, W+R, B+F, B+3.5, 0, Void.
func (o *Outcome) RE() string { return o.Result.SGF() }

// winnerOf is the result's side for a rules event's winner.
func winnerOf(w string) result.Winner {
	switch w {
	case "B":
		return result.Black
	case "W":
		return result.White
	case "draw":
		return result.Draw
	}
	return result.Void
}

func sideWinner(c board.Color) result.Winner {
	if c == board.White {
		return result.White
	}
	return result.Black
}

// lossOutcome is the result of a time loss by loser, named as the clock says it fell.
func (t *Table) lossOutcome(loser board.Color, k clock.LossKind) Outcome {
	r := result.Result{Winner: sideWinner(loser.Opponent()), Reason: result.ByTime, System: t.cfg.Rules.Name}
	switch k {
	case clock.IngOvertime:
		r.Reason = result.ByPenaltyOvertime
	case clock.IngByoYomiLoss:
		r.Reason = result.ByByoyomiOvertime
	case clock.Forfeit:
		r.Reason = result.ByForfeit
	}
	return outcomeOf(r)
}

// eventOutcome is the result a rules game-end event names (referee rulings, forfeits,
// repetitions, resignation).
func (t *Table) eventOutcome(ev *rules.Event) Outcome {
	r := result.Result{Winner: winnerOf(ev.Winner), System: t.cfg.Rules.Name, Reason: result.ByViolation}
	if why, ok := ev.ResultReason(); ok {
		r.Reason = why
	}
	if ev.Verdict == string(rules.ActBothLose) {
		r.Winner = result.BothLose
	}
	return outcomeOf(r)
}

// finish records the end of the game: the result, the clock stopped, the end announced.
// at is the instant it ended (a flag's own instant).
func (t *Table) finish(u *Update, o Outcome, at time.Duration) {
	if t.outcome != nil {
		return
	}
	t.outcome = &o
	t.ended(at)
	if t.clk != nil && t.clk.State().Status != clock.Ended {
		_ = t.clk.End(o.Reason)
	}
	t.emit(u, Event{At: at, Kind: KindEnd, Player: board.Empty, Reason: o.Reason, Text: resultTexts(o)})
	u.Ended = true
}

// resultTexts is the result as the referee reads it out.
func resultTexts(o Outcome) map[string]string { return o.Result.Texts() }
