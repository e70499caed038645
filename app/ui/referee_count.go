package ui

import (
	"sort"
	"strings"

	"goref/app/i18n"
	"goref/board"
	"goref/rules"
	"goref/rules/count"
)

// countInput is what the referee brings to the count: the marks on the board, the prisoners,
// the handicap, the penalties of the referee log and, for Ikeda II′, the stones placed
// after the first resumption.
func (u *UI) countInput() count.Input {
	info := u.sess.Info
	g := u.sess.Game()
	b := g.Board()
	in := count.Input{
		Rules: info.Rules, Komi: info.Komi, Handicap: info.Handicap, Dead: vertexList(u.dead),
		Prisoners:     count.Pair{Black: b.Captures(board.Black), White: b.Captures(board.White)},
		PenaltyPoints: count.Pair{Black: g.Log.PenaltyPoints(board.Black), White: g.Log.PenaltyPoints(board.White)},
	}
	if u.ref.sekiSet {
		in.Seki = vertexList(u.ref.seki)
		in.NoSeki = len(in.Seki) == 0
	}
	if r := u.ref.resumedAt; r >= 0 && info.Rules.Dispute == rules.DisputeIkedaResume {
		for _, m := range g.Moves()[min(r, len(g.Moves())):] {
			if !m.Vertex.IsPass() && b.At(m.Vertex) == m.Color {
				in.Resumed = append(in.Resumed, m.Vertex)
			}
		}
	}
	return in
}

// recount counts the position with the marks on screen; the panel shows it before the
// players accept, and the same breakdown becomes the result.
func (u *UI) recount() {
	u.ref.bd, u.ref.countErr = count.Score(u.sess.Board(), u.countInput())
}

// vertexList returns the set's points in board order (a stable order for the record).
func vertexList(set map[board.Vertex]bool) []board.Vertex {
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

// uiLang is the UI language in the form rules/ and rules/result take (zh-Hans, ja, …).
func uiLang() string { return strings.ReplaceAll(i18n.Current(), "_", "-") }

// countSummary is the breakdown as the referee reads it aloud, with the result in the rule
// set's notation and as SGF RE.
func (u *UI) countSummary() string {
	bd := u.ref.bd
	if u.ref.countErr != nil {
		return u.ref.countErr.Error()
	}
	if bd == nil {
		return ""
	}
	var s strings.Builder
	for _, l := range bd.LinesIn(u.sess.Info.Height, i18n.Phrase) {
		if strings.HasPrefix(l, "result:") {
			continue
		}
		s.WriteString(l)
		s.WriteByte('\n')
	}
	s.WriteString(LD("Result: {{.Text}} (RE {{.RE}})", map[string]any{"Text": bd.Result.Text(uiLang()), "RE": bd.Result.SGF()}))
	return s.String()
}

// countView shades the count on the board: territory, shared points, seki and dead stones,
// and rings the stones the estimator was unsure of.
func (u *UI) countView() {
	v := u.Board.View()
	b := u.sess.Board()
	v.Dead = vertexList(u.dead)
	v.Uncertain = u.ref.uncertain
	v.Territory = territory(b, v.Dead)
	v.Shared = nil
	for _, r := range b.EmptyRegionsIgnoring(v.Dead) {
		if r.Owner() == board.Empty {
			v.Shared = append(v.Shared, r.Points...)
		}
	}
	v.Seki = nil
	if bd := u.ref.bd; bd != nil {
		v.Seki = bd.SekiStones
	}
	u.Board.SetView(v)
}

// writeMarks records the agreed dead stones and territory on the current node as TB/TW (the
// CGoban convention that sgf.DeadStones, `goref score` and other programs read).
func (u *UI) writeMarks() {
	b := u.sess.Board()
	dead := vertexList(u.dead)
	t := territory(b, dead)
	var tb, tw []string
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			v := board.Vertex{X: x, Y: y}
			switch t[y*b.Width()+x] {
			case board.Black:
				if b.At(v) != board.Black {
					tb = append(tb, v.SGF())
				}
			case board.White:
				if b.At(v) != board.White {
					tw = append(tw, v.SGF())
				}
			}
		}
	}
	n := u.sess.Node()
	n.Delete("TB")
	n.Delete("TW")
	if len(tb) > 0 {
		n.Set("TB", tb...)
	}
	if len(tw) > 0 {
		n.Set("TW", tw...)
	}
}
