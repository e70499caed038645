// Package clock is the game-clock engine of goref: the time systems a Go
// referee meets (none, absolute, Japanese byo-yomi, the Chinese 1988 读秒,
// Ing point-penalty overtime 罚点延时 and Ing byo-yomi 读秒延时, Canadian,
// Fischer), the referee's actions on a running clock, the announcements a
// voice or referee would make, and the SGF time properties.
//
// The engine never sleeps and owns no goroutine. Every reading is computed
// from the recorded events (start, press, pause, resume, capture pause,
// seal, add time, late arrival, penalty, end) and the instant supplied by an
// injectable TimeSource, so a test can drive a whole game with FakeTime and
// assert exact values to the nanosecond. All arithmetic is on integer
// time.Duration values; nothing accumulates rounding error.
//
// Rule sources: Chinese Go Competition Rules 1988 art. 12, 14, 22, 23 and
// Ing Rules 1996 art. 9 and 10 (see ../shared/seeds beside the repository).
package clock
