package record

import (
	"goref/board/sgf"
	"goref/rules/clock"
)

// MoveTime is a node's clock readings as written (BL/OB for Black, WL/OW for White), which
// rules/clock's Restore reads: the time and the periods or stones left after the ply.
func MoveTime(n *sgf.Node) clock.MoveTime {
	var mt clock.MoveTime
	mt.BL, _ = n.Get("BL")
	mt.OB, _ = n.Get("OB")
	mt.WL, _ = n.Get("WL")
	mt.OW, _ = n.Get("OW")
	return mt
}
