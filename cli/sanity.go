package cli

import (
	"fmt"
	"math"

	"goref/rules/record"
)

// Generic sanity bounds for numbers given on the command line or over GTP, far beyond any real
// game and far below where arithmetic on them loses precision. Rule-level limits (Ing's three
// time penalties) belong to rules/.
const (
	// maxAbsKomi: the bound the record reading (rules/record) puts on KM.
	maxAbsKomi = record.MaxKomi
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

// gtpKomi is saneKomi for GTP, whose komi is in points: a count is in whole points, so a
// komi is a whole number of quarter points (the quarter of a Chinese 子 komi's half), never a
// fraction such as 1e-320 that no count can show.
func gtpKomi(k float64) error {
	if err := saneKomi(k); err != nil {
		return err
	}
	if k*4 != math.Trunc(k*4) {
		return fmt.Errorf("komi %v is not a multiple of 0.25", k)
	}
	return nil
}
