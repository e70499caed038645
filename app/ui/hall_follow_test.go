package ui

import (
	"path/filepath"
	"testing"

	"goref/board/sgf"
	"goref/rules/table"
)

// The hall's station hears only the table's game: the game shown when the table joined and one
// begun by New game, never a record opened to look at (the director would take it as the
// table's game and refuse the live one).
func TestTheHallFollowsTheTablesGameNotARecordOpenedToLookAt(t *testing.T) {
	u, _ := newTestUI(t)
	var seen []*table.Table
	u.SetTableObserver(func(tb *table.Table, _ table.Update) { seen = append(seen, tb) })
	live := u.Session().Table()
	tapAt(u, 3, 3)

	path := filepath.Join(t.TempDir(), "look.sgf")
	if err := sgf.WriteFile(path, mustParse(t, "(;GM[1]FF[4]SZ[19];B[dd];W[pp])")); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	record := u.Session().Table()
	if record == live {
		t.Fatal("the record did not open")
	}
	tapAt(u, 15, 3)
	for _, tb := range seen {
		if tb != live {
			t.Fatal("the station was told of a record opened to look at")
		}
	}

	u.StartGame(u.Session().Info)
	next := u.Session().Table()
	tapAt(u, 3, 3)
	if seen[len(seen)-1] != next {
		t.Fatal("the station was not told of the game begun by New game")
	}
}
