package hall

import (
	"testing"
)

// A table that shows another game for a while (a record opened to look at) and comes back to
// its live game: the director follows the live game again and loses none of its moves.
func TestTheLiveGameComesBackAfterALookAtAnother(t *testing.T) {
	r := rigs(t)[0]
	event := "lookaway"
	d, st, live := tableOne(t, r, event, t.TempDir())
	live.play("B C3", "W G7")
	sameRecord(t, d, "1", live)

	other := newTestTable(t, st, "japanese", 9, 0, "", "C", "D") // shown: the station sees it
	other.do(other.tb.Start())
	other.play("B E5")
	sameRecord(t, d, "1", other)

	live.play("B C7", "W G3") // back at the live game, which goes on
	sameRecord(t, d, "1", live)
	live.play("B pass")
	sameRecord(t, d, "1", live)
}
