package words

import (
	"encoding/json"
	"regexp"
	"testing"
)

// A count noun agrees with the number before it: English says "1 point", "2 points".
func TestCountedAgreesWithTheNumber(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1 winning empty {point|points} (胜空) × 1", "1 winning empty point (胜空) × 1"},
		{"2 winning empty {point|points} (胜空) × 1", "2 winning empty points (胜空) × 1"},
		{"0 {stone|stones}", "0 stones"},
		{"Black 1 {point|points}, White 3 {point|points}", "Black 1 point, White 3 points"},
		{"Black 12 {point|points}, White 1 {point|points}", "Black 12 points, White 1 point"},
		{"fill: reading 3×1 + 1×2 = 1 {point|points} for Black", "fill: reading 3×1 + 1×2 = 1 point for Black"},
		{"by +1 {second|seconds}", "by +1 second"},
		{"by -1 {second|seconds}", "by -1 second"},
		{"10 {minute|minutes} 1.5 {second|seconds}", "10 minutes 1.5 seconds"},
		{"1 {minute|minutes} 1 {second|seconds}", "1 minute 1 second"},
		{"11 illegal {move was|moves were} skipped", "11 illegal moves were skipped"},
		{"1 illegal {move was|moves were} skipped", "1 illegal move was skipped"},
		{"{point|points} first", "points first"},
		{"黑：石 1 + 空点 1 = 2", "黑：石 1 + 空点 1 = 2"},
		{"a | b {{.N}}", "a | b {{.N}}"},
	} {
		if got := Counted(c.in); got != c.want {
			t.Errorf("Counted(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Every {one|other} choice in the catalogue comes after a number it can agree with, in
// every language that writes one: a choice before any placeholder would always say "other".
func TestCatalogueChoicesFollowANumber(t *testing.T) {
	choiceOrBar := regexp.MustCompile(`\{[^{}]*\|[^{}]*\}`)
	for _, tag := range Tags {
		m := map[string]string{}
		if err := json.Unmarshal(File(tag), &m); err != nil {
			t.Fatal(err)
		}
		for k, s := range m {
			for _, loc := range choiceOrBar.FindAllStringIndex(s, -1) {
				if !choice.MatchString(s[loc[0]:loc[1]]) {
					t.Errorf("%s %q: %q is not {one|other}", tag, k, s[loc[0]:loc[1]])
				}
				if len(placeholders.FindAllString(s[:loc[0]], -1)) == 0 {
					t.Errorf("%s %q: the choice %q follows no number", tag, k, s[loc[0]:loc[1]])
				}
			}
		}
	}
}
