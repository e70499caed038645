package cli

import (
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"goref/board"
)

// The differential test plays random games on goref and GNU Go side by side over GTP, for
// every ko and suicide rule GNU Go has, and compares after every move the stones on the board
// and the set of legal points of the player to move.
//
// One divergence is expected and excluded: GNU Go 3.8 skips its superko checks for suicide
// moves, so under positional or situational superko with suicide allowed it accepts a suicide
// that recreates an earlier position. goref follows the rule; those points are classified with
// a mirror board and excluded, and the rule itself is proven in TestGTPSuperkoAndSuicideFlags
// and the board tests.

var gnugoFlags = map[string]string{
	"none": "--no-ko", "simple": "--simple-ko", "positional": "--positional-superko", "situational": "--situational-superko",
	"forbid": "--forbid-suicide", "multi": "--allow-suicide", "all": "--allow-all-suicide",
}

func gnugoPath(t *testing.T) string {
	for _, p := range []string{"gnugo", "/usr/games/gnugo"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("GOREF_REQUIRE_GNUGO") != "" {
		t.Fatal("GNU Go is required (GOREF_REQUIRE_GNUGO is set) but not installed: apt-get install gnugo")
	}
	t.Skip("GNU Go not installed")
	return ""
}

// diffScale multiplies the number of games (GOREF_DIFF_SCALE, default 1; -short uses a tenth).
func diffScale() float64 {
	if s, err := strconv.ParseFloat(os.Getenv("GOREF_DIFF_SCALE"), 64); err == nil && s > 0 {
		return s
	}
	if testing.Short() {
		return 0.1
	}
	return 1
}

func TestDifferentialAgainstGnuGo(t *testing.T) {
	path := gnugoPath(t)
	sizes := []struct{ size, games int }{{5, 200}, {9, 30}, {19, 1}}
	total, excluded := 0, 0
	for _, ko := range []string{"simple", "none", "positional", "situational"} {
		for _, suicide := range []string{"forbid", "multi", "all"} {
			t.Run(ko+"/"+suicide, func(t *testing.T) {
				gnu, err := startGnuGo(path, gnugoFlags[ko], gnugoFlags[suicide])
				if err != nil {
					t.Fatal(err)
				}
				defer gnu.close()
				ours := startGoref("--ko", ko, "--suicide", suicide)
				defer ours.close()
				kr, _ := board.ParseKoRule(ko)
				sr, _ := board.ParseSuicideRule(suicide)
				for _, sz := range sizes {
					n := max(1, int(float64(sz.games)*diffScale()))
					for g := 0; g < n; g++ {
						seed := uint64(sz.size*100000 + g)
						ex := diffGame(t, gnu, ours, sz.size, kr, sr, seed)
						excluded += ex
						total++
					}
				}
			})
		}
	}
	t.Logf("%d games, %d legal-point divergences excluded (GNU Go's superko-on-suicide defect)", total, excluded)
}

// diffGame plays one random game and fails the test at the first divergence. It returns how
// many points were excluded as GNU Go's known defect.
func diffGame(t *testing.T, gnu, ours *gtpClient, size int, ko board.KoRule, suicide board.SuicideRule, seed uint64) int {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 99))
	for _, e := range []*gtpClient{gnu, ours} {
		mustSend(t, e, "boardsize %d", size)
		mustSend(t, e, "clear_board")
	}
	mirror := board.MustNew(size, size)
	mirror.SetRules(ko, suicide)
	excluded := 0
	c := board.Black
	passes := 0
	for ply := 0; ply < 4*size*size && passes < 2; ply++ {
		legalOurs := vertexSet(mustSend(t, ours, "all_legal %s", c))
		legalGnu := vertexSet(mustSend(t, gnu, "all_legal %s", c))
		for v := range legalGnu {
			if !legalOurs[v] {
				if gnuSuperkoSuicide(mirror, c, v) {
					excluded++
					delete(legalGnu, v)
					continue
				}
				t.Fatalf("seed %d ply %d: GNU Go allows %s %s, goref does not (%v)\n%s", seed, ply, c, v, legalReason(mirror, c, v), mirror)
			}
		}
		for v := range legalOurs {
			if !legalGnu[v] {
				t.Fatalf("seed %d ply %d: goref allows %s %s, GNU Go does not\n%s", seed, ply, c, v, mirror)
			}
		}
		mv := "pass"
		if len(legalOurs) > 0 && r.IntN(25) > 0 {
			keys := make([]string, 0, len(legalOurs))
			for v := range legalOurs {
				keys = append(keys, v)
			}
			sort.Strings(keys)
			mv = keys[r.IntN(len(keys))]
		}
		mustSend(t, gnu, "play %s %s", c, mv)
		mustSend(t, ours, "play %s %s", c, mv)
		v, _ := board.ParseGTP(mv, size, size)
		if _, err := mirror.Play(c, v); err != nil {
			t.Fatalf("mirror refused %s %s: %v", c, mv, err)
		}
		for _, col := range []string{"black", "white"} {
			a, b := sortedFields(mustSend(t, gnu, "list_stones %s", col)), sortedFields(mustSend(t, ours, "list_stones %s", col))
			if a != b {
				t.Fatalf("seed %d ply %d after %s %s: %s stones differ\nGNU Go: %s\ngoref:  %s", seed, ply, c, mv, col, a, b)
			}
		}
		if mv == "pass" {
			passes++
		} else {
			passes = 0
		}
		c = c.Opponent()
	}
	return excluded
}

// gnuSuperkoSuicide tells whether c at v is a suicide that the superko rule forbids: the one
// case GNU Go 3.8 gets wrong.
func gnuSuperkoSuicide(mirror *board.Board, c board.Color, vtx string) bool {
	v, err := board.ParseGTP(vtx, mirror.Width(), mirror.Height())
	if err != nil || !errors.Is(mirror.Legal(c, v), board.ErrSuperko) {
		return false
	}
	probe := mirror.Clone()
	probe.SetRules(board.KoNone, board.SuicideForbid)
	return errors.Is(probe.Legal(c, v), board.ErrSuicide)
}

func legalReason(b *board.Board, c board.Color, vtx string) error {
	v, _ := board.ParseGTP(vtx, b.Width(), b.Height())
	return b.Legal(c, v)
}

func mustSend(t *testing.T, c *gtpClient, format string, args ...any) string {
	t.Helper()
	resp, err := c.send(format, args...)
	if err != nil {
		t.Fatalf("%q: %v", strings.TrimSpace(format), err)
	}
	return resp
}

func vertexSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(s) {
		m[strings.ToUpper(f)] = true
	}
	return m
}

func sortedFields(s string) string {
	f := strings.Fields(strings.ToUpper(s))
	sort.Strings(f)
	return strings.Join(f, " ")
}
