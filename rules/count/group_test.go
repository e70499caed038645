package count

import (
	"slices"
	"testing"

	"goref/board"
)

// TestRelatedGroupLinksChainsThroughEmpties: two white stones inside Black's wall, apart but
// joined by empty points, are one group; a third beyond the wall is not; Black's wall is
// another group.
func TestRelatedGroupLinksChainsThroughEmpties(t *testing.T) {
	b, err := board.New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	var black, white []board.Vertex
	for y := 0; y < 9; y++ {
		black = append(black, board.Vertex{X: 4, Y: y}) // a wall on column E
	}
	white = append(white, board.Vertex{X: 1, Y: 1}, board.Vertex{X: 2, Y: 6}, board.Vertex{X: 7, Y: 7})
	if err := b.Setup(black, white, nil); err != nil {
		t.Fatal(err)
	}
	got := RelatedGroup(b, board.Vertex{X: 1, Y: 1})
	want := []board.Vertex{{X: 1, Y: 1}, {X: 2, Y: 6}}
	sortVs := func(vs []board.Vertex) {
		slices.SortFunc(vs, func(a, b board.Vertex) int { return (a.Y*9 + a.X) - (b.Y*9 + b.X) })
	}
	sortVs(got)
	if !slices.Equal(got, want) {
		t.Fatalf("related group %v, want %v", got, want)
	}
	if n := len(RelatedGroup(b, board.Vertex{X: 4, Y: 0})); n != 9 {
		t.Fatalf("the wall is %d stones, want 9", n)
	}
	if g := RelatedGroup(b, board.Vertex{X: 0, Y: 0}); g != nil {
		t.Fatalf("an empty point gives %v", g)
	}
}
