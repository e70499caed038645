package tournament

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"goref/internal/corpus"
)

// samples is the directory of OpenGotha's sample tournaments (../shared/tournaments beside the
// repository, next to the corpus); the tests fail under CI and skip elsewhere without it.
func samples(t testing.TB) string {
	t.Helper()
	d := filepath.Join(filepath.Dir(corpus.Root()), "tournaments")
	if _, err := os.Stat(filepath.Join(d, "tournament.dtd")); err != nil {
		corpus.Missing(t, d)
	}
	return d
}

var sampleFiles = []string{"CdFO2020.xml", "Tournoi de Juvisy.xml", "TournoiChinois.xml"}

// xmllint runs xmllint (Debian's libxml2-utils, installed by scripts/deps.sh); the test fails
// under CI and skips elsewhere without it.
func xmllint(t testing.TB, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath("xmllint"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xmllint is missing (scripts/deps.sh installs libxml2-utils)")
		}
		t.Skip("xmllint is not installed (apt-get install libxml2-utils)")
	}
	out, err := exec.Command("xmllint", args...).CombinedOutput()
	if err != nil {
		t.Fatalf("xmllint %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// xpathValues is every value of an attribute xpath (//Game/@roundNumber) in document order, as
// xmllint reads them.
func xpathValues(t testing.TB, file, xpath string) []string {
	t.Helper()
	out := xmllint(t, "--xpath", xpath, file)
	var vs []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		_, v, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("xmllint: %q", line)
		}
		vs = append(vs, strings.Trim(strings.TrimSpace(v), `"`))
	}
	return vs
}

func copyFile(t testing.TB, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
