package clockface

import "goref/rules/clock"

// Show is what a face shows for a reading, as two lines of text: the big time and the line
// under it (periods, reserved minutes, penalties …). The hall's room view and projector draw
// followed tables' clocks with it.
func Show(cfg clock.Config, r clock.Reading, t Text) (big, info string) {
	if r.Phase == clock.Lost {
		return formatDuration(0, false), t.TimeLoss
	}
	return formatDuration(r.Display(false), false), infoLine(cfg, r, t)
}
