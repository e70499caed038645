package rules

import "goref/board"

// 日本式 II′ / I′ (seed 001, ikeda-davis.md C.2): Art. 5 ends the game when a board move
// recreates the board of three or more plies before (the player to move does not matter) and
// the side that lost more stones in between loses; Art. 7 forbids the second pass of "ko
// capture, pass, pass"; Art. 10 makes every pass after the first resumption hand a prisoner
// to the opponent, waived (Art. 13) for the last pass of a complete end made by the player
// who moved first at the first resumption.

// ikedaState is the first-resumption bookkeeping.
type ikedaState struct {
	resumed   bool
	first     board.Color // F: the player to move at the first resumption
	from      int         // the ply of the first resumption (the first ply F played or will play)
	passStone [3]int      // prisoners handed over by passes, by the passer's colour
}

// PassStones returns the prisoners each colour has handed over by passing (II′ Art. 10).
func (g *Game) PassStones(c board.Color) int { return g.st.ikeda.passStone[c] }

// PassStonesCounted is what the count takes of c's pass stones now: at a stop after the first
// resumption, as the agreement will leave them — Art. 8 returns the stone of the last pass
// when F made it (「そのパスのペナルティとして渡されたハマを返却してから、双方の得点を計算する」).
func (g *Game) PassStonesCounted(c board.Color) int {
	n := g.st.ikeda.passStone[c]
	if g.st.phase == PhaseHalted && g.ikedaRefundDue() && c == g.st.ikeda.first {
		n--
	}
	return n
}

// FirstResumption is the ply of the first resumption after a stop under Ikeda's rules (the
// stones placed from it on may be wasted, Art. 14), -1 before one.
func (g *Game) FirstResumption() int {
	if g.Rules.Cycle != CycleIkedaGameEnds || !g.st.ikeda.resumed {
		return -1
	}
	return g.st.ikeda.from
}

// ikedaResume notes the first resumption: F moves first at ply len(g.moves).
func (g *Game) ikedaResume(first board.Color) {
	if !g.st.ikeda.resumed {
		g.st.ikeda.resumed, g.st.ikeda.first, g.st.ikeda.from = true, first, len(g.moves)
	}
}

// ikedaRefundDue tells whether the last ply is a pass by F that handed a stone over: Art. 8
// returns it at an agreement.
func (g *Game) ikedaRefundDue() bool {
	n := len(g.moves)
	return g.st.ikeda.resumed && n > 0 && g.moves[n-1].has(flagPassStone) && g.moves[n-1].color == g.st.ikeda.first
}

// ikedaPassBanned is Art. 7: c captured a ko, the opponent passed, c may not pass now — unless
// c has no legal board move at all (the text is silent; goref lets him pass).
func (g *Game) ikedaPassBanned(c board.Color) bool {
	n := len(g.moves)
	if n < 2 {
		return false
	}
	last, prev := g.moves[n-1], g.moves[n-2]
	if last.color != c.Opponent() || !last.isPass() || last.has(flagVirtual) {
		return false
	}
	if prev.color != c || !prev.has(flagKoCapture) {
		return false
	}
	var buf [board.MaxSize * board.MaxSize]board.Vertex
	return len(g.b.LegalMoves(c, buf[:0])) > 0
}

// ikedaRepetition is Art. 5 for the board move m just played (not yet in g.moves).
func (g *Game) ikedaRepetition(m *Move) *Event {
	hs := g.b.PlyHashes()
	cur := len(hs) - 1
	k := -1
	for i := cur - 3; i >= 0; i-- {
		if hs[i] == hs[cur] {
			k = i
			break
		}
	}
	if k < 0 {
		return nil
	}
	var lost [3]int
	count := func(mv Move) {
		if mv.Color == board.Black || mv.Color == board.White {
			lost[mv.Color.Opponent()] += mv.Captures
			lost[mv.Color] += len(mv.OwnRemoved)
		}
	}
	for i := k + g.base; i < len(g.moves); i++ {
		if i >= 0 {
			count(g.move(i))
		}
	}
	count(*m)
	ply := k + g.base
	ev := Event{Kind: EventGameEnd, Reason: "repetition", RepeatsPly: &ply,
		Lost: map[string]int{"B": lost[board.Black], "W": lost[board.White]}}
	switch {
	case lost[board.Black] > lost[board.White]:
		ev.Winner = "W"
	case lost[board.White] > lost[board.Black]:
		ev.Winner = "B"
	default:
		ev.Winner = "draw"
		if g.Rules.RepetitionDraw != "" && g.Rules.RepetitionDraw != "draw" {
			ev.Verdict = g.Rules.RepetitionDraw
		}
	}
	return &ev
}

// ikedaPass applies Art. 10 and 13 to a pass by c that brought the consecutive passes to n.
func (g *Game) ikedaPass(c board.Color, m *Move) {
	if !g.st.ikeda.resumed {
		return
	}
	if g.Rules.PassesToEnd > 0 && g.st.passes == g.Rules.PassesToEnd && c == g.st.ikeda.first {
		return // Art. 13: the equal-number-of-moves waiver
	}
	m.PassStone = true
	g.st.ikeda.passStone[c]++
}
