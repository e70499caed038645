package ui

import (
	"regexp"
	"strings"
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
	"002": "日本囲碁規約 (1989)",
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
