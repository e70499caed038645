package rules

import (
	"goref/board"
)

// Cycle is a whole-board repetition: the situation (board and player to move) after ply From
// stands again after ply To. Plies count from the setup (0).
type Cycle struct {
	From, To int
	Length   int
	Moves    []Move         // plies From+1 … To
	Captured [3]int         // stones each colour took off the board inside the cycle (index board.Black/White)
	Kos      []board.Vertex // where single-stone ko captures were made inside the cycle
	Region   []board.Vertex // every point whose content changed inside the cycle
	Starter  board.Color    // the mover of ply From+1, who opened the lap

	// Shapes is Chen's count (rule-cases.md §4.5): the distinct boards each side can produce
	// by the cycle's own moves (captures in the region, and the non-capturing moves the lap
	// itself contains) from the lap's first position. Equal → 争, else the side with fewer is
	// the 搅方.
	Shapes [3]int
	// Choices is the practical form of the same test (「循环一遍知分晓」, L1515): replaying the
	// lap, the most options (captures on the region, or the lap's own moves) each side had
	// at any of its turns after the opening move. Both 1 → 争; one side always 1 and the
	// other sometimes more → the one-choice side is the 搅方. Shapes decides otherwise.
	Choices   [3]int
	Verdict   string      // VerdictContest or VerdictDisturb under Ing; "" otherwise
	Disturber board.Color // the 搅方 when Verdict is VerdictDisturb
	// ShapeVerdict and ShapeDisturber are Chen's shape-count reading of the lap (classify),
	// which the cycle box offers the referee when the preset follows Ing's rulings.
	ShapeVerdict   string
	ShapeDisturber board.Color
	// Stopped marks the fight a 双热子/季热子 hot stone stopped before it went round: From–To
	// are the fight's ko captures, not a lap, and Choices and Shapes are not counted.
	Stopped bool
}

// cycleBan is an Ing cycle already classified: who may not recreate its situations.
type cycleBan struct{ c *Cycle }

// sits returns the situations of the cycle (a small set: the lap's length).
func (cb cycleBan) has(g *Game, s sitKey) bool {
	for i := cb.c.From - g.base; i <= cb.c.To-g.base && i < len(g.sits); i++ {
		if i >= 0 && g.sits[i] == s {
			return true
		}
	}
	return false
}

// shapeLimit bounds the search of the cycle's situations; beyond it the count is what was
// found (cycles of real games have a handful of kos).
const shapeLimit = 20000

// buildCycle describes the cycle that board b (whose last ply is mover's move m, the
// situation sits[len-1]) has just closed; sits include m, and moves(from, to) are the plies
// from … to-1 of the game, m the last of them (to ≤ plies, the number with m). nil when no
// situation repeats.
func buildCycle(b *board.Board, sits []sitKey, moves func(from, to int) []Move, plies, base int, suicide board.SuicideRule, classify bool) *Cycle {
	cur := len(sits) - 1
	j := -1
	for i := cur - 1; i >= 0; i-- {
		if sits[i] == sits[cur] {
			j = i
			break
		}
	}
	if j < 0 {
		return nil
	}
	cy := &Cycle{From: j + base, To: cur + base, Length: cur - j}
	if j+base >= 0 && cur+base <= plies {
		cy.Moves = moves(j+base, cur+base)
	}
	played := [3]map[board.Vertex]bool{nil, {}, {}}
	region := map[board.Vertex]bool{}
	for _, m := range cy.Moves {
		if m.Color == board.Black || m.Color == board.White {
			cy.Captured[m.Color] += m.Captures
			cy.Captured[m.Color.Opponent()] += len(m.OwnRemoved)
		}
		if m.Vertex.IsPass() {
			continue
		}
		played[m.Color][m.Vertex] = true
		region[m.Vertex] = true
		if m.koCapture {
			cy.Kos = append(cy.Kos, m.Vertex)
		}
	}
	if len(cy.Moves) > 0 {
		cy.Starter = cy.Moves[0].Color
	}
	if !classify {
		// The board returns to the same stones, so every point the lap emptied was played
		// again inside it: the played points are the whole region. The 争/搅 counts (a
		// search over the lap) are Ing's alone.
		cy.Region = sortedKeys(region)
		return cy
	}
	// Walk a copy back to the lap's start, collecting the stones the lap removed.
	start := b.Clone()
	for i := cur; i > j; i-- {
		for _, v := range start.LastRemoved() {
			region[v] = true
		}
		start.Undo()
	}
	cy.Region = sortedKeys(region)
	start.SetRules(board.KoSimple, suicide)
	start.SetToMove(sits[j].toMove)
	cy.Choices = countChoices(start.Clone(), cy.Region, played, cy.Moves)
	cy.Shapes = countShapes(start, cy.Region, played)
	return cy
}

// countChoices replays the lap on b and records, for each side, the most options it had at
// one of its turns (the opening move of the lap excluded).
func countChoices(b *board.Board, region []board.Vertex, played [3]map[board.Vertex]bool, lap []Move) [3]int {
	var most [3]int
	for i, m := range lap {
		c := m.Color
		if c != board.Black && c != board.White {
			continue
		}
		if i > 0 && !m.Vertex.IsPass() {
			opts := map[uint64]bool{}
			for _, v := range region {
				if b.Legal(c, v) != nil {
					continue
				}
				if n, err := b.Play(c, v); err == nil {
					if v == m.Vertex || ((n > 0 || played[c][v]) && !selfDestructive(b, c)) {
						opts[b.Hash()] = true
					}
					b.Undo()
				}
			}
			if len(opts) > most[c] {
				most[c] = len(opts)
			}
		}
		if _, err := b.Play(c, m.Vertex); err != nil {
			break
		}
	}
	return most
}

// classify applies Chen's test: equal shape counts are 争, else the side with fewer is 搅.
// A lap in which only one side passed is one-sided (单方面的循环, 自搅): the other side keeps
// the cycle going alone and is the 搅方.
//
// Where goref and Chen disagree: T7b, the two-way four-ko (双向循环劫, rule-cases.md §1.17)
// with Black starting. Chen says Black is 搅, because after Black's first capture White may
// answer in either of two kos and Black then has one reply only. goref judges the lap that
// closes, and that lap starts at the first repeated situation, after White has already chosen.
// Inside the lap both sides have exactly one choice each time, and both can make the same
// number of shapes (3 and 3), so goref says 争 and bans nobody. Counting from the start of the
// fight instead would need a start the text does not define: a referee who follows Chen records
// it as a ruling (ActCycleRuling "disturb" naming Black), which then bans Black as the 搅方.
// TestIngT7bContestNotDisturb pins goref's own answer; TestIngRulingDisturbOnTripleKo the ruling.
func (cy *Cycle) classify() {
	var passed [3]bool
	for _, m := range cy.Moves {
		if m.Vertex.IsPass() && (m.Color == board.Black || m.Color == board.White) {
			passed[m.Color] = true
		}
	}
	if passed[board.Black] != passed[board.White] {
		cy.Verdict, cy.Disturber = VerdictDisturb, board.White
		if passed[board.White] {
			cy.Disturber = board.Black
		}
		return
	}
	cb, cw := cy.Choices[board.Black], cy.Choices[board.White]
	switch {
	case cb <= 1 && cw <= 1:
		cy.Verdict, cy.Disturber = VerdictContest, board.Empty
		return
	case cb <= 1:
		cy.Verdict, cy.Disturber = VerdictDisturb, board.Black
		return
	case cw <= 1:
		cy.Verdict, cy.Disturber = VerdictDisturb, board.White
		return
	}
	b, w := cy.Shapes[board.Black], cy.Shapes[board.White]
	switch {
	case b == w:
		cy.Verdict, cy.Disturber = VerdictContest, board.Empty
	case b < w:
		cy.Verdict, cy.Disturber = VerdictDisturb, board.Black
	default:
		cy.Verdict, cy.Disturber = VerdictDisturb, board.White
	}
}

// selfDestructive tells whether c, having just moved on b, left a chain of two or more
// stones in atari that the opponent may capture at once: an option that gives up a group,
// which the counting test excludes (「常会有几种被下棋者自己排除掉」, L1406).
func selfDestructive(b *board.Board, c board.Color) bool {
	opp := c.Opponent()
	seen := map[board.Vertex]bool{}
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			v := board.Vertex{X: x, Y: y}
			if b.At(v) != c || seen[v] {
				continue
			}
			chain := b.Chain(v)
			for _, s := range chain {
				seen[s] = true
			}
			if len(chain) < 2 {
				continue
			}
			if libs := b.Liberties(v); len(libs) == 1 && b.Legal(opp, libs[0]) == nil {
				return true
			}
		}
	}
	return false
}

// countShapes explores, from b, every sequence of the cycle's own kind of moves (captures on
// region points, and moves on points where the same colour moved in the lap) and counts the
// distinct boards each side produces.
func countShapes(b *board.Board, region []board.Vertex, played [3]map[board.Vertex]bool) [3]int {
	shapes := [3]map[uint64]bool{nil, {}, {}}
	seen := map[sitKey]bool{}
	nodes := 0
	var walk func(c board.Color)
	walk = func(c board.Color) {
		key := sitKey{b.Hash() ^ koSalt(b), c}
		if seen[key] || nodes > shapeLimit {
			return
		}
		seen[key] = true
		nodes++
		for _, v := range region {
			if b.Legal(c, v) != nil {
				continue
			}
			n, err := b.Play(c, v)
			if err != nil {
				continue
			}
			if (n > 0 || played[c][v]) && !selfDestructive(b, c) {
				shapes[c][b.Hash()] = true
				walk(c.Opponent())
			}
			b.Undo()
		}
	}
	walk(b.ToMove())
	return [3]int{0, len(shapes[board.Black]), len(shapes[board.White])}
}

// koSalt distinguishes situations that differ only by the simple-ko ban.
func koSalt(b *board.Board) uint64 {
	if v, _, ok := b.KoPoint(); ok {
		return uint64(v.X+1)*0x9e3779b97f4a7c15 ^ uint64(v.Y+1)*0xc2b2ae3d27d4eb4f
	}
	return 0
}

func sortVertices(vs []board.Vertex) {
	for i := 1; i < len(vs); i++ {
		for k := i; k > 0 && (vs[k].Y < vs[k-1].Y || (vs[k].Y == vs[k-1].Y && vs[k].X < vs[k-1].X)); k-- {
			vs[k], vs[k-1] = vs[k-1], vs[k]
		}
	}
}

// findCycle describes the cycle the last committed board move closed (commit calls it before
// appending the move, so the move is passed separately by the caller through g.pending).
func (g *Game) findCycle(m *Move) *Cycle {
	// m joins the record only after its events are known: the lap sees it as the next ply.
	lap := func(from, to int) []Move { return g.movesIn(from, to, m) }
	return buildCycle(g.b, g.sits, lap, len(g.moves)+1, g.base, g.Rules.Suicide, false)
}

// ingCycle judges an Ing move by c at v that recreates an earlier situation (board h with the
// opponent to move): a cycle already classified bans the 搅方 (越环禁搅) or, for 争, both
// sides (the hot-stone rule made whole); a new cycle is classified now, and the 搅方 may not
// be the one to close it.
func (g *Game) ingCycle(c board.Color, v board.Vertex, h uint64) (Reason, *Cycle) {
	s := sitKey{h, c.Opponent()}
	for _, cb := range g.st.cycles {
		if !cb.has(g, s) {
			continue
		}
		verdict, disturber := g.cycleVerdict(cb.c)
		if verdict == VerdictContest {
			return ReasonHotStone, nil
		}
		if c == disturber {
			return ReasonDisturberBanned, nil
		}
		return "", nil
	}
	trial := g.b.Clone()
	n, err := trial.Play(c, v)
	if err != nil {
		return illegal(err).Reason, nil
	}
	m := Move{Color: c, Vertex: v, Captures: n, RepeatsPly: -1}
	if _, _, ok := trial.KoPoint(); ok {
		m.koCapture = true
	}
	lap := func(from, to int) []Move { return g.movesIn(from, to, &m) }
	sits := append(g.sits[:len(g.sits):len(g.sits)], s)
	cy := buildCycle(trial, sits, lap, len(g.moves)+1, g.base, g.Rules.Suicide, true)
	if cy == nil {
		return "", nil
	}
	cy.classify()
	cy.ShapeVerdict, cy.ShapeDisturber = cy.Verdict, cy.Disturber
	if !g.Rules.IngShapeCount {
		g.ingBookVerdict(cy, trial)
	}
	if verdict, disturber := g.cycleVerdict(cy); verdict == VerdictDisturb && c == disturber {
		return ReasonDisturberBanned, cy
	}
	return "", cy
}

func sortedKeys(m map[board.Vertex]bool) []board.Vertex {
	out := make([]board.Vertex, 0, len(m))
	for v := range m {
		out = append(out, v)
	}
	sortVertices(out)
	return out
}
