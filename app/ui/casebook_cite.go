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
	t := words.Normalize(lang)
	if t == words.En {
		return s
	}
	for _, n := range citeNames { // whole names first: they hold "13th ed." and the like
		if w, ok := n.in[t]; ok {
			s = strings.ReplaceAll(s, n.en, w)
		}
	}
	for _, p := range citeParts {
		s = p.re.ReplaceAllString(s, p.in[t])
	}
	return s
}

// citeNames are the names the sources give in English or in one script, in each other
// language (a language missing keeps the name as it stands).
var citeNames = []struct {
	en string
	in map[words.Tag]string
}{
	{"Chen Zuyuan, 围棋规则新论", map[words.Tag]string{words.Ja: "陳祖源『围棋规则新论』", words.ZhHans: "陈祖源《围棋规则新论》", words.ZhHant: "陳祖源《圍棋規則新論》", words.Ko: "천쭈위안 《围棋规则新论》"}},
	{"Japanese II′/I′ after Ikeda", map[words.Tag]string{words.Ja: "池田の日本式 II′/I′", words.ZhHans: "池田的日本式 II′/I′", words.ZhHant: "池田的日本式 II′/I′", words.Ko: "이케다 도시오의 일본식 II′/I′"}},
	{"计活子 (2011)", map[words.Tag]string{words.Ja: "計活子 (2011)", words.ZhHant: "計活子 (2011)", words.Ko: "계활자 (2011)"}},
	{"中国围棋竞赛规则 (1988)", map[words.Tag]string{words.Ja: "中国囲碁競技規則 (1988)", words.ZhHant: "中國圍棋競賽規則 (1988)", words.Ko: "중국 바둑 경기 규칙 (1988)"}},
	{"日本囲碁規約 (1989)", map[words.Tag]string{words.ZhHans: "日本围棋规约 (1989)", words.ZhHant: "日本圍棋規約 (1989)", words.Ko: "일본 바둑 규약 (1989)"}},
	{"计点制围棋规则 (Ing, 13th ed.)", map[words.Tag]string{words.Ja: "計点制囲碁規則（応氏、第13版）", words.ZhHans: "计点制围棋规则（应氏，第13版）", words.ZhHant: "計點制圍棋規則（應氏，第13版）", words.Ko: "계점제 바둑 규칙 (응씨, 제13판)"}},
	{"应氏棋规 13th ed.", map[words.Tag]string{words.Ja: "応氏ルール 第13版", words.ZhHans: "应氏棋规 第13版", words.ZhHant: "應氏棋規 第13版", words.Ko: "응씨 규칙 제13판"}},
	{"应氏棋规", map[words.Tag]string{words.Ja: "応氏ルール", words.ZhHant: "應氏棋規", words.Ko: "응씨 규칙"}},
	{"可争禁虚", map[words.Tag]string{words.ZhHant: "可爭禁虛"}},
	{`Jasiek, Examples 3: "molasses ko", by name only`, map[words.Tag]string{words.Ja: `Jasiek, Examples 3 の "molasses ko"（名前のみ）`, words.ZhHans: `Jasiek, Examples 3 中的 "molasses ko"（仅取其名）`, words.ZhHant: `Jasiek, Examples 3 中的 "molasses ko"（僅取其名）`, words.Ko: `Jasiek, Examples 3의 "molasses ko" (이름만)`}},
	{"Kobayashi Satoru–Ma Xiaochun, 9th Fujitsu Cup 1996", map[words.Tag]string{words.Ja: "小林覚—馬暁春、第9回富士通杯（1996）", words.ZhHans: "小林觉—马晓春，第9届富士通杯（1996）", words.ZhHant: "小林覺—馬曉春，第9屆富士通杯（1996）", words.Ko: "고바야시 사토루—마샤오춘, 제9회 후지쓰배 (1996)"}},
}

// citeParts number the parts of a text (articles, figures, chapters, commentaries) as each
// language does, ${1} and ${2} the numbers.
var citeParts = []struct {
	re *regexp.Regexp
	in map[words.Tag]string
}{
	{regexp.MustCompile(`Arts\. (\d+), (\d+)`), map[words.Tag]string{words.Ja: "第${1}条、第${2}条", words.ZhHans: "第${1}条、第${2}条", words.ZhHant: "第${1}條、第${2}條", words.Ko: "제${1}조, 제${2}조"}},
	{regexp.MustCompile(`[Aa]rt\. ([\d.–-]+)`), map[words.Tag]string{words.Ja: "第${1}条", words.ZhHans: "第${1}条", words.ZhHant: "第${1}條", words.Ko: "제${1}조"}},
	{regexp.MustCompile(`Ref\. Fig\. ([\d-]+)`), map[words.Tag]string{words.Ja: "参考図${1}", words.ZhHans: "参考图${1}", words.ZhHant: "參考圖${1}", words.Ko: "참고도 ${1}"}},
	{regexp.MustCompile(`Fig\. ([\d/-]+(?:, [\d]+-[\d]+)*)`), map[words.Tag]string{words.Ja: "図${1}", words.ZhHans: "图${1}", words.ZhHant: "圖${1}", words.Ko: "그림 ${1}"}},
	{regexp.MustCompile(`ch\. (\d+) §([\d.]+)`), map[words.Tag]string{words.Ja: "第${1}章第${2}節", words.ZhHans: "第${1}章第${2}节", words.ZhHant: "第${1}章第${2}節", words.Ko: "제${1}장 제${2}절"}},
	{regexp.MustCompile(`commentary (\d+)`), map[words.Tag]string{words.Ja: "解説${1}", words.ZhHans: "说明${1}", words.ZhHant: "說明${1}", words.Ko: "해설 ${1}"}},
	{regexp.MustCompile(`App\. (\d+)`), map[words.Tag]string{words.Ja: "付録${1}", words.ZhHans: "附录${1}", words.ZhHant: "附錄${1}", words.Ko: "부록 ${1}"}},
	{regexp.MustCompile(` ?\(inferred\)`), map[words.Tag]string{words.Ja: "（推定）", words.ZhHans: "（推定）", words.ZhHant: "（推定）", words.Ko: " (추정)"}},
}
