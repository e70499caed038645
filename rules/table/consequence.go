package table

import (
	"strconv"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/rules/result"
	"goref/words"
)

// Consequence is the table's answer to "what will this do?", asked before an acceptance or a
// referee action that may end the game: what it does, typed, and why (Explain). The app asks
// the players or the referee with these words; `goref table` and the hall can say the same.
type Consequence struct {
	Kind   string      // one of the Will… kinds
	Player board.Color // whom it concerns: the acceptor, the side left without time, the warned player
	// Passes: WillClear, the passes that end the game after the clearing
	// (rules.Ruleset.PassesAfterAgreement).
	Passes int
	// Article names the rule text's article that makes it so, where the text gives one
	// ("C88 Art. 25.2"); "" when it gives none.
	Article string
	// Result: WillCount, the result the agreed marks count to (nil if they cannot be counted).
	Result *result.Result
	action *rules.Action // WillRuling: the ruling, whose own explanation says what it does
}

// The kinds of Consequence.
const (
	WillGoOn          = ""               // nothing final: the action is recorded and the game goes on
	WillCount         = "count"          // the acceptance completes the agreement: the game ends and is counted
	WillClear         = "clear"          // proof by capture (Ing): the dead stones come off, Passes more passes end the game
	WillTimeLoss      = "time-loss"      // the time correction leaves Player no time: Player loses on time
	WillSecondWarning = "second-warning" // Player's second warning loses the game (C88 Art. 25.2)
	WillRuling        = "ruling"         // the ruling itself ends the game: a loss, a draw, a replay …
)

// Final tells whether the action ends the game or writes a result (the app asks first), or, for
// an acceptance, completes the agreement.
func (c Consequence) Final() bool { return c.Kind != WillGoOn }

// Explain says the consequence in one sentence in the language lang names (words.Normalize);
// "" for WillGoOn.
func (c Consequence) Explain(lang string) string {
	key := "will/" + c.Kind
	switch c.Kind {
	case WillGoOn:
		return ""
	case WillRuling:
		if c.action == nil {
			return ""
		}
		return c.action.Explain(lang)
	case WillClear:
		switch c.Passes {
		case 1:
			key += ".one"
		case 2:
		default:
			key += ".n"
		}
	case WillSecondWarning:
		if c.Article != "" {
			key += ".c88"
		}
	}
	s := strings.NewReplacer("{P}", rules.PlayerName(c.Player, lang), "{N}", strconv.Itoa(c.Passes)).
		Replace(words.Text(lang, key))
	if c.Kind == WillCount && c.Result != nil {
		s = words.Sentences(s, strings.NewReplacer("{R}", c.Result.Text(lang), "{E}", c.Result.SGF()).Replace(words.Text(lang, "will/count.result")))
	}
	return s
}

// AcceptWill is what c's acceptance would do now: WillGoOn when it is not the one that
// completes the agreement (the opponent has not accepted, c already has, or the table would
// refuse it); else the rule set's agreement — under proof by capture (Ing) while play is
// suspended the dead stones are cleared and PassesAfterAgreement more passes end the game;
// otherwise the game ends and the count, with its result, is recorded.
func (t *Table) AcceptWill(c board.Color) Consequence {
	none := Consequence{Player: c}
	if (c != board.Black && c != board.White) || t.outcome != nil || !t.Markable() ||
		t.game.Phase() == rules.PhaseCleared || t.accepted[c] || !t.accepted[c.Opponent()] {
		return none
	}
	if t.cfg.Rules.Dispute == rules.DisputeProofByCapture && t.game.Phase() == rules.PhaseHalted {
		return Consequence{Kind: WillClear, Player: c, Passes: t.cfg.Rules.PassesAfterAgreement()}
	}
	w := Consequence{Kind: WillCount, Player: c}
	if bd, err := t.Count(); err == nil && bd != nil {
		r := bd.Result
		w.Result = &r
	}
	return w
}

// RefereeWill is what the referee action a would do: WillRuling when it ends the game by its
// name (a loss, both lose, a draw, a replay, no result, a forfeit; a cycle ruling of draw,
// replay or no result), WillTimeLoss when a time correction leaves a side no time (its flag
// falls; Player is that side), WillSecondWarning when it is a second warning under a rule set
// where two lose the game (C88 Art. 25.2 「对局者被判的警告，应记录在案，在一局棋里满二次者，判该局为
// 负」), else WillGoOn. After the game has ended nothing more ends it.
func (t *Table) RefereeWill(a rules.Action) Consequence {
	none := Consequence{Player: a.Player}
	if t.outcome != nil {
		return none
	}
	switch a.Kind {
	case rules.ActLoss, rules.ActBothLose, rules.ActDraw, rules.ActReplay, rules.ActNoResult, rules.ActForfeit:
		return Consequence{Kind: WillRuling, Player: a.Player, action: &a}
	case rules.ActCycleRuling:
		if a.Ruling == rules.RulingDraw || a.Ruling == rules.RulingReplay || a.Ruling == rules.RulingNoResult {
			return Consequence{Kind: WillRuling, Player: a.Player, action: &a}
		}
	case rules.ActTimeAdjust:
		if c := t.adjustmentLoser(a); c != board.Empty {
			return Consequence{Kind: WillTimeLoss, Player: c}
		}
	case rules.ActWarning:
		if t.game.WarningLoses(a.Player) {
			w := Consequence{Kind: WillSecondWarning, Player: a.Player}
			if t.cfg.Rules.Name == rules.Chinese.Name {
				w.Article = "C88 Art. 25.2"
			}
			return w
		}
	}
	return none
}

// EndsGame tells whether the referee action a would end the game and write a result
// (RefereeWill's answer is final). The app asks before it records such an action.
func (t *Table) EndsGame(a rules.Action) bool { return t.RefereeWill(a).Final() }

// Choice is one path a dispute waiting for the referee offers (DisputeChoices).
type Choice struct {
	Kind   string      // ChoiceConfirm or ChoiceResume
	Player board.Color // who moves first on that path
}

// The paths of a J89 dispute.
const (
	ChoiceConfirm = "confirm" // Art. 7: the disputed group is confirmed by play on a copy of the board (ConfirmStart)
	ChoiceResume  = "resume"  // 9-3: the disputer resumes the game and the opponent moves first (Resume)
)

// Explain names the path in the language lang names.
func (c Choice) Explain(lang string) string { return words.Text(lang, "choose/"+c.Kind) }

// DisputeChoices are the paths a dispute waiting for its path offers the referee (DisputeWaits),
// in order: under J89 the confirmation by play (Art. 7), the disputer's opponent trying to
// capture and moving first, or resumption (9-3), the disputer's opponent moving first. None
// when no dispute waits.
func (t *Table) DisputeChoices() []Choice {
	if !t.DisputeWaits() || t.disputer == board.Empty || t.conf != nil || t.outcome != nil || t.game.Phase() != rules.PhaseHalted {
		return nil
	}
	first := t.disputer.Opponent()
	return []Choice{{Kind: ChoiceConfirm, Player: first}, {Kind: ChoiceResume, Player: first}}
}

// ChoicesText asks the referee to choose between the paths cs, in the language lang names.
func ChoicesText(cs []Choice, lang string) string {
	switch len(cs) {
	case 0:
		return ""
	case 1:
		return cs[0].Explain(lang)
	}
	names := make([]string, len(cs)-1)
	for i, c := range cs[:len(cs)-1] {
		names[i] = c.Explain(lang)
	}
	return strings.NewReplacer("{A}", strings.Join(names, ", "), "{B}", cs[len(cs)-1].Explain(lang)).
		Replace(words.Text(lang, "choose/either"))
}

// BothLoseOffered tells whether the referee may rule now that both players lose by J89 Art.
// 13-1 (「双方とも負け」: after the stop both found a move that decides the game, neither
// resumed, and no end can be agreed): under the confirmation procedure, while play stands
// halted for the agreement and no confirmation is under way.
func (t *Table) BothLoseOffered() bool {
	return t.cfg.Rules.Dispute == rules.DisputeConfirmation && t.Markable() && t.game.Phase() != rules.PhaseCleared
}

// Disputable tells whether a player may dispute the marks now: play stands where dead stones
// are marked, under a rule set with a dispute procedure (without one every stone on the board
// counts and Dispute refuses: RefusedNoDispute).
func (t *Table) Disputable() bool {
	return t.Markable() && t.cfg.Rules.Dispute != rules.DisputeNone
}
