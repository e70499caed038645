package count

import (
	"goref/board"
	"goref/rules"
	"goref/rules/result"
)

// Pair is a number for each side.
type Pair struct{ Black, White int }

// Of returns c's number.
func (p Pair) Of(c board.Color) int {
	if c == board.White {
		return p.White
	}
	return p.Black
}

// Input is what the referee brings to the count besides the position.
type Input struct {
	Rules    rules.Ruleset
	Komi     float64 // in Rules.KomiUnit; start from Rules.Komi
	Handicap int     // handicap stones (HA), for the rule set's HandicapBonus

	Dead []board.Vertex // dead stones; any stone marks its chain
	// Seki: nil lets goref detect seki; otherwise exactly these groups are seki (any stone
	// marks its group). NoSeki declares there is none.
	Seki   []board.Vertex
	NoSeki bool

	Prisoners Pair // stones captured during play by Black / by White
	// PassStones are the stones Black / White hold because the opponent passed after the
	// first resumption (Ikeda Art. 10), after Art. 8's refund or Art. 13's waiver: IkedaOf
	// takes them from the game.
	PassStones Pair
	Penalties  Pair // Ing time penalties incurred by Black / by White, 2 points each
	// PenaltyPoints are the referee's point penalties against Black / White, in points
	// (rules.RefereeLog.PenaltyPoints); Ing fills them as 罚子, two points a stone.
	PenaltyPoints Pair
	Resumed       []board.Vertex // Ikeda II′: stones placed after the first resumption

	// OneSided are Ikeda I′'s one-sided dame (一方ダメ, Art. 8′): dame only one side may
	// play, counted as that side's territory in the agreement count.
	OneSided SidePoints
	// Passes are the passes each side made; under AGA each hands the opponent a stone.
	Passes Pair
	// Virtual are 计活子's virtual moves (虚着: a stone placed off the board) by each side;
	// the narrow refill method puts them back into the side's own lu.
	Virtual Pair
	// AtTable: the count is made at the table, where the players can still fill the open
	// dame (J89 Art. 9-2), so a territory count asks for them instead of noting a record's.
	AtTable bool
	// DameStrict reads J89 Art. 8 literally for a territory count: a live group next to an
	// open dame is seki (双活棋) and its points are not territory (Fig. 15). The table counts
	// so; `goref score --dame strict` asks for it, and a record's count otherwise takes the
	// open dame as neutral (practice).
	DameStrict bool
}

// TakePlayed sets what the count takes from the game as played: the passes and the virtual
// moves each side played, and under Ikeda the pass stones and the stones placed after the
// first resumption (IkedaOf). The table's count and `goref score` both take them so.
func (in *Input) TakePlayed(g *rules.Game) {
	in.Passes, in.Virtual = Pair{}, Pair{}
	for i := range g.NumMoves() {
		switch m := g.Move(i); {
		case m.Virtual:
			in.Virtual.add(m.Color, 1)
		case m.Vertex.IsPass():
			in.Passes.add(m.Color, 1)
		}
	}
	in.PassStones, in.Resumed = IkedaOf(g)
}

// SidePoints is a list of points for each side.
type SidePoints struct{ Black, White []board.Vertex }

// Side is one player's part of a count.
type Side struct {
	Stones    int `json:"stones"`    // live stones on the board
	Territory int `json:"territory"` // empty points counted for the side
	Prisoners int `json:"prisoners"` // stones captured during play
	// PassStones: Ikeda, the stones the opponent handed over by passing (Art. 10).
	PassStones int `json:"pass_stones,omitempty"`
	Dead       int `json:"dead"` // the opponent's dead stones, taken off at the end
	SekiEyes   int `json:"seki_eyes,omitempty"`
	// Teire are the points of the side's territory where it must protect once the open dame
	// are filled (手入れ, territory counting): already taken out of Territory.
	Teire int `json:"teire,omitempty"`
	// OneSidedDame: Ikeda I′ one-sided dame counted for the side (not in Territory).
	OneSidedDame int `json:"one_sided_dame,omitempty"`
	Wasted       int `json:"wasted,omitempty"` // Ikeda II′ 無駄石
	// Score is the side's total in the rule set's terms: area (stones + territory, plus half
	// the shared points under C88/Chen), territory + prisoners + dead, Ikeda's score, Ing's
	// domain points, 计活子 living stones.
	Score float64 `json:"score"`
}

// Breakdown is a count and how it was reached.
type Breakdown struct {
	Rules    string  `json:"rules"`
	Komi     float64 `json:"komi"`
	Handicap int     `json:"handicap,omitempty"`
	// HandicapBonus is what White receives for the handicap, in the komi's unit.
	HandicapBonus float64 `json:"handicap_bonus,omitempty"`
	Black         Side    `json:"black"`
	White         Side    `json:"white"`
	Shared        int     `json:"shared"` // dame / shared points (公空), scored for nobody or split
	// Net is Black's lead after komi and compensation in the rule set's unit (negative: White).
	Net float64 `json:"net"`
	// PenaltyPoints are the referee's point penalties taken into Net (Ing: in the fill instead).
	PenaltyPoints Pair          `json:"penalty_points,omitempty"`
	Result        result.Result `json:"-"`

	// Labels is the count's map of every point (owner, live, dead, seki, seki eye, dame,
	// 手入れ): territory records (SGF TB/TW), the board's shading and the fill count are read
	// from it, so they never disagree with the count.
	Labels     *Labels        `json:"-"`
	DeadStones []board.Vertex `json:"-"`
	SekiStones []board.Vertex `json:"-"`
	// Dame are the open shared points a territory count left neutral, Teire the 手入れ that
	// filling them forces (J89 Art. 9-2).
	Dame   []board.Vertex `json:"-"`
	Teire  SidePoints     `json:"-"`
	Fill   *Fill          `json:"fill,omitempty"`
	Living *Living        `json:"living,omitempty"`
	// TerritoryForm is AGA's territory count with pass stones, beside its area count.
	TerritoryForm *TerritoryForm `json:"territory_form,omitempty"`
	Warnings      []string       `json:"warnings,omitempty"`

	counting rules.CountingMethod // how Lines words the sides
	ruleset  *rules.Ruleset       // the rule set counted, which a translated count names (NameIn)
	warnings [][]phrase           // Warnings as phrases, for LinesIn's translation
}
