package deadstones

import (
	"fmt"
	"strings"

	"goref/board"
)

// Estimator proposes the dead and seki stones of a final position. The same position gets the
// same answer from goref's own; an external program may fail (not installed, no answer in
// time), and then says why.
type Estimator interface {
	Name() string // as ByName takes it
	Estimate(b *board.Board) (*Estimate, error)
}

// Names are the names ByName takes: goref's own first (the default).
var Names = []string{"goref", "gnugo", "katago"}

// ByName returns the estimator named name: "" or "goref" for goref's own, "gnugo" or
// "katago" for that program over GTP (installed or not: Estimate then says it is missing).
func ByName(name string) (Estimator, error) {
	switch n := strings.ToLower(strings.TrimSpace(name)); n {
	case "", "goref":
		return Own, nil
	default:
		if eng, ok := EngineByName(n); ok {
			return eng, nil
		}
	}
	return nil, fmt.Errorf("unknown estimator %q (want one of %s)", name, strings.Join(Names, ", "))
}

// EstimateWith runs the estimator named name on b. When it is unknown, missing or fails,
// it returns goref's own estimate and an error that says why and that goref's own was used.
func EstimateWith(name string, b *board.Board) (*Estimate, error) {
	est, err := ByName(name)
	if err != nil {
		own, _ := Own.Estimate(b)
		return own, fmt.Errorf("%v: goref's own used", err)
	}
	return Fallback(est, b)
}

// Fallback runs est on b; when it fails, it returns goref's own estimate and an error that
// says why and that goref's own was used.
func Fallback(est Estimator, b *board.Board) (*Estimate, error) {
	e, err := est.Estimate(b)
	if err != nil {
		own, _ := Own.Estimate(b)
		return own, fmt.Errorf("%v; goref's own estimate used", err)
	}
	return e, nil
}
