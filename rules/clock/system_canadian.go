package clock

import "time"

// canadian: after main time, Moves moves must be made in every block of
// Period; the block renews once they are made.
type canadian struct {
	cfg Config
}

func (c canadian) init(s *sideState) {
	s.blockLeft = c.cfg.Period
	s.movesLeft = c.cfg.Moves
}

func (c canadian) given() time.Duration                   { return c.cfg.Period }
func (c canadian) left(s *sideState) time.Duration        { return s.blockLeft }
func (c canadian) segmentLeft(s *sideState) time.Duration { return s.blockLeft }
func (c canadian) consume(s *sideState, d time.Duration)  { s.blockLeft -= d }

func (c canadian) enter(s *sideState) []Announcement {
	s.overtime = true
	return []Announcement{{Kind: ByoYomiStart, N: s.movesLeft, D: s.blockLeft}}
}

func (c canadian) cross(s *sideState) []Announcement {
	s.loss = TimeLoss
	return []Announcement{{Kind: TimeUp, Loss: TimeLoss}}
}

func (c canadian) calls(s *sideState) []call { return countdown(s.blockLeft) }

func (c canadian) finishMove(s *sideState) {
	s.movesLeft--
	if s.movesLeft > 0 {
		return
	}
	s.credited += c.cfg.Period - s.blockLeft
	s.blockLeft = c.cfg.Period
	s.movesLeft = c.cfg.Moves
}

func (c canadian) addTime(s *sideState, d time.Duration) time.Duration {
	applied := max(d, -s.blockLeft)
	s.blockLeft += applied
	return applied
}

func (c canadian) setCount(s *sideState, n int) error {
	if n < 1 || n > c.cfg.Moves {
		return ErrCount
	}
	s.movesLeft = n
	return nil
}
