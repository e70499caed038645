#!/usr/bin/env bash
# The speed half of `make bench`: builds goref as `make build` does and runs bench/harness,
# which sets goref against its peers in one run, alternating: the corpus replay on the board
# and through rules.Game against rooklift/sgf (in one process), `goref gtp` against GNU Go on
# a prepared file of real games (CPU time of each whole process), and `goref check` over the
# corpus on 1 and 2 cores. Usage: bench/speed.sh [harness flags, e.g. -rounds 9 -only gtp]
# The corpus is ../shared/corpus beside the repository, or $GOREF_CORPUS.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin" GOFLAGS=-mod=mod
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -tags "${TAGS:-no_emoji}" -o "$work/goref" .
(cd bench/harness && go build -o "$work/harness" .)
# The harness finds the corpus from its working directory (the repository).
"$work/harness" -goref "$work/goref" "$@"
