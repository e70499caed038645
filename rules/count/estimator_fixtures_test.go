package count_test

import (
	"testing"

	"goref/rules/count"
	"goref/rules/deadstones"
)

// goref's own dead-stone estimator on the seki and invader fixtures: a seki is proposed as
// seki with nothing dead, an eyeless invader in a living wall's area is proposed dead.
func TestEstimatorOnFixtures(t *testing.T) {
	for _, f := range count.EstimatorFixtures(t) {
		t.Run(f.Name, func(t *testing.T) {
			e, err := deadstones.Own.Estimate(f.Board)
			if err != nil {
				t.Fatal(err)
			}
			if !count.SameVertices(e.Dead(), f.Dead) || !count.SameVertices(e.Seki(), f.Seki) {
				t.Errorf("estimate: dead %v seki %v; want dead %v seki %v", e.Dead(), e.Seki(), f.Dead, f.Seki)
			}
		})
	}
}
