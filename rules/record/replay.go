package record

import (
	"goref/board"
	"goref/board/sgf"
	"goref/rules"
)

// Replay plays a record's moves on a rules.Game by the one policy of the package comment:
// each move as the colour the record gives, an illegal one skipped, VM a virtual move, setup
// put on the board as it stands. Make it with Record.NewReplay for the main line (Step for
// each entry of Record.Moves, then End) or NewReplay for a path through a tree (Node).
type Replay struct {
	Game *rules.Game
	// Log: the GR values of every node replayed go into the game's referee log at their ply
	// (rules.Game.Note), nodes without a move or setup between the moves included. The tree
	// must be whole (not Released).
	Log bool

	rec       *Record
	plies     int       // the moves tried, illegal ones included
	setupNode *sgf.Node // the node whose setup was put last: a node holding B and W is two entries, one setup
	at        *sgf.Node // Log, main line: the node whose GR goes into the log next (nil: none)
}

// Ply is what the replay did with one entry of the record: a move tried, or setup only.
type Ply struct {
	// N is the move's number: the record's moves from 1, illegal ones included (the setup is
	// ply 0). For an entry with setup only it is the number the next move will have.
	N       int
	Color   board.Color  // board.Empty: the entry held setup only (or a value naming no point)
	Vertex  board.Vertex // board.Pass for a pass or a virtual move
	Virtual bool         // a pass carrying VM: a 计活子 virtual move (a pass under other rule sets)
	Node    *sgf.Node    // the node holding it (nil after Record.Release)
	// MidSetup: the entry put setup stones on the board after the game had begun (a move was
	// played before): the position is as the record sets it and the repetition history
	// restarts there.
	MidSetup bool
	// Err is why the move was not played (*rules.Illegal, usually): the position stayed as it
	// was. nil for a move played, which is the game's last Move.
	Err error
}

// IsMove tells whether the entry held a move (legal or not).
func (p *Ply) IsMove() bool { return p.Color != board.Empty }

// Legal tells whether the entry held a move and it was played.
func (p *Ply) Legal() bool { return p.Color != board.Empty && p.Err == nil }

// Reason is why a move was refused ("" when it was played): the rule set's reason word.
func (p *Ply) Reason() rules.Reason {
	if p.Err == nil {
		return ""
	}
	if ie, ok := p.Err.(*rules.Illegal); ok {
		return ie.Reason
	}
	return rules.Reason(p.Err.Error())
}

// Event is what a refused move raised (an Ing refusal that ends a cycle names the 搅方), or nil.
func (p *Ply) Event() *rules.Event {
	if ie, ok := p.Err.(*rules.Illegal); ok {
		return ie.Event
	}
	return nil
}

// Name is the move as the command line writes it: "virtual", "pass" or the GTP vertex of a
// board h points high.
func (p *Ply) Name(h int) string {
	if p.Virtual {
		return "virtual"
	}
	return p.Vertex.GTP(h)
}

// NewReplay replays the record's main line on g, whose board Start set up (or holds the same
// position: the table's).
func (r *Record) NewReplay(g *rules.Game) *Replay {
	return &Replay{Game: g, rec: r, at: r.Root}
}

// NewReplay replays the nodes of a tree on g, whose board StartTree set up: Node for each node
// of the path from the root.
func NewReplay(g *rules.Game) *Replay { return &Replay{Game: g} }

// Plies is the number of moves tried so far, illegal ones included.
func (r *Replay) Plies() int { return r.plies }

// Step replays one entry of Record.Moves: its setup (once for its node), then its move.
func (r *Replay) Step(m *Entry) Ply {
	if r.Log && m.Node != nil && m.Node != r.at {
		r.logTo(m.Node)
	}
	p := Ply{N: r.plies + 1, Color: m.Color, Vertex: m.Vertex(), Virtual: m.Virtual(), Node: m.Node}
	if m.HasSetup() && (m.Node == nil || m.Node != r.setupNode) {
		st := r.rec.setupOf(m)
		r.setupNode = m.Node
		p.MidSetup = r.setup(st)
	}
	if m.Color != board.Empty {
		p.Err = r.play(m.Color, p.Vertex, p.Virtual)
	}
	return p
}

// End closes the replay of the main line: with Log, the GR of the nodes after the last move
// (up to Record.Last) go into the log.
func (r *Replay) End() {
	if r.Log && r.rec != nil {
		r.logTo(nil)
	}
}

// logTo puts into the log the GR of the node replayed last and of the nodes between it and n
// on the main line (all of them when n is nil), at the current ply; n's own wait for its moves.
func (r *Replay) logTo(n *sgf.Node) {
	for x := r.at; x != nil && x != n; {
		r.logGR(x)
		if len(x.Children) == 0 {
			x = nil
		} else {
			x = x.Children[0]
		}
	}
	r.at = n
}

// Node replays one node of a tree: its setup, then its moves (a value naming no point is
// left out), then, with Log, its GR. The root's setup is the start (StartTree) and a main line
// has no moves in the root, so of the root only its GR is read.
func (r *Replay) Node(n *sgf.Node) []Ply {
	var out []Ply
	if n.Parent != nil {
		b := r.Game.Board()
		w, h := b.Width(), b.Height()
		mid := false
		if n.Has("AB") || n.Has("AW") || n.Has("AE") || n.Has("PL") {
			if st, _, err := sgf.LenientNodeSetup(n, w, h); err == nil {
				mid = r.setup(&st)
			}
		}
		for _, m := range sgf.LenientNodeMoves(n, w, h) {
			if m.Bad != nil {
				continue
			}
			p := Ply{N: r.plies + 1, Color: m.Color, Vertex: m.Vertex, Virtual: m.Virtual, Node: n, MidSetup: mid}
			p.Err = r.play(m.Color, m.Vertex, m.Virtual)
			out = append(out, p)
			mid = false
		}
	}
	if r.Log {
		r.logGR(n)
	}
	return out
}

// Move plays one move by the policy (a casebook's attempted move): the Ply says what happened.
func (r *Replay) Move(c board.Color, v board.Vertex, virtual bool) Ply {
	p := Ply{N: r.plies + 1, Color: c, Vertex: v, Virtual: virtual}
	p.Err = r.play(c, v, virtual)
	return p
}

// setup puts a node's setup on the board as it stands and tells whether it put stones after
// the game had begun (a move played): the board's history restarts, and the game's with it.
func (r *Replay) setup(st *sgf.Setup) (mid bool) {
	return applySetup(r.Game.Board(), st) && r.Game.NumMoves() > 0
}

// applySetup puts AB/AW/AE on b (a new history starts with the position they make) and gives
// the move to PL, else to the same player; it tells whether there were stones to put.
func applySetup(b *board.Board, st *sgf.Setup) (stones bool) {
	toMove := b.ToMove()
	stones = len(st.Black)+len(st.White)+len(st.Empty) > 0
	if stones {
		_ = b.Setup(st.Black, st.White, st.Empty) // the lenient reading kept points of the board only
	}
	if st.ToPlay != board.Empty {
		toMove = st.ToPlay
	}
	b.SetToMove(toMove)
	return stones
}

// play plays one move of the record: a virtual move through PlayVirtual, any other through
// Play; an illegal move changes nothing.
func (r *Replay) play(c board.Color, v board.Vertex, virtual bool) error {
	r.plies++
	var err error
	if virtual {
		_, err = r.Game.PlayVirtual(c)
	} else {
		_, err = r.Game.Play(c, v)
	}
	return err
}

// logGR puts a node's GR values into the game's log at the current ply; an unreadable value
// loses that entry, not the game.
func (r *Replay) logGR(n *sgf.Node) {
	for _, v := range n.GetAll("GR") {
		if a, err := rules.ParseGR(v); err == nil {
			r.Game.Note(a)
		}
	}
}

// Play replays the main line under rs on a board of its own and returns the game at the end of
// it; each, when not nil, sees every entry replayed (the Ply is good until the next call).
func (r *Record) Play(rs rules.Ruleset, each func(*Ply)) (*rules.Game, error) {
	b, err := board.New(r.Width, r.Height)
	if err != nil {
		return nil, err
	}
	if err := r.Start(b, rs); err != nil {
		return nil, err
	}
	g := rules.NewGame(rs, b)
	r.Reserve(g)
	rp := r.NewReplay(g)
	var p Ply // one for all: each may keep no pointer to it
	for i := range r.Moves {
		p = rp.Step(&r.Moves[i])
		if each != nil {
			each(&p)
		}
	}
	return g, nil
}
