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

// countView shades the count on the board from the count's label map — the one the record's
// TB/TW are written from: each side's scored points (territory, the dead stones' points, seki
// eyes where the rule set counts them), grey rings on the points nobody counts (dame, 手入れ,
// seki eyes under territory counting), the dead and seki stones — and rings the stones the
// estimator was unsure of.
func (u *UI) countView() {
	bd, _ := u.breakdown()
	if bd == nil || bd.Labels == nil {
		return
	}
	v := u.Board.View()
	l := bd.Labels
	v.Dead = bd.DeadStones
	v.Seki = bd.SekiStones
	v.Uncertain = u.sess.Table().Uncertain()
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
	u.Board.SetView(v)
}
