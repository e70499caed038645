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

# start launches goref (extra environment, e.g. GOREF_E2E_CLOCK, passes through) and waits for its first frame and the intersection map.
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

# Phase 3: a timed game (3 s main time, then five 2-second byo-yomi periods) so that both
# sides reach byo-yomi quickly. After a kill -9 and recovery the clock must come back as
# autosaved: the side not to move exactly, the side to move going on from its saved time.
state=$GOREF_DATA_DIR/autosave/current.json
rm -f "$sgf" "$state"
GOREF_E2E_CLOCK="3 5x2 byo-yomi" start 4
click D4
sleep 4
click Q16
sleep 5
click D16
cp "$state" "$work/before-kill.json"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
start 5
sleep 0.5
key Return
sleep 1
import -window root "$out/recovered-clock.png"
click Q4
key ctrl+q
wait "$pid" 2>/dev/null || true
pid=
expect "B[dp] W[pd] B[dd] W[pp]"
python3 - "$work/before-kill.json" "$state" <<'PY' || fail "the clock did not come back after kill -9"
import json, sys
a, b = (json.load(open(f)).get("clock") for f in sys.argv[1:3])
assert a and b, "no clock in the autosave"
assert a["config"] == b["config"], "another time system"
sa, sb = a["state"]["Sides"], b["state"]["Sides"]
# Black's clock was stopped in both saves, but the second save reads it an instant after
# White's press started it: times may differ by that instant, everything else not at all.
timed = {"MainLeft", "PeriodLeft", "PeriodUsed", "Used", "Left"}
for k, v in sa[0].items():
    if k in timed:
        assert 0 <= sa[0][k] - sb[0][k] < 5e8 or 0 <= sb[0][k] - sa[0][k] < 5e8, f"Black's {k}: {v} -> {sb[0][k]}"
    elif k != "Running":
        assert sb[0][k] == v, f"Black's {k}: {v} -> {sb[0][k]}"
assert sa[0]["Moves"] == 2 and sb[1]["Moves"] == 2, "move counts were not restored"
assert sb[1]["Used"] >= sa[1]["Used"], "White's time used went back"
for k in ("PenaltyPoints", "Credited", "Adjusted"):
    assert sb[1][k] >= sa[1][k], k
print("e2e: clock restored: Black %s, %d periods, %d moves; White %d moves, %.1f s used" % (
    ["main", "byo-yomi"][sb[0]["Phase"]], sb[0]["PeriodsLeft"], sb[0]["Moves"], sb[1]["Moves"], sb[1]["Used"] / 1e9))
PY
