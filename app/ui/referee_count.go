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
func (u *UI) breakdown() (*count.Breakdown, error) {
	if !u.sess.AtTable() {
		return nil, nil
	}
	t := u.sess.Table()
	if bd := t.Breakdown(); bd != nil {
		return bd, nil
	}
	if t.Markable() {
		return t.Count()
	}
	return nil, nil
}

// uiLang is the UI language in the form rules/ and rules/result take (zh-Hans, ja, …).
func uiLang() string { return strings.ReplaceAll(i18n.Current(), "_", "-") }

// countSummary is the breakdown as the referee reads it aloud, with the result in the rule
// set's notation and as SGF RE.
func (u *UI) countSummary() string {
	bd, err := u.breakdown()
	if err != nil {
		return err.Error()
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

// countView shades the count on the board from the count's ownership map: each side's
// territory (dead stones' points included), seki eyes, the points nobody counts, the dead and
// seki stones — the same map the record's TB/TW are written from — and rings the stones the
// estimator was unsure of.
func (u *UI) countView() {
	bd, _ := u.breakdown()
	if bd == nil {
		return
	}
	v := u.Board.View()
	b := u.sess.Board()
	w := b.Width()
	v.Dead = bd.DeadStones
	v.Seki = bd.SekiStones
	v.Uncertain = u.ref.uncertain
	v.Territory = make([]board.Color, w*b.Height())
	counted := make([]bool, w*b.Height())
	for _, sp := range []count.SidePoints{bd.TerritoryPoints, bd.SekiEyePoints} {
		for _, p := range sp.Black {
			v.Territory[p.Y*w+p.X], counted[p.Y*w+p.X] = board.Black, true
		}
		for _, p := range sp.White {
			v.Territory[p.Y*w+p.X], counted[p.Y*w+p.X] = board.White, true
		}
	}
	dead := map[board.Vertex]bool{}
	for _, d := range bd.DeadStones {
		dead[d] = true
	}
	v.Shared = nil
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < w; x++ {
			p := board.Vertex{X: x, Y: y}
			if !counted[y*w+x] && (b.At(p) == board.Empty || dead[p]) {
				v.Shared = append(v.Shared, p)
			}
		}
	}
	u.Board.SetView(v)
}
