package table

import (
	"strings"
	"testing"
)

// At a J89 table the count asks the players to fill the open dame (Art. 9-2) instead of
// noting, as for a record, that they were counted as neutral.
func TestOpenDameAskedAtTheTable(t *testing.T) {
	tb, _ := newTable(t, "japanese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5", "W C3", "B pass", "W pass")
	if !tb.Markable() {
		t.Fatal("not markable after two passes")
	}
	bd, err := tb.Count()
	if err != nil {
		t.Fatal(err)
	}
	if len(bd.Warnings) != 1 || !strings.Contains(bd.Warnings[0], "fill them before the count") || len(bd.Dame) == 0 {
		t.Errorf("dame %v, warnings %q", bd.Dame, bd.Warnings)
	}
}
