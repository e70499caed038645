package corpus

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"goref/board"
)

// OGSFixture reads an OGS autoscore fixture (ogs-autoscore/*.json): its position, and its
// dead stones — the stones its expected ownership gives to the other colour.
func OGSFixture(path string) (*board.Board, []board.Vertex, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	var f struct {
		Board   []string `json:"board"`
		Correct []string `json:"correct_ownership"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(f.Correct) != len(f.Board) {
		return nil, nil, fmt.Errorf("%s: %d rows of ownership for %d of board", path, len(f.Correct), len(f.Board))
	}
	rows := make([]string, len(f.Board))
	var dead []board.Vertex
	for y, r := range f.Board {
		rows[y] = strings.NewReplacer("b", "X", "B", "X", "w", "O", "W", "O", " ", ".").Replace(r)
		if len(f.Correct[y]) != len(rows[y]) {
			return nil, nil, fmt.Errorf("%s: row %d of ownership has %d points", path, y, len(f.Correct[y]))
		}
		for x := range rows[y] {
			if want := f.Correct[y][x]; rows[y][x] == 'X' && want == 'W' || rows[y][x] == 'O' && want == 'B' {
				dead = append(dead, board.Vertex{X: x, Y: y})
			}
		}
	}
	b, err := board.FromRows(rows...)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", path, err)
	}
	return b, dead, nil
}
