package deadstones

import (
	"path/filepath"
	"testing"

	"goref/internal/corpus"
)

// In the OGS fixture game_seki_64848549 Black's nine stones O8–S8, S9 T9, S7 T7 have one eye
// (T8) and share P9 Q9 S10 T10 with White's chain O9–T13, whose only eye comes from taking
// Black's S12 at T12; White's other liberties are Q13 (Black fills it from outside) and P11
// Q11 (beside Black's P10 Q10), Black's R7 (White fills it from below). Once both have filled
// those, each has its eye and the shared points, and whoever fills a shared point first is
// captured: a seki (the fixture leaves the shared points to nobody and keeps both groups).
// Random playouts fill the shared points and call the nine stones dead; the seki reading
// (count.Standing) must keep them standing, and uncertain.
func TestOGSSekiEyeAgainstSemiEye(t *testing.T) {
	f, err := corpus.ReadOGS(filepath.Join(corpus.Dir(t, "ogs-autoscore"), "game_seki_64848549.json"))
	if err != nil {
		t.Fatal(err)
	}
	b := f.Board
	e := estimateOwn(b)
	group := []string{"O8", "P8", "Q8", "R8", "S8", "S9", "T9", "S7", "T7"}
	for _, c := range e.Chains {
		for _, v := range c.Stones {
			for _, g := range group {
				if v.GTP(b.Height()) != g {
					continue
				}
				if c.Status == Dead {
					t.Errorf("%s proposed dead, want standing in seki", g)
				}
				if c.Confidence >= UncertainBelow && c.Status != Seki {
					t.Errorf("%s alive with confidence %.2f, want uncertain or seki", g, c.Confidence)
				}
			}
		}
	}
}
