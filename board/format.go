package board

import "strings"

// String draws the board as text rows, top row first: X black, O white, . empty.
func (b *Board) String() string {
	var sb strings.Builder
	for _, row := range b.Rows() {
		sb.WriteString(row)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Rows returns the rows of the position, top row first: X black, O white, . empty.
func (b *Board) Rows() []string {
	rows := make([]string, b.h)
	line := make([]byte, b.w)
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			switch b.color[b.index(x, y)] {
			case Black:
				line[x] = 'X'
			case White:
				line[x] = 'O'
			default:
				line[x] = '.'
			}
		}
		rows[y] = string(line)
	}
	return rows
}

// FromRows builds a board from text rows (top first): X or B black, O or W white, anything
// else empty. All rows must have the same length. The stones are set up, not played.
func FromRows(rows ...string) (*Board, error) {
	h := len(rows)
	w := 0
	if h > 0 {
		w = len(rows[0])
	}
	b, err := New(w, h)
	if err != nil {
		return nil, err
	}
	var black, white []Vertex
	for y, r := range rows {
		if len(r) != w {
			return nil, ErrOffBoard
		}
		for x := 0; x < w; x++ {
			switch r[x] {
			case 'X', 'B', 'x':
				black = append(black, Vertex{x, y})
			case 'O', 'W', 'o':
				white = append(white, Vertex{x, y})
			}
		}
	}
	return b, b.Setup(black, white, nil)
}
