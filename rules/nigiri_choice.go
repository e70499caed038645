package rules

import (
	"math"
	"strings"

	"goref/board"
	"goref/rules/result"
	"goref/words"
)

// 计活子 Art. 34 1(2), the double choice 「双选制」: 「第一步、由对局者双方猜先；第二步、由猜中者
// 提出贴子数量；第三步、由另一方选择执白先下或执黑后下。」 The winner of the guess names the
// compensation (先下贴子, stones White gives for moving first); the other player then takes
// White, moving first and giving it, or Black. The text only recommends a whole number
// 「笔者建议，贴子数量为整数」, so a fraction is taken (Note says the advice); a number of
// stones given is never below zero.

// DoubleChoice is the procedure's state and its result: the nigiri, the compensation the
// winner named, the colour the other chose.
type DoubleChoice struct {
	Nigiri       NigiriResult // Nigiri.Chooser won the guess and names the compensation
	Compensation float64      // in stones (子), White's to give; valid once Named
	Named        bool
	Colour       board.Color // the other player's choice; board.Empty while he has not chosen
}

// ChoiceError is a step the double choice refuses, said in a language by In.
type ChoiceError struct{ key string }

func (e *ChoiceError) Error() string { return sentence(words.En, e.key) }

// In is the refusal in lang.
func (e *ChoiceError) In(lang string) string { return sentence(words.Normalize(lang), e.key) }

// The refusals.
var (
	ErrChoiceRules      = &ChoiceError{"nigiri/choice.rules"}      // not a 计活子 game
	ErrChoiceNegative   = &ChoiceError{"nigiri/choice.negative"}   // a compensation below zero
	ErrChoiceUnnamed    = &ChoiceError{"nigiri/choice.unnamed"}    // a colour before the compensation
	ErrChoiceDone       = &ChoiceError{"nigiri/choice.done"}       // a step once the colour is chosen
	ErrChoiceNoColour   = &ChoiceError{"nigiri/choice.no-colour"}  // a colour other than Black or White
	ErrChoiceNotANumber = &ChoiceError{"nigiri/choice.not-number"} // NaN or infinite
)

// HasDoubleChoice tells whether rs's text offers the double choice (计活子 alone).
func HasDoubleChoice(rs Ruleset) bool { return rs.Counting == CountJihuozi }

// StartDoubleChoice judges the nigiri of a double choice: its winner is to name the compensation.
func StartDoubleChoice(rs Ruleset, stones int, guessOdd bool) (DoubleChoice, error) {
	if !HasDoubleChoice(rs) {
		return DoubleChoice{}, ErrChoiceRules
	}
	n, err := Nigiri(rs, stones, guessOdd, false)
	if err != nil {
		return DoubleChoice{}, err
	}
	return DoubleChoice{Nigiri: n}, nil
}

// Name is the winner's compensation, in stones; he may name another until the colour is chosen.
func (d DoubleChoice) Name(stones float64) (DoubleChoice, error) {
	switch {
	case d.Colour != board.Empty:
		return d, ErrChoiceDone
	case math.IsNaN(stones) || math.IsInf(stones, 0):
		return d, ErrChoiceNotANumber
	case stones < 0:
		return d, ErrChoiceNegative
	}
	d.Compensation, d.Named = stones, true
	return d, nil
}

// Choose is the other player's colour: White (first, giving the compensation) or Black.
func (d DoubleChoice) Choose(c board.Color) (DoubleChoice, error) {
	switch {
	case d.Colour != board.Empty:
		return d, ErrChoiceDone
	case !d.Named:
		return d, ErrChoiceUnnamed
	case c != board.Black && c != board.White:
		return d, ErrChoiceNoColour
	}
	d.Colour = c
	return d, nil
}

// Namer is the winner of the guess (NigiriGuesser or NigiriHolder), who names the compensation.
func (d DoubleChoice) Namer() int { return d.Nigiri.Chooser }

// Picker is the other player, who chooses the colour.
func (d DoubleChoice) Picker() int { return 1 - d.Nigiri.Chooser }

// Done tells whether every step is taken.
func (d DoubleChoice) Done() bool { return d.Colour != board.Empty }

// BlackPlayer is who plays Black (NigiriGuesser or NigiriHolder) once the colour is chosen, -1 before.
func (d DoubleChoice) BlackPlayer() int {
	switch d.Colour {
	case board.Black:
		return d.Picker()
	case board.White:
		return d.Namer()
	}
	return -1
}

// Komi is the komi the count uses, in the rule set's unit (子): the compensation named.
func (d DoubleChoice) Komi() float64 { return d.Compensation }

// Note is the text's advice on the compensation named, in lang: "" for a whole number.
func (d DoubleChoice) Note(lang string) string {
	if !d.Named || d.Compensation == math.Trunc(d.Compensation) {
		return ""
	}
	return sentence(words.Normalize(lang), "nigiri/choice.whole")
}

// Explain says the double choice as far as it has come, in lang, naming the players as
// NigiriResult.Explain does: the guess, then who names the compensation, what he named, and the
// colour the other chose.
func (d DoubleChoice) Explain(lang string, names [2]string) string {
	l := words.Normalize(lang)
	s := []string{d.Nigiri.guessSentence(l, names)}
	fill := strings.NewReplacer("{P}", names[d.Namer()], "{O}", names[d.Picker()],
		"{K}", result.Fraction(d.Compensation))
	say := func(key string) { s = append(s, words.Counted(fill.Replace(sentence(l, key)))) }
	switch {
	case !d.Named:
		say("nigiri/choice.names")
	case d.Colour == board.Empty:
		say("nigiri/choice.named")
		say("nigiri/choice.chooses")
	default:
		say("nigiri/choice.named")
		say("nigiri/choice.chose." + d.Colour.String())
	}
	return words.SpaceNames(strings.Join(s, sentenceGap(l)), names[:]...)
}
