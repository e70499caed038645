package rules

import (
	"strconv"
	"strings"

	"goref/words"
)

// NextStep says in plain words what happens next under the rule set's end-of-game procedure in
// the game's current phase, in lang (the languages of Action.Explain). The referee panel shows it verbatim.
func (g *Game) NextStep(lang string) string {
	l := words.Normalize(lang)
	fam := procedureFamily(g.Rules)
	switch g.st.phase {
	case PhasePlaying:
		return stepText(fam+".playing", l)
	case PhaseHalted:
		return stepText(fam+".halted", l)
	case PhaseCleared:
		if words.Has("step/" + fam + ".cleared") {
			return stepText(fam+".cleared", l)
		}
		return stepText(fam+".halted", l)
	}
	if e := g.st.ended; e != nil && e.Reason != ReasonPasses && e.Reason != ReasonAgreement {
		return strings.Replace(stepText("over", l), "{R}", endReasonText(e, l), 1)
	}
	if g.Rules.Dispute == DisputeNone {
		return stepText("none.halted", l)
	}
	// Ing's text names the stones each side holds: 180 on 19×19, (points − 1) / 2 on any board.
	perSide := (g.b.Width()*g.b.Height() - 1) / 2
	return strings.ReplaceAll(stepText(countFamily(g.Rules), l), "{N}", strconv.Itoa(perSide))
}

// procedureFamily names the text of a rule set's procedure: the preset's own, or for a
// changed rule set the one its dispute procedure follows.
func procedureFamily(rs Ruleset) string {
	switch rs.Name {
	case "chinese":
		return "c88"
	case "japanese", "korean":
		return "j89"
	case "chen", "aga", "jihuozi":
		return rs.Name
	}
	switch rs.Dispute {
	case DisputeConfirmation:
		return "j89"
	case DisputeProofByCapture:
		if rs.NoPassWhileDame || rs.PassesToEnd == 3 {
			return "ing13" // 可争禁虚, 三虚手着手终了
		}
		return "ing"
	case DisputeIkedaResume:
		return "ikeda"
	case DisputeNone:
		return "none"
	}
	return "playout"
}

func countFamily(rs Ruleset) string {
	switch rs.Counting {
	case CountArea:
		if rs.KomiUnit == UnitStone {
			return "count.stones"
		}
		return "count.area"
	case CountTerritory:
		return "count.territory"
	case CountIngFill:
		return "count.ing"
	case CountIkeda2, CountIkeda1:
		return "count.ikeda"
	}
	return "count.jihuozi"
}

// endReasonText names why the game ended by its result's reason (reason/ with
// result.Reason.Word), or the event's own word.
func endReasonText(e *Event, l words.Tag) string {
	if r, ok := e.ResultReason(); ok {
		return sentence(l, "reason/"+r.Word())
	}
	return e.Reason
}

func stepText(key string, l words.Tag) string { return sentence(l, "step/"+key) }
