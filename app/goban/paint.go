package goban

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"goref/board"
)

var (
	lineColor    = color.RGBA{20, 14, 8, 255}
	coordColor   = color.RGBA{60, 38, 16, 255}
	lastOnBlack  = color.RGBA{235, 235, 235, 255}
	lastOnWhite  = color.RGBA{30, 30, 30, 255}
	numberRed    = color.RGBA{200, 20, 20, 255}
	numberRedHi  = color.RGBA{255, 110, 100, 255} // on a black stone
	illegalColor = color.RGBA{200, 30, 30, 200}
	deadColor    = color.RGBA{220, 40, 40, 255}
	sekiColor    = color.RGBA{30, 110, 210, 255}
	unsureColor  = color.RGBA{240, 170, 0, 255}
	highlight    = color.RGBA{255, 140, 0, 255}
	sharedColor  = color.RGBA{120, 120, 120, 255}
	blackArea    = color.RGBA{15, 15, 15, 230}
	whiteArea    = color.RGBA{250, 250, 250, 235}
)

// backgroundKey names a cached background: what depends only on size and options.
type backgroundKey struct {
	w, h, bw, bh int
	coords, ing  bool
	grain        Grain
}

// painter composes frames: a cached background (table shadow, wood, lines, star points,
// coordinates), then territory, stone shadows, stones and marks. It holds two images of the
// board's size, the background and the frame it hands to Fyne (which copies it into a texture
// at once): a third, cached stone layer made pointer-move frames about 1 ms instead of 6 but
// cost as much memory again, and 6 ms is well inside a 60 fps frame. An idle board releases
// both (Board's idleRelease).
type painter struct {
	bgKey   backgroundKey
	bg      *image.RGBA
	frame   *image.RGBA
	stones  *stoneSprites
	labels  *glyphCache
	numbers *glyphCache
}

func (p *painter) paint(w, h int, v View, o Options, hover board.Vertex, g geometry) image.Image {
	if w <= 0 || h <= 0 || v.W == 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	p.prepare(w, h, v, o, g)
	f := p.frame
	if f == nil || f.Rect != p.bg.Rect {
		f = image.NewRGBA(p.bg.Rect)
		p.frame = f
	}
	copy(f.Pix, p.bg.Pix)
	p.drawTerritory(f, v, g)
	p.drawStones(f, v, g)
	p.drawMarks(f, v, o, g)
	if !o.NoGhost {
		p.drawGhost(f, v, hover, g)
	}
	return f
}

// release drops the background and the frame (paint makes them again); the stone sprites and
// glyph caches are small and stay.
func (p *painter) release() {
	p.bg, p.frame = nil, nil
}

// px rounds a grid coordinate to the pixel centre the lines are drawn on.
func px(x float64) float64 { return math.Floor(x) + 0.5 }

func (p *painter) prepare(w, h int, v View, o Options, g geometry) {
	key := backgroundKey{w, h, v.W, v.H, o.Coordinates, o.Ing, o.Grain}
	if p.bg != nil && key == p.bgKey {
		return
	}
	p.bgKey = key
	p.bg = image.NewRGBA(image.Rect(0, 0, w, h))
	if p.stones == nil || math.Abs(p.stones.radius-g.radius) > 0.01 {
		p.stones = newStoneSprites(g.radius)
	}
	p.labels = newGlyphCache(max(6, 0.42*min(g.sx, g.sy)))
	p.numbers = newGlyphCache(max(6, 0.78*g.radius))

	// Clipped: the raster's pixel size is rounded, so the wood can overhang it by a pixel.
	top := image.Rect(int(math.Round(g.bx)), int(math.Round(g.by)), int(math.Round(g.bx+g.bw)), int(math.Round(g.by+g.bh)))
	side := image.Rect(top.Min.X, top.Max.Y, top.Max.X, top.Max.Y+max(2, int(math.Round(g.side))))
	paintShadow(p.bg, top.Union(side).Intersect(p.bg.Rect), max(4, 0.45*g.sx))
	if !top.Intersect(p.bg.Rect).Empty() {
		wood := newWoodFigure(o.Grain, top.Dx(), top.Dy())
		wood.paintTop(p.bg, top)
		wood.paintSide(p.bg, side.Intersect(p.bg.Rect), top)
	}
	p.drawGrid(p.bg, v, g)
	if o.Coordinates {
		p.drawCoordinates(p.bg, v, g)
	}
}

func (p *painter) drawGrid(dst *image.RGBA, v View, g geometry) {
	lw := max(1, int(math.Round(g.sx/26)))
	edge := max(lw+1, int(math.Round(float64(lw)*1.8)))
	x0, y0 := int(px(g.ox)), int(px(g.oy))
	x1, y1 := int(px(g.ox+float64(v.W-1)*g.sx)), int(px(g.oy+float64(v.H-1)*g.sy))
	for i := 0; i < v.W; i++ {
		x := int(px(g.ox + float64(i)*g.sx))
		t := lw
		if i == 0 || i == v.W-1 {
			t = edge
		}
		fillRect(dst, image.Rect(x-t/2, y0-edge/2, x-t/2+t, y1-edge/2+edge), lineColor)
	}
	for j := 0; j < v.H; j++ {
		y := int(px(g.oy + float64(j)*g.sy))
		t := lw
		if j == 0 || j == v.H-1 {
			t = edge
		}
		fillRect(dst, image.Rect(x0-edge/2, y-t/2, x1-edge/2+edge, y-t/2+t), lineColor)
	}
	r := max(1.6, 0.095*g.sx)
	for _, s := range board.StarPoints(v.W, v.H) {
		x, y := g.at(s)
		fillCircle(dst, px(x)-0.5+float64(lw%2)*0.5, px(y)-0.5+float64(lw%2)*0.5, r, lineColor)
	}
}

// Column letters skip I, as on every Go board since the 19th century (and in GTP).
const columnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

func (p *painter) drawCoordinates(dst *image.RGBA, v View, g geometry) {
	if p.labels == nil {
		return
	}
	off := 0.82
	for i := 0; i < v.W && i < len(columnLetters); i++ {
		x, _ := g.at(board.Vertex{X: i})
		s := columnLetters[i : i+1]
		p.labels.draw(dst, s, x, g.oy-off*g.sy, coordColor)
		p.labels.draw(dst, s, x, g.oy+(float64(v.H-1)+off)*g.sy, coordColor)
	}
	for j := 0; j < v.H; j++ {
		_, y := g.at(board.Vertex{Y: j})
		s := strconv.Itoa(v.H - j)
		p.labels.draw(dst, s, g.ox-off*g.sx, y, coordColor)
		p.labels.draw(dst, s, g.ox+(float64(v.W-1)+off)*g.sx, y, coordColor)
	}
}

func (p *painter) centre(g geometry, at board.Vertex) (float64, float64) {
	x, y := g.at(at)
	return px(x), px(y)
}

// blit draws a premultiplied sprite over dst centred at (cx+dx, cy+dy). It is image/draw's
// Over for this one case, but skips transparent pixels and copies opaque ones, which most
// stone pixels are: several times faster on a full board.
func blit(dst *image.RGBA, s sprite, cx, cy float64, dx, dy float64) {
	at := image.Pt(int(math.Floor(cx+dx))-s.centre.X, int(math.Floor(cy+dy))-s.centre.Y)
	r := s.img.Rect.Add(at).Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		so := s.img.PixOffset(r.Min.X-at.X, y-at.Y)
		do := dst.PixOffset(r.Min.X, y)
		src := s.img.Pix[so : so+4*r.Dx()]
		row := dst.Pix[do : do+4*r.Dx()]
		for i := 0; i < len(src); i += 4 {
			a := uint32(src[i+3])
			switch a {
			case 0:
			case 255:
				copy(row[i:i+4], src[i:i+4])
			default:
				k := 255 - a
				row[i] = uint8((uint32(row[i])*k+127)/255 + uint32(src[i]))
				row[i+1] = uint8((uint32(row[i+1])*k+127)/255 + uint32(src[i+1]))
				row[i+2] = uint8((uint32(row[i+2])*k+127)/255 + uint32(src[i+2]))
				row[i+3] = uint8((uint32(row[i+3])*k+127)/255 + a)
			}
		}
	}
}

func blitAlpha(dst *image.RGBA, s sprite, cx, cy float64, alpha uint8) {
	at := image.Pt(int(math.Floor(cx))-s.centre.X, int(math.Floor(cy))-s.centre.Y)
	draw.DrawMask(dst, s.img.Rect.Add(at), s.img, image.Point{}, image.NewUniform(color.Alpha{alpha}), image.Point{}, draw.Over)
}

func (p *painter) drawTerritory(dst *image.RGBA, v View, g geometry) {
	if len(v.Territory) != v.W*v.H {
		return
	}
	half := 0.17 * g.sx
	for y := 0; y < v.H; y++ {
		for x := 0; x < v.W; x++ {
			at := board.Vertex{X: x, Y: y}
			owner := v.Territory[y*v.W+x]
			if owner == board.Empty || (v.at(at) == owner && !contains(v.Dead, at)) {
				continue
			}
			cx, cy := p.centre(g, at)
			col := blackArea
			if owner == board.White {
				col = whiteArea
			}
			if v.at(at) == board.Empty {
				fillSquare(dst, cx, cy, half, col)
			}
		}
	}
}

func (p *painter) drawStones(dst *image.RGBA, v View, g geometry) {
	shadow := 0.10 * g.radius
	dead := map[board.Vertex]bool{}
	for _, d := range v.Dead {
		dead[d] = true
	}
	for y := 0; y < v.H; y++ {
		for x := 0; x < v.W; x++ {
			at := board.Vertex{X: x, Y: y}
			if v.at(at) != board.Empty && !dead[at] {
				cx, cy := p.centre(g, at)
				blit(dst, p.stones.shade, cx, cy, shadow, shadow*1.4)
			}
		}
	}
	for y := 0; y < v.H; y++ {
		for x := 0; x < v.W; x++ {
			at := board.Vertex{X: x, Y: y}
			c := v.at(at)
			if c == board.Empty {
				continue
			}
			cx, cy := p.centre(g, at)
			if dead[at] {
				// Faded but plainly there (a white stone at half strength vanished into the
				// wood): the × on it says dead.
				blitAlpha(dst, p.stones.of(c, at), cx, cy, 185)
				continue
			}
			blit(dst, p.stones.of(c, at), cx, cy, 0, 0)
		}
	}
}

func contrast(c board.Color) color.RGBA {
	if c == board.Black {
		return lastOnBlack
	}
	return lastOnWhite
}

func (p *painter) drawMarks(dst *image.RGBA, v View, o Options, g geometry) {
	r := g.radius
	numbered := o.MoveNumbers && len(v.Numbers) == v.W*v.H
	if numbered {
		for y := 0; y < v.H; y++ {
			for x := 0; x < v.W; x++ {
				at := board.Vertex{X: x, Y: y}
				n := v.Numbers[y*v.W+x]
				c := v.at(at)
				if n <= 0 || c == board.Empty {
					continue
				}
				col := contrast(c)
				if at == v.Last {
					col = numberRed
					if c == board.Black {
						col = numberRedHi
					}
				}
				cx, cy := p.centre(g, at)
				p.numbers.draw(dst, strconv.Itoa(n), cx, cy, col)
			}
		}
	}
	if c := v.at(v.Last); c != board.Empty && !numbered {
		cx, cy := p.centre(g, v.Last)
		ring(dst, cx, cy, 0.42*r, max(1.5, 0.11*r), contrast(c))
	}
	if o.Illegal && v.ToMove != board.Empty {
		for _, at := range v.Illegal {
			if v.at(at) == board.Empty {
				cx, cy := p.centre(g, at)
				noEntry(dst, cx, cy, 0.2*g.sx, max(1.2, 0.05*g.sx), illegalColor)
			}
		}
	}
	for _, at := range v.Dead {
		if v.at(at) != board.Empty {
			cx, cy := p.centre(g, at)
			cross(dst, cx, cy, 0.35*r, max(1.5, 0.1*r), deadColor)
		}
	}
	for _, at := range v.Seki {
		cx, cy := p.centre(g, at)
		triangleOutline(dst, cx, cy, 0.5*r, max(1.5, 0.09*r), sekiColor)
	}
	for _, at := range v.Uncertain {
		if v.at(at) != board.Empty {
			cx, cy := p.centre(g, at)
			ring(dst, cx, cy, 0.9*r, max(1.5, 0.1*r), unsureColor)
		}
	}
	for _, at := range v.Shared {
		if v.at(at) == board.Empty {
			cx, cy := p.centre(g, at)
			ring(dst, cx, cy, 0.16*g.sx, max(1.2, 0.05*g.sx), sharedColor)
		}
	}
	for _, at := range v.Highlights {
		cx, cy := p.centre(g, at)
		squareOutline(dst, cx, cy, 0.92*r, max(2, 0.12*r), highlight)
	}
}

func (p *painter) drawGhost(dst *image.RGBA, v View, hover board.Vertex, g geometry) {
	if !v.ghostAt(hover) {
		return
	}
	cx, cy := p.centre(g, hover)
	blitAlpha(dst, p.stones.of(v.ToMove, hover), cx, cy, 110)
}

func contains(list []board.Vertex, v board.Vertex) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
