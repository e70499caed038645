package cli

import (
	"fmt"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/rules/count"
	"goref/rules/deadstones"
)

// score counts the current position under the session's rule set with the dead stones and
// seki of the session's estimator (goref's own unless --estimator chose GNU Go or KataGo; a
// referee marks dead stones in the app or with `goref score --dead`).
// GTP komi is in points; a rule set counting in 子 takes half of it.
func (e *gtpEngine) score() (*count.Breakdown, []board.Vertex, []board.Vertex, error) {
	b := e.game.Board()
	est, err := deadstones.EstimateWith(e.estimator, b)
	if err != nil && e.stderr != nil {
		fmt.Fprintln(e.stderr, "goref gtp:", err)
	}
	dead, seki := est.Dead(), est.Seki()
	if e.rs.Dispute == rules.DisputeNone {
		dead = nil // every stone on the board counts (Tromp-Taylor, ROC)
	}
	komi := e.rs.KomiFromPoints(e.komi)
	in := count.Input{
		Rules:     e.rs,
		Komi:      komi,
		Handicap:  len(e.setupB),
		Dead:      dead,
		Seki:      seki,
		NoSeki:    len(seki) == 0,
		Prisoners: count.Pair{Black: b.Captures(board.Black), White: b.Captures(board.White)},
	}
	in.TakePlayed(e.game) // passes, virtual moves, Ikeda's pass stones, as the table counts them
	bd, err := count.Score(b, in)
	return bd, dead, seki, err
}

func cmdFinalScore(e *gtpEngine, _ []string) (string, error) {
	bd, _, _, err := e.score()
	if err != nil {
		return "", fmt.Errorf("cannot score: %v", err)
	}
	return bd.Result.SGF(), nil
}

// cmdFinalStatusList lists the chains of a status, one chain per line.
func cmdFinalStatusList(e *gtpEngine, args []string) (string, error) {
	if len(args) != 1 {
		return "", fmt.Errorf("final_status_list needs alive, dead or seki")
	}
	status := strings.ToLower(args[0])
	if status != "alive" && status != "dead" && status != "seki" {
		return "", fmt.Errorf("invalid status")
	}
	_, dead, seki, err := e.score()
	if err != nil {
		return "", fmt.Errorf("cannot score: %v", err)
	}
	b := e.game.Board()
	marked := map[board.Vertex]string{}
	for _, list := range []struct {
		vs []board.Vertex
		s  string
	}{{dead, "dead"}, {seki, "seki"}} {
		for _, v := range list.vs {
			for _, s := range b.Chain(v) {
				marked[s] = list.s
			}
		}
	}
	var groups []string
	seen := map[board.Vertex]bool{}
	for _, c := range []board.Color{board.Black, board.White} {
		for _, v := range b.Stones(c) {
			if seen[v] {
				continue
			}
			chain := b.Chain(v)
			for _, s := range chain {
				seen[s] = true
			}
			st := marked[v]
			if st == "" {
				st = "alive"
			}
			if st == status {
				groups = append(groups, e.vertexList(chain))
			}
		}
	}
	return strings.Join(groups, "\n"), nil
}
