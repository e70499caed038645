package rules

// Event is something the rule set says happens: a halt after passes, a cycle and its verdict,
// the end of the game. Its JSON form is the one of the CLI contract (cli.md, `check --json`).
type Event struct {
	Kind       string         `json:"kind"` // halt, game-end, cycle, …
	Reason     string         `json:"reason,omitempty"`
	Verdict    string         `json:"verdict,omitempty"`
	Disturber  string         `json:"disturber,omitempty"` // Ing 搅方: "B" or "W"
	Winner     string         `json:"winner,omitempty"`    // "B", "W" or "draw"
	Lost       map[string]int `json:"lost,omitempty"`      // stones captured during a repetition
	RepeatsPly *int           `json:"repeats_ply,omitempty"`
}

// Event kinds.
const (
	EventHalt    = "halt"
	EventGameEnd = "game-end"
	EventCycle   = "cycle"
)

// Cycle verdicts.
const (
	VerdictRefereeDrawOrReplay = "referee-draw-or-replay" // C88 Art. 20.3
	VerdictNoResultByAgreement = "no-result-by-agreement" // J89 Art. 12
	VerdictContest             = "contest"                // Ing 争
	VerdictDisturb             = "disturb"                // Ing 搅
)
