package rules

import (
	"strings"
	"time"

	"goref/board"
	"goref/rules/result"
	"goref/words"
)

// Ruleset is a rule system as parameters. The presets (Preset, Presets) fill it from the rule
// texts; a referee may change any field for an event.
type Ruleset struct {
	Name  string // preset identifier, as --rules takes it
	Title string // the text's own name, e.g. 中国围棋竞赛规则 (1988)

	Ko      board.KoRule      // which repetitions the board refuses outright
	Suicide board.SuicideRule // which self-captures are legal
	Cycle   CycleRule         // what a repetition the ko rule allows leads to

	FirstPlayer   board.Color // who moves first in an even game
	PassesToHalt  int         // consecutive passes that stop play for the dead-stone agreement
	PassesToEnd   int         // consecutive passes that end the game outright (Ing 四虚终局: 4; II′ 完全終局: 4); 0 = only PassesToHalt
	Komi          float64     // in KomiUnit
	KomiUnit      Unit
	TieWinner     board.Color // who wins an exact tie (Ing 规定还点: Black; 计活子 定约胜: White); Empty = draw
	HandicapBonus HandicapBonus

	// PassStones: every pass hands the opponent a stone as a prisoner (AGA), so a territory
	// count with White passing last equals the area count.
	PassStones bool

	Counting  CountingMethod
	Dispute   DisputeProcedure
	Violation ViolationPolicy

	// The default time system: main time per side and the overtime in the OT notation of
	// rules/clock (ParseOT reads it; "" = main time only).
	TimingMain time.Duration
	Timing     string

	// Ing only. IngHotStones extends the simple-ko ban to 双热子 (an immediate two-for-two
	// recapture, eternal life) and 季热子 (in a triple ko, the capturer's other ko stone);
	// NoPassWhileDame is 可争禁虚 (13th ed. art. 3): the referee panel asks PassAllowed.
	IngHotStones    bool
	NoPassWhileDame bool
	// IngShapeCount judges an Ing cycle by Chen Zuyuan's critique (seed 000 ch. 5: equal
	// shape counts are 争, else the side with fewer is 搅; 季热子 in every triple ko) instead
	// of Ing's own rulings as the book reports them, the default (ingBookVerdict).
	IngShapeCount bool

	// ShamelessKoDead is the usual fix the book reports for rule sets that allow cycles
	// (「这就是死棋，禁止利用循环劫材打劫」, seed 000 L139; C88 Art. 20.2 假生): a lap that keeps
	// a shameless ko going (its owner can never connect) bans the owner from the lap's
	// positions (shameless_ko.go). Off, the cycle goes to the text's own procedure.
	ShamelessKoDead bool

	// RepetitionDraw labels an Ikeda repetition with equal losses: "draw" (default),
	// "no-result" or "replay" — II′ Art. 5 offers all three.
	RepetitionDraw string
}

// PassesAfterAgreement is how many passes end the game once the players have agreed on the
// dead stones and cleared them (proof by capture), counted from the agreement: the passes
// that end it outright less those that stopped play. Ing 1996 「除认输外四虚终局」: two passes
// suspended play, two more end it; Ing 13th ed. 「二虚手着手休止 … 清完已无歧见之死子，乃三虚手
// 着手终了」: one more. A rule set that does not clear stones by agreement has none (0).
func (rs Ruleset) PassesAfterAgreement() int {
	if rs.Dispute != DisputeProofByCapture {
		return 0
	}
	if rs.PassesToEnd > rs.PassesToHalt {
		return rs.PassesToEnd - rs.PassesToHalt
	}
	return rs.PassesToHalt
}

// CycleRule is the verdict on a whole-board repetition that the ko rule itself does not forbid.
type CycleRule uint8

const (
	CycleIgnored           CycleRule = iota // nothing happens (a superko rule forbids what matters)
	CycleRefereeDecides                     // C88 Art. 20.3: referee rules draw (和棋) or replay (重下), or play continues
	CycleNoResultAgreed                     // J89 Art. 12: no result (无胜负) if both agree, else play continues
	CycleIngContestDisturb                  // I96: 争 (contest, extra hot stone) or 搅 (disturb, the 搅方 is banned after one cycle)
	CycleIkedaGameEnds                      // II′/I′: a recreation from ≥ 3 moves back ends the game; fewer stones lost wins
	CycleFourthAppearance                   // 计活子: no position a 4th time
)

// Unit is the unit a count or komi is expressed in.
type Unit uint8

const (
	UnitPoint Unit = iota // 点 / area point
	UnitStone             // 子 (Chinese): one stone = two points
	UnitMoku              // 目 (Japanese territory)
)

func (u Unit) String() string { return [...]string{"point", "stone", "moku"}[u] }

// KomiMark is the komi's unit as the rule set's own text writes it: 子 for stone komi, 目 for
// Japanese moku, 집 under the Korean rules, 点 for points.
func (r Ruleset) KomiMark() string {
	switch {
	case r.KomiUnit == UnitStone:
		return "子"
	case r.Name == "korean":
		return "집"
	case r.KomiUnit == UnitMoku:
		return "目"
	}
	return "点"
}

// KomiText is a komi in the rule set's own unit (KomiMark) as the language lang names writes
// it, the one form of a komi on every screen and slip: 2¾ 子, 6½ 目, 8 点; Korean reads 子 as
// 자 and 目 as 집 and sets the unit to the number (3¾자, 6½집), as the result does (3¾자 승).
// A negative komi has its minus sign (−).
func (r Ruleset) KomiText(lang string, komi float64) string {
	sign := ""
	if komi < 0 {
		sign, komi = "−", -komi
	}
	return sign + UnitText(lang, r.KomiMark(), komi)
}

// UnitText is a non-negative amount v of the unit a rule text marks (子, 目, 집 or 点, as
// KomiMark gives it) as the language lang names writes a komi, a side's count or a lead:
// 3¾ 子, 6½ 目, 8 点; in Korean 3¾자, 6½집, 8점.
func UnitText(lang, mark string, v float64) string {
	key := map[string]string{"子": "komi/stone", "目": "komi/moku", "집": "komi/korean", "点": "komi/point"}[mark]
	return strings.ReplaceAll(words.Text(lang, key), "{N}", result.Fraction(v))
}

// HandicapBonus is what White receives in area counting for Black's handicap stones.
type HandicapBonus uint8

const (
	HandicapBonusNone       HandicapBonus = iota
	HandicapBonusN                        // N points for N stones
	HandicapBonusNMinusOne                // N−1 points (AGA)
	HandicapBonusHalfStones               // C88: half a stone per handicap stone, in 子
)

// CountingMethod names how the final position is counted.
type CountingMethod uint8

const (
	CountArea      CountingMethod = iota // stones + surrounded empties (C88 数子, AGA, NZ, Tromp-Taylor, Chen, ROC)
	CountTerritory                       // territory + prisoners, no points in seki (J89, Korean)
	CountIngFill                         // I96 填满计点 with 180 stones a side
	CountIkeda2                          // 日本式 II′
	CountIkeda1                          // 日本式 I′
	CountJihuozi                         // 计活子: living stones
)

// DisputeProcedure is how a disagreement about life and death is settled.
type DisputeProcedure uint8

const (
	DisputePlayOut        DisputeProcedure = iota // resume play, normal alternation (C88 以实战解决, AGA, NZ)
	DisputeConfirmation                           // J89 Art. 7: hypothetical confirmation, then revert; 9-3 resumption by the opponent
	DisputeProofByCapture                         // I96 提取证明: only captured stones are dead, two more passes end
	DisputeIkedaResume                            // II′: the opponent of the last passer resumes, pass stones handed over
	DisputeNone                                   // all stones on the board count (ROC, Tromp-Taylor)
)

// ViolationPolicy is the consequence of an illegal move at a real table.
type ViolationPolicy uint8

const (
	ViolationVoidAndPass ViolationPolicy = iota // C88 Art. 19/20.1: move void, forced pass; warnings, two → loss (25.2)
	ViolationLoss                               // J89 Art. 14, I96 误着: the offender loses
	ViolationRefused                            // software play: the move is simply not accepted
)
