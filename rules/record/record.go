package record

import (
	"fmt"
	"runtime"
	"slices"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
)

// Record is one game of an SGF file, read for replay.
type Record struct {
	Root          *sgf.Node
	Width, Height int
	Info          Info
	InfoErr       error     // what of the game information could not be read (Info has the rest)
	Setup         sgf.Setup // the root's AB/AW/AE and PL
	// Moves is the main line, root excluded, read as sgf.LenientMainLineLazy reads it.
	Moves []Entry
	// Skipped are the move and setup values naming no point of the board, left out.
	Skipped []*sgf.Skipped
	// Last is the last node of the main line: its TB/TW mark the dead stones.
	Last *sgf.Node

	scratch sgf.Setup // the setup lists of the node being replayed, used again for each
}

// Read reads game root for replay: it must be Go (GM), its size readable (SZ) and its PL valid.
// A move or setup value naming no point is not an error here: it is left out and listed in
// Skipped (the command line refuses such records, the app opens them).
func Read(root *sgf.Node) (*Record, error) { return read(root, false) }

// ReadReleased is Read and Release in one walk, for the command line's long records: each
// node of the main line is let go as soon as its entries are made, so the tree and the list
// never stand whole side by side. root's game information is read first; root itself stays
// whole (only its links go) until Release copies its properties.
func ReadReleased(root *sgf.Node) (*Record, error) {
	info, infoErr := ReadInfo(root)
	r, err := read(root, true)
	if err != nil {
		return nil, err
	}
	r.Info, r.InfoErr = info, infoErr
	r.Release()
	return r, nil
}

func read(root *sgf.Node, release bool) (*Record, error) {
	r := &Record{Root: root, Last: root}
	nodes := 0
	for n := root; len(n.Children) > 0; n = n.Children[0] {
		r.Last = n.Children[0]
		nodes++
	}
	r.Moves = make([]Entry, 0, nodes) // one a node but for the rare node with B and W
	w, h, line, err := sgf.GoMainLineEach(root, func(n *sgf.Node, ms []sgf.Move) {
		at := len(r.Moves)
		for i := range ms {
			r.Moves = append(r.Moves, entryOf(&ms[i]))
		}
		if release {
			r.let(n, r.Moves[at:])
		}
	})
	if err != nil {
		return nil, err
	}
	r.Width, r.Height, r.Setup, r.Skipped = w, h, line.Setup, line.Skipped
	if !release {
		r.Info, r.InfoErr = ReadInfo(root)
	}
	return r, nil
}

// let cuts node n, just read into entries, from the tree behind it (its parent's links to
// it and its variations). A node the replay still reads (setup, the last) keeps its
// properties; the others lose them and their entries lose n.
func (r *Record) let(n *sgf.Node, entries []Entry) {
	if p := n.Parent; p != nil {
		p.Children, n.Parent = nil, nil
	}
	if n == r.Last || len(entries) > 0 && entries[0].HasSetup() {
		return
	}
	n.Props = nil
	for i := range entries {
		entries[i].Node = nil
	}
}

// Plies is the number of moves on the main line (setup-only nodes and values naming no point
// are not moves).
func (r *Record) Plies() int {
	n := 0
	for i := range r.Moves {
		if r.Moves[i].Color != board.Empty {
			n++
		}
	}
	return n
}

// ToMove is who moves first from the record's setup: PL; else the colour of the main line's
// first move; else White when black stones alone stand (a handicap); else the rule set's first
// player.
func (r *Record) ToMove(rs rules.Ruleset) board.Color {
	first := board.Empty
	for i := range r.Moves {
		if c := r.Moves[i].Color; c != board.Empty {
			first = c
			break
		}
	}
	return FirstToMove(r.Setup, first, rs)
}

// FirstToMove is the rule of ToMove for a setup s whose first move is by firstMove
// (board.Empty: none).
func FirstToMove(s sgf.Setup, firstMove board.Color, rs rules.Ruleset) board.Color {
	switch {
	case s.ToPlay != board.Empty:
		return s.ToPlay
	case firstMove != board.Empty:
		return firstMove
	case len(s.Black) > 0 && len(s.White) == 0:
		return board.White
	}
	return rules.FirstMover(rs)
}

// Start sizes b to the record and puts the root's setup on it, with the player to move
// (ToMove).
func (r *Record) Start(b *board.Board, rs rules.Ruleset) error {
	b.Reset(r.Width, r.Height)
	return start(b, r.Setup, r.ToMove(rs))
}

// StartTree is Start for a tree read as it stands (the app's record, variations and all): the
// root's setup, the player to move as Start has it, on b sized to the tree.
func StartTree(b *board.Board, root *sgf.Node, rs rules.Ruleset) error {
	w, h := b.Width(), b.Height()
	s, _, err := sgf.LenientNodeSetup(root, w, h)
	if err != nil {
		return err
	}
	first := board.Empty
	for n := root; first == board.Empty && len(n.Children) > 0; {
		n = n.Children[0]
		for _, m := range sgf.LenientNodeMoves(n, w, h) {
			if m.Bad == nil {
				first = m.Color
				break
			}
		}
	}
	return start(b, s, FirstToMove(s, first, rs))
}

func start(b *board.Board, s sgf.Setup, toMove board.Color) error {
	if err := b.Setup(s.Black, s.White, s.Empty); err != nil {
		return fmt.Errorf("setup: %v", err)
	}
	b.SetToMove(toMove)
	return nil
}

// Opening is the position before the main line's first move: the root's setup and that of the
// nodes ahead of the first move (some servers write the handicap stones in the node after the
// root), with the player to move.
func (r *Record) Opening(rs rules.Ruleset) (black, white []board.Vertex, toMove board.Color, err error) {
	b, err := board.New(r.Width, r.Height)
	if err != nil {
		return nil, nil, board.Empty, err
	}
	if err := r.Start(b, rs); err != nil {
		return nil, nil, board.Empty, err
	}
	for i := range r.Moves {
		m := &r.Moves[i]
		if st := r.setupOf(m); st != nil {
			applySetup(b, st)
		}
		if m.Color != board.Empty {
			break
		}
	}
	return b.Stones(board.Black), b.Stones(board.White), b.ToMove(), nil
}

// OpeningStones counts the stones set up before the main line's first move: the root's AB and
// AW and those of the nodes ahead of the first move (points as written, without a board).
func (r *Record) OpeningStones() (black, white int) {
	black, white = len(r.Setup.Black), len(r.Setup.White)
	for i := range r.Moves {
		m := &r.Moves[i]
		if st := r.setupOf(m); st != nil {
			black += len(st.Black)
			white += len(st.White)
		}
		if m.Color != board.Empty {
			break
		}
	}
	return black, white
}

// setupOf is the setup of an entry of Moves, expanded only now (records re-laying the board
// on every node stay small in memory); it is good until the next call.
func (r *Record) setupOf(m *Entry) *sgf.Setup {
	if !m.HasSetup() {
		return nil
	}
	return sgf.ExpandSetup(m.Node, r.Width, r.Height, &r.scratch)
}

// Release lets the collector have the game's tree while the record is replayed, for the
// command line's long records: the nodes the replay still reads (the root, those whose setup
// is expanded when replayed, and Last) are cut from it, the others dropped. Afterwards the tree
// is not usable, the moves' Node is nil but for those, and a Replay reads no GR.
func (r *Record) Release() {
	// Every node is cut from its parent and children: a game's nodes are in blocks (sgf's
	// buildTree), and a kept node keeps its block, whose other nodes would keep the rest of
	// the tree. The properties of the root and the last node are copied: the file's values
	// are one array and its properties are in blocks, which they alone would keep (a setup
	// node in the line keeps them anyway).
	root, last := r.Root, r.Last
	for stack := []*sgf.Node{root}; len(stack) > 0; {
		n := stack[len(stack)-1]
		stack = append(stack[:len(stack)-1], n.Children...)
		n.Parent, n.Children = nil, nil
	}
	ownProps(root)
	ownProps(last)
	for i := range r.Moves {
		m := &r.Moves[i]
		if !m.HasSetup() && m.Node != last {
			m.Node = nil
		}
	}
}

// ownProps gives n properties of its own, apart from the file's blocks and values.
func ownProps(n *sgf.Node) {
	n.Props = slices.Clone(n.Props)
	for i := range n.Props {
		n.Props[i].Values = slices.Clone(n.Props[i].Values)
	}
}

// Reserve makes room in g for the record's plies. For a long record the tree Release let go is
// collected first: the histories of a million plies are 180 MB, and reserved at once they would
// stand beside the tree's garbage at the peak.
func (r *Record) Reserve(g *rules.Game) {
	n := r.Plies()
	if n > 100_000 {
		runtime.GC()
	}
	g.Reserve(n)
}
