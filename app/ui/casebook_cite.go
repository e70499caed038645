package ui

import (
	"regexp"
	"strings"

	"goref/words"
)

// The casebook's sources (SO) name the project's seed files and digests, which a user has
// never seen. citeSource words them as citations of the rule texts, by name and article:
// "seed 000 (Chen Zuyuan, 围棋规则新论) Fig. 2-6" stays as the book and its figure, "rules-texts.md
// J89 Art. 7-2 commentary 1" becomes 日本囲碁規約 (1989) Art. 7-2 commentary 1, and references
// into the digests (rule-cases.md §1.8, ikeda-davis.md A.7) are left out, keeping only what
// they name in parentheses (a game, a rule article).

// seedNames are the rule texts behind the seed numbers the sources use.
var seedNames = map[string]string{
	"000": "Chen Zuyuan, 围棋规则新论",
	"001": "Ikeda, Japanese-style rules II′/I′",
	"002": "James Davis, The Chinese Rules of Go (1978)",
	"003": "计活子 (2011)",
	"004": "计点制围棋规则 (Ing, 13th ed.)",
}

// ruleAbbrev names the rule texts the digests abbreviate.
var ruleAbbrev = strings.NewReplacer(
	"C88 ", "中国围棋竞赛规则 (1988) ",
	"J89 ", "日本囲碁規約 (1989) ",
	"Ing ", "应氏棋规 ",
)

var (
	seedRE   = regexp.MustCompile(`^seed (\d{3})(?: \(([^)]*)\))?(.*)$`)
	digestRE = regexp.MustCompile(`^[a-z-]+\.md\b(.*)$`)
	parenRE  = regexp.MustCompile(`\(([^()]*)\)`)
	// sectionRE is a digest's own section number ("E.b.2.1"): meaningless outside it.
	sectionRE = regexp.MustCompile(`^[A-Z](\.[a-z0-9]+)+$`)
	ruleRE    = regexp.MustCompile(`^(C88|J89|Ing|AGA) `)
)

func citeSource(so string) string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), ",;"))
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, ruleAbbrev.Replace(s+" "))
		}
	}
	digest := false // the part before was a digest reference: "§1.5" after it is one too
	for _, part := range strings.Split(so, ";") {
		part = strings.TrimSpace(part)
		if digest && strings.HasPrefix(part, "§") {
			continue
		}
		digest = false
		if m := seedRE.FindStringSubmatch(part); m != nil {
			name := m[2]
			if name == "" || !strings.ContainsAny(name, ",") && seedNames[m[1]] != "" && len(name) < 12 {
				name = seedNames[m[1]]
			}
			add(name + m[3])
			continue
		}
		m := digestRE.FindStringSubmatch(part)
		if m == nil {
			add(part)
			continue
		}
		digest = true
		rest := strings.TrimSpace(m[1])
		// A rule text cited by article stays, without the digest's section numbers.
		if ruleRE.MatchString(rest) {
			add(parenRE.ReplaceAllStringFunc(rest, func(p string) string {
				if sectionRE.MatchString(strings.Trim(p, "()")) {
					return ""
				}
				return p
			}))
			continue
		}
		for _, p := range parenRE.FindAllStringSubmatch(rest, -1) {
			if inner := p[1]; !sectionRE.MatchString(inner) && (strings.Contains(inner, "Art.") || strings.ContainsAny(inner, "–\"") || strings.Count(inner, " ") > 2) {
				add(inner)
			}
		}
	}
	for i, s := range out {
		out[i] = strings.TrimSpace(strings.Join(strings.Fields(s), " "))
	}
	return strings.Join(out, "; ")
}

// citeSourceIn is citeSource in the words of lang: the rule texts by the names the rest of the
// UI gives them (rules.Ruleset.NameIn), a book's author in the language's script with the
// title as printed, and articles, figures, chapters and commentaries as the language numbers
// them (第20条, 図5, 그림 5). English is citeSource itself; a work cited by an English title
// keeps it.
func citeSourceIn(so, lang string) string {
	s := citeSource(so)
	loc, ok := citeWords[words.Normalize(lang)]
	if !ok {
		return s
	}
	s = loc.names.Replace(s)
	for _, r := range loc.numbering {
		s = r.re.ReplaceAllString(s, r.with)
	}
	return s
}

// citeLang is how one language cites: whole names first, then the numbering of the parts.
type citeLang struct {
	names     *strings.Replacer
	numbering []citeRule
}

type citeRule struct {
	re   *regexp.Regexp
	with string
}

// numbering makes the rules for articles, figures, chapters, commentaries and the rest, from
// each part's pattern in the language (${1}, ${2} the numbers).
func numbering(arts, art, refFig, fig, chSec, comm, app, inferred string) []citeRule {
	return []citeRule{
		{regexp.MustCompile(`Arts\. (\d+), (\d+)`), arts},
		{regexp.MustCompile(`[Aa]rt\. ([\d.–-]+)`), art},
		{regexp.MustCompile(`Ref\. Fig\. ([\d-]+)`), refFig},
		{regexp.MustCompile(`Fig\. ([\d/-]+(?:, [\d]+-[\d]+)*)`), fig},
		{regexp.MustCompile(`ch\. (\d+) §([\d.]+)`), chSec},
		{regexp.MustCompile(`commentary (\d+)`), comm},
		{regexp.MustCompile(`App\. (\d+)`), app},
		{regexp.MustCompile(` ?\(inferred\)`), inferred},
	}
}

var citeWords = map[words.Tag]citeLang{
	words.Ja: {strings.NewReplacer(
		"Chen Zuyuan, 围棋规则新论", "陳祖源『围棋规则新论』",
		"Japanese II′/I′ after Ikeda", "池田の日本式 II′/I′",
		"计活子 (2011)", "計活子 (2011)",
		"中国围棋竞赛规则 (1988)", "中国囲碁競技規則 (1988)",
		"计点制围棋规则 (Ing, 13th ed.)", "計点制囲碁規則（応氏、第13版）",
		"应氏棋规 13th ed.", "応氏ルール 第13版",
		"应氏棋规", "応氏ルール",
		`Jasiek, Examples 3: "molasses ko", by name only`, `Jasiek, Examples 3 の "molasses ko"（名前のみ）`,
		"Kobayashi Satoru–Ma Xiaochun, 9th Fujitsu Cup 1996", "小林覚—馬暁春、第9回富士通杯（1996）",
	), numbering("第${1}条、第${2}条", "第${1}条", "参考図${1}", "図${1}", "第${1}章第${2}節", "解説${1}", "付録${1}", "（推定）")},
	words.ZhHans: {strings.NewReplacer(
		"Chen Zuyuan, 围棋规则新论", "陈祖源《围棋规则新论》",
		"Japanese II′/I′ after Ikeda", "池田的日本式 II′/I′",
		"日本囲碁規約 (1989)", "日本围棋规约 (1989)",
		"计点制围棋规则 (Ing, 13th ed.)", "计点制围棋规则（应氏，第13版）",
		"应氏棋规 13th ed.", "应氏棋规 第13版",
		`Jasiek, Examples 3: "molasses ko", by name only`, `Jasiek, Examples 3 中的 "molasses ko"（仅取其名）`,
		"Kobayashi Satoru–Ma Xiaochun, 9th Fujitsu Cup 1996", "小林觉—马晓春，第9届富士通杯（1996）",
	), numbering("第${1}条、第${2}条", "第${1}条", "参考图${1}", "图${1}", "第${1}章第${2}节", "说明${1}", "附录${1}", "（推定）")},
	words.ZhHant: {strings.NewReplacer(
		"Chen Zuyuan, 围棋规则新论", "陳祖源《圍棋規則新論》",
		"Japanese II′/I′ after Ikeda", "池田的日本式 II′/I′",
		"计活子 (2011)", "計活子 (2011)",
		"中国围棋竞赛规则 (1988)", "中國圍棋競賽規則 (1988)",
		"日本囲碁規約 (1989)", "日本圍棋規約 (1989)",
		"计点制围棋规则 (Ing, 13th ed.)", "計點制圍棋規則（應氏，第13版）",
		"应氏棋规 13th ed.", "應氏棋規 第13版",
		"应氏棋规", "應氏棋規",
		"可争禁虚", "可爭禁虛",
		`Jasiek, Examples 3: "molasses ko", by name only`, `Jasiek, Examples 3 中的 "molasses ko"（僅取其名）`,
		"Kobayashi Satoru–Ma Xiaochun, 9th Fujitsu Cup 1996", "小林覺—馬曉春，第9屆富士通杯（1996）",
	), numbering("第${1}條、第${2}條", "第${1}條", "參考圖${1}", "圖${1}", "第${1}章第${2}節", "說明${1}", "附錄${1}", "（推定）")},
	words.Ko: {strings.NewReplacer(
		"Chen Zuyuan, 围棋规则新论", "천쭈위안 《围棋规则新论》",
		"Japanese II′/I′ after Ikeda", "이케다 도시오의 일본식 II′/I′",
		"计活子 (2011)", "계활자 (2011)",
		"中国围棋竞赛规则 (1988)", "중국 바둑 경기 규칙 (1988)",
		"日本囲碁規約 (1989)", "일본 바둑 규약 (1989)",
		"计点制围棋规则 (Ing, 13th ed.)", "계점제 바둑 규칙 (응씨, 제13판)",
		"应氏棋规 13th ed.", "응씨 규칙 제13판",
		"应氏棋规", "응씨 규칙",
		`Jasiek, Examples 3: "molasses ko", by name only`, `Jasiek, Examples 3의 "molasses ko" (이름만)`,
		"Kobayashi Satoru–Ma Xiaochun, 9th Fujitsu Cup 1996", "고바야시 사토루—마샤오춘, 제9회 후지쓰배 (1996)",
	), numbering("제${1}조, 제${2}조", "제${1}조", "참고도 ${1}", "그림 ${1}", "제${1}장 제${2}절", "해설 ${1}", "부록 ${1}", " (추정)")},
}
