package rules

import (
	"math"
	"strings"

	"goref/rules/result"
	"goref/words"
)

// 计活子 Art. 34 1(1), the competition for White 「公平竞争」: 「由对局者双方通过公平的竞争来获取执白先行
// 的权利，贴子数量要由对局者双方在竞争执白先下子权利时自行确定。在自由公平的竞争中，愿意贴出较多子数的
// 一方，理应得到执白先行的权利。例如，甲方愿意贴出7子，乙方愿意贴出8子，这一局棋就由乙方执白先行。若对局
// 者双方在竞争时作出同样的表示（愿意贴出的子数恰好相同），则由猜先来决定。」 Each player offers the
// stones he would give for White (moving first); the higher offer takes White and is the
// compensation; equal offers go to the nigiri, whose winner takes White (Art. 7 白先黑后) and
// gives the offer both made. As with the double choice, an offer is never below zero, and a
// fraction is taken with the text's advice of a whole number (笔者建议).

// Bidding is the competition's state and result. The players are indexed as the nigiri's:
// NigiriGuesser (0) and NigiriHolder (1), the roles they take on a tie.
type Bidding struct {
	Offers [2]float64   // the stones each offered to give for White
	Nigiri NigiriResult // the tie's nigiri, valid once Drawn
	Drawn  bool
}

// The bidding's own refusals; a number below zero or not a number is refused as the double
// choice's compensation is (ErrChoiceNegative, ErrChoiceNotANumber).
var (
	ErrBidRules = &ChoiceError{"nigiri/bid.rules"}  // not a 计活子 game
	ErrBidNoTie = &ChoiceError{"nigiri/bid.no-tie"} // a nigiri when the offers differ
	ErrBidDrawn = &ChoiceError{"nigiri/bid.drawn"}  // a second nigiri
)

// HasBidding tells whether rs's text offers the bidding for White (计活子 alone).
func HasBidding(rs Ruleset) bool { return rs.Counting == CountJihuozi }

// Bid compares the two offers, made at once: offers[NigiriGuesser] and offers[NigiriHolder].
func Bid(rs Ruleset, offers [2]float64) (Bidding, error) {
	if !HasBidding(rs) {
		return Bidding{}, ErrBidRules
	}
	for _, k := range offers {
		switch {
		case math.IsNaN(k) || math.IsInf(k, 0):
			return Bidding{}, ErrChoiceNotANumber
		case k < 0:
			return Bidding{}, ErrChoiceNegative
		}
	}
	return Bidding{Offers: offers}, nil
}

// Tied tells whether the offers are equal, so that the nigiri decides.
func (b Bidding) Tied() bool { return b.Offers[0] == b.Offers[1] }

// Draw is the tie's nigiri: NigiriHolder holds the stones, NigiriGuesser guesses.
func (b Bidding) Draw(rs Ruleset, stones int, guessOdd bool) (Bidding, error) {
	switch {
	case !b.Tied():
		return b, ErrBidNoTie
	case b.Drawn:
		return b, ErrBidDrawn
	}
	n, err := Nigiri(rs, stones, guessOdd, false)
	if err != nil {
		return b, err
	}
	b.Nigiri, b.Drawn = n, true
	return b, nil
}

// Done tells whether the colours are settled: the offers differ, or the tie's nigiri is drawn.
func (b Bidding) Done() bool { return !b.Tied() || b.Drawn }

// WhitePlayer is who takes White (NigiriGuesser or NigiriHolder), -1 while a tie waits for the nigiri.
func (b Bidding) WhitePlayer() int {
	switch {
	case b.Offers[0] > b.Offers[1]:
		return NigiriGuesser
	case b.Offers[1] > b.Offers[0]:
		return NigiriHolder
	case b.Drawn:
		return 1 - b.Nigiri.BlackPlayer()
	}
	return -1
}

// BlackPlayer is who plays Black, -1 while a tie waits for the nigiri.
func (b Bidding) BlackPlayer() int {
	if w := b.WhitePlayer(); w >= 0 {
		return 1 - w
	}
	return -1
}

// Komi is the compensation White gives, in stones (子): the higher offer, the winner's.
func (b Bidding) Komi() float64 { return max(b.Offers[0], b.Offers[1]) }

// Note is the text's advice on the compensation, in lang: "" for a whole number.
func (b Bidding) Note(lang string) string {
	if k := b.Komi(); k == math.Trunc(k) {
		return ""
	}
	return sentence(words.Normalize(lang), "nigiri/choice.whole")
}

// Explain says the bidding as far as it has come, in lang, naming the players as
// NigiriResult.Explain does: the two offers, then who takes White and gives what, or that the
// offers are equal and the nigiri decides, then the nigiri.
func (b Bidding) Explain(lang string, names [2]string) string {
	l := words.Normalize(lang)
	fill := strings.NewReplacer("{A}", names[0], "{B}", names[1],
		"{KA}", result.Fraction(b.Offers[0]), "{KB}", result.Fraction(b.Offers[1]), "{K}", result.Fraction(b.Komi()))
	say := func(key string, w int) string {
		r := fill.Replace(sentence(l, key))
		if w >= 0 {
			r = strings.ReplaceAll(r, "{P}", names[w])
		}
		return words.Counted(r)
	}
	s := []string{say("nigiri/bid.offers", -1)}
	switch {
	case !b.Tied():
		s = append(s, say("nigiri/bid.higher", b.WhitePlayer()))
	case !b.Drawn:
		s = append(s, say("nigiri/bid.tie", -1))
	default:
		s = append(s, say("nigiri/bid.tie", -1), b.Nigiri.guessSentence(l, names), say("nigiri/bid.tie-white", b.WhitePlayer()))
	}
	return words.SpaceNames(strings.Join(s, sentenceGap(l)), names[:]...)
}
