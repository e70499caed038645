package rules

import (
	"fmt"

	"goref/board"
)

// Nigiri (猜子) as the texts describe it. One player (the holder) takes a handful of stones,
// the other (the guesser) guesses odd or even. Ing art. 8: with 规定还点 the winner of the
// guess chooses his colour and Black returns 8 points (tie to Black); with 设定还点 the
// player who guessed wrong sets the komi, an even number, and the winner then chooses.
// C88/J89 practice: the guesser who is right takes Black.

// NigiriResult is the outcome the app shows and saves.
type NigiriResult struct {
	Stones      int  // stones in the holder's hand
	GuessOdd    bool // the guesser's call
	GuesserWins bool
	// Black is who takes Black, when the text decides it (0 = guesser, 1 = holder); under Ing
	// the winner chooses, so Chooser names the winner and Black is left to ChooseColour.
	Chooser    int
	SetsKomi   int // Ing 设定还点: the loser (0 = guesser, 1 = holder), -1 when komi is fixed
	NeedChoice bool
}

// Nigiri judges a guess against the stones drawn (a random draw or the players' real stones).
// setKomi selects Ing's 设定还点.
func Nigiri(rs Ruleset, stones int, guessOdd bool, setKomi bool) (NigiriResult, error) {
	if stones < 1 {
		return NigiriResult{}, fmt.Errorf("nigiri: %d stones", stones)
	}
	r := NigiriResult{Stones: stones, GuessOdd: guessOdd, SetsKomi: -1}
	r.GuesserWins = (stones%2 == 1) == guessOdd
	if !r.GuesserWins {
		r.Chooser = 1
	}
	if rs.Counting == CountIngFill {
		r.NeedChoice = true
		if setKomi {
			r.SetsKomi = 1 - r.Chooser
		}
	}
	return r, nil
}

// BlackPlayer is who plays Black (0 = guesser, 1 = holder) when the text gives the winner
// no choice: the winner of the guess takes Black (C88/J89 practice); under 计活子 White moves
// first, so the winner takes White and this still names the first mover's opponent.
func (r NigiriResult) BlackPlayer() int { return r.Chooser }

// ValidateSetKomi checks an Ing 设定还点 value: an even number of points.
func ValidateSetKomi(points int) error {
	if points%2 != 0 {
		return fmt.Errorf("设定还点 must be even, got %d", points)
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
