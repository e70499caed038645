package words

import (
	"regexp"
	"strings"
)

// A count noun in a sentence is written {one|other} right after the number it counts
// ("%d winning empty {point|points}", "{{.N}} illegal {move was|moves were} skipped"):
// the language's words for exactly one and for any other number. Languages without a plural
// (Chinese, Japanese, Korean) write the noun once and need no choice. Counted picks the
// choice once the numbers are filled in, whichever way they were (Printf verbs, Fyne's
// template fields, {N}), so every caller that fills a sentence in passes it through Counted.
var (
	choice = regexp.MustCompile(`\{([^{}|]*)\|([^{}|]*)\}`)
	number = regexp.MustCompile(`[0-9]+(?:[.,][0-9]+)?[¼½¾]?|[¼½¾]`)
)

// Counted is the filled sentence s with each {one|other} choice made by the number nearest
// before it: one when that number is 1, other for any other number (0 points, 1.5 points)
// or when no number comes before.
func Counted(s string) string {
	if !strings.Contains(s, "|") {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range choice.FindAllStringSubmatchIndex(s, -1) {
		b.WriteString(s[last:m[0]])
		nums := number.FindAllString(s[:m[0]], -1)
		if len(nums) > 0 && nums[len(nums)-1] == "1" {
			b.WriteString(s[m[2]:m[3]])
		} else {
			b.WriteString(s[m[4]:m[5]])
		}
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}
