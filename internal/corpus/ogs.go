package corpus

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"goref/board"
)

// OGSPosition is an OGS autoscore fixture (ogs-autoscore/*.json) read as goref reads it.
//
// In OGS's scoring a stone left on the board always counts for its own colour, so a stone the
// expected ownership gives to the other colour or to nobody (' ') is one the result takes off
// the board: both are Dead. A stone marked '*' (don't care) or 's' (to be sealed: the game is
// not finished there) is one OGS's own test accepts whatever the answer: Either.
type OGSPosition struct {
	Board  *board.Board
	Dead   []board.Vertex
	Either []board.Vertex
	Owner  []string // the expected owner of each point, rows top down: B, W, ' ', '*' or 's'
	Rules  string   // the fixture's rule set, "chinese" when it names none
}

// ReadOGS reads an OGS autoscore fixture.
func ReadOGS(path string) (*OGSPosition, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f struct {
		Board   []string `json:"board"`
		Correct []string `json:"correct_ownership"`
		Rules   string   `json:"rules"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(f.Correct) != len(f.Board) {
		return nil, fmt.Errorf("%s: %d rows of ownership for %d of board", path, len(f.Correct), len(f.Board))
	}
	p := &OGSPosition{Owner: f.Correct, Rules: f.Rules}
	if p.Rules == "" {
		p.Rules = "chinese"
	}
	rows := make([]string, len(f.Board))
	for y, r := range f.Board {
		rows[y] = strings.NewReplacer("b", "X", "B", "X", "w", "O", "W", "O", " ", ".").Replace(r)
		if len(f.Correct[y]) != len(rows[y]) {
			return nil, fmt.Errorf("%s: row %d of ownership has %d points", path, y, len(f.Correct[y]))
		}
		for x := range rows[y] {
			stone, want := rows[y][x], f.Correct[y][x]
			if stone == '.' {
				continue
			}
			v := board.Vertex{X: x, Y: y}
			switch {
			case want == '*' || want == 's':
				p.Either = append(p.Either, v)
			case want == ' ' || stone == 'X' && want == 'W' || stone == 'O' && want == 'B':
				p.Dead = append(p.Dead, v)
			}
		}
	}
	if p.Board, err = board.FromRows(rows...); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return p, nil
}
