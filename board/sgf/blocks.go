package sgf

// Blocks: the reader gives out nodes, child lists and property lists from a few large
// allocations rather than one small one each. Every piece is cut to its length
// (s[i:j:j]), so an append to a node read from a file copies instead of writing into
// its neighbour's.

// blockLen is the most elements a block holds: a retained game keeps at most a block or two
// of its neighbours' properties alive, and a file of many games is never held whole.
const blockLen = 1024

// nodeBlocks gives out the nodes of one game and their first children's places. A game has
// blocks of its own: one retained (or handed to ReadEach's caller) holds no other game's
// nodes.
type nodeBlocks struct {
	left     int     // nodes of the game not yet given out
	nodes    []Node  // the rest of the current block
	children []*Node // the rest of the current block of one-element child lists
}

// startGame begins a game of n nodes.
func (nb *nodeBlocks) startGame(n int) {
	*nb = nodeBlocks{left: n}
}

// next returns a new node of the game.
func (nb *nodeBlocks) next() *Node {
	if len(nb.nodes) == 0 {
		nb.nodes = make([]Node, max(1, min(nb.left, blockLen)))
	}
	n := &nb.nodes[0]
	nb.nodes = nb.nodes[1:]
	nb.left--
	return n
}

// addChild appends c to parent's children (Node.AddChild): a first child's list is one
// element of a shared block, cut to its length, so that a second child copies it.
func (nb *nodeBlocks) addChild(parent, c *Node) {
	if len(parent.Children) > 0 {
		parent.AddChild(c)
		return
	}
	if len(nb.children) == 0 {
		// At most every node of the game left, and c, is a first child from here on.
		nb.children = make([]*Node, max(1, min(nb.left+1, blockLen)))
	}
	c.Parent = parent
	nb.children[0] = c
	parent.Children = nb.children[0:1:1]
	nb.children = nb.children[1:]
}

// propBlocks gives the nodes being read their property lists: a node's properties are
// appended in place at the free end of a block shared with the nodes read before it, and
// the block keeps them (no list of the append's doubled capacity, no small allocation per
// node). A block has room for the properties still to come, up to blockLen: a file's one
// block when it is small. A node whose properties outgrow the block keeps the list the
// append made.
type propBlocks struct {
	node  *Node // the node whose properties are being read
	block []Property
	left  int // property names of the skeleton not yet read
}

func (pb *propBlocks) start(n *Node) {
	if len(pb.block) == cap(pb.block) {
		pb.block = make([]Property, 0, max(1, min(pb.left, blockLen)))
	}
	pb.node = n
	n.Props = pb.block[len(pb.block):len(pb.block)]
}

func (pb *propBlocks) done() {
	n := pb.node
	if n == nil {
		return
	}
	pb.node = nil
	k := len(n.Props)
	if k == 0 {
		n.Props = nil
		return
	}
	n.Props = n.Props[:k:k]
	if free := pb.block[len(pb.block):cap(pb.block)]; len(free) >= k && &free[0] == &n.Props[0] {
		pb.block = pb.block[:len(pb.block)+k]
	}
}

// propertyNames gives one string per property name, however often it occurs: the names of
// FF[4] and the common private ones from a table shared by every read, others from a map
// of the file's own.
type propertyNames map[string]string

// internString is intern of a name toikarin read.
func (pn *propertyNames) internString(name string) string {
	if s, ok := knownNames[name]; ok {
		return s
	}
	if s, ok := (*pn)[name]; ok {
		return s
	}
	if *pn == nil {
		*pn = propertyNames{}
	}
	(*pn)[name] = name
	return name
}

func (pn *propertyNames) intern(name []byte) string {
	if s, ok := knownNames[string(name)]; ok {
		return s
	}
	if s, ok := (*pn)[string(name)]; ok {
		return s
	}
	if *pn == nil {
		*pn = propertyNames{}
	}
	s := string(name)
	(*pn)[s] = s
	return s
}

var knownNames = func() map[string]string {
	m := map[string]string{}
	for _, n := range []string{
		// FF[4]: moves, setup, node annotation, move annotation, markup, root, game info,
		// timing, miscellaneous, Go
		"B", "KO", "MN", "W", "AB", "AE", "AW", "PL", "C", "DM", "GB", "GW", "HO", "N", "UC", "V",
		"BM", "DO", "IT", "TE", "AR", "CR", "DD", "LB", "LN", "MA", "SL", "SQ", "TR",
		"AP", "CA", "FF", "GM", "ST", "SZ", "AN", "BR", "BT", "CP", "DT", "EV", "GN", "GC",
		"ON", "OT", "PB", "PC", "PW", "RE", "RO", "RU", "SO", "TM", "US", "WR", "WT",
		"BL", "OB", "OW", "WL", "FG", "PM", "VW", "HA", "KM", "TB", "TW",
		// others in the corpus's records, and VM (virtual moves)
		"TC", "TT", "RL", "RD", "LT", "LC", "GK", "VM",
	} {
		m[n] = n
	}
	return m
}()
