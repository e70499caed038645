package count

import (
	"goref/board"
	"goref/rules"
)

// PointKind is what the count made of one point, as goscorer labels each location
// (territory for a side, seki group, dame …): one map that the record's TB/TW, the board's
// shading, the fill count and the tests all read.
type PointKind uint8

const (
	PointDame      PointKind = iota // an empty point nobody counts (dame, 公空)
	PointTerritory                  // an empty point of Owner's territory
	PointSekiEye                    // an empty point only Owner's stones in seki border
	PointTeire                      // a point of Owner's territory that filling the dame forces it to protect (手入れ): not counted
	PointLive                       // a live stone of Owner
	PointSeki                       // a stone of Owner alive in seki
	PointDead                       // a dead stone (Stone its colour); Owner is the side whose area it lies in
)

var pointKindNames = [...]string{"dame", "territory", "seki-eye", "teire", "live", "seki", "dead"}

func (k PointKind) String() string {
	if int(k) < len(pointKindNames) {
		return pointKindNames[k]
	}
	return "unknown"
}

// Label is one point of the count.
type Label struct {
	Kind PointKind
	// Owner is the side the point belongs to: a live or seki stone's colour, the side whose
	// territory, seki eye or 手入れ it is (a dead stone's point included); Empty for dame.
	Owner board.Color
	// Stone is the stone on the point as played (a dead stone keeps its colour), Empty if none.
	Stone board.Color
	// Scored: the point is Owner's in the count of empty points (SGF TB/TW) — territory and the
	// dead stones' points in it, and the seki eyes where the rule set counts them (not under
	// territory counting).
	Scored bool
}

// Labels is the count's map of the board, row by row from the top.
type Labels struct {
	W, H   int
	Points []Label
}

// At is the label of v.
func (l *Labels) At(v board.Vertex) Label { return l.Points[v.Y*l.W+v.X] }

// Scored lists each side's scored points in board order: what TB/TW record.
func (l *Labels) Scored() SidePoints {
	var s SidePoints
	for i, p := range l.Points {
		if p.Scored {
			s.add(p.Owner, board.Vertex{X: i % l.W, Y: i / l.W})
		}
	}
	return s
}

// labels maps the counted position: p after dead removal and seki marking, b as played, the
// 手入れ the count took out of territory.
func (p *position) labels(b *board.Board, teire SidePoints, rs rules.Ruleset) *Labels {
	l := &Labels{W: p.w, H: p.h, Points: make([]Label, p.w*p.h)}
	isTeire := map[board.Vertex]bool{}
	for _, v := range append(append([]board.Vertex(nil), teire.Black...), teire.White...) {
		isTeire[v] = true
	}
	for i := range l.Points {
		v := p.vertex(i)
		lb := &l.Points[i]
		lb.Stone = b.At(v)
		if c := p.col[i]; c != board.Empty {
			lb.Kind, lb.Owner = PointLive, c
			if p.chains[p.chainOf[i]].seki {
				lb.Kind = PointSeki
			}
			continue
		}
		r := &p.regions[p.regionOf[i]]
		lb.Owner = r.owner()
		switch {
		case lb.Owner == board.Empty:
			lb.Kind = PointDame
		case p.regionSeki(r):
			lb.Kind, lb.Scored = PointSekiEye, rs.Counting != rules.CountTerritory
		case isTeire[v]:
			lb.Kind = PointTeire
		default:
			lb.Kind, lb.Scored = PointTerritory, true
		}
		if lb.Stone != board.Empty {
			lb.Kind = PointDead
		}
	}
	return l
}
