package table

import (
	"fmt"
	"strings"
	"time"

	"goref/board"
	"goref/rules/clock"
	"goref/words"
)

// The voice's sentences are the catalogue's voice/… keys (words/texts). A number is filled in
// as each language says it: {N} in digits, {C} in Chinese numerals (十五), {A} as a Chinese
// quantity before a measure word (两分钟, 兩分鐘), {J} as the Japanese timekeeper counts
// (いち, に …); a key with ".one" is the sentence for exactly one.

// voiced is one sentence of the catalogue in every language of the voice, by
// words.Tag.JSONKey, with fill's placeholders filled in (fill gives them for a language).
func voiced(key string, fill func(l words.Tag) []string) map[string]string {
	out := map[string]string{}
	for _, l := range words.Tags {
		s := words.Text(string(l), "voice/"+key)
		if fill != nil {
			s = strings.NewReplacer(fill(l)...).Replace(s)
		}
		out[l.JSONKey()] = s
	}
	return out
}

// said is a voice sentence with nothing to fill in.
func said(key string) map[string]string { return voiced(key, nil) }

// spokenNumber fills in n as every language says a count: {N}, {C}, {A}, {J}.
func spokenNumber(n int) func(l words.Tag) []string {
	return func(l words.Tag) []string {
		return []string{"{N}", fmt.Sprint(n), "{C}", cn(n), "{A}", cnAmount(n, l), "{J}", jaCount(n)}
	}
}

// one is key, or its ".one" sentence when n is 1.
func one(key string, n int) string {
	if n == 1 {
		return key + ".one"
	}
	return key
}

// cn writes 1–99 in Chinese numerals, as a referee says them.
func cn(n int) string {
	d := []string{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	switch {
	case n < 0 || n > 99:
		return fmt.Sprint(n)
	case n < 10:
		return d[n]
	case n == 10:
		return "十"
	case n < 20:
		return "十" + d[n-10]
	case n%10 == 0:
		return d[n/10] + "十"
	}
	return d[n/10] + "十" + d[n%10]
}

// cnAmount is cn for a quantity before a measure word: 2 is 两 (两分钟, 罚两点), in
// Traditional characters 兩.
func cnAmount(n int, l words.Tag) string {
	switch {
	case n != 2:
		return cn(n)
	case l == words.ZhHant:
		return "兩"
	}
	return "两"
}

// jaCount is the Japanese timekeeper's count, 1–9.
func jaCount(n int) string {
	w := []string{"", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"}
	if n >= 1 && n <= 9 {
		return w[n]
	}
	return fmt.Sprint(n)
}

func minutes(d time.Duration) int { return int(d / time.Minute) }

// clockText is what the voice says for a clock call under the game's time system.
func clockText(sys clock.System, a clock.Announcement) map[string]string {
	switch a.Kind {
	case clock.SecondsElapsed:
		return voiced("seconds", spokenNumber(a.N))
	case clock.OneMinute:
		return said("one-minute")
	case clock.MinutesLeft:
		return voiced(one("minutes-left", a.N), spokenNumber(a.N))
	case clock.CountSecond:
		return voiced("count", spokenNumber(a.N))
	case clock.SecondsLeft:
		if a.N == 10 {
			return said("ten-seconds-left")
		}
		return voiced("count", spokenNumber(a.N))
	case clock.MainTimeLeft:
		m := minutes(a.D)
		return voiced(one("main-time-left", m), spokenNumber(m))
	case clock.ByoYomiStart:
		switch sys {
		case clock.Chinese88:
			// Art. 12 calls 「还剩×分钟」 only when a reserved minute is deducted.
			return said("byoyomi-c88")
		case clock.Canadian:
			return said("overtime-canadian")
		}
		return voiced(one("byoyomi", a.N), spokenNumber(a.N))
	case clock.PeriodLost:
		return voiced(one("periods-left", a.N), spokenNumber(a.N))
	case clock.LastPeriod:
		return said("last-period")
	case clock.Penalty:
		// the block is ⅙ of the basic time: 100 s on a 10-minute game is said as such, not
		// rounded to a minute
		return voiced("penalty", func(l words.Tag) []string {
			return append(spokenNumber(a.N)(l), "{M}", fmt.Sprint(a.M), "{K}", cn(a.M), "{D}", durationWords(a.D, l))
		})
	case clock.TimeUp:
		switch a.Loss {
		case clock.IngOvertime:
			return said("time-up.ing-overtime")
		case clock.IngByoYomiLoss:
			return said("time-up.ing-byoyomi")
		}
		if a.N == 10 {
			return said("time-up.ten")
		}
		return said("time-up")
	}
	return silence()
}

// silence is nothing said, in every language.
func silence() map[string]string {
	out := map[string]string{}
	for _, l := range words.Tags {
		out[l.JSONKey()] = ""
	}
	return out
}

// durationWords says d in minutes and whole seconds in language l: 「一分四十秒」,
// "1 minute 40 seconds"; whole minutes as before (「十分钟」, "10 minutes").
func durationWords(d time.Duration, l words.Tag) string {
	m, sec := minutes(d), int(d%time.Minute/time.Second)
	say := func(key string, n int) string {
		return strings.NewReplacer(spokenNumber(n)(l)...).Replace(words.Text(string(l), "voice/"+one(key, n)))
	}
	switch {
	case sec == 0:
		return say("minutes", m)
	case m == 0:
		return say("seconds-part", sec)
	}
	return strings.NewReplacer("{N}", fmt.Sprint(m), "{A}", cnAmount(m, l), "{C}", cn(sec), "{S}", fmt.Sprint(sec),
		"{X}", say("minutes", m), "{Y}", say("seconds-part", sec)).Replace(words.Text(string(l), "voice/minutes-seconds"))
}

// actionText is the log entry's explanation in the voice's languages.
func actionTexts(explain func(lang string) string) map[string]string {
	out := map[string]string{}
	for _, t := range words.Tags {
		out[t.JSONKey()] = explain(string(t))
	}
	return out
}

// refusalText says why an event was refused: the refusal's sentence and its code (Refused.said).
func refusalText(r *Refused, c board.Color) map[string]string {
	key := "refused"
	if r.Kind == KindIllegal {
		key = "illegal"
	}
	if c == board.Black || c == board.White {
		key += "." + c.String()
	}
	return voiced(key, func(l words.Tag) []string { return []string{"{R}", r.said(string(l))} })
}

// haltText announces that play stopped.
var haltText = map[string]map[string]string{
	"passes": said("halt.passes"),
	"end":    said("halt.end"),
}

// cycleText announces a repetition by its verdict.
func cycleText(verdict string) map[string]string {
	switch verdict {
	case "referee-draw-or-replay", "no-result-by-agreement", "contest", "disturb":
		return said("cycle." + verdict)
	}
	return said("cycle")
}
