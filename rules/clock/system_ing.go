package clock

import "time"

// ingPenalty is Ing 罚点延时 (art. 9): when the basic time T runs out the
// player is fined 2 points and gets T/6 more, at most three times; when the
// third block runs out (overtime beyond T/2) he loses, 逾时败.
type ingPenalty struct {
	cfg Config
}

func (g ingPenalty) block() time.Duration { return g.cfg.PenaltyBlock() }

func (g ingPenalty) init(s *sideState) {}

func (g ingPenalty) given() time.Duration { return IngMaxPenalties * g.block() }

func (g ingPenalty) left(s *sideState) time.Duration {
	return s.blockLeft + time.Duration(IngMaxPenalties-s.penalties)*g.block()
}

func (g ingPenalty) segmentLeft(s *sideState) time.Duration { return s.blockLeft }
func (g ingPenalty) consume(s *sideState, d time.Duration)  { s.blockLeft -= d }

func (g ingPenalty) enter(s *sideState) []Announcement {
	s.overtime = true
	return g.cross(s)
}

func (g ingPenalty) cross(s *sideState) []Announcement {
	if s.penalties >= IngMaxPenalties {
		s.loss = IngOvertime
		return []Announcement{{Kind: TimeUp, Loss: IngOvertime}}
	}
	s.penalties++
	s.penaltyPoints += IngPointsPerBlock
	s.blockLeft = g.block()
	return []Announcement{{Kind: Penalty, N: IngPointsPerBlock, M: s.penalties, D: g.block()}}
}

func (g ingPenalty) calls(s *sideState) []call {
	if s.penalties < IngMaxPenalties {
		return nil
	}
	return countdown(s.blockLeft)
}

func (g ingPenalty) finishMove(s *sideState) {}

func (g ingPenalty) addTime(s *sideState, d time.Duration) time.Duration {
	applied := max(d, -s.blockLeft)
	s.blockLeft += applied
	return applied
}

// setCount corrects the number of penalties taken; the points follow.
func (g ingPenalty) setCount(s *sideState, n int) error {
	if n < 0 || n > IngMaxPenalties || (s.overtime && n < 1) {
		return ErrCount
	}
	s.adjusted += time.Duration(s.penalties-n) * g.block()
	s.penaltyPoints += (n - s.penalties) * IngPointsPerBlock
	s.penalties = n
	return nil
}
