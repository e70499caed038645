package rules

// Komi is kept in the rule set's unit (Ruleset.KomiUnit: Chinese 子 are two points); SGF's KM
// and GTP speak points. These three functions are the only place the two are converted.

// KomiPoints converts a komi in the rule set's unit to points (SGF KM, GTP komi).
func (rs Ruleset) KomiPoints(k float64) float64 {
	if rs.KomiUnit == UnitStone {
		return 2 * k
	}
	return k
}

// KomiFromPoints converts a komi in points (SGF KM, GTP komi) to the rule set's unit.
func (rs Ruleset) KomiFromPoints(points float64) float64 {
	if rs.KomiUnit == UnitStone {
		return points / 2
	}
	return points
}

// GameKomi is the komi a game is counted with, in the rule set's unit. An even game's is
// the record's own KM (given in points; hasKM false when the record has none), what the
// players played for, else the preset's. A handicap game (two stones or more) has none: its
// compensation is the rule set's HandicapBonus, and a record's KM there is a server's
// convention (0.5) rather than anything the rule texts give. `goref score`, `goref table`
// and the app all count with it.
func (rs Ruleset) GameKomi(kmPoints float64, hasKM bool, handicap int) (komi float64, fromRecord bool) {
	switch {
	case handicap >= 2:
		return 0, false
	case hasKM:
		return rs.KomiFromPoints(kmPoints), true
	}
	return rs.Komi, false
}
