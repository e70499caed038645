package rules

import "testing"

// An illegal move's reason reads as the rule in the user's language: Ing's hot stone (热子, a
// stone that may not be retaken at once), J89 Art. 7-2's confirmation ko (retaken only after a
// pass), and a reason without words of its own named after "Illegal move".
func TestReasonExplain(t *testing.T) {
	for _, c := range []struct {
		r          Reason
		lang, want string
	}{
		{ReasonHotStone, "en", "Hot stone (热子): it may not be retaken before another move or a pass."},
		{ReasonConfirmationKo, "en", "Confirmation ko: retake only after a pass."},
		{"no-such-rule", "en", "Illegal move: no-such-rule"},
	} {
		if got := c.r.Explain(c.lang); got != c.want {
			t.Errorf("%s in %s: %q, want %q", c.r, c.lang, got, c.want)
		}
	}
	if got := ReasonHotStone.Explain("zh-Hans"); got == ReasonHotStone.Explain("en") || got == "" {
		t.Errorf("hot stone in zh-Hans: %q", got)
	}
}
