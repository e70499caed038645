package clock

import (
	"fmt"
	"sort"
	"time"
)

// AnnouncementKind is what a referee or a voice says. The numbers that go
// with it are in Announcement.N, M and D; the text is the UI's business.
type AnnouncementKind int

const (
	// SecondsElapsed: N seconds into the current minute or period
	// (C88: 30, 40, 50, 55, 58).
	SecondsElapsed AnnouncementKind = iota
	// OneMinute: C88, a full minute has passed (「一分钟」); followed by MinutesLeft.
	OneMinute
	// MinutesLeft: C88 「还剩N分钟」, N reserved minutes remain.
	MinutesLeft
	// CountSecond: the per-second count N = 1…9 in the last ten seconds of
	// a period (C88: of the final minute).
	CountSecond
	// SecondsLeft: N seconds remain before a time loss (absolute, Fischer,
	// Canadian block, Ing's last penalty block).
	SecondsLeft
	// MainTimeLeft: D of main time remains.
	MainTimeLeft
	// ByoYomiStart: main time is over; N periods (C88: reserved minutes;
	// Canadian: moves, in D) follow.
	ByoYomiStart
	// PeriodLost: a period was used up, N remain.
	PeriodLost
	// LastPeriod: only one period remains.
	LastPeriod
	// Penalty: Ing, N points fined, M penalties taken so far, D added.
	Penalty
	// TimeUp: the side lost on time; Loss says which loss. C88 sets N = 10
	// for 「10，超时判负」.
	TimeUp
)

var announcementNames = [...]string{
	"seconds-elapsed", "one-minute", "minutes-left", "count-second", "seconds-left",
	"main-time-left", "byo-yomi-start", "period-lost", "last-period", "penalty", "time-up",
}

func (k AnnouncementKind) String() string {
	if k < 0 || int(k) >= len(announcementNames) {
		return fmt.Sprintf("AnnouncementKind(%d)", int(k))
	}
	return announcementNames[k]
}

// Announcement is one call, due at instant At of the clock's TimeSource.
type Announcement struct {
	At   time.Duration
	Side Side
	Kind AnnouncementKind
	N, M int
	D    time.Duration
	Loss LossKind
}

// InMainTime reports whether the announcement is made during main time,
// which players may want silenced.
func (a Announcement) InMainTime() bool { return a.Kind == MainTimeLeft }

func (a Announcement) String() string {
	return fmt.Sprintf("%v %v %v N=%d M=%d D=%v %v", a.At, a.Side, a.Kind, a.N, a.M, a.D, a.Loss)
}

// upcoming returns the announcements of the current running stretch, with
// absolute instants. The caller holds c.mu.
func (c *Clock) upcoming() []Announcement {
	if !c.counting() {
		return nil
	}
	calls := c.eng.schedule(c.sides[c.toMove])
	sort.SliceStable(calls, func(i, j int) bool { return calls[i].off < calls[j].off })
	out := make([]Announcement, len(calls))
	for i, cl := range calls {
		a := cl.a
		a.At = c.since + cl.off
		a.Side = c.toMove
		out[i] = a
	}
	return out
}

// NextAnnouncement returns the first announcement due strictly after the
// instant after, assuming nothing happens in between.
func (c *Clock) NextAnnouncement(after time.Duration) (Announcement, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, a := range c.past {
		if a.At > after {
			return a, true
		}
	}
	for _, a := range c.upcoming() {
		if a.At > after {
			return a, true
		}
	}
	return Announcement{}, false
}

// Announcements lists every announcement due in (from, to], in order. Past
// stretches are remembered, so polling with consecutive intervals misses
// nothing even across presses and pauses. Announcements after Now are
// forecasts that the next event may cancel.
func (c *Clock) Announcements(from, to time.Duration) []Announcement {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []Announcement
	i := sort.Search(len(c.past), func(i int) bool { return c.past[i].At > from })
	for ; i < len(c.past) && c.past[i].At <= to; i++ {
		out = append(out, c.past[i])
	}
	for _, a := range c.upcoming() {
		if a.At > from && a.At <= to {
			out = append(out, a)
		}
	}
	return out
}
