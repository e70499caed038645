package result

import (
	"math"
	"strconv"
	"strings"

	"goref/words"
)

// vocabulary is one language's vocabulary for results.
type vocabulary struct {
	black, white string
	win          func(side, margin string) string // a win by count
	resign       func(side string) string
	time         func(side string) string // the winner
	overtime     func(loser string, byoyomi bool) string
	forfeit      func(loser string) string
	violation    func(loser string) string
	contract     func(side string) string
	repetition   func(side string) string
	tieToBlack   string // appended to an Ing win by 0
	draw, void   string
	bothLose     string
	unit         func(u Unit, m float64) string
}

var vocab = map[string]vocabulary{
	"zh-Hans": {
		black: "黑", white: "白",
		win:    func(s, m string) string { return s + "胜" + m },
		resign: func(s string) string { return s + "中盘胜" },
		time:   func(s string) string { return s + "超时胜" },
		overtime: func(l string, byo bool) string {
			if byo {
				return l + "越时败"
			}
			return l + "逾时败"
		},
		forfeit:    func(l string) string { return l + "弃权负" },
		violation:  func(l string) string { return l + "犯规负" },
		contract:   func(s string) string { return s + "定约胜" },
		repetition: func(s string) string { return s + "胜(同形反复)" },
		tieToBlack: "(平局黑胜)", draw: "和棋", void: "无胜负", bothLose: "双方负",
		unit: func(u Unit, m float64) string { return hanzi(u, m, "点", "目", "子") },
	},
	"zh-Hant": {
		black: "黑", white: "白",
		win:    func(s, m string) string { return s + "勝" + m },
		resign: func(s string) string { return s + "中盤勝" },
		time:   func(s string) string { return s + "超時勝" },
		overtime: func(l string, byo bool) string {
			if byo {
				return l + "越時敗"
			}
			return l + "逾時敗"
		},
		forfeit:    func(l string) string { return l + "棄權負" },
		violation:  func(l string) string { return l + "犯規負" },
		contract:   func(s string) string { return s + "定約勝" },
		repetition: func(s string) string { return s + "勝(同形反復)" },
		tieToBlack: "(平局黑勝)", draw: "和棋", void: "無勝負", bothLose: "雙方負",
		unit: func(u Unit, m float64) string { return hanzi(u, m, "點", "目", "子") },
	},
	"ja": {
		black: "黒", white: "白",
		win:    func(s, m string) string { return s + m + "勝ち" },
		resign: func(s string) string { return s + "中押し勝ち" },
		time:   func(s string) string { return s + "時間切れ勝ち" },
		overtime: func(l string, byo bool) string {
			if byo {
				return l + "秒読み切れ負け(越時敗)"
			}
			return l + "罰点延長切れ負け(逾時敗)"
		},
		forfeit:    func(l string) string { return l + "不戦敗" },
		violation:  func(l string) string { return l + "反則負け" },
		contract:   func(s string) string { return s + "定約勝ち" },
		repetition: func(s string) string { return "同形反復により" + s + "勝ち" },
		tieToBlack: "(同点は黒勝ち)", draw: "持碁", void: "無勝負", bothLose: "両者負け",
		unit: func(u Unit, m float64) string { return hanzi(u, m, "点", "目", "子") },
	},
	"ko": {
		black: "흑", white: "백",
		win:    func(s, m string) string { return s + " " + m + " 승" },
		resign: func(s string) string { return s + " 불계승" },
		time:   func(s string) string { return s + " 시간승" },
		overtime: func(l string, byo bool) string {
			if byo {
				return l + " 초읽기 초과패"
			}
			return l + " 벌점 연장 초과패"
		},
		forfeit:    func(l string) string { return l + " 기권패" },
		violation:  func(l string) string { return l + " 반칙패" },
		contract:   func(s string) string { return s + " 정약승" },
		repetition: func(s string) string { return "동형반복으로 " + s + " 승" },
		tieToBlack: " (동점 흑승)", draw: "무승부(빅)", void: "무승부(노게임)", bothLose: "쌍방패",
		unit: korean,
	},
	"en": {
		black: "Black", white: "White",
		win:    func(s, m string) string { return s + " wins by " + m },
		resign: func(s string) string { return s + " wins by resignation" },
		time:   func(s string) string { return s + " wins on time" },
		overtime: func(l string, byo bool) string {
			if byo {
				return l + " loses on time: byo-yomi exhausted"
			}
			return l + " loses on time: penalty extensions exhausted"
		},
		forfeit:    func(l string) string { return l + " loses by forfeit" },
		violation:  func(l string) string { return l + " loses by a rule violation" },
		contract:   func(s string) string { return s + " wins by contract (lead equals komi)" },
		repetition: func(s string) string { return s + " wins by the repetition rule" },
		tieToBlack: " (a tie goes to Black)", draw: "Draw (jigo)", void: "No result", bothLose: "Both lose",
		unit: english,
	},
}

// Texts is the result in every language, by words.Tag.JSONKey (the notation of goref's JSON).
func (r Result) Texts() map[string]string {
	m := map[string]string{}
	for _, t := range words.Tags {
		m[t.JSONKey()] = r.Text(string(t))
	}
	return m
}

// Text is the result in the language lang names (words.Normalize: "zh" is zh-Hans, unknown
// languages get English). Examples: 黑胜¾子, 白胜半目, 黑胜5点, 黑中盘胜, 白超时胜, 黑逾时败, 和棋, 无胜负.
func (r Result) Text(lang string) string {
	lang = string(words.Normalize(lang))
	v := vocab[lang]
	switch r.Winner {
	case Draw:
		return v.draw
	case Void:
		return v.void
	case BothLose:
		return v.bothLose
	case Black, White:
	default:
		return "?"
	}
	side, loser := v.black, v.white
	if r.Winner == White {
		side, loser = v.white, v.black
	}
	switch r.Reason {
	case ByResignation:
		if strings.HasPrefix(r.System, "ing") && lang != "en" {
			return side + map[string]string{"zh-Hans": "不计点胜", "zh-Hant": "不計點勝", "ja": "不計点勝ち", "ko": " 불계승"}[lang]
		}
		return v.resign(side)
	case ByTime:
		return v.time(side)
	case ByPenaltyOvertime:
		return v.overtime(loser, false)
	case ByByoyomiOvertime:
		return v.overtime(loser, true)
	case ByForfeit:
		return v.forfeit(loser)
	case ByViolation:
		return v.violation(loser)
	case ByContract:
		return v.contract(side)
	case ByRepetition:
		return v.repetition(side)
	}
	s := v.win(side, v.unit(r.Unit, r.Margin))
	if r.Margin == 0 && r.Winner == Black && r.Unit == Point {
		s += v.tieToBlack
	}
	return s
}

// hanzi writes a margin with a CJK unit: 目 margins use 半 (5目半, 半目); 子 margins use
// quarter glyphs (¾子, 3¾子, 3½子).
func hanzi(u Unit, m float64, point, moku, stone string) string {
	switch u {
	case Moku:
		whole, half := math.Floor(m), m-math.Floor(m) >= 0.5
		switch {
		case whole == 0 && half:
			return "半" + moku
		case half:
			return itoa(whole) + moku + "半"
		}
		return itoa(whole) + moku
	case Point:
		return Fraction(m) + point
	}
	return Fraction(m) + stone
}

func korean(u Unit, m float64) string {
	switch u {
	case Moku:
		whole, half := math.Floor(m), m-math.Floor(m) >= 0.5
		switch {
		case whole == 0 && half:
			return "반집"
		case half:
			return itoa(whole) + "집반"
		}
		return itoa(whole) + "집"
	case Point:
		return Fraction(m) + "점"
	}
	return Fraction(m) + "자"
}

func english(u Unit, m float64) string {
	n := Fraction(m)
	switch u {
	case Moku, Point:
		n = Decimal(m)
		if m == 1 {
			return n + " point"
		}
		return n + " points"
	}
	if m > 0 && m <= 1 {
		return n + " stone"
	}
	return n + " stones"
}

// Fraction writes a non-negative multiple of ¼ with a vulgar-fraction glyph: 0, ¼, ½, ¾,
// 1¼, 3¾. Other values fall back to decimals.
func Fraction(m float64) string {
	whole := math.Floor(m)
	frac := m - whole
	glyph := map[float64]string{0.25: "¼", 0.5: "½", 0.75: "¾"}
	if frac == 0 {
		return itoa(whole)
	}
	g, ok := glyph[frac]
	if !ok {
		return Decimal(m)
	}
	if whole == 0 {
		return g
	}
	return itoa(whole) + g
}

func itoa(f float64) string { return strconv.FormatFloat(f, 'f', 0, 64) }
