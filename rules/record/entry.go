package record

import (
	"goref/board"
	"goref/board/sgf"
)

// Entry is one entry of the main line, root excluded: a move; setup only (Color board.Empty);
// or a move value naming no point (Color board.Empty, listed in Record.Skipped, never played).
// 16 bytes: a record may hold 250,000, and its tree stands beside them while they are read.
type Entry struct {
	Node  *sgf.Node // the node holding it (nil after Record.Release, but for the nodes still read)
	point board.Packed
	Color board.Color
	flags entryFlags
}

type entryFlags uint8

const (
	entryVirtual entryFlags = 1 << iota // a pass carrying VM[]
	entrySetup                          // the node holds AB/AW/AE/PL, expanded when replayed
)

func entryOf(m *sgf.Move) Entry {
	e := Entry{Node: m.Node, point: m.Vertex.Pack(), Color: m.Color}
	if m.Virtual {
		e.flags |= entryVirtual
	}
	if m.HasSetup || m.Setup != nil {
		e.flags |= entrySetup
	}
	return e
}

// Vertex is the move's point, board.Pass for a pass or a virtual move (and for an entry that
// is no move).
func (e *Entry) Vertex() board.Vertex { return e.point.Vertex() }

// Virtual tells whether the move is a pass carrying VM[]: a 计活子 virtual move.
func (e *Entry) Virtual() bool { return e.flags&entryVirtual != 0 }

// HasSetup tells whether the entry's node holds setup (AB/AW/AE/PL).
func (e *Entry) HasSetup() bool { return e.flags&entrySetup != 0 }
