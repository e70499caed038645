#!/usr/bin/env bash
# Prints goref's board speed and its ratios against the peers: GNU Go over GTP on the same
# stream of `play` commands (whole process, both sides), and the reference figure for
# rooklift/sgf's board (0.76 M moves/s on random 19×19 games on this machine, from issue 2;
# the module is not served by this machine's proxy, so it cannot be rebuilt here).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
ROOKLIFT=760000

out=$(go test -run '^$' -bench 'Replay|LegalMoves' -benchmem -benchtime 2s ./board/)
echo "$out" | grep Benchmark
rate() { echo "$out" | awk -v n="$1" '$1 ~ n { for (i=1;i<=NF;i++) if ($(i+1)=="moves/s") print $i }'; }
r19=$(rate RandomReplay19Positional)
corpus=$(rate ReplayCorpusPositionalSuperko)
awk -v r="$r19" -v c="$corpus" -v p="$ROOKLIFT" 'BEGIN {
	printf "random 19x19 replay, positional superko: %.2f M moves/s = %.1f x rooklift/sgf (0.76 M)\n", r/1e6, r/p
	printf "corpus replay, positional superko:       %.2f M moves/s = %.1f x rooklift/sgf\n", c/1e6, c/p }'

# GTP: the same stream of play commands to both programs, timed whole-process.
go build -o /tmp/goref-bench .
stream=$(mktemp)
go run ./bench/gtpstream > "$stream"
moves=$(grep -c '^play' "$stream")
t0=$(date +%s.%N); /tmp/goref-bench gtp < "$stream" > /dev/null; t1=$(date +%s.%N)
gnugo=$(command -v gnugo || echo /usr/games/gnugo)
"$gnugo" --mode gtp --quiet < "$stream" > /dev/null; t2=$(date +%s.%N)
awk -v m="$moves" -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {
	g = m/(b-a); n = m/(c-b)
	printf "GTP play stream (%d moves): goref %.0f moves/s, GNU Go %.0f moves/s, ratio %.1f x\n", m, g, n, g/n }'
rm -f "$stream"
