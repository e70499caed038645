package clock_test

import (
	"fmt"
	"time"

	"goref/rules/clock"
)

// A C88 game with one reserved minute: Black's long think ends in the
// referee's count and 「10，超时判负」.
func Example() {
	ft := &clock.FakeTime{}
	c, _ := clock.New(clock.Config{System: clock.Chinese88, Main: 2 * time.Minute, Periods: 1}, ft)
	_ = c.Start(clock.Black)
	ft.Set(119 * time.Second)
	for _, a := range c.Announcements(110*time.Second, 2*time.Minute) {
		fmt.Println(a.At, a.Kind, a.N)
	}
	ft.Set(2 * time.Minute)
	r := c.Reading(clock.Black)
	fmt.Println(r.Phase, r.Loss, r.Used)
	// Output:
	// 1m51s count-second 1
	// 1m52s count-second 2
	// 1m53s count-second 3
	// 1m54s count-second 4
	// 1m55s count-second 5
	// 1m56s count-second 6
	// 1m57s count-second 7
	// 1m58s count-second 8
	// 1m59s count-second 9
	// 2m0s time-up 10
	// lost time 2m0s
}
