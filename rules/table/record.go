package table

import (
	"strconv"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/count"
)

// Record is the game as the app saves it: the game information (RU, SZ, KM in points, HA,
// the setup stones, TM/OT, PB/PW), every ply with the mover's clock after it (BL/OB,
// WL/OW), the one referee log as GR with its explanation in C on the node of its ply (the root
// for ply 0), TB/TW from the count's ownership map on the last node, and RE (B+T, W+R, B+F,
// a count, 0, Void). Building it changes nothing.
func (t *Table) Record() *sgf.Node {
	root := t.header()
	t.writeInto(root, true)
	return root
}

// header is the root of a new record: the game information and the setup.
func (t *Table) header() *sgf.Node {
	cfg := t.cfg
	rs := cfg.Rules
	root := &sgf.Node{}
	root.Set("GM", "1")
	root.Set("FF", "4")
	root.Set("CA", "UTF-8")
	sgf.SetSize(root, cfg.Width, cfg.Height)
	set := func(n *sgf.Node, id, v string) {
		if v != "" {
			n.Set(id, v)
		}
	}
	set(root, "RU", rs.Name)
	root.Set("KM", strconv.FormatFloat(rs.KomiPoints(t.komi), 'f', -1, 64))
	if cfg.Handicap >= 2 {
		root.Set("HA", strconv.Itoa(cfg.Handicap))
	}
	set(root, "PB", cfg.Black)
	set(root, "PW", cfg.White)
	cfg.Info.write(root)
	if cfg.Time != nil {
		tm, ot := clock.FormatTime(*cfg.Time)
		set(root, "TM", tm)
		set(root, "OT", ot)
	}
	t.writeSetup(root)
	return root
}

// writeSetup puts the handicap and loaded stones on the root.
func (t *Table) writeSetup(root *sgf.Node) {
	var ab, aw []string
	for _, v := range t.handicapStones() {
		ab = append(ab, v.SGF())
	}
	if s := t.cfg.Setup; s != nil {
		for _, v := range s.Black {
			ab = append(ab, v.SGF())
		}
		for _, v := range s.White {
			aw = append(aw, v.SGF())
		}
	}
	if len(ab) > 0 {
		root.Set("AB", ab...)
	}
	if len(aw) > 0 {
		root.Set("AW", aw...)
	}
	if len(ab)+len(aw) > 0 {
		first := rules.FirstMover(t.cfg.Rules)
		if len(aw) == 0 {
			first = board.White
		}
		if s := t.cfg.Setup; s != nil && s.ToMove != board.Empty {
			first = s.ToMove
		}
		if t.Placing() > 0 {
			first = board.Black
		}
		root.Set("PL", first.String())
	}
}

// writeTerritory writes TB/TW from the count's label map: each side's scored points — its
// territory with the dead stones' points in it, and the seki eyes only where the rule set
// counts them (not under territory counting).
func writeTerritory(n *sgf.Node, labels *count.Labels) {
	s := labels.Scored()
	if tb := points(s.Black); len(tb) > 0 {
		n.Set("TB", tb...)
	}
	if tw := points(s.White); len(tw) > 0 {
		n.Set("TW", tw...)
	}
}

func points(vs []board.Vertex) []string {
	out := make([]string, 0, len(vs))
	for _, v := range vs {
		out = append(out, v.SGF())
	}
	return out
}
