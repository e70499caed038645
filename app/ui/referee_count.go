package ui

import (
	"strings"

	"goref/app/i18n"
	"goref/board"
	"goref/rules/count"
)

// breakdown is the count the panel, the board and the slip show: the one that made the
// result once the table counted the game, else the table's count of the marks as they stand
// where play has stopped; nil otherwise.
func (r *referee) breakdown() (*count.Breakdown, error) {
	if !r.u.sess.AtTable() {
		return nil, nil
	}
	t := r.u.sess.Table()
	if bd := t.Breakdown(); bd != nil {
		return bd, nil
	}
	if t.Markable() {
		return t.Count()
	}
	return nil, nil
}

// uiLang is the UI language in the form rules/ and rules/result take (zh-Hans, ja, …).
func uiLang() string { return string(i18n.Tag()) }

// countSummary is the breakdown as the referee reads it aloud, with the result in the rule
// set's notation and as SGF RE.
func (r *referee) countSummary() string {
	bd, err := r.breakdown()
	if err != nil {
		return err.Error()
	}
	if bd == nil {
		return ""
	}
	// The result first: it is what the referee reads out, and what a short panel must show.
	var s strings.Builder
	s.WriteString(LD("Result: {{.Text}} (RE {{.RE}})", map[string]any{"Text": bd.Result.Text(uiLang()), "RE": bd.Result.SGF()}))
	for _, l := range bd.BodyIn(r.u.sess.Info.Height, i18n.Current()) {
		s.WriteByte('\n')
		s.WriteString(l)
	}
	return s.String()
}

// countView shades the count on the board from the count's label map — the one the record's
// TB/TW are written from: each side's scored points (territory, the dead stones' points, seki
// eyes where the rule set counts them), grey rings on the points nobody counts (dame, 手入れ,
// seki eyes under territory counting), the dead and seki stones — and rings the stones the
// estimator was unsure of.
func (r *referee) countView() {
	bd, _ := r.breakdown()
	if bd == nil || bd.Labels == nil {
		return
	}
	v := r.u.Board.View()
	l := bd.Labels
	v.Dead = without(bd.DeadStones, r.u.sess.Table().Cleared())
	v.Seki = bd.SekiStones
	v.Uncertain = r.u.sess.Table().Uncertain()
	v.Territory = make([]board.Color, len(l.Points))
	v.Shared = nil
	for i, lb := range l.Points {
		switch {
		case lb.Scored:
			v.Territory[i] = lb.Owner
		case lb.Kind != count.PointLive && lb.Kind != count.PointSeki:
			v.Shared = append(v.Shared, board.Vertex{X: i % l.W, Y: i / l.W})
		}
	}
	r.u.Board.SetView(v)
}

// without is vs less the points in off (the dead stones Ing's agreement took off the board
// are no longer there to be marked).
func without(vs, off []board.Vertex) []board.Vertex {
	if len(off) == 0 {
		return vs
	}
	gone := map[board.Vertex]bool{}
	for _, v := range off {
		gone[v] = true
	}
	var out []board.Vertex
	for _, v := range vs {
		if !gone[v] {
			out = append(out, v)
		}
	}
	return out
}
