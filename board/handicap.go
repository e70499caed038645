package board

import "fmt"

// StarPoints returns the hoshi of a w×h board: the 3-3 points below 13 lines (4-4 from 13 on),
// the sides' midpoints on odd sides of at least 13, and the centre when both sides are odd.
func StarPoints(w, h int) []Vertex {
	xs, ys := starLines(w), starLines(h)
	var out []Vertex
	for _, y := range ys {
		for _, x := range xs {
			mid := (x == (w-1)/2 && w%2 == 1) || (y == (h-1)/2 && h%2 == 1)
			centre := x == (w-1)/2 && y == (h-1)/2
			if mid && !centre && (w < 13 || h < 13) {
				continue
			}
			out = append(out, Vertex{x, y})
		}
	}
	return out
}

func starLines(n int) []int {
	switch {
	case n < 7:
		if n%2 == 1 {
			return []int{n / 2}
		}
		return nil
	case n < 13:
		if n%2 == 1 {
			return []int{2, n / 2, n - 3}
		}
		return []int{2, n - 3}
	}
	if n%2 == 1 {
		return []int{3, n / 2, n - 4}
	}
	return []int{3, n - 4}
}

// FixedHandicap returns the GTP fixed placement of n stones (2–9) on a w×h board, in the
// order of the GTP specification; square boards of 7 lines or more, at most 4 stones on even
// sizes and on 7×7.
func FixedHandicap(w, h, n int) ([]Vertex, error) {
	if w != h || w < 7 {
		return nil, fmt.Errorf("no fixed handicap on a %dx%d board", w, h)
	}
	max := 9
	if w%2 == 0 || w == 7 {
		max = 4
	}
	if n < 2 || n > max {
		return nil, fmt.Errorf("fixed handicap of %d stones is not possible on %dx%d (2–%d)", n, w, h, max)
	}
	e := 3
	if w < 13 {
		e = 2
	}
	lo, hi, mid := e, w-1-e, w/2
	// Bottom-left, top-right, top-left, bottom-right, then centre and sides (y counts from the top).
	corners := []Vertex{{lo, hi}, {hi, lo}, {lo, lo}, {hi, hi}}
	sides := []Vertex{{lo, mid}, {hi, mid}, {mid, hi}, {mid, lo}}
	centre := Vertex{mid, mid}
	out := append([]Vertex(nil), corners[:min(n, 4)]...)
	switch n {
	case 5:
		out = append(out, centre)
	case 6:
		out = append(out, sides[:2]...)
	case 7:
		out = append(out, sides[:2]...)
		out = append(out, centre)
	case 8:
		out = append(out, sides...)
	case 9:
		out = append(out, sides...)
		out = append(out, centre)
	}
	return out, nil
}
