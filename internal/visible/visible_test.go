package visible

import "testing"

func TestControlsAreWrittenAsEscapes(t *testing.T) {
	for in, want := range map[string]string{
		"plain 黑白":                  "plain 黑白",
		"\x1b[2J\x1b[31mRED":        `\x1b[2J\x1b[31mRED`,
		"a\nb\rc\td":                `a\nb\rc\td`,
		"\x7f \u0085 \u2028 \u2029": `\x7f \u0085 \u2028 \u2029`,
		"bad \xff byte":             `bad \xff byte`,
	} {
		if got := Controls(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
