package count

import (
	"fmt"
	"sort"

	"goref/board"
)

// FillKind says how a point looks at the end of Ing's fill count.
type FillKind uint8

const (
	OnBoard      FillKind = iota // a live stone that was there before counting
	Filled                       // filled by its owner from the bowl
	SharedFilled                 // half of the shared empties (公空), filled by one side
	LosingStone                  // 负子: the loser's leftover stone, in a winning empty
	KomiStone                    // 还子: the receiver's stone in the payer's area
	PenaltyStone                 // 罚子: a time-penalty stone in the penalised side's area
	WinningEmpty                 // 胜空 still empty: one point each
	SharedEmpty                  // 公空 left empty: no value
)

// FillPoint is one point of the filled board.
type FillPoint struct {
	Vertex board.Vertex
	Color  board.Color // Empty for the empties
	Kind   FillKind
	For    board.Color // whose domain the point is: the owner of the area it lies in
}

// Fill is Ing's fill count (填满计点) carried out stone by stone.
type Fill struct {
	PerSide        int `json:"per_side"`        // stones each side holds (180 on 19×19)
	BlackBowl      int `json:"black_bowl"`      // stones in Black's bowl when filling starts
	WhiteBowl      int `json:"white_bowl"`      // … White's (dead stones and prisoners returned)
	WinningEmpties int `json:"winning_empties"` // 胜空 the short side left
	LosingStones   int `json:"losing_stones"`   // 负子 put into them
	KomiStones     int `json:"komi_stones"`     // 还子 (2 points each)
	PenaltyStones  int `json:"penalty_stones"`  // 罚子 (2 points each)
	SharedEmpty    int `json:"shared_empty"`    // 公空 left empty
	Remaining      int `json:"remaining"`       // 胜空 still empty after the 负子
	// Winner and Margin are read off the filled board: remaining 胜空 × 1 + 负子 × 2 (the 还子
	// and 罚子 were placed before filling, so the board already shows them).
	Winner board.Color `json:"-"`
	Margin int         `json:"margin"`
	// BlackOnBoard/WhiteOnBoard: the stones 收子 collects; both equal PerSide, or the count
	// is wrong.
	BlackOnBoard int `json:"black_collected"`
	WhiteOnBoard int `json:"white_collected"`
	// Arithmetic is the lead the area count gives, Black's positive (I96 art. 6: D − K −
	// 2·penB + 2·penW); Check holds the filled board against it.
	Arithmetic int          `json:"arithmetic"`
	BowlHoles  []BowlLayout `json:"bowl_holes"`
	Points     []FillPoint  `json:"-"`
	Rows       []string     `json:"board"`
	w, h       int
}

// Proven tells whether the filled board proves the count (Check finds nothing wrong).
func (f *Fill) Proven() bool { return f.Check() == nil }

// Check reads the filled board as the players do and holds it against the area arithmetic:
// 收子 must find exactly PerSide stones of each colour (every stone of both bowls is on the
// board, none twice), and the margin read off it — each 胜空 still empty one point, each 负子
// two, for the side whose area it lies in — must be the Arithmetic. It reads Points only, so
// a fill that went wrong anywhere (a stone of the wrong colour, a point left empty or filled
// twice) fails.
func (f *Fill) Check() error {
	if len(f.Points) != f.w*f.h {
		return fmt.Errorf("fill count: %d points on a %d×%d board", len(f.Points), f.w, f.h)
	}
	var on [3]int
	for _, p := range f.Points {
		on[p.Color]++
		if p.Kind == WinningEmpty && p.Color != board.Empty {
			return fmt.Errorf("fill count: the 胜空 at %s holds a stone", p.Vertex.GTP(f.h))
		}
		if p.Kind == LosingStone && (p.Color == board.Empty || p.Color == p.For) {
			return fmt.Errorf("fill count: the 负子 at %s is not the loser's stone", p.Vertex.GTP(f.h))
		}
	}
	if on[board.Black] != f.PerSide || on[board.White] != f.PerSide {
		return fmt.Errorf("收子 finds %d black and %d white stones, not %d each", on[board.Black], on[board.White], f.PerSide)
	}
	read := f.Read()
	if said := f.said(); read != said {
		return fmt.Errorf("the filled board reads %s, the fill says %s", lead(read), lead(said))
	}
	if read != f.Arithmetic {
		return fmt.Errorf("the filled board reads %s, the area count %s", lead(read), lead(f.Arithmetic))
	}
	return nil
}

// Read is the margin read off the filled board, Black's positive: each 胜空 still empty one
// point and each 负子 two, for the side whose area holds it.
func (f *Fill) Read() int {
	var read [3]int
	for _, p := range f.Points {
		switch p.Kind {
		case WinningEmpty:
			read[p.For]++
		case LosingStone:
			read[p.For] += 2
		}
	}
	return read[board.Black] - read[board.White]
}

// said is Winner and Margin as one signed number.
func (f *Fill) said() int {
	switch f.Winner {
	case board.Black:
		return f.Margin
	case board.White:
		return -f.Margin
	}
	return 0
}

// lead names a signed margin: B+3, W+5, a tie.
func lead(d int) string {
	switch {
	case d > 0:
		return fmt.Sprintf("Black by %d", d)
	case d < 0:
		return fmt.Sprintf("White by %d", -d)
	}
	return "a tie"
}

// fillCount simulates the procedure of I96 art. 6 on p, whose empty points belong to the sides
// as labels (the count's map) says. comp is the komi in points (Black
// pays when positive; it must be even), pen the time penalties of each side.
func fillCount(p *position, labels *Labels, comp int, pen Pair) (*Fill, error) {
	if comp%2 != 0 {
		return nil, fmt.Errorf("Ing compensation must be an even number of points, not %d", comp)
	}
	n := p.w * p.h
	f := &Fill{PerSide: (n - 1) / 2, w: p.w, h: p.h}
	cells := make([]FillPoint, n)
	for i := range cells {
		cells[i] = FillPoint{Vertex: p.vertex(i), Color: p.col[i]}
		if c := p.col[i]; c != board.Empty {
			cells[i].For = c
		}
	}
	bowl := [3]int{}
	for _, c := range []board.Color{board.Black, board.White} {
		bowl[c] = f.PerSide - p.stones(c)
		if bowl[c] < 0 {
			return nil, fmt.Errorf("%d %s stones on the board: more than the %d a side holds", p.stones(c), name(c), f.PerSide)
		}
	}
	f.BlackBowl, f.WhiteBowl = bowl[board.Black], bowl[board.White]

	// Whose fill targets each empty point is, as the count's map says: own areas, then the
	// shared points split.
	targets := [3][]int{}
	var shared []int
	for pt, c := range p.col {
		if c != board.Empty {
			continue
		}
		o := labels.Points[pt].Owner
		cells[pt].For = o
		if o == board.Empty {
			shared = append(shared, pt)
		} else {
			targets[o] = append(targets[o], pt)
		}
	}
	order := func(pts []int, interiorFirst bool) {
		sort.SliceStable(pts, func(i, j int) bool {
			a, b := p.cornerRank(pts[i]), p.cornerRank(pts[j])
			if a != b {
				return (a > b) == interiorFirst
			}
			return pts[i] < pts[j]
		})
	}
	// 还子 and 罚子: the receiver's stones go onto interior points (腹点) of the payer's area.
	komi := [3]int{}
	if comp > 0 {
		komi[board.Black] = comp / 2 // stones White places in Black's area
	} else {
		komi[board.White] = -comp / 2
	}
	f.KomiStones = komi[board.Black] + komi[board.White]
	f.PenaltyStones = pen.Black + pen.White
	for _, payer := range []board.Color{board.Black, board.White} {
		recv := payer.Opponent()
		k, pn := komi[payer], pen.Of(payer)
		if k+pn == 0 {
			continue
		}
		if bowl[recv] < k+pn {
			return nil, fmt.Errorf("%s's bowl holds %d stones, too few for %d compensation stones", name(recv), bowl[recv], k+pn)
		}
		area := append([]int(nil), targets[payer]...)
		order(area, true)
		var stones []int // the payer's own stones, displaced only when its area has no room
		if len(area)+p.stones(payer) < k+pn {
			return nil, fmt.Errorf("%s's area has %d points, too few for %d compensation stones", name(payer), len(area)+p.stones(payer), k+pn)
		}
		if len(area) < k+pn {
			for i, c := range p.col {
				if c == payer {
					stones = append(stones, i)
				}
			}
			order(stones, true)
		}
		for j := 0; j < k+pn; j++ {
			kind := KomiStone
			if j >= k {
				kind = PenaltyStone
			}
			var pt int
			if len(area) > 0 {
				pt, area = area[0], area[1:]
				targets[payer] = remove(targets[payer], pt)
			} else {
				pt, stones = stones[0], stones[1:]
				bowl[payer]++ // the displaced stone goes back to its bowl
			}
			cells[pt].Color, cells[pt].Kind, cells[pt].For = recv, kind, payer
			bowl[recv]--
		}
	}
	// 公空: more than one → each side fills half; one left over (or a single one) stays empty.
	order(shared, true)
	if len(shared) > 1 {
		half := len(shared) / 2
		targets[board.Black] = append(append([]int(nil), shared[:half]...), targets[board.Black]...)
		targets[board.White] = append(append([]int(nil), shared[half:2*half]...), targets[board.White]...)
		shared = shared[2*half:]
	}
	for _, pt := range shared {
		cells[pt].Kind = SharedEmpty
		f.SharedEmpty++
	}
	// Each side fills from its bowl: shared half first, then its area from the interior out,
	// so a side that runs out leaves its empties in the corners first, then on the edges.
	unfilled := [3][]int{}
	for _, c := range []board.Color{board.Black, board.White} {
		sharedPart := 0
		if len(targets[c]) > 0 && cells[targets[c][0]].For == board.Empty {
			for sharedPart < len(targets[c]) && cells[targets[c][sharedPart]].For == board.Empty {
				sharedPart++
			}
		}
		own := targets[c][sharedPart:]
		order(own, true)
		for _, pt := range append(targets[c][:sharedPart:sharedPart], own...) {
			if bowl[c] == 0 {
				unfilled[c] = append(unfilled[c], pt)
				continue
			}
			bowl[c]--
			cells[pt].Color = c
			if cells[pt].For == board.Empty {
				cells[pt].Kind = SharedFilled
			} else {
				cells[pt].Kind = Filled
			}
		}
	}
	// 负子 go into the other side's 胜空, the least corner-like first, so what stays empty is
	// in the corner.
	margin := [3]int{}
	for _, winner := range []board.Color{board.Black, board.White} {
		loser := winner.Opponent()
		empties := unfilled[winner]
		f.WinningEmpties += len(empties)
		order(empties, true)
		for _, pt := range empties {
			cells[pt].For = winner // a 公空 of its half it could not fill is its domain too
			if bowl[loser] > 0 {
				bowl[loser]--
				cells[pt].Color, cells[pt].Kind = loser, LosingStone
				f.LosingStones++
				margin[winner] += 2
				continue
			}
			cells[pt].Kind = WinningEmpty
			f.Remaining++
			margin[winner]++
		}
	}
	if bowl[board.Black] > 0 || bowl[board.White] > 0 {
		return nil, fmt.Errorf("fill count: %d black and %d white stones found no point", bowl[board.Black], bowl[board.White])
	}
	switch d := margin[board.Black] - margin[board.White]; {
	case d > 0:
		f.Winner, f.Margin = board.Black, d
	case d < 0:
		f.Winner, f.Margin = board.White, -d
	default:
		f.Winner = board.Empty
	}
	// 收子.
	for _, c := range cells {
		switch c.Color {
		case board.Black:
			f.BlackOnBoard++
		case board.White:
			f.WhiteOnBoard++
		}
	}
	for _, b := range Bowls {
		bh, bo := b.Lay(f.BlackOnBoard)
		wh, wo := b.Lay(f.WhiteOnBoard)
		f.BowlHoles = append(f.BowlHoles, BowlLayout{Bowl: b, Black: bh, White: wh,
			Full: bo == 0 && wo == 0 && b.Full(bh) && b.Full(wh)})
	}
	f.Points = cells
	f.Rows = f.render()
	return f, nil
}

// cornerRank orders points for winning empties: 0 for a corner, then edge points by their
// distance from the nearest corner, then the second line, and so on.
func (p *position) cornerRank(i int) int {
	x, y := i%p.w, i/p.w
	edge := min(x, y, p.w-1-x, p.h-1-y)
	corner := min(x, p.w-1-x) + min(y, p.h-1-y)
	return edge*4*MaxSide + corner
}

// MaxSide bounds board sides for ranking.
const MaxSide = board.MaxSize

func remove(list []int, v int) []int {
	for i, x := range list {
		if x == v {
			return append(list[:i:i], list[i+1:]...)
		}
	}
	return list
}

// render draws the filled board: X/O stones that were there or were filled, x/o 负子,
// k/K 还子 (lower case black), p/P 罚子, '*' remaining 胜空, '-' 公空 left empty.
func (f *Fill) render() []string {
	rows := make([]string, f.h)
	line := make([]byte, f.w)
	for y := 0; y < f.h; y++ {
		for x := 0; x < f.w; x++ {
			c := f.Points[y*f.w+x]
			ch := byte('.')
			switch c.Kind {
			case WinningEmpty:
				ch = '*'
			case SharedEmpty:
				ch = '-'
			case LosingStone:
				ch = pick(c.Color, 'x', 'o')
			case KomiStone:
				ch = pick(c.Color, 'k', 'K')
			case PenaltyStone:
				ch = pick(c.Color, 'p', 'P')
			default:
				ch = pick(c.Color, 'X', 'O')
			}
			line[x] = ch
		}
		rows[y] = string(line)
	}
	return rows
}

func pick(c board.Color, black, white byte) byte {
	switch c {
	case board.Black:
		return black
	case board.White:
		return white
	}
	return '.'
}

func name(c board.Color) string {
	if c == board.White {
		return "White"
	}
	return "Black"
}
