package rules

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"goref/board"
)

// Chinese is 中国围棋竞赛规则 (1988): area counting in 子 against 180½ with Black giving 2¾ 子
// (Art. 9, 11); simple ko, an immediate retake or a forbidden point makes the move void with a
// forced pass (Art. 19, 20.1); any other whole-board repetition (triple ko, four-ko cycle,
// eternal life, 双提二子) goes to the referee, who rules draw (和棋) or replay (重下) (Art. 20.3);
// disputes are settled by actual play (Art. 21.3); two warnings lose the game (Art. 25.2).
var Chinese = Ruleset{
	Name: "chinese", Title: "中国围棋竞赛规则 (1988)",
	Ko: board.KoSimple, Suicide: board.SuicideForbid, Cycle: CycleRefereeDecides, ShamelessKoDead: true,
	FirstPlayer: board.Black, PassesToHalt: 2, Komi: 2.75, KomiUnit: UnitStone,
	HandicapBonus: HandicapBonusHalfStones,
	Counting:      CountArea, Dispute: DisputePlayOut, Violation: ViolationVoidAndPass,
	TimingMain: 2 * time.Hour, Timing: "5 min reserved (C88)",
}

// Japanese is 日本囲碁規約 (1989): territory counting with no points in seki (Art. 8, 10);
// simple ko (Art. 6); a repeated position is 無勝負 only if both players agree (Art. 12);
// disputes go to the Art. 7 confirmation with its special ko rule, resumption by the opponent
// of the requester (Art. 9-3); an illegal move loses (Art. 14). Komi is not in the text: 6½
// as in current practice.
var Japanese = Ruleset{
	Name: "japanese", Title: "日本囲碁規約 (1989)",
	Ko: board.KoSimple, Suicide: board.SuicideForbid, Cycle: CycleNoResultAgreed, ShamelessKoDead: true,
	FirstPlayer: board.Black, PassesToHalt: 2, Komi: 6.5, KomiUnit: UnitMoku,
	Counting: CountTerritory, Dispute: DisputeConfirmation, Violation: ViolationLoss,
	TimingMain: time.Hour, Timing: "5x60 byo-yomi",
}

// Ing is 应氏棋规 (1996, seed 000 appendix): fill counting with 180 stones a side, Black gives
// 8 点 and wins a tie (Art. 6, 8); a hot stone (热子) may be retaken only after one real move or
// pass; cycles are 争 or 搅, and after one full cycle the 搅方 may not go on (越环禁搅), judged
// as the book reports Ing's rulings (IngCycleRulings); multi-stone suicide is legal,
// single-stone suicide is not (configurable); life and death is proven by capture (Art. 4).
// Passes: a pass is allowed at any time — one with a 单官 still open is a 漏着 the opponent
// answers by taking it (−2 点, 「不另加罚」, L2958) — and four passes end the game (「除认输外
// 四虚终局」, L2850); 误着 loses.
var Ing = Ruleset{
	Name: "ing", Title: "应氏棋规 (1996)",
	Ko: board.KoSimple, Suicide: board.SuicideMulti, Cycle: CycleIngContestDisturb,
	FirstPlayer: board.Black, PassesToHalt: 2, PassesToEnd: 4, Komi: 8, KomiUnit: UnitPoint, TieWinner: board.Black,
	Counting: CountIngFill, Dispute: DisputeProofByCapture, Violation: ViolationLoss,
	TimingMain: 210 * time.Minute, Timing: "3x2100 penalty (Ing)", IngHotStones: true,
}

// Ing13 is 计点制围棋规则, 13th edition (seed 004, 1988/89): Ing's play and count with its own
// passes — 「实手尚可争点，除认输外，禁止虚手」 (可争禁虚, art. 3: no pass while a 单官 can be
// contested; an omission is 裁定败, L145) and 「双方争点结束，乃二虚手着手休止。双方各自清完已无
// 歧见之死子，乃三虚手着手终了」 (three passes end the game, L276).
var Ing13 = func() Ruleset {
	r := Ing
	r.Name, r.Title = "ing13", "计点制围棋规则 (13th ed.)"
	r.PassesToEnd, r.NoPassWhileDame = 3, true
	return r
}()

// Ikeda2 is 日本式 II′ (Ikeda, seed 001): a move that recreates the position of three or more
// moves before ends the game and the side that lost more stones in the repetition loses, equal
// is a draw (Art. 5); the second pass of "ko capture, pass, pass" is illegal (Art. 7); after the
// first resumption passes hand a stone to the opponent.
var Ikeda2 = Ruleset{
	Name: "ikeda2", Title: "日本式 II′ (池田)",
	Ko: board.KoSimple, Suicide: board.SuicideForbid, Cycle: CycleIkedaGameEnds,
	FirstPlayer: board.Black, PassesToHalt: 2, PassesToEnd: 4, Komi: 6.5, KomiUnit: UnitMoku,
	Counting: CountIkeda2, Dispute: DisputeIkedaResume, Violation: ViolationRefused,
	RepetitionDraw: "draw",
}

// Ikeda1 is 日本式 I′ (Ikeda, seed 001): II′ with I′'s counting.
var Ikeda1 = func() Ruleset {
	r := Ikeda2
	r.Name, r.Title, r.Counting = "ikeda1", "日本式 I′ (池田)", CountIkeda1
	return r
}()

// ROC is the rules of the Republic of China as Davis described them (1978, seed 002):
// positional superko, multi-stone suicide legal, two passes end the game and every stone on
// the board counts (no dispute phase). Komi is not in the article: 0 by default.
var ROC = Ruleset{
	Name: "roc", Title: "ROC rules (Davis 1978)",
	Ko: board.KoPositional, Suicide: board.SuicideMulti, Cycle: CycleIgnored,
	FirstPlayer: board.Black, PassesToHalt: 2, Komi: 0, KomiUnit: UnitPoint,
	Counting: CountArea, Dispute: DisputeNone, Violation: ViolationRefused,
}

// Jihuozi is 计活子 (2011, seed 003): White moves first (Art. 7); living stones are counted
// and White gives 8 stones (law edition, Art. 34), winning by contract (定约胜) on an exact tie;
// Art. 13(1) forbids a real move that repeats the whole-game configuration (board plus the
// virtual stones off it, so positional superko whose window restarts at every virtual move)
// and 13(2) any move that shows a board a fourth time; block suicide is legal, single-stone
// suicide is not (Art. 11); passes are proposals to suspend or terminate (Art. 21).
var Jihuozi = Ruleset{
	Name: "jihuozi", Title: "计活子 (2011)",
	Ko: board.KoPositional, Suicide: board.SuicideMulti, Cycle: CycleFourthAppearance,
	FirstPlayer: board.White, PassesToHalt: 2, Komi: 8, KomiUnit: UnitStone, TieWinner: board.White,
	Counting: CountJihuozi, Dispute: DisputePlayOut, Violation: ViolationRefused,
}

// Chen is Chen Zuyuan's 围棋基本规则新拟 (seed 000 ch. 6): a move may not make the opponent face
// a position he has faced before (situational superko, passes included, Art. 2.3); suicide is
// legal; two passes end the game; area counting, 3 子 with a tie to Black as he suggests.
var Chen = Ruleset{
	Name: "chen", Title: "陈祖源 围棋基本规则新拟",
	Ko: board.KoSituational, Suicide: board.SuicideAll, Cycle: CycleIgnored,
	FirstPlayer: board.Black, PassesToHalt: 2, Komi: 3, KomiUnit: UnitStone, TieWinner: board.Black,
	Counting: CountArea, Dispute: DisputePlayOut, Violation: ViolationVoidAndPass,
}

// AGA is the American Go Association's rules: situational superko, area counting equal to
// territory counting through pass stones (White passes last), N−1 handicap compensation.
var AGA = Ruleset{
	Name: "aga", Title: "AGA Concise Rules",
	Ko: board.KoSituational, Suicide: board.SuicideForbid, Cycle: CycleIgnored,
	FirstPlayer: board.Black, PassesToHalt: 2, Komi: 7.5, KomiUnit: UnitPoint,
	HandicapBonus: HandicapBonusNMinusOne, PassStones: true,
	Counting: CountArea, Dispute: DisputePlayOut, Violation: ViolationRefused,
}

// Korean follows the Japanese rules in play and counting, with 6½ komi.
var Korean = func() Ruleset {
	r := Japanese
	r.Name, r.Title = "korean", "Korean Baduk Association rules"
	return r
}()

// NZ is the New Zealand rules: situational superko, suicide legal, area counting, 7 komi.
var NZ = Ruleset{
	Name: "nz", Title: "New Zealand rules",
	Ko: board.KoSituational, Suicide: board.SuicideAll, Cycle: CycleIgnored,
	FirstPlayer: board.Black, PassesToHalt: 2, Komi: 7, KomiUnit: UnitPoint,
	Counting: CountArea, Dispute: DisputePlayOut, Violation: ViolationRefused,
}

// TrompTaylor is the Tromp-Taylor rules: positional superko, suicide legal, area counting of
// the position as it stands (no dead-stone removal), 7½ komi.
var TrompTaylor = Ruleset{
	Name: "tromp-taylor", Title: "Tromp-Taylor rules",
	Ko: board.KoPositional, Suicide: board.SuicideAll, Cycle: CycleIgnored,
	FirstPlayer: board.Black, PassesToHalt: 2, Komi: 7.5, KomiUnit: UnitPoint,
	Counting: CountArea, Dispute: DisputeNone, Violation: ViolationRefused,
}

var presets = map[string]Ruleset{}

var aliases = map[string]string{
	"chinese1988": "chinese", "japanese1989": "japanese", "ing1996": "ing", "ing-13": "ing13",
	"ikeda2p": "ikeda2", "ikeda1p": "ikeda1", "roc-davis": "roc", "tt": "tromp-taylor",
	"tromp_taylor": "tromp-taylor",
}

func init() {
	for _, r := range []Ruleset{Chinese, Japanese, Ing, Ing13, Ikeda2, Ikeda1, ROC, Jihuozi, Chen, AGA, Korean, NZ, TrompTaylor} {
		presets[r.Name] = r
	}
}

// Preset returns the named rule set; names and aliases are those of the CLI contract.
func Preset(name string) (Ruleset, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	if a, ok := aliases[n]; ok {
		n = a
	}
	if r, ok := presets[n]; ok {
		return r, nil
	}
	return Ruleset{}, fmt.Errorf("unknown rule set %q (known: %s)", name, strings.Join(PresetNames(), ", "))
}

// PresetNames lists the preset identifiers in a stable order.
func PresetNames() []string {
	names := make([]string, 0, len(presets))
	for n := range presets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ruSeparators drops what RU values put between words. Built once: a Replacer builds its
// tables on first use (check read every record's RU through a new one).
var ruSeparators = strings.NewReplacer(" ", "", "_", "", "-", "", ".", "")

// FromRU maps an SGF RU value onto a preset, tolerantly ("Chinese", "CN", "Japanese", "Ing",
// "GOE", "SST", "AGA", "NZ", "Korean", "Tromp-Taylor", …). ok is false for an empty or unknown
// value, and the Chinese preset is returned with it.
func FromRU(ru string) (r Ruleset, ok bool) {
	s := ruSeparators.Replace(strings.ToLower(strings.TrimSpace(ru)))
	switch {
	case s == "":
		return Chinese, false
	case strings.HasPrefix(s, "chinese") || s == "cn" || s == "china" || strings.Contains(s, "中国"):
		return Chinese, true
	case strings.HasPrefix(s, "japan") || s == "jp" || s == "jpn" || strings.Contains(s, "日本"):
		return Japanese, true
	case strings.HasPrefix(s, "ing13") || strings.Contains(s, "计点制") || strings.Contains(s, "13th"):
		return Ing13, true
	case strings.HasPrefix(s, "ing") || s == "goe" || s == "sst" || strings.Contains(s, "应氏"):
		return Ing, true
	case strings.HasPrefix(s, "aga") || strings.HasPrefix(s, "american"):
		return AGA, true
	case s == "nz" || strings.HasPrefix(s, "newzealand"):
		return NZ, true
	case strings.HasPrefix(s, "korea") || s == "kr" || s == "kor":
		return Korean, true
	case strings.HasPrefix(s, "tromp") || s == "tt":
		return TrompTaylor, true
	case strings.Contains(s, "计活子") || s == "jihuozi":
		return Jihuozi, true
	case strings.HasPrefix(s, "ikeda"):
		if strings.Contains(s, "1") || strings.Contains(s, "i′") {
			return Ikeda1, true
		}
		return Ikeda2, true
	case strings.HasPrefix(s, "roc") || strings.Contains(s, "taiwan"):
		return ROC, true
	case strings.HasPrefix(s, "chen"):
		return Chen, true
	}
	return Chinese, false
}
