package goban

import "goref/board"

// Ing Art. 11: lines 22 mm apart across, 23 mm along; stones 21.8 mm.
const (
	ingAcross = 22.0
	ingAlong  = 23.0
	ingStone  = 21.8
)

// geometry places a w×h grid inside a rectangle of any unit (device pixels for drawing,
// Fyne units for hit testing): the same fit in both, so a tap maps to the point drawn under it.
type geometry struct {
	w, h int
	// bx, by, bw, bh is the wooden board; ox, oy the first intersection; sx, sy the spacing.
	bx, by, bw, bh float64
	side           float64 // the height of the board's front side, below the top face
	ox, oy, sx, sy float64
	radius         float64 // stone radius
	coords         bool
}

// sideRatio is the height of the board's front side seen from the players' eyes, as a part of
// the top face's height: a thick board seen from above and a little in front.
const sideRatio = 0.028

// fit computes the largest board of the chosen proportions that fits in width×height.
func fit(width, height float64, w, h int, coords, ing bool) geometry {
	ax, ay := 1.0, 1.0
	if ing {
		ay = ingAlong / ingAcross
	}
	// Margin from the outer line to the edge of the wood, in spacings.
	margin := 0.62
	if coords {
		margin = 1.25
	}
	unitsX := (float64(w-1) + 2*margin) * ax
	unitsY := (float64(h-1) + 2*margin) * ay
	s := min(width/unitsX, height/(unitsY*(1+sideRatio)))
	g := geometry{w: w, h: h, sx: s * ax, sy: s * ay, coords: coords}
	g.bw, g.bh = unitsX*s, unitsY*s
	g.side = g.bh * sideRatio
	g.bx, g.by = (width-g.bw)/2, (height-g.bh-g.side)/2
	g.ox, g.oy = g.bx+margin*g.sx, g.by+margin*g.sy
	stone := 0.97
	if ing {
		stone = ingStone / ingAcross
	}
	g.radius = g.sx * stone / 2
	return g
}

// at returns the centre of vertex v.
func (g geometry) at(v board.Vertex) (float64, float64) {
	return g.ox + float64(v.X)*g.sx, g.oy + float64(v.Y)*g.sy
}

// nearest returns the intersection closest to (x, y), if the point lies within half a
// spacing of the grid: a forgiving click plays at the nearest point.
func (g geometry) nearest(x, y float64) (board.Vertex, bool) {
	if g.sx <= 0 || g.sy <= 0 {
		return board.Pass, false
	}
	fx, fy := (x-g.ox)/g.sx, (y-g.oy)/g.sy
	if fx < -0.5 || fy < -0.5 || fx > float64(g.w)-0.5 || fy > float64(g.h)-0.5 {
		return board.Pass, false
	}
	v := board.Vertex{X: int(fx + 0.5), Y: int(fy + 0.5)}
	return v, v.In(g.w, g.h)
}
