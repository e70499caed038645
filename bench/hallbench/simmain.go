package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"goref/hall"
	"goref/internal/corpus"
)

// simulateCmd is the first argument of the bench's own simulator processes: the bench runs
// itself as the tables, so the simulator does not ship in goref.
const simulateCmd = "simulate"

// simulate plays tables of real games against the director (hallbench simulate --broker URL
// --event NAME --secret S --tables N [--first K] [--pace 20s] --dir DIR [--games DIR]) and
// prints how many tables ended and how many moves were played, as JSON.
func simulate(args []string) int {
	fs := flag.NewFlagSet("hallbench simulate", flag.ContinueOnError)
	broker := fs.String("broker", "", "the broker")
	event := fs.String("event", "", "the event's name")
	secret := fs.String("secret", "", "the event secret")
	tables := fs.Int("tables", 10, "how many tables")
	first := fs.Int("first", 1, "the first table's number")
	pace := fs.Duration("pace", 20*time.Second, "mean time between two moves at a table")
	dir := fs.String("dir", "", "keep the tables' states and records here (a killed simulation started again goes on)")
	games := fs.String("games", "", "directory of records to play (default: the corpus's games)")
	duration := fs.Duration("duration", 0, "stop after this long (0: when every game ended)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *dir == "" {
		fmt.Fprintln(os.Stderr, "hallbench simulate: give --dir")
		return 2
	}
	if *games == "" {
		if corpus.Root() == "" {
			fmt.Fprintln(os.Stderr, "hallbench simulate: give --games DIR (records to play); the corpus is found only from the repository")
			return 2
		}
		*games = filepath.Join(corpus.Root(), "games")
	}
	var files []string
	_ = filepath.WalkDir(*games, func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(strings.ToLower(p), ".sgf") {
			files = append(files, p)
		}
		return nil
	})
	played := LoadGames(files, *tables)
	if len(played) == 0 {
		fmt.Fprintf(os.Stderr, "hallbench simulate: no 19×19 games under %s\n", *games)
		return 2
	}
	ctx, cancel := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer cancel()
	if *duration > 0 {
		ctx, cancel = context.WithTimeout(ctx, *duration)
		defer cancel()
	}
	sim := &Simulation{Broker: hall.Broker{URL: *broker}, Event: *event, Secret: *secret, Tables: *tables, First: *first,
		Games: played, Pace: *pace, Dir: *dir, Seed: 1}
	st, err := sim.Run(ctx)
	_ = json.NewEncoder(os.Stdout).Encode(map[string]any{"tables": st.Tables, "ended": st.Ended, "moves": st.Moves})
	if err != nil {
		fmt.Fprintf(os.Stderr, "hallbench simulate: %v\n", err)
		return 1
	}
	return 0
}
