#!/bin/bash
# End-to-end test of the real goref binary under Xvfb.
#
#   app/e2e/run.sh [BINARY]      (builds the module's binary with the e2e tag when none is given;
#                                 a BINARY given must be built with it: the hooks below are
#                                 absent from the release binary)
#
# Phase 1: start goref, click five intersections, press P twice, quit with Ctrl+Q, and check
# that the autosaved SGF holds exactly those moves and the two passes.
# Phase 2: start again on the same data directory, play two more moves, kill -9 the process,
# start again, accept the recovery offer (Return) and check that nothing was lost.
# Phase 3: a timed game reaching byo-yomi, kill -9, recovery: the clock comes back as saved.
# Phase 4: a 9×9 Ing game played to two passes; the suggested dead stone accepted by both
# players (Ctrl+Shift+B/W), two more passes, the count accepted: RE B+1 in the autosave.
# The fill count (Ctrl+Shift+F) skipped to the end (S): both 量斗 show 40.
# Phase 7 (runs before 5): a 9×9 Ing game on the clock (12 s, three 2 s penalty blocks): Black
# plays in penalty overtime (2 points), then his flag falls: RE[W+T] in the autosave, the face
# red, and the board takes no more stones.
# Phase 5: the file chooser helper (goref-filedialog, next to BINARY) alone, then from goref
# (Ctrl+O): it returns the path typed into it, and goref plays on while it is open.
# Phase 4 also saves the result slip (PDF) through the chooser and reads it back.
# Phase 8: goref killed (-9) while the chooser is open: the chooser goes with it.
# Phase 10: two windows on one data directory play, both quit: both games on disk (autosave/,
# autosave-2/), nothing moved aside; started again, each window is offered its game.
# Phase 6: SIGTERM during a timed game: goref ends within its grace time with the game saved;
# no goref, helper or dbus-daemon is left behind by any start.
# Screenshots go to $E2E_OUT (default: a temporary directory), the first-frame time to stdout.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d /tmp/goref-e2e.XXXXXX)
out=${E2E_OUT:-$work/out}
mkdir -p "$out"

bin=${1:-}
if [ -z "$bin" ]; then
	(cd "$root" && PATH=$PATH:/usr/local/go/bin go build -tags "no_emoji e2e" -o "$work/goref" . &&
		PATH=$PATH:/usr/local/go/bin go build -o "$work/goref-filedialog" ./cmd/goref-filedialog)
	bin=$work/goref
fi
bin=$(realpath "$bin")
grep -qa GOREF_E2E_STATE "$bin" || { echo "e2e: $bin has no end-to-end hooks (build it with -tags e2e)" >&2; exit 2; }

export GOREF_DATA_DIR=$work/data GSETTINGS_BACKEND=memory GOREF_NO_NATIVE_DIALOG=1 \
	GOREF_TIMING=1 GOREF_E2E_GEOMETRY=$work/geometry.json GOREF_E2E_STATE=$work/state.json LANG=C.UTF-8 HOME=$work \
	E2E_BIN=$bin E2E_WORK=$work E2E_OUT=$out

xvfb-run -a -s '-screen 0 1280x1000x24' "$here/session.sh"
# The referee's screens on a laptop's 1280×720 (issue 25 items 2, 5, 6).
xvfb-run -a -s '-screen 0 1280x720x24' "$here/screens.sh"
echo "e2e: OK (screenshots in $out)"
