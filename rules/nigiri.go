package rules

import (
	"errors"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"goref/board"
	"goref/rules/result"
	"goref/words"
)

// Nigiri (猜子, 猜先) as the texts describe it. One player (the holder) takes a handful of
// stones, the other (the guesser) guesses odd or even. Ing art. 8: with 规定还点 the winner of
// the guess chooses his colour and Black returns 8 points (tie to Black); with 设定还点 the
// player who guessed wrong sets the komi, an even number, and the winner then chooses.
// C88 Art. 10 「对局前猜先」 and J89 practice: the guesser who is right takes Black, the first
// move. 计活子 Art. 34: the players' tie is decided by 猜先, a guess for the first move, which
// is White's there (Art. 7 白先黑后): the winner takes White.

// The two players of a nigiri.
const (
	NigiriGuesser = 0
	NigiriHolder  = 1
)

// A drawn handful holds handfulMin to handfulMin+handfulSpan-1 stones: an even span, so odd
// and even are equally likely.
const handfulMin, handfulSpan = 5, 20

// DrawHandful is the holder's handful drawn on screen, from r (a seeded source in tests).
func DrawHandful(r *rand.Rand) int { return handfulMin + r.IntN(handfulSpan) }

// NigiriResult is the outcome the app shows and saves.
type NigiriResult struct {
	Stones      int  // stones in the holder's hand
	GuessOdd    bool // the guesser's call
	GuesserWins bool
	// Chooser is the winner of the guess (NigiriGuesser or NigiriHolder). Where the text
	// decides the colours the winner takes the first move (BlackPlayer); under Ing the winner
	// chooses (NeedChoice, BlackWith).
	Chooser    int
	SetsKomi   int // Ing 设定还点: the loser, who sets an even komi; -1 when komi is fixed
	NeedChoice bool
	whiteFirst bool // 计活子: the first move is White's
}

// Nigiri judges a guess against the stones drawn (a random draw or the players' real stones).
// setKomi selects Ing's 设定还点.
func Nigiri(rs Ruleset, stones int, guessOdd bool, setKomi bool) (NigiriResult, error) {
	if stones < 1 {
		return NigiriResult{}, errors.New("nigiri: " + strconv.Itoa(stones) + " stones")
	}
	r := NigiriResult{Stones: stones, GuessOdd: guessOdd, SetsKomi: -1, whiteFirst: FirstMover(rs) == board.White}
	r.GuesserWins = (stones%2 == 1) == guessOdd
	if !r.GuesserWins {
		r.Chooser = NigiriHolder
	}
	if rs.Counting == CountIngFill {
		r.NeedChoice = true
		if setKomi {
			r.SetsKomi = 1 - r.Chooser
		}
	}
	return r, nil
}

// BlackPlayer is who plays Black (NigiriGuesser or NigiriHolder) when the text gives the
// winner no choice: the winner takes the first move, Black's (C88, J89), White's under 计活子,
// where Black is the loser. -1 when the winner chooses (Ing: BlackWith).
func (r NigiriResult) BlackPlayer() int {
	switch {
	case r.NeedChoice:
		return -1
	case r.whiteFirst:
		return 1 - r.Chooser
	}
	return r.Chooser
}

// BlackWith is who plays Black once the winner of an Ing nigiri has chosen colour c.
func (r NigiriResult) BlackWith(c board.Color) int {
	if c == board.Black {
		return r.Chooser
	}
	return 1 - r.Chooser
}

// ErrSetKomiOdd is a 设定还点 that is not an even whole number of points.
var ErrSetKomiOdd = errors.New("设定还点 is an even number of points")

// ValidateSetKomi checks an Ing 设定还点 value: 「必须为偶数」, an even whole number of points.
func ValidateSetKomi(points float64) error {
	if points != math.Trunc(points) || math.Mod(points, 2) != 0 {
		return ErrSetKomiOdd
	}
	return nil
}

// FirstMover is who moves first in an even game under rs (计活子: White).
func FirstMover(rs Ruleset) board.Color {
	if rs.FirstPlayer == board.Empty {
		return board.Black
	}
	return rs.FirstPlayer
}

// Explain says the nigiri in lang, naming the players (names[NigiriGuesser],
// names[NigiriHolder]): the hand and the guess, then the outcome — who takes Black (or White
// and the first move), or under Ing who sets the komi and who chooses; choice is the colour
// the winner chose (board.Empty while he has not).
func (r NigiriResult) Explain(lang string, names [2]string, choice board.Color) string {
	l := words.Normalize(lang)
	s := []string{r.guessSentence(l, names)}
	winner := names[r.Chooser]
	switch {
	case r.NeedChoice && choice != board.Empty:
		s = append(s, strings.ReplaceAll(sentence(l, "nigiri/chose."+choice.String()), "{P}", winner))
	case r.NeedChoice && r.SetsKomi >= 0:
		s = append(s, strings.NewReplacer("{L}", names[r.SetsKomi], "{P}", winner).Replace(sentence(l, "nigiri/sets-komi")))
	case r.NeedChoice:
		s = append(s, strings.ReplaceAll(sentence(l, "nigiri/chooses"), "{P}", winner))
	case r.whiteFirst:
		s = append(s, strings.ReplaceAll(sentence(l, "nigiri/takes-white-first"), "{P}", names[1-r.BlackPlayer()]))
	default:
		s = append(s, strings.ReplaceAll(sentence(l, "nigiri/takes-black"), "{P}", names[r.BlackPlayer()]))
	}
	return words.SpaceNames(strings.Join(s, sentenceGap(l)), names[:]...)
}

// guessSentence says the hand and the guess: "Kim held 13 stones; Lee guessed odd: right."
func (r NigiriResult) guessSentence(l words.Tag, names [2]string) string {
	call := "even"
	if r.GuessOdd {
		call = "odd"
	}
	verdict := "wrong"
	if r.GuesserWins {
		verdict = "right"
	}
	return words.Counted(strings.NewReplacer(
		"{H}", names[NigiriHolder], "{G}", names[NigiriGuesser], "{N}", strconv.Itoa(r.Stones),
	).Replace(sentence(l, "nigiri/"+call+"."+verdict)))
}

// JoinSentences joins sentences as lang writes them (NigiriResult.Explain's, a note after them).
func JoinSentences(lang string, s ...string) string {
	return strings.Join(s, sentenceGap(words.Normalize(lang)))
}

// sentenceGap joins sentences: Chinese and Japanese run on after 。, the others leave a space.
func sentenceGap(l words.Tag) string {
	if l == words.ZhHans || l == words.ZhHant || l == words.Ja {
		return ""
	}
	return " "
}

// ExplainSetKomi says an Ing nigiri with 设定还点 once it is done: the hand and the guess, the
// komi the loser set (points), the colour the winner then chose.
func (r NigiriResult) ExplainSetKomi(lang string, names [2]string, komi float64, choice board.Color) string {
	l := words.Normalize(lang)
	s := []string{r.guessSentence(l, names)}
	if r.SetsKomi >= 0 {
		s = append(s, strings.NewReplacer("{L}", names[r.SetsKomi], "{K}", result.Fraction(komi)).Replace(sentence(l, "nigiri/set-komi")))
	}
	if choice != board.Empty {
		s = append(s, strings.ReplaceAll(sentence(l, "nigiri/chose."+choice.String()), "{P}", names[r.Chooser]))
	}
	return words.SpaceNames(strings.Join(s, sentenceGap(l)), names[:]...)
}
