package board

// KoRule says which repetitions Play refuses.
type KoRule uint8

const (
	// KoNone allows every repetition.
	KoNone KoRule = iota
	// KoSimple forbids the immediate retake of a single-stone ko: a move capturing exactly one
	// stone with a single stone left with exactly one liberty bans the captured point to the
	// opponent for the next move; any move or pass clears the ban.
	KoSimple
	// KoPositional forbids any move that recreates an earlier board (passes create none).
	KoPositional
	// KoSituational forbids any move that recreates an earlier board with the same player to move.
	KoSituational
)

var koNames = [...]string{"none", "simple", "positional", "situational"}

func (k KoRule) String() string { return koNames[k] }

// ParseKoRule reads none, simple, positional or situational.
func ParseKoRule(s string) (KoRule, bool) {
	for i, n := range koNames {
		if lower(s) == n {
			return KoRule(i), true
		}
	}
	return KoSimple, false
}

// SuicideRule says which self-captures Play allows.
type SuicideRule uint8

const (
	// SuicideForbid forbids every move that leaves its own chain without liberties.
	SuicideForbid SuicideRule = iota
	// SuicideMulti allows suicide of more than one stone only (Ing).
	SuicideMulti
	// SuicideAll allows any suicide (New Zealand, Tromp-Taylor, Chen).
	SuicideAll
)

var suicideNames = [...]string{"forbid", "multi", "all"}

func (s SuicideRule) String() string { return suicideNames[s] }

// ParseSuicideRule reads forbid, multi or all.
func ParseSuicideRule(s string) (SuicideRule, bool) {
	for i, n := range suicideNames {
		if lower(s) == n {
			return SuicideRule(i), true
		}
	}
	return SuicideForbid, false
}
