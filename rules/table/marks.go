package table

import (
	"sort"

	"goref/board"
	"goref/rules"
	"goref/rules/count"
)

// marks is the end-of-game agreement in progress: dead and seki marks, acceptances, a dispute.
type marks struct {
	dead     map[board.Vertex]bool
	seki     map[board.Vertex]bool
	sekiSet  bool // seki marks decide (else rules/count detects seki)
	accepted [3]bool
	disputer board.Color    // a dispute waiting for its path (J89: confirmation or resumption)
	focus    []board.Vertex // the group marked last: the one a J89 confirmation is about
	// uncertain are the stones the estimator's proposal was unsure of.
	uncertain []board.Vertex
}

func (m *marks) reset() {
	m.dead, m.seki = map[board.Vertex]bool{}, map[board.Vertex]bool{}
	m.sekiSet, m.accepted, m.disputer, m.focus, m.uncertain = false, [3]bool{}, board.Empty, nil, nil
}

// sorted lists a set's points in board order (a stable order for records and counts).
func sorted(set map[board.Vertex]bool) []board.Vertex {
	out := make([]board.Vertex, 0, len(set))
	for v, on := range set {
		if on {
			out = append(out, v)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Y != out[j].Y {
			return out[i].Y < out[j].Y
		}
		return out[i].X < out[j].X
	})
	return out
}

// Dead is the stones marked dead, in board order.
func (t *Table) Dead() []board.Vertex { return sorted(t.dead) }

// Seki is the stones marked seki and whether the marks decide (false: the count detects seki).
func (t *Table) Seki() ([]board.Vertex, bool) { return sorted(t.seki), t.sekiSet }

// Accepted tells whether c has accepted the marks and the count.
func (t *Table) Accepted(c board.Color) bool { return t.accepted[c] }

// Disputer is the player whose dispute waits for its path (J89: confirmation by play or
// resumption), board.Empty if none.
func (t *Table) Disputer() board.Color { return t.disputer }

// ProofByCapture tells whether Ing's 提取证明 is under way: only captured stones are dead.
func (t *Table) ProofByCapture() bool { return t.proof }

// ResumedAt is the ply of the first resumption (Ikeda II′), -1 before.
func (t *Table) ResumedAt() int { return t.game.FirstResumption() }

// Markable tells whether dead stones are marked now: play halted after the passes, Ing's
// cleared phase, or ended by passes and not yet counted.
func (t *Table) Markable() bool {
	if t.outcome != nil || t.conf != nil {
		return false
	}
	switch t.game.Phase() {
	case rules.PhaseHalted, rules.PhaseCleared:
		return true
	case rules.PhaseEnded:
		e := t.game.Ended()
		return e != nil && e.Reason == rules.ReasonPasses
	}
	return false
}

// MarkDead toggles dead the group of each stone in vs, as one click on the board marks it: its
// related group (count.RelatedGroup: the stones of its colour joined through that colour's
// stones and empty points, never through the opponent's, as Sabaki marks), all dead when the
// stone clicked was not, all alive when it was. Several stones are one mark: their groups
// together, dead unless every stone listed already was. Any change takes back the acceptances. Refused
// unless play has stopped — except under Ing's 可争禁虚 during play, where the referee marks
// the stones the players see as dead so that a pass is judged against them (PassAllowed); the
// marks stand when play stops. Refused too once Ing's agreement cleared the dead stones.
func (t *Table) MarkDead(vs ...board.Vertex) (Update, error) {
	return t.do(Input{Op: opDead, Vertices: vs}, func(u *Update) error { return t.mark(u, vs, false) })
}

// MarkSeki toggles seki the related group of each stone in vs, as MarkDead does; the first
// seki mark starts from what the count detected, and from then on the marks decide.
func (t *Table) MarkSeki(vs ...board.Vertex) (Update, error) {
	return t.do(Input{Op: opSeki, Vertices: vs}, func(u *Update) error { return t.mark(u, vs, true) })
}

func (t *Table) mark(u *Update, vs []board.Vertex, seki bool) error {
	if t.outcome != nil {
		return errGameOver
	}
	if !t.Markable() && !t.passMarking() {
		return &Refused{Kind: KindRefused, Reason: RefusedNotHalted}
	}
	if t.agreedCleared {
		// 死子清完: the agreed dead stones are off the board; a disagreement resumes play
		// (「清除死子如有歧见，着手可再继续」: Dispute), a mark changes nothing any more.
		return &Refused{Kind: KindRefused, Reason: RefusedCleared}
	}
	b := t.game.Board()
	for _, v := range vs {
		if !v.In(b.Width(), b.Height()) || b.At(v) == board.Empty {
			return &Refused{Kind: KindRefused, Reason: "no stone at " + v.GTP(b.Height())}
		}
	}
	set, other := t.dead, t.seki
	if seki {
		if !t.sekiSet {
			if bd, err := t.Count(); err == nil {
				for _, s := range bd.SekiStones {
					t.seki[s] = true
				}
			}
			t.sekiSet = true
		}
		set, other = t.seki, t.dead
	}
	if t.legacy { // a version 1 journal toggled each stone's chain in turn
		for _, v := range vs {
			toggle(set, other, b.Chain(v), !set[v])
			t.focus = b.Chain(v)
		}
	} else {
		group, on := markedTogether(b, vs, set)
		toggle(set, other, group, on)
		t.focus = group
		t.resolve(group)
	}
	t.accepted = [3]bool{}
	return nil
}

// markedTogether is what one mark of the stones vs changes: their related groups, together,
// marked when any stone listed is not marked yet and unmarked when every one is. A referee who
// lists each chain of a dead shape in one line (`dead C3,D4`) marks the shape once, even where
// two of the chains form one related group (toggling each stone in turn would unmark it again).
func markedTogether(b *board.Board, vs []board.Vertex, set map[board.Vertex]bool) ([]board.Vertex, bool) {
	var group []board.Vertex
	seen := map[board.Vertex]bool{}
	on := false
	for _, v := range vs {
		on = on || !set[v]
		if seen[v] {
			continue
		}
		for _, s := range count.RelatedGroup(b, v) {
			if !seen[s] {
				seen[s] = true
				group = append(group, s)
			}
		}
	}
	return group, on
}

func toggle(set, other map[board.Vertex]bool, stones []board.Vertex, on bool) {
	for _, s := range stones {
		if on {
			set[s] = true
			delete(other, s)
		} else {
			delete(set, s)
		}
	}
}

// Count counts the position with the marks as they stand (the panel shows it before the
// players accept; the same count becomes the result). Its Labels are the one map of the
// board: the view shades it and the record's TB/TW are written from it.
func (t *Table) Count() (*count.Breakdown, error) {
	return count.Score(t.game.Board(), t.CountInput())
}

// CountInput is what the table brings to the count: the marks, the prisoners, the komi, the
// handicap, every penalty of the one log (the Ing clock's included), the passes and virtual
// moves, and for Ikeda the pass stones and the stones placed after the first resumption.
func (t *Table) CountInput() count.Input {
	g := t.game
	in := count.Input{Rules: t.cfg.Rules, Komi: t.komi, Handicap: t.cfg.Handicap,
		Dead: sorted(t.dead), Prisoners: t.Prisoners(), PenaltyPoints: t.Penalties(), AtTable: true,
		// at the table J89 Art. 8 is counted as written: no territory next to an open dame
		DameStrict: true}
	if t.bdOpened {
		// An opened record's count is the record's, made where nobody can fill a dame any
		// more: open dame are neutral, as `goref score` counts a record, so the count agrees
		// with the result the players recorded instead of making every group beside an open
		// dame a seki (Art. 8 read literally is the table's, with the dame filled first).
		in.AtTable, in.DameStrict = false, false
	}
	if t.proof {
		in.Dead = nil
	}
	if t.sekiSet {
		in.Seki = sorted(t.seki)
		in.NoSeki = len(in.Seki) == 0
	}
	in.TakePlayed(g)
	return in
}

// passMarking tells whether marks made during play are the referee's view for Ing's pass
// rule.
func (t *Table) passMarking() bool {
	return t.cfg.Rules.NoPassWhileDame && !t.proof && t.game.Phase() == rules.PhasePlaying && t.conf == nil
}
