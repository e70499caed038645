package count

// Bowl is one of Ing's measuring bowls (量斗): a ring of equal holes that holds exactly 180
// stones, and in the round and hexagonal designs a centre hole for spare stones (备子), which
// the count does not use.
type Bowl struct {
	Name    string `json:"bowl"`
	Centre  int    `json:"centre"`   // capacity of the centre hole (0: none)
	Holes   int    `json:"holes"`    // holes in the ring
	PerHole int    `json:"per_hole"` // capacity of each ring hole
}

// Bowls are the three designs of the Ing rules (art. 14–16).
var Bowls = []Bowl{
	{Name: "round-19", Centre: 9, Holes: 18, PerHole: 10}, // 1977: 9 + 18 × 10
	{Name: "hex-37", Centre: 4, Holes: 36, PerHole: 5},    // 1986: 4 + 36 × 5
	{Name: "table-30", Centre: 0, Holes: 30, PerHole: 6},  // game table: 30 × 6
}

// Capacity is the number of stones the ring holds: 180.
func (b Bowl) Capacity() int { return b.Holes * b.PerHole }

// Lay puts n stones into the bowl the way a player collects them: ring holes one after the
// other, each filled before the next; a surplus goes to the centre as spares. It returns the
// count in each hole, centre first (when there is one), and the stones that did not fit.
func (b Bowl) Lay(n int) (holes []int, over int) {
	ring := make([]int, b.Holes)
	for i := range ring {
		k := min(n, b.PerHole)
		ring[i] = k
		n -= k
	}
	if b.Centre > 0 {
		k := min(n, b.Centre)
		n -= k
		holes = append([]int{k}, ring...)
	} else {
		holes = ring
	}
	return holes, n
}

// Full tells whether holes (from Lay) fill the ring exactly with nothing in the centre: the
// proof of 180 stones.
func (b Bowl) Full(holes []int) bool {
	ring := holes
	if b.Centre > 0 {
		if holes[0] != 0 {
			return false
		}
		ring = holes[1:]
	}
	for _, h := range ring {
		if h != b.PerHole {
			return false
		}
	}
	return true
}

// BowlLayout is how one bowl design holds both sides' stones after 收子.
type BowlLayout struct {
	Bowl
	Black []int `json:"black"`
	White []int `json:"white"`
	Full  bool  `json:"full"` // both bowls exactly full: 180 stones a side proven
}
