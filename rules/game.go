package rules

import (
	"maps"

	"goref/board"
)

// Move is one ply of a game as the Game saw it (the game keeps it compactly: moves.go).
type Move struct {
	Color     board.Color
	Virtual   bool // 计活子 虚着
	PassStone bool // Ikeda II′ Art. 10: this pass handed a prisoner to the opponent
	koCapture bool // the move left a simple-ko point (Ikeda Art. 7 needs it)

	Vertex     board.Vertex // board.Pass for a pass or a virtual move
	Captures   int          // opponent stones removed
	OwnRemoved []board.Vertex
	RepeatsPly int // earliest ply with the same board, -1 if none (always -1 for passes)
	Events     []Event
	Cycle      *Cycle // the cycle this move completed, when it raised a cycle event
}

// Game applies a rule set to a board: it owns the board and the record of plies since setup.
// Moves need not alternate: Play takes the colour it is given, as records and referees need.
type Game struct {
	Rules Ruleset
	Log   RefereeLog

	b      *board.Board
	moves  []moveRec   // the record since setup, one a ply (Move is its whole form)
	extras []moveExtra // what a few plies have besides, in ply order
	st     state       // the state after the last ply
	undo   []undoState // the state before each ply
	base   int         // board ply of the game's ply 0 (moves before a mid-game setup are not on the board's history)

	sits   []sitKey         // the situation after each board ply, aligned with PlyHashes
	appear map[uint64]int32 // 计活子 Art. 13(2): appearances of each board over the whole game

	// refused is the Ing cycle the last refused move raised (Illegal.Cycle), which a
	// referee's cycle ruling concerns until the next ply.
	refused *Cycle
}

// sitKey is a situation: the board and the player to move.
type sitKey struct {
	hash   uint64
	toMove board.Color
}

// state is what a ply changes besides the board; Undo restores it whole.
type state struct {
	passes int   // consecutive passes and virtual moves are not passes
	halts  int   // how many times play has halted
	phase  Phase // see endgame.go
	ended  *Event
	inRun  bool // the last board move repeated an earlier situation

	hot    hotBan            // Ing 双热子/季热子: points the next mover may not take
	cycles []cycleBan        // Ing: classified cycles and whom they ban
	window *map[uint64]int32 // 计活子 Art. 13(1): boards since the last virtual move

	ikeda ikedaState
}

// NewGame takes over b (already sized and set up) and plays it under rs.
func NewGame(rs Ruleset, b *board.Board) *Game {
	g := &Game{Rules: rs, b: b}
	g.b.SetRules(g.boardKo(), rs.Suicide)
	g.resync()
	return g
}

// boardKo is the ko rule the board enforces itself; rules the Game judges (计活子's windowed
// superko) leave the board the simple-ko part.
func (g *Game) boardKo() board.KoRule {
	if g.jihuoziSuperko() {
		return board.KoSimple
	}
	return g.Rules.Ko
}

// Board is the position; callers must not play on it directly.
func (g *Game) Board() *board.Board { return g.b }

// Ended returns the event that ended the game, if any.
func (g *Game) Ended() *Event { return g.st.ended }

// Phase is where the game stands in its rule set's end-of-game procedure.
func (g *Game) Phase() Phase { return g.st.phase }

// resync notices a board whose history was restarted behind the game's back (a mid-game
// setup): the rule-set histories restart with it.
func (g *Game) resync() {
	if g.appear != nil && g.b.Ply() == len(g.moves)-g.base && len(g.sits) == g.b.Ply()+1 {
		return
	}
	g.base = len(g.moves) - g.b.Ply()
	hs := g.b.PlyHashes()
	g.sits = g.sits[:0]
	toMove := g.b.ToMove()
	if len(hs)%2 == 0 {
		toMove = toMove.Opponent()
	}
	if g.appear == nil {
		g.appear = map[uint64]int32{}
	}
	clear(g.appear)
	for _, h := range hs {
		g.sits = append(g.sits, sitKey{h, toMove})
		toMove = toMove.Opponent()
		g.appear[h]++
	}
	g.st.window = nil
	if g.jihuoziRule() {
		w := maps.Clone(g.appear)
		g.st.window = &w
	}
	g.st.cycles = nil
	g.st.hot = hotBan{}
}

// Legal tells whether c may play at v now, and if not, why: nil or *Illegal.
func (g *Game) Legal(c board.Color, v board.Vertex) error {
	g.resync()
	if r := g.check(c, v); r != "" {
		return &Illegal{Reason: r}
	}
	return nil
}

// check is Legal's reason, "" when legal.
func (g *Game) check(c board.Color, v board.Vertex) Reason {
	if err := g.b.Legal(c, v); err != nil {
		return g.boardReason(err)
	}
	if v.IsPass() {
		return g.passReason(c)
	}
	return g.pointReason(c, v)
}

// boardReason names a board refusal by its ground in the rule set: Ing calls the ko ban 热子.
// An immediate single-stone retake is `ko` under every other rule set, superko ones included:
// it is the most precise of the reasons that forbid it. Where suicide is allowed but a lone
// stone's is not (SuicideMulti), the refusal's ground is the rule set's own: under ROC the
// stone is taken off at once and the board stands as before, which Davis's superko forbids
// (Rules 5–6); 计活子 forbids it by name (「"颗子自亡"的着法是本规则的禁着」): `suicide`.
func (g *Game) boardReason(err error) Reason {
	switch {
	case err == board.ErrKo && g.Rules.Cycle == CycleIngContestDisturb:
		return ReasonHotStone
	case err == board.ErrSuicide && g.Rules.Ko == board.KoPositional && g.Rules.Suicide == board.SuicideMulti && !g.jihuoziRule():
		return Reason(board.ErrSuperko)
	}
	return illegal(err).Reason
}

// pointReason applies the rule set's own bans to a board move the board accepts.
func (g *Game) pointReason(c board.Color, v board.Vertex) Reason {
	if g.hotBanned(c, v) != nil {
		return ReasonHotStone
	}
	if g.jihuoziRule() || g.Rules.Cycle == CycleIngContestDisturb {
		h, _ := g.b.HashAfter(c, v)
		if g.jihuoziRule() {
			if r := g.jihuoziReason(h); r != "" {
				return r
			}
		}
		if g.Rules.Cycle == CycleIngContestDisturb && g.b.SeenWith(h, c.Opponent()) {
			if r, _ := g.ingCycle(c, v, h); r != "" {
				return r
			}
		}
	}
	return ""
}

// passReason applies the rule set's bans on passing.
func (g *Game) passReason(c board.Color) Reason {
	if g.Rules.Cycle == CycleIkedaGameEnds && g.ikedaPassBanned(c) {
		return ReasonMustNotPass
	}
	return ""
}

// IllegalPoint is an empty point the player may not play on, and why.
type IllegalPoint struct {
	Vertex board.Vertex
	Reason Reason
}

// IllegalMoves appends every empty point where c may not play now, with the reason — the
// overlay the board view draws after each move. With buffers of capacity Width×Height it
// allocates only what the rule set's own histories need.
func (g *Game) IllegalMoves(c board.Color, buf []IllegalPoint) []IllegalPoint {
	g.resync()
	var bp [board.MaxSize * board.MaxSize]board.IllegalPoint
	for _, p := range g.b.IllegalMoves(c, bp[:0]) {
		buf = append(buf, IllegalPoint{p.Vertex, g.boardReason(p.Reason)})
	}
	if !g.ownBans() {
		return buf
	}
	var lp [board.MaxSize * board.MaxSize]board.Vertex
	for _, v := range g.b.LegalMoves(c, lp[:0]) {
		if r := g.pointReason(c, v); r != "" {
			buf = append(buf, IllegalPoint{v, r})
		}
	}
	return buf
}

// ownBans tells whether the rule set forbids board moves the board itself allows.
func (g *Game) ownBans() bool {
	return g.Rules.IngHotStones || g.jihuoziRule() || g.Rules.Cycle == CycleIngContestDisturb
}

// Play plays c at v (board.Pass to pass). An illegal move returns *Illegal and changes nothing.
// Play goes on after a halt or the end of the game: the moves are resumed play with the full
// history (a record may hold them; the referee panel calls Resume first).
func (g *Game) Play(c board.Color, v board.Vertex) (Move, error) {
	g.resync()
	if c != board.Black && c != board.White {
		return Move{}, illegal(board.ErrNoColor)
	}
	var cyc *Cycle
	if v.IsPass() {
		if err := g.b.Legal(c, v); err != nil {
			return Move{}, &Illegal{Reason: g.boardReason(err)}
		}
		if r := g.passReason(c); r != "" {
			return Move{}, &Illegal{Reason: r}
		}
	} else if g.ownBans() {
		// The board's refusal comes first (an occupied point is occupied, not hot); without
		// bans of its own the rule set leaves the whole judgement to the board's Play in commit.
		if err := g.b.Legal(c, v); err != nil {
			return Move{}, &Illegal{Reason: g.boardReason(err)}
		}
		if cy := g.hotBanned(c, v); cy != nil {
			return Move{}, g.refuseCycle(ReasonHotStone, cy)
		}
		h, _ := g.b.HashAfter(c, v)
		if g.jihuoziRule() {
			if r := g.jihuoziReason(h); r != "" {
				return Move{}, &Illegal{Reason: r}
			}
		}
		if g.Rules.Cycle == CycleIngContestDisturb && g.b.SeenWith(h, c.Opponent()) {
			r, cy := g.ingCycle(c, v, h)
			if r != "" {
				if cy != nil {
					return Move{}, g.refuseCycle(r, cy)
				}
				return Move{}, &Illegal{Reason: r}
			}
			cyc = cy
		}
		if g.Rules.ShamelessKoDead && len(g.st.cycles) > 0 {
			if cy := g.falseLifeBan(c, h); cy != nil {
				return Move{}, g.refuseFalseLife(cy)
			}
		}
	}
	m, err := g.commit(c, v, false, cyc)
	if err != nil {
		return Move{}, err
	}
	if m.Cycle != nil && g.Rules.ShamelessKoDead {
		// The owner of a shameless ko may not be the one to close its lap either.
		for _, ev := range m.Events {
			if ev.Verdict == VerdictFalseLife && ev.Disturber == c.String() {
				cy := m.Cycle
				g.Undo()
				return Move{}, g.refuseFalseLife(cy)
			}
		}
	}
	return m, nil
}

// PlayVirtual plays a 计活子 virtual move (虚着): a stone put off the board. It counts as a
// move and lifts the Art. 13(1) window; Art. 13(2) still forbids a board's fourth appearance.
// Under other rule sets it is a pass.
func (g *Game) PlayVirtual(c board.Color) (Move, error) {
	g.resync()
	if c != board.Black && c != board.White {
		return Move{}, illegal(board.ErrNoColor)
	}
	if g.Rules.Cycle != CycleFourthAppearance {
		return g.Play(c, board.Pass)
	}
	if g.appear[g.b.Hash()] >= 3 {
		return Move{}, &Illegal{Reason: ReasonFourthAppearance}
	}
	return g.commit(c, board.Pass, true, nil)
}

// commit plays a move already judged legal and applies its consequences.
func (g *Game) commit(c board.Color, v board.Vertex, virtual bool, cyc *Cycle) (Move, error) {
	prev := g.b.Captures(c.Opponent())
	n, err := g.b.Play(c, v)
	if err != nil {
		return Move{}, &Illegal{Reason: g.boardReason(err)}
	}
	g.pushUndo() // the state before the ply
	g.refused = nil
	g.resumeImplicitly(c)
	m := Move{Color: c, Vertex: v, Virtual: virtual, Captures: n, RepeatsPly: -1}
	if g.b.Captures(c.Opponent()) > prev {
		m.OwnRemoved = g.b.LastRemoved()
	}
	if _, _, ok := g.b.KoPoint(); ok && !v.IsPass() {
		m.koCapture = true
	}
	g.st.hot = hotBan{}
	sit := sitKey{g.b.Hash(), g.b.ToMove()}
	g.sits = append(g.sits, sit)
	repeatsSit := false
	switch {
	case virtual:
		g.jihuoziVirtual()
		g.st.passes = 0
	case v.IsPass():
		g.st.passes++
		g.st.inRun = false
		m.Events = append(m.Events, g.afterPass(c, &m)...)
	default:
		g.st.passes = 0
		if ply, ok := g.b.Repeats(); ok {
			m.RepeatsPly = ply + g.base
		}
		g.jihuoziCount()
		repeatsSit = g.sitRepeats(sit)
		if g.Rules.IngHotStones {
			g.st.hot = g.ingHotAfter(c, v, n)
		}
	}
	if repeatsSit {
		if !g.st.inRun {
			m.Events = append(m.Events, g.cycleEvents(c, &m, cyc)...)
		}
		g.st.inRun = true
	} else if !v.IsPass() {
		g.st.inRun = false
	}
	if g.Rules.Cycle == CycleIkedaGameEnds && !v.IsPass() && m.RepeatsPly >= 0 && g.st.ended == nil {
		if ev := g.ikedaRepetition(&m); ev != nil {
			m.Events = append(m.Events, *ev)
		}
	}
	for i := range m.Events {
		if m.Events[i].Kind == EventGameEnd && g.st.ended == nil {
			ev := m.Events[i]
			g.st.ended = &ev
			g.st.phase = PhaseEnded
		}
	}
	g.push(&m)
	return m, nil
}

// sitRepeats tells whether the situation just reached stood before. The board keeps the same
// situations as a counted set (O(1)); the scan is for a history the board restarted.
func (g *Game) sitRepeats(s sitKey) bool {
	if len(g.sits) == g.b.Ply()+1 {
		return g.b.SituationCount() > 1
	}
	return g.sitCount(s) > 1
}

// sitCount counts how often the situation stood since setup, the current ply included.
func (g *Game) sitCount(s sitKey) int {
	n := 0
	for _, x := range g.sits {
		if x == s {
			n++
		}
	}
	return n
}

// cycleEvents is the rule set's verdict when a board move recreates an earlier situation
// (board and player to move).
func (g *Game) cycleEvents(c board.Color, m *Move, cyc *Cycle) []Event {
	switch g.Rules.Cycle {
	case CycleRefereeDecides:
		m.Cycle = g.findCycle(m)
		if ev, ok := g.falseLife(m.Cycle); ok {
			return []Event{ev}
		}
		return []Event{{Kind: EventCycle, Verdict: VerdictRefereeDrawOrReplay}}
	case CycleNoResultAgreed:
		m.Cycle = g.findCycle(m)
		if ev, ok := g.falseLife(m.Cycle); ok {
			return []Event{ev}
		}
		return []Event{{Kind: EventCycle, Verdict: VerdictNoResultByAgreement}}
	case CycleIngContestDisturb:
		if cyc == nil {
			return nil
		}
		m.Cycle = cyc
		g.st.cycles = append(g.st.cycles[:len(g.st.cycles):len(g.st.cycles)], cycleBan{cyc})
		return []Event{g.ingCycleEvent(cyc)}
	}
	return nil
}

// Undo takes back the last ply; the log stays as it is (see TakeBack).
func (g *Game) Undo() bool {
	after := g.b.Hash() // the board the last ply left
	if len(g.moves) == 0 || len(g.moves)-g.base <= 0 || !g.b.Undo() {
		return false
	}
	last := g.moves[len(g.moves)-1]
	g.refused = nil
	g.pop()
	g.sits = g.sits[:len(g.sits)-1]
	g.st = g.popUndo()
	g.jihuoziUncount(last, after)
	return true
}

// TakeBack takes back the last ply as a take-back in the game does: the ply and the log entries
// made since it was played, which were about a position that is gone (a take-back the referee
// logs is noted afterwards).
func (g *Game) TakeBack() bool {
	if !g.Undo() {
		return false
	}
	g.Log.dropAfter(len(g.moves))
	return true
}
