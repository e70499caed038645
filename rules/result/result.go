package result

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Winner is the side a result names.
type Winner uint8

const (
	Black    Winner = iota + 1
	White           // the second side
	Draw            // 和棋 / 持碁 / jigo
	Void            // 无胜负 / 無勝負: no result
	BothLose        // 双方负 (J89 Art. 13)
)

func (w Winner) String() string {
	switch w {
	case Black:
		return "B"
	case White:
		return "W"
	case Draw:
		return "draw"
	case Void:
		return "void"
	case BothLose:
		return "both-lose"
	}
	return "?"
}

// Reason is how the game was decided.
type Reason uint8

const (
	ByCount           Reason = iota // counted at the end (计点胜, 数子, 整地)
	ByResignation                   // 中盘胜 / 不计点胜 / 中押し勝ち
	ByTime                          // 超时 (C88), 時間切れ
	ByPenaltyOvertime               // Ing 逾时败: the point-penalty extensions ran out
	ByByoyomiOvertime               // Ing 越时败: byo-yomi periods ran out
	ByForfeit                       // 弃权 / 裁定败
	ByViolation                     // 犯规负 / 违反规则负 / 反則負け
	ByContract                      // 计活子 定约胜: White's lead equals the komi exactly
	ByRepetition                    // Ikeda II′ Art. 5: more stones lost in the repetition
)

// Word is the reason in the words goref's outputs give why a game ended (spec/table.md's
// result reason): count, resign, time, forfeit, referee, cycle. Ing's overtime losses are
// losses on time, a contract win (计活子) is a count, a rule violation the referee's ruling.
// Each reason's words for people are the catalogue's result/… sentences (Text).
func (r Reason) Word() string {
	switch r {
	case ByCount, ByContract:
		return "count"
	case ByResignation:
		return "resign"
	case ByTime, ByPenaltyOvertime, ByByoyomiOvertime:
		return "time"
	case ByForfeit:
		return "forfeit"
	case ByRepetition:
		return "cycle"
	}
	return "referee"
}

// Unit is what a margin is measured in.
type Unit uint8

const (
	Point  Unit = iota // 点: Ing and area-point difference
	Stone              // 子: Chinese area count relative to half the board
	Moku               // 目: territory
	Living             // 计活子: living stones (子)
)

func (u Unit) String() string { return [...]string{"point", "stone", "moku", "stone"}[u] }

// Result is a game's outcome. Margin is ≥ 0 and meaningful only for ByCount (and ByContract,
// where it is 0).
type Result struct {
	Winner Winner
	Margin float64
	Unit   Unit
	Reason Reason
	// System picks the wording where rule texts differ (e.g. "ing" for 逾时败, "chinese" for
	// quarters of a stone); the preset names of package rules.
	System string
}

// Loser is the side that lost a decided game, or 0.
func (r Result) Loser() Winner {
	switch r.Winner {
	case Black:
		return White
	case White:
		return Black
	}
	return 0
}

// SGF renders the FF[4] RE value: "B+R", "W+T", "B+F", "B+3.5", "B+0.75", "0", "Void".
// A win by count with margin 0 (Ing's tie to Black) is "B+0". Both-lose has no SGF form and
// is written "Void".
func (r Result) SGF() string {
	switch r.Winner {
	case Draw:
		return "0"
	case Void, BothLose:
		return "Void"
	case Black, White:
	default:
		return "?"
	}
	s := r.Winner.String() + "+"
	switch r.Reason {
	case ByResignation:
		return s + "R"
	case ByTime, ByPenaltyOvertime, ByByoyomiOvertime:
		return s + "T"
	case ByForfeit, ByViolation, ByRepetition:
		return s + "F"
	}
	return s + Decimal(r.Margin)
}

// Decimal writes a margin the SGF way: as few decimals as it needs (3.5, 0.75, 7).
func Decimal(m float64) string { return strconv.FormatFloat(m, 'f', -1, 64) }

// ParseSGF reads an RE value back (the forms SGF writes, plus "Draw", "Jigo", "B+Resign",
// "W+Time", "B+Forfeit"). Unit and System are left for the caller.
func ParseSGF(re string) (Result, error) {
	s := strings.TrimSpace(re)
	switch strings.ToLower(s) {
	case "0", "draw", "jigo", "d":
		return Result{Winner: Draw}, nil
	case "void":
		return Result{Winner: Void}, nil
	}
	if len(s) < 2 || s[1] != '+' {
		return Result{}, fmt.Errorf("unreadable result %q", re)
	}
	var r Result
	switch s[0] {
	case 'B', 'b':
		r.Winner = Black
	case 'W', 'w':
		r.Winner = White
	default:
		return Result{}, fmt.Errorf("unreadable result %q", re)
	}
	rest := strings.ToLower(s[2:])
	switch {
	case rest == "" || rest == "?":
		r.Reason = ByCount
		r.Margin = math.NaN()
	case strings.HasPrefix(rest, "r"):
		r.Reason = ByResignation
	case strings.HasPrefix(rest, "t"):
		r.Reason = ByTime
	case strings.HasPrefix(rest, "f"):
		r.Reason = ByForfeit
	default:
		m, err := strconv.ParseFloat(rest, 64)
		if err != nil || m < 0 {
			return Result{}, fmt.Errorf("unreadable result %q", re)
		}
		r.Margin = m
	}
	return r, nil
}
