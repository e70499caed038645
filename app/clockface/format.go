package clockface

import (
	"fmt"
	"time"

	"goref/rules/clock"
)

// Text holds the words a face shows, so the UI can translate them.
type Text struct {
	Overtime       string // shown while a side is in overtime (Ing penalty, Canadian)
	ByoYomi        string // shown in overtime of the byo-yomi systems (Japanese, Ing, C88 读秒)
	TimeLoss       string // shown when a side has lost on time
	IngLoss        string // Ing penalty overtime exhausted: 逾时败
	IngByoYomiLoss string // Ing byo-yomi periods exhausted: 越时败
	Forfeit        string
	Periods        string // "%d", "%s": byo-yomi periods left and their length
	Reserve        string // "%d": C88 reserved minutes left
	Moves          string // "%d": Canadian moves still due
	Penalty        string // "%d": penalty points taken (Ing overtime or referee)
	IngBlocks      string // "%d", "%s": Ing penalty blocks still available and their length
	Increment      string // "%s": Fischer increment
	Ready          string // before the clock has started: a new game waits for a tap or the first move
	NotRecorded    string // a side whose time an opened record does not give
}

// DefaultText is the English text.
var DefaultText = Text{
	Overtime:       "OVERTIME",
	ByoYomi:        "BYO-YOMI",
	TimeLoss:       "TIME",
	IngLoss:        "OVERTIME EXCEEDED",
	IngByoYomiLoss: "BYO-YOMI EXCEEDED",
	Forfeit:        "FORFEIT",
	Periods:        "periods %d × %s",
	Reserve:        "reserve %d min",
	Moves:          "moves %d",
	Penalty:        "penalty -%d",
	IngBlocks:      "overtime %d × %s",
	Increment:      "+%s",
	Ready:          "READY", NotRecorded: "time not recorded",
}

// formatDuration renders a clock time, rounding up to the second the way
// clocks do while counting down (0:00 only when nothing is left), and down
// while counting up.
func formatDuration(d time.Duration, countUp bool) string {
	if d < 0 {
		d = 0
	}
	s := int64(d / time.Second)
	if !countUp && d%time.Second != 0 {
		s++
	}
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// infoLine is the second line of a face: what remains beyond the big time, as a DGT shows it —
// the byo-yomi periods left and their length, the Ing blocks left with their length and the
// points they have cost.
func infoLine(cfg clock.Config, r clock.Reading, t Text) string {
	switch cfg.System {
	case clock.Japanese, clock.IngByoYomi:
		return fmt.Sprintf(t.Periods, r.PeriodsLeft, formatDuration(cfg.Period, true))
	case clock.Chinese88:
		return fmt.Sprintf(t.Reserve, r.PeriodsLeft)
	case clock.Canadian:
		if r.Phase == clock.Overtime {
			return fmt.Sprintf(t.Moves, r.MovesLeft)
		}
		return fmt.Sprintf(t.Moves, cfg.Moves)
	case clock.IngPenalty:
		blocks := fmt.Sprintf(t.IngBlocks, r.PeriodsLeft, formatDuration(cfg.PenaltyBlock(), true))
		if r.PenaltyPoints == 0 {
			return blocks
		}
		return blocks + " · " + fmt.Sprintf(t.Penalty, r.PenaltyPoints)
	case clock.Fischer:
		return fmt.Sprintf(t.Increment, formatDuration(cfg.Increment, true))
	}
	if r.PenaltyPoints != 0 {
		return fmt.Sprintf(t.Penalty, r.PenaltyPoints)
	}
	return ""
}

// stateLine says overtime or loss, in the words of the side's time system; empty in
// main time.
func stateLine(cfg clock.Config, r clock.Reading, t Text) string {
	switch {
	case r.Loss == clock.Forfeit:
		return t.Forfeit
	case r.Loss == clock.IngOvertime:
		return t.IngLoss
	case r.Loss == clock.IngByoYomiLoss:
		return t.IngByoYomiLoss
	case r.Loss != clock.NoLoss:
		return t.TimeLoss
	case r.Phase != clock.Overtime:
		return ""
	}
	switch cfg.System {
	case clock.Japanese, clock.IngByoYomi, clock.Chinese88:
		return t.ByoYomi
	}
	return t.Overtime
}
