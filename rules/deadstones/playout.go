package deadstones

import (
	"math/rand/v2"

	"goref/board"
	"goref/rules/reading"
)

// playout plays moves on pb until both pass or the move limit, first from toMove, and adds
// each point's final owner to own (row-major; +1 Black, −1 White; an empty point belongs to
// the colour of all its neighbours). The policy: capture a chain that the last move left in
// atari; else save a chain of the mover's that the last move put in atari, when extending
// gives it two liberties (without it a group lost a semeai it wins at a real board); else
// take the middle of a three-point eye space the last move left (reading.VitalNear: the
// owner filled its own space, and a square four or a bulky five is dead only if this is
// answered; not after a capture, whose space is a seki's inside as often as an eye); else
// capture a chain that stood in atari in the final position (atari: its last liberties — a
// chain left in atari when play stopped is taken first, before the opponent of its owner
// fills the one eye of the group around it); else a random legal move that fills no eye of
// the mover and puts no chain of three stones or more into atari (a seki's shared liberty
// stays open; a throw-in or a two-stone nakade is allowed).
func playout(pb *reading.Board, r *rand.Rand, toMove board.Color, own []int32, atari []int) {
	limit := 3 * len(own)
	passes := 0
	c := toMove
	last := -1
	tookLast := false // the last move captured
	for m := 0; m < limit && passes < 2; m++ {
		played := -1
		before := len(pb.Empties())
		if last >= 0 {
			if q := pb.CaptureNear(c, last); q >= 0 && pb.Play(c, q) {
				played = q
			} else if q := pb.EscapeNear(c, last); q >= 0 && pb.Play(c, q) {
				played = q
			} else if q := pb.VitalNear(last); q >= 0 && !tookLast && pb.Play(c, q) {
				played = q
			}
		}
		for _, q := range atari {
			if played >= 0 {
				break
			}
			if pb.At(q) == board.Empty && pb.CapturesAt(c, q) && pb.Play(c, q) {
				played = q
			}
		}
		if empty := pb.Empties(); played < 0 && len(empty) > 0 {
			n := len(empty)
			start := r.IntN(n)
			for i := 0; i < n; i++ {
				p := int(empty[(start+i)%n])
				if pb.Eye(c, p) || pb.SelfAtari(c, p) {
					continue
				}
				if pb.Play(c, p) {
					played = p
					break
				}
			}
		}
		if played >= 0 {
			passes = 0
		} else {
			passes++
			pb.ClearKo()
		}
		last = played
		tookLast = played >= 0 && len(pb.Empties()) >= before
		c = c.Opponent()
	}
	for i := range own {
		switch pb.Owner(pb.Pt(i)) {
		case board.Black:
			own[i]++
		case board.White:
			own[i]--
		}
	}
}
