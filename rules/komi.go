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

// GameKomi is the komi a game is counted with, in the rule set's unit. A record's KM (given in
// points; hasKM false when the record has none) is what the players played for, in an even game
// and a handicap game alike: KGS writes KM[0.50] for its handicap games and counts them with it
// (all 139 handicap games of the KGS corpus give their RE so, none without), and the rule set's
// HandicapBonus (C88's half a stone a handicap stone, AGA's N−1 points) still comes on top in the
// count. Without KM an even game has the preset's komi and a handicap game (two stones or more)
// none: its compensation is the HandicapBonus alone, as the rule texts give it. `goref score`,
// `goref table`, the app and a new game all ask here.
func (rs Ruleset) GameKomi(kmPoints float64, hasKM bool, handicap int) (komi float64, fromRecord bool) {
	switch {
	case hasKM:
		return rs.KomiFromPoints(kmPoints), true
	case handicap >= 2:
		return 0, false
	}
	return rs.Komi, false
}
