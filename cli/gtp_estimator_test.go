package cli

import (
	"bytes"
	"strings"
	"testing"
)

// finalStatusInput is TestGTPFinalScoreAndStatus's 5×5 position (a dead black stone on D3
// inside White's two eyes), then final_status_list dead and final_score.
const finalStatusInput = "boardsize 5\nkomi 0\n" +
	"play b b1\nplay b b2\nplay b b3\nplay b b4\nplay b b5\nplay b d3\n" +
	"play w c1\nplay w c2\nplay w c3\nplay w c4\nplay w c5\nplay w d4\nplay w e4\nplay w e5\nplay w d2\nplay w e2\nplay w e1\n" +
	"1 final_status_list dead\n2 final_score\n"

// With --estimator gnugo the dead stones are GNU Go's (here D3 as goref's own); the count is
// goref's under the session's rule set.
func TestGTPEstimatorGnuGo(t *testing.T) {
	gnugoPath(t)
	out := gtpSession(t, []string{"--rules", "japanese", "--estimator", "gnugo"}, finalStatusInput)
	for _, want := range []string{"=1 D3\n", "=2 0\n"} {
		if !strings.Contains(out, want) {
			t.Fatalf("missing %q in\n%s", want, out)
		}
	}
}

// An estimator that is not installed leaves goref's own in charge and says so on stderr; an
// unknown name is a usage error.
func TestGTPEstimatorMissingFallsBack(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var out, errb bytes.Buffer
	if code := GTP([]string{"--rules", "japanese", "--estimator", "katago"}, strings.NewReader(finalStatusInput), &out, &errb); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out.String(), "=1 D3\n") || !strings.Contains(errb.String(), "katago is not installed; goref's own estimate used") {
		t.Fatalf("out %q, stderr %q", out.String(), errb.String())
	}
	if code := GTP([]string{"--estimator", "oracle"}, strings.NewReader(""), &out, &errb); code != 2 {
		t.Fatalf("unknown estimator: exit %d", code)
	}
}
