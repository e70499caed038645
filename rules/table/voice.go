package table

import (
	"fmt"
	"time"

	"goref/board"
	"goref/rules/clock"
)

// voiceLangs are the languages an Event's Text has, with the rules' language keys.
var voiceLangs = map[string]string{"zh": "zh-Hans", "en": "en", "ja": "ja"}

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

// cnAmount is cn for a quantity before a measure word: 2 is 两 (两分钟, 罚两点).
func cnAmount(n int) string {
	if n == 2 {
		return "两"
	}
	return cn(n)
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
	zh, en, ja := "", "", ""
	switch a.Kind {
	case clock.SecondsElapsed:
		zh, en, ja = cn(a.N)+"秒", fmt.Sprintf("%d seconds", a.N), fmt.Sprintf("%d秒", a.N)
	case clock.OneMinute:
		zh, en, ja = "一分钟", "one minute", "1分"
	case clock.MinutesLeft:
		zh, en, ja = "还剩"+cnAmount(a.N)+"分钟", plural(a.N, "minute")+" left", fmt.Sprintf("のこり%d分", a.N)
		if a.N == 1 {
			ja = "のこり いっぷん"
		}
	case clock.CountSecond:
		zh, en, ja = cn(a.N), fmt.Sprint(a.N), jaCount(a.N)
	case clock.SecondsLeft:
		zh, en, ja = cn(a.N), fmt.Sprint(a.N), jaCount(a.N)
		if a.N == 10 {
			zh, en, ja = "还剩十秒", "10 seconds left", "のこり10秒"
		}
	case clock.MainTimeLeft:
		m := minutes(a.D)
		zh, en, ja = "基本时间还剩"+cnAmount(m)+"分钟", plural(m, "minute")+" of main time left", fmt.Sprintf("持ち時間のこり%d分", m)
	case clock.ByoYomiStart:
		switch sys {
		case clock.Chinese88:
			// Art. 12 calls 「还剩×分钟」 only when a reserved minute is deducted.
			zh, en, ja = "开始读秒", "Byo-yomi begins", "秒読みです"
		case clock.Canadian:
			zh, en, ja = "进入加时", "Overtime", "秒読みに入ります"
		default:
			zh, en, ja = "开始读秒，共"+cnAmount(a.N)+"次", "Byo-yomi: "+plural(a.N, "period"), fmt.Sprintf("秒読みです。%d回", a.N)
		}
	case clock.PeriodLost:
		zh, en, ja = "还剩"+cnAmount(a.N)+"次", plural(a.N, "period")+" left", fmt.Sprintf("のこり%d回", a.N)
	case clock.LastPeriod:
		zh, en, ja = "最后一次", "last period", "最後の一回です"
	case clock.Penalty:
		m := minutes(a.D)
		zh = fmt.Sprintf("罚%s点，延时%s分钟（第%s次）", cnAmount(a.N), cnAmount(m), cn(a.M))
		en = fmt.Sprintf("Penalty %d of 3: %d points, %s more", a.M, a.N, plural(m, "minute"))
		ja = fmt.Sprintf("罰点%d点、%d分延長（%d回目）", a.N, m, a.M)
	case clock.TimeUp:
		switch a.Loss {
		case clock.IngOvertime:
			zh, en, ja = "逾时败", "Penalty overtime exhausted: loss on time (逾时败)", "逾时败（罰点延長の超過）"
		case clock.IngByoYomiLoss:
			zh, en, ja = "越时败", "Byo-yomi exhausted: loss on time (越时败)", "越时败（秒読みの超過）"
		default:
			zh, en, ja = "超时判负", "Time is up: loss on time", "時間切れです"
			if a.N == 10 {
				zh, en = "十，超时判负", "Ten: loss on time"
			}
		}
	}
	return map[string]string{"zh": zh, "en": en, "ja": ja}
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

// actionText is the log entry's explanation in the voice's languages.
func actionTexts(explain func(lang string) string) map[string]string {
	out := map[string]string{}
	for lang, key := range voiceLangs {
		out[lang] = explain(key)
	}
	return out
}

// refusalText says why an event was refused.
func refusalText(kind, reason string, c board.Color) map[string]string {
	who := map[string]string{"zh": "", "en": "", "ja": ""}
	if c == board.Black {
		who = map[string]string{"zh": "黑方", "en": "Black ", "ja": "黒"}
	} else if c == board.White {
		who = map[string]string{"zh": "白方", "en": "White ", "ja": "白"}
	}
	if kind == KindIllegal {
		return map[string]string{"zh": who["zh"] + "着手不合规则：" + reason, "en": who["en"] + "illegal move: " + reason, "ja": who["ja"] + "の着手は反則：" + reason}
	}
	return map[string]string{"zh": "不予受理：" + reason, "en": who["en"] + "refused: " + reason, "ja": "受理しない：" + reason}
}

// haltText announces that play stopped.
var haltText = map[string]map[string]string{
	"passes":    {"zh": "双方停着，对局停止", "en": "Both players passed: play stops", "ja": "対局停止"},
	"end":       {"zh": "双方停着，对局终了", "en": "The passes end the game", "ja": "終局"},
	"agreement": {"zh": "死子已确认提掉，双方再虚手即终局", "en": "Dead stones agreed and removed: two more passes end the game", "ja": "死石を取り除きました。双方パスで終局"},
}

// cycleText announces a repetition by its verdict.
func cycleText(verdict string) map[string]string {
	switch verdict {
	case "referee-draw-or-replay":
		return map[string]string{"zh": "全局同形再现，由裁判裁定和棋或重下", "en": "The position repeats: the referee rules a draw or a replay", "ja": "同形反復：審判が持碁か打ち直しを裁定"}
	case "no-result-by-agreement":
		return map[string]string{"zh": "同形反复，双方同意则无胜负", "en": "The position repeats: no result if both players agree", "ja": "同形反復：双方の合意で無勝負"}
	case "contest":
		return map[string]string{"zh": "循环：争", "en": "Cycle: contest (争)", "ja": "循環：争"}
	case "disturb":
		return map[string]string{"zh": "循环：搅", "en": "Cycle: disturbance (搅)", "ja": "循環：搅"}
	}
	return map[string]string{"zh": "同形反复", "en": "The position repeats", "ja": "同形反復"}
}
