#!/bin/bash
# Runs inside xvfb-run for run.sh; see there.
set -euo pipefail
work=$E2E_WORK out=$E2E_OUT
sgf=$GOREF_DATA_DIR/autosave/current.sgf
pid=

fail() {
	echo "e2e: FAIL: $*" >&2
	import -window root "$out/failure.png" 2>/dev/null || true
	[ -n "$pid" ] && kill "$pid" 2>/dev/null
	cat "$work"/app*.log >&2 || true
	exit 1
}

# start launches goref and waits for its first frame and the intersection map.
start() {
	rm -f "$GOREF_E2E_GEOMETRY"
	"$E2E_BIN" >"$work/app$1.log" 2>&1 &
	pid=$!
	for _ in $(seq 100); do
		[ -s "$GOREF_E2E_GEOMETRY" ] && break
		kill -0 "$pid" 2>/dev/null || fail "goref exited at start"
		sleep 0.1
	done
	[ -s "$GOREF_E2E_GEOMETRY" ] || fail "no first frame within 10 s"
	win=$(xdotool search --sync --name '^goref$' | head -1)
	grep -h "first frame" "$work/app$1.log" || true
}

# click VERTEX... clicks intersections (GTP names).
click() {
	local wx wy
	eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y)=')"
	for v in "$@"; do
		read -r x y < <(python3 -c "import json,sys; p=json.load(open('$GOREF_E2E_GEOMETRY'))['$v']; print(p[0], p[1])")
		xdotool mousemove $((X + x)) $((Y + y)) click 1
		sleep 0.3
	done
}

# key presses keys in the goref window. With no window manager the keyboard focus follows
# the pointer, so the pointer is moved over the window first (not over the board).
key() {
	eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y)=')"
	xdotool mousemove $((X + 20)) $((Y + 40))
	xdotool key "$@"
	sleep 0.3
}

# moves prints the moves of the autosaved record, e.g. "B[dd] W[pp] B[]".
moves() { python3 -c "import re,sys; print(' '.join(re.findall(r';\s*([BW]\[[a-z]*\])', open('$sgf').read())))"; }

expect() {
	local got
	got=$(moves)
	[ "$got" = "$1" ] || fail "autosave holds '$got', want '$1'"
	echo "e2e: autosave holds $got"
}

# Phase 1: five moves, two passes, quit.
start 1
click D4 Q16 D16 Q4 K10
key p
key p
import -window root "$out/play.png"
key ctrl+q
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "Ctrl+Q did not quit"
expect "B[dp] W[pd] B[dd] W[pp] B[jj] W[] B[]"

# Phase 2: a new game would start from the finished-or-not autosave; this one is not
# finished (two passes stop play but nothing is counted), so it is offered for recovery.
start 2
sleep 0.5
import -window root "$out/recover-offer.png"
key Return
sleep 0.5
expect "B[dp] W[pd] B[dd] W[pp] B[jj] W[] B[]"
click C3 R17
expect "B[dp] W[pd] B[dd] W[pp] B[jj] W[] B[] W[cq] B[qc]"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
start 3
sleep 0.5
key Return
sleep 0.5
import -window root "$out/recovered.png"
expect "B[dp] W[pd] B[dd] W[pp] B[jj] W[] B[] W[cq] B[qc]"
grep -q "W\[cq\]" "$sgf" || fail "recovered game lost moves"
key ctrl+q
wait "$pid" 2>/dev/null || true
pid=
