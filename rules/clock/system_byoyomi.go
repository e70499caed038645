package clock

import "time"

// byoYomi covers the three period systems. They count the same way: a move
// finished inside a period costs nothing, a full period costs one period,
// and running out of periods loses. They differ in the period length
// (C88: always one minute), in what is announced, and in the name of the loss.
type byoYomi struct {
	cfg Config
}

func (b byoYomi) length() time.Duration {
	if b.cfg.System == Chinese88 {
		return C88Minute
	}
	return b.cfg.Period
}

func (b byoYomi) lossKind() LossKind {
	if b.cfg.System == IngByoYomi {
		return IngByoYomiLoss
	}
	return TimeLoss
}

func (b byoYomi) init(s *sideState) { s.periods = b.cfg.Periods }

func (b byoYomi) given() time.Duration {
	return time.Duration(b.cfg.Periods) * b.length()
}

func (b byoYomi) left(s *sideState) time.Duration {
	return time.Duration(s.periods)*b.length() - s.periodUsed
}

func (b byoYomi) segmentLeft(s *sideState) time.Duration { return b.length() - s.periodUsed }

func (b byoYomi) consume(s *sideState, d time.Duration) { s.periodUsed += d }

func (b byoYomi) enter(s *sideState) []Announcement {
	s.overtime = true
	s.periodUsed = 0
	return []Announcement{{Kind: ByoYomiStart, N: s.periods}}
}

func (b byoYomi) cross(s *sideState) []Announcement {
	s.periods--
	s.periodUsed = 0
	if s.periods == 0 {
		s.loss = b.lossKind()
		a := Announcement{Kind: TimeUp, Loss: s.loss}
		if b.cfg.System == Chinese88 {
			a.N = 10 // 「10，超时判负」
		}
		return []Announcement{a}
	}
	if b.cfg.System == Chinese88 {
		// At the full minute the referee says 「一分钟」, deducts it and
		// tells the player 「还剩×分钟」 (art. 12).
		return []Announcement{{Kind: OneMinute}, {Kind: MinutesLeft, N: s.periods}}
	}
	if s.periods == 1 {
		return []Announcement{{Kind: LastPeriod, N: 1}}
	}
	return []Announcement{{Kind: PeriodLost, N: s.periods}}
}

func (b byoYomi) finishMove(s *sideState) {
	s.credited += s.periodUsed
	s.periodUsed = 0
}

func (b byoYomi) addTime(s *sideState, d time.Duration) time.Duration {
	// Time given in overtime belongs to the current period only; it is
	// gone once the move is made. Removals stop at the end of the period.
	applied := max(d, -(b.length() - s.periodUsed))
	s.periodUsed -= applied
	return applied
}

func (b byoYomi) setCount(s *sideState, n int) error {
	if n < 1 {
		return ErrCount
	}
	s.adjusted += time.Duration(n-s.periods) * b.length()
	s.periods = n
	return nil
}

// calls lists the calls still due in the current period.
func (b byoYomi) calls(s *sideState) []call {
	var out []call
	for _, c := range b.periodCalls(s.periods == 1) {
		if c.off > s.periodUsed {
			out = append(out, call{off: c.off - s.periodUsed, a: c.a})
		}
	}
	return out
}

// periodCalls returns the calls of one period, offsets from its start,
// excluding the one at its end (that is cross's).
func (b byoYomi) periodCalls(final bool) []call {
	sec := func(n int) time.Duration { return time.Duration(n) * time.Second }
	var out []call
	if b.cfg.System == Chinese88 {
		// Art. 12: 30, 40, 50, 55, 58 s and "one minute"; in the last
		// minute 30, 40, 50 and then 1 … 9 every second.
		marks := []int{30, 40, 50, 55, 58}
		if final {
			marks = marks[:3]
		}
		for _, m := range marks {
			out = append(out, call{off: sec(m), a: Announcement{Kind: SecondsElapsed, N: m}})
		}
		if final {
			for n := 1; n <= 9; n++ {
				out = append(out, call{off: sec(50 + n), a: Announcement{Kind: CountSecond, N: n}})
			}
		}
		return out
	}
	// Japanese and Ing: the referee's count in the Japanese manner,
	// "30 s, 40 s, 50 s, 1, 2, … 9" scaled to the period: the ten-second
	// marks of the last half-minute before the final ten seconds, then
	// every second.
	length := b.length()
	for m := 10; sec(m) <= length-sec(10); m += 10 {
		if sec(m) >= length-sec(30) {
			out = append(out, call{off: sec(m), a: Announcement{Kind: SecondsElapsed, N: m}})
		}
	}
	for n := 1; n <= 9; n++ {
		if at := length - sec(10) + sec(n); at > 0 {
			out = append(out, call{off: at, a: Announcement{Kind: CountSecond, N: n}})
		}
	}
	return out
}
