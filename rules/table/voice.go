package table

import (
	"fmt"
	"time"

	"goref/board"
	"goref/rules/clock"
	"goref/words"
)

// voiced is one thing said in every language of the voice, by words.Tag.JSONKey.
func voiced(zh, hant, en, ja, ko string) map[string]string {
	return map[string]string{words.ZhHans.JSONKey(): zh, words.ZhHant.JSONKey(): hant, words.En.JSONKey(): en, words.Ja.JSONKey(): ja, words.Ko.JSONKey(): ko}
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

// cnAmount is cn for a quantity before a measure word: 2 is 两 (两分钟, 罚两点).
func cnAmount(n int) string {
	if n == 2 {
		return "两"
	}
	return cn(n)
}

// hantAmount is cnAmount in Traditional characters: 2 is 兩.
func hantAmount(n int) string {
	if n == 2 {
		return "兩"
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
	zh, hant, en, ja, ko := "", "", "", "", ""
	switch a.Kind {
	case clock.SecondsElapsed:
		zh, en, ja, ko = cn(a.N)+"秒", fmt.Sprintf("%d seconds", a.N), fmt.Sprintf("%d秒", a.N), fmt.Sprintf("%d초", a.N)
		hant = zh
	case clock.OneMinute:
		zh, hant, en, ja, ko = "一分钟", "一分鐘", "one minute", "1分", "1분"
	case clock.MinutesLeft:
		zh, en, ja, ko = "还剩"+cnAmount(a.N)+"分钟", plural(a.N, "minute")+" left", fmt.Sprintf("のこり%d分", a.N), fmt.Sprintf("%d분 남음", a.N)
		hant = "還剩" + hantAmount(a.N) + "分鐘"
		if a.N == 1 {
			ja = "のこり いっぷん"
		}
	case clock.CountSecond:
		zh, en, ja, ko = cn(a.N), fmt.Sprint(a.N), jaCount(a.N), fmt.Sprint(a.N)
		hant = zh
	case clock.SecondsLeft:
		zh, en, ja, ko = cn(a.N), fmt.Sprint(a.N), jaCount(a.N), fmt.Sprint(a.N)
		hant = zh
		if a.N == 10 {
			zh, hant, en, ja, ko = "还剩十秒", "還剩十秒", "10 seconds left", "のこり10秒", "10초 남음"
		}
	case clock.MainTimeLeft:
		m := minutes(a.D)
		zh, en, ja, ko = "基本时间还剩"+cnAmount(m)+"分钟", plural(m, "minute")+" of main time left", fmt.Sprintf("持ち時間のこり%d分", m), fmt.Sprintf("기본 시간 %d분 남음", m)
		hant = "基本時間還剩" + hantAmount(m) + "分鐘"
	case clock.ByoYomiStart:
		switch sys {
		case clock.Chinese88:
			// Art. 12 calls 「还剩×分钟」 only when a reserved minute is deducted.
			zh, hant, en, ja, ko = "开始读秒", "開始讀秒", "Byo-yomi begins", "秒読みです", "초읽기 시작"
		case clock.Canadian:
			zh, hant, en, ja, ko = "进入加时", "進入加時", "Overtime", "秒読みに入ります", "연장"
		default:
			zh, en, ja, ko = "开始读秒，共"+cnAmount(a.N)+"次", "Byo-yomi: "+plural(a.N, "period"), fmt.Sprintf("秒読みです。%d回", a.N), fmt.Sprintf("초읽기 %d회", a.N)
			hant = "開始讀秒，共" + hantAmount(a.N) + "次"
		}
	case clock.PeriodLost:
		zh, en, ja, ko = "还剩"+cnAmount(a.N)+"次", plural(a.N, "period")+" left", fmt.Sprintf("のこり%d回", a.N), fmt.Sprintf("초읽기 %d회 남음", a.N)
		hant = "還剩" + hantAmount(a.N) + "次"
	case clock.LastPeriod:
		zh, hant, en, ja, ko = "最后一次", "最後一次", "last period", "最後の一回です", "마지막 초읽기"
	case clock.Penalty:
		// the block is ⅙ of the basic time: 100 s on a 10-minute game is said as such, not
		// rounded to a minute
		d := durationWords(a.D)
		zh = fmt.Sprintf("罚%s点，延时%s（第%s次）", cnAmount(a.N), d.zh, cn(a.M))
		hant = fmt.Sprintf("罰%s點，延時%s（第%s次）", hantAmount(a.N), d.hant, cn(a.M))
		en = fmt.Sprintf("Penalty %d of 3: %d points, %s more", a.M, a.N, d.en)
		ja = fmt.Sprintf("罰点%d点、%s延長（%d回目）", a.N, d.ja, a.M)
		ko = fmt.Sprintf("벌점 %d점, %s 연장 (%d/3)", a.N, d.ko, a.M)
	case clock.TimeUp:
		switch a.Loss {
		case clock.IngOvertime:
			zh, hant, en, ja, ko = "逾时败", "逾時敗", "Penalty overtime exhausted: loss on time (逾时败)", "逾时败（罰点延長の超過）", "연장 시간 초과패"
		case clock.IngByoYomiLoss:
			zh, hant, en, ja, ko = "越时败", "越時敗", "Byo-yomi exhausted: loss on time (越时败)", "越时败（秒読みの超過）", "초읽기 초과패"
		default:
			zh, hant, en, ja, ko = "超时判负", "超時判負", "Time is up: loss on time", "時間切れです", "시간패"
			if a.N == 10 {
				zh, hant, en, ko = "十，超时判负", "十，超時判負", "Ten: loss on time", "10, 시간패"
			}
		}
	}
	return voiced(zh, hant, en, ja, ko)
}

// spoken is a duration in the voice's languages.
type spoken struct{ zh, hant, en, ja, ko string }

// durationWords says d in minutes and whole seconds: 「一分四十秒」, "1 minute 40 seconds";
// whole minutes as before (「十分钟」, "10 minutes").
func durationWords(d time.Duration) spoken {
	m, sec := minutes(d), int(d%time.Minute/time.Second)
	switch {
	case sec == 0:
		return spoken{cnAmount(m) + "分钟", hantAmount(m) + "分鐘", plural(m, "minute"), fmt.Sprintf("%d分", m), fmt.Sprintf("%d분", m)}
	case m == 0:
		return spoken{cn(sec) + "秒", cn(sec) + "秒", plural(sec, "second"), fmt.Sprintf("%d秒", sec), fmt.Sprintf("%d초", sec)}
	}
	return spoken{cnAmount(m) + "分" + cn(sec) + "秒", hantAmount(m) + "分" + cn(sec) + "秒", plural(m, "minute") + " " + plural(sec, "second"),
		fmt.Sprintf("%d分%d秒", m, sec), fmt.Sprintf("%d분 %d초", m, sec)}
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
	for _, t := range words.Tags {
		out[t.JSONKey()] = explain(string(t))
	}
	return out
}

// refusalText says why an event was refused.
func refusalText(kind, reason string, c board.Color) map[string]string {
	zh, en, ja, ko := "", "", "", ""
	if c == board.Black {
		zh, en, ja, ko = "黑方", "Black ", "黒", "흑 "
	} else if c == board.White {
		zh, en, ja, ko = "白方", "White ", "白", "백 "
	}
	if kind == KindIllegal {
		return voiced(zh+"着手不合规则："+reason, zh+"著手不合規則："+reason, en+"illegal move: "+reason, ja+"の着手は反則："+reason, ko+"금지된 수: "+reason)
	}
	return voiced("不予受理："+reason, "不予受理："+reason, en+"refused: "+reason, "受理しない："+reason, ko+"거부: "+reason)
}

// haltText announces that play stopped.
var haltText = map[string]map[string]string{
	"passes":    voiced("双方停着，对局停止", "雙方停著，對局停止", "Both players passed: play stops", "対局停止", "양쪽 모두 패스: 대국이 멈춥니다"),
	"end":       voiced("双方停着，对局终了", "雙方停著，對局終了", "The passes end the game", "終局", "양쪽 모두 패스: 대국이 끝납니다"),
	"agreement": voiced("死子已确认提掉，双方再虚手即终局", "死子已確認提掉，雙方再虛手即終局", "Dead stones agreed and removed: two more passes end the game", "死石を取り除きました。双方パスで終局", "사석이 합의되었습니다. 두 번의 패스로 대국이 끝납니다"),
}

// cycleText announces a repetition by its verdict.
func cycleText(verdict string) map[string]string {
	switch verdict {
	case "referee-draw-or-replay":
		return voiced("全局同形再现，由裁判裁定和棋或重下", "全局同形再現，由裁判裁定和棋或重下", "The position repeats: the referee rules a draw or a replay", "同形反復：審判が持碁か打ち直しを裁定", "동형 반복: 심판이 무승부 또는 재대국을 판정합니다")
	case "no-result-by-agreement":
		return voiced("同形反复，双方同意则无胜负", "同形反復，雙方同意則無勝負", "The position repeats: no result if both players agree", "同形反復：双方の合意で無勝負", "동형 반복: 양측이 합의하면 무승부")
	case "contest":
		return voiced("循环：争", "循環：爭", "Cycle: contest (争)", "循環：争", "반복: 쟁")
	case "disturb":
		return voiced("循环：搅", "循環：攪", "Cycle: disturbance (搅)", "循環：搅", "반복: 교")
	}
	return voiced("同形反复", "同形反復", "The position repeats", "同形反復", "같은 판이 반복됩니다")
}
