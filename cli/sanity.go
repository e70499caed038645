package cli

import (
	"fmt"
	"math"

	"goref/board/sgf"
)

// Generic sanity bounds for numbers given on the command line or over GTP, far beyond any real
// game and far below where arithmetic on them loses precision. Rule-level limits (Ing's three
// time penalties) belong to rules/.
const (
	// maxAbsKomi: the bound the SGF reader puts on KM.
	maxAbsKomi = sgf.MaxKomi
	// maxCount: prisoners and penalties of one game; a game of a million moves captures fewer.
	maxCount = 1_000_000
)

// saneKomi refuses NaN, the infinities and komi beyond the largest board's area.
func saneKomi(k float64) error {
	if math.IsNaN(k) || math.IsInf(k, 0) || math.Abs(k) > maxAbsKomi {
		return fmt.Errorf("komi %v is out of range (-%d to %d)", k, maxAbsKomi, maxAbsKomi)
	}
	return nil
}
