package sound

import (
	"fmt"
	"slices"
	"time"

	"goref/rules/clock"
	"goref/words"
)

// VoiceLanguage picks the voice directory for a UI language tag such as
// "zh_Hans", "zh-CN", "ja" or "ko" (words.Normalize reads it); languages without a voice
// get English, and both Chinese scripts the Mandarin voice.
func VoiceLanguage(tag string) string {
	switch words.Normalize(tag) {
	case words.ZhHans, words.ZhHant:
		return "zh"
	case words.Ja:
		return "ja"
	}
	return "en"
}

// ClipNames lists the clips that say a, in order, without directory or
// extension; nil if nothing is said.
func ClipNames(a clock.Announcement) []string {
	num := func(n int) string { return fmt.Sprintf("n%d", n) }
	inRange := func(n int) bool { return n >= 1 && n <= 10 }
	switch a.Kind {
	case clock.SecondsElapsed:
		switch a.N {
		case 10, 20, 30, 40, 50, 55, 58:
			return []string{fmt.Sprintf("s%d", a.N)}
		}
	case clock.OneMinute:
		return []string{"minute"}
	case clock.MinutesLeft:
		if inRange(a.N) {
			return []string{fmt.Sprintf("min_left_%d", a.N)}
		}
	case clock.MainTimeLeft:
		if m := int(a.D / time.Minute); a.D%time.Minute == 0 && inRange(m) {
			return []string{fmt.Sprintf("min_left_%d", m)}
		}
	case clock.CountSecond, clock.SecondsLeft:
		if inRange(a.N) {
			return []string{num(a.N)}
		}
	case clock.ByoYomiStart:
		return []string{"byoyomi"}
	case clock.PeriodLost:
		if inRange(a.N) {
			return []string{"period_lost", fmt.Sprintf("periods_left_%d", a.N)}
		}
		return []string{"period_lost"}
	case clock.LastPeriod:
		return []string{"last_period"}
	case clock.Penalty:
		if m := int(a.D / time.Minute); a.D%time.Minute == 0 && slices.Contains(AddedMinutes, m) {
			return []string{"penalty", fmt.Sprintf("added_%d", m)}
		}
		return []string{"penalty"}
	case clock.TimeUp:
		loss := "time_loss"
		switch a.Loss {
		case clock.IngOvertime:
			loss = "ing_overtime_loss" // 逾时败
		case clock.IngByoYomiLoss:
			loss = "ing_byoyomi_loss" // 越时败
		}
		if a.N == 10 { // C88: 「10，超时判负」
			return []string{"n10", loss}
		}
		return []string{loss}
	}
	return nil
}

// AddedMinutes are the Ing overtime blocks (T/6) the voice can name: those of the usual
// basic times from 12 minutes to 4 hours (assets/voice/generate.sh makes added_N for
// each). Another block is announced as the penalty alone.
var AddedMinutes = []int{2, 5, 10, 15, 20, 25, 30, 35, 40}
