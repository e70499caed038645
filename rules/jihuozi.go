package rules

import "goref/board"

// 计活子 (seed 003) Art. 13: (1) a real move may not repeat the whole-game configuration —
// the board plus the virtual stones off it. The virtual-stone counts only grow, so this is
// positional superko on the board whose window restarts at every virtual move (the board
// right after the virtual move included). (2) No move, real or virtual, may show a board a
// fourth time in the whole game. Passes (放弃) are proposals, not moves: they change neither
// table (jihuozi.md §2.3).

// jihuoziSuperko tells whether the Game judges Art. 13(1) itself: the 计活子 cycle rule with
// positional ko. A --ko override to anything else hands the ko rule back to the board.
func (g *Game) jihuoziSuperko() bool {
	return g.Rules.Cycle == CycleFourthAppearance && g.Rules.Ko == board.KoPositional
}

// jihuoziRule tells whether Art. 13(2) applies: the 计活子 cycle rule, whatever the ko rule —
// a --ko override replaces 13(1) only, a board still may not appear a fourth time.
func (g *Game) jihuoziRule() bool { return g.Rules.Cycle == CycleFourthAppearance }

// jihuoziReason judges a real move whose resulting board is h.
func (g *Game) jihuoziReason(h uint64) Reason {
	if g.jihuoziSuperko() && g.window()[h] > 0 {
		return Reason(board.ErrSuperko)
	}
	if g.appear[h] >= 3 {
		return ReasonFourthAppearance
	}
	return ""
}

// jihuoziCount records the board a real move left.
func (g *Game) jihuoziCount() {
	if g.Rules.Cycle != CycleFourthAppearance {
		return
	}
	h := g.b.Hash()
	g.appear[h]++
	g.window()[h]++
}

// jihuoziVirtual starts a new Art. 13(1) window with the board the virtual move re-shows.
func (g *Game) jihuoziVirtual() {
	h := g.b.Hash()
	g.appear[h]++
	w := map[uint64]int32{h: 1}
	g.st.window = &w
}

// jihuoziUncount takes back what the last ply, m, recorded: the board h it left. The state is
// already restored.
func (g *Game) jihuoziUncount(m moveRec, h uint64) {
	if g.Rules.Cycle != CycleFourthAppearance || (m.isPass() && !m.has(flagVirtual)) {
		return
	}
	g.appear[h]--
	if !m.has(flagVirtual) {
		g.window()[h]--
	}
}

// window is the Art. 13(1) table; resync builds it only under 计活子, so a Game whose rule
// set became 计活子 afterwards starts it empty.
func (g *Game) window() map[uint64]int32 {
	if g.st.window == nil {
		w := map[uint64]int32{}
		g.st.window = &w
	}
	return *g.st.window
}
