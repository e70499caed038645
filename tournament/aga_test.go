package tournament

import (
	"testing"

	"goref/board/sgf"
)

// The AGA export reads a record's game information as every other reader does: Fox's KM[375]
// is 3¾ stones (Fox writes komi ×100), a Chinese KM[3.75] is stones too — 7.5 points each, one
// stone being two points; Fox's KM[650] is 6.5 points; HA[1] is no handicap. (Values by hand
// from the rule that a stone of komi is two points and Fox's ×100.)
func TestAGAGameReadsKomiAndHandicapAsTheRecordMeansThem(t *testing.T) {
	for _, c := range []struct {
		props    string
		komi     float64
		handicap int
	}{
		{"RU[Chinese]KM[375]", 7.5, 0},
		{"RU[Chinese]KM[3.75]", 7.5, 0},
		{"RU[Japanese]KM[650]", 6.5, 0},
		{"RU[Japanese]KM[6.5]", 6.5, 0},
		{"RU[Japanese]KM[0.5]HA[1]", 0.5, 0},
		{"RU[Japanese]KM[0.5]HA[3]", 0.5, 3},
	} {
		col, err := sgf.Read([]byte("(;GM[1]FF[4]SZ[19]PB[Ke Jie]PW[Iyama Yuta]BR[9p]WR[9p]DT[2024-05-01]RE[B+R]" + c.props + ";B[pd])"))
		if err != nil {
			t.Fatal(err)
		}
		g, err := AGAGameOf(col.Games[0])
		if err != nil {
			t.Fatalf("%s: %v", c.props, err)
		}
		if g.Komi != c.komi || g.Handicap != c.handicap || g.Date != "2024-05-01" || g.Black.Rank != "9p" {
			t.Errorf("%s: komi %v handicap %d date %q rank %q; want komi %v handicap %d", c.props, g.Komi, g.Handicap, g.Date, g.Black.Rank, c.komi, c.handicap)
		}
	}
}
