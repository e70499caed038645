package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Ing 局差 (1996 art. 8): strength differences by 品 (professional, 1 highest … 9), 段 (amateur,
// 9 highest … 1 = 初段) and 级 (kyu, 1 highest … 18). One 先 is 8 points; a 品 step is 2 points,
// a 段 step 4, a 级 step one 先; the scales overlap: amateur 7段 = 9品, 9段 = 5品.
// N 手 = (N+1) 先 (ing: 1品 gives 9品 一手 = 16 points).

// Rank is an Ing rank: Kind is 'p' (品), 'd' (段) or 'k' (级).
type Rank struct {
	Kind  byte
	Level int
}

// ParseRank reads "3品", "5p", "7段", "7d", "2级", "2k".
func ParseRank(s string) (Rank, error) {
	t := strings.TrimSpace(s)
	for _, u := range []struct {
		suffix string
		kind   byte
	}{{"品", 'p'}, {"p", 'p'}, {"段", 'd'}, {"d", 'd'}, {"级", 'k'}, {"k", 'k'}} {
		if strings.HasSuffix(strings.ToLower(t), u.suffix) {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.ToLower(t), u.suffix))
			if err != nil {
				break
			}
			r := Rank{u.kind, n}
			if _, err := r.points(); err != nil {
				return Rank{}, err
			}
			return r, nil
		}
	}
	return Rank{}, fmt.Errorf("unknown Ing rank %q", s)
}

// points places the rank on one scale in points, higher is stronger: 9段 = 5品 and 7段 = 9品.
func (r Rank) points() (int, error) {
	switch r.Kind {
	case 'p':
		if r.Level >= 1 && r.Level <= 9 {
			return 100 - 2*(r.Level-1), nil // 1品 100 … 9品 84
		}
	case 'd':
		if r.Level >= 1 && r.Level <= 9 {
			return 92 - 4*(9-r.Level), nil // 9段 92 (= 5品) … 7段 84 (= 9品) … 初段 60
		}
	case 'k':
		if r.Level >= 1 && r.Level <= 18 {
			return 60 - 8*r.Level, nil // one 先 per step below 初段
		}
	}
	return 0, fmt.Errorf("Ing rank %d%c out of range", r.Level, r.Kind)
}

// IngHandicap is the 局差 between two players.
type IngHandicap struct {
	Points int // the difference in points
	Xian   int // whole 先 (8 points each)
	Rest   int // points left over after the whole 先, settled as 还点 (2 or 4, or 6)
	Hands  int // 让N手: White's handicap passes, when Xian ≥ 2 (N 手 = (N+1) 先)
	Even   bool
}

// IngHandicapFor computes the 局差 of a stronger and a weaker rank.
func IngHandicapFor(stronger, weaker Rank) (IngHandicap, error) {
	a, err := stronger.points()
	if err != nil {
		return IngHandicap{}, err
	}
	b, err := weaker.points()
	if err != nil {
		return IngHandicap{}, err
	}
	d := a - b
	if d < 0 {
		d = -d
	}
	h := IngHandicap{Points: d, Xian: d / 8, Rest: d % 8, Even: d == 0}
	if h.Xian >= 2 {
		h.Hands = h.Xian - 1
	}
	return h, nil
}

// String says it as the text does: 分先, 让先, 让先还N点, 让N手 (还N点).
func (h IngHandicap) String() string {
	switch {
	case h.Even:
		return "分先"
	case h.Xian == 0:
		return fmt.Sprintf("分先还%d点", 8-h.Rest) // a part-先 gap: Black returns less than 8
	case h.Xian == 1 && h.Rest == 0:
		return "让先"
	case h.Xian == 1:
		return fmt.Sprintf("让先贴%d点", h.Rest)
	case h.Rest == 0:
		return fmt.Sprintf("让%d手", h.Hands)
	}
	return fmt.Sprintf("让%d手贴%d点", h.Hands, h.Rest)
}
