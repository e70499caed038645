// Command gtpstream prints a GTP stream of play commands for benchmarks: random legal 19×19
// games (board.RandomGame, fixed seeds), each after clear_board.
package main

import (
	"bufio"
	"fmt"
	"os"

	"goref/board"
)

func main() {
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprintln(w, "boardsize 19")
	for seed := uint64(0); seed < 100; seed++ {
		fmt.Fprintln(w, "clear_board")
		c := board.Black
		for _, v := range board.RandomGame(19, 19, seed, 3*361, board.KoSimple, board.SuicideForbid) {
			fmt.Fprintf(w, "play %s %s\n", c, v.GTP(19))
			c = c.Opponent()
		}
	}
	fmt.Fprintln(w, "quit")
}
