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

# appstate KEY prints a field of the state the app writes (GOREF_E2E_STATE) as JSON.
appstate() { python3 -c "import json,sys; print(json.dumps(json.load(open('$GOREF_E2E_STATE')).get('$1')))"; }

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
rm -rf "$GOREF_DATA_DIR"/autosave* # a fresh start: generations left would be offered
GOREF_E2E_CLOCK="3 5x2 byo-yomi" start 4
click D4
sleep 4
click Q16
sleep 5
click D16
# The autosave follows the move on the app's own schedule: under load the state on disk may
# still be the one saved after Q16 (Black's clock running). Wait for the save of D16.
for _ in $(seq 50); do
	python3 -c "import json,sys; t=json.load(open('$state')).get('table') or {}; sys.exit(t.get('snapshot',{}).get('clock',{}).get('Sides',[{}])[0].get('Moves') != 2)" 2>/dev/null && break
	sleep 0.1
done
cp "$state" "$work/before-kill.json"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
rm -f "$GOREF_E2E_STATE"
start 5
# Return accepts the recovery offer once it is shown (Return does nothing else on the board):
# press it until the app reports the three recovered moves.
for _ in $(seq 40); do
	[ "$(appstate moves 2>/dev/null)" = 3 ] && break
	key Return
	sleep 0.5
done
[ "$(appstate moves 2>/dev/null)" = 3 ] || fail "the recovery offer was not accepted"
# The recovered timed game shows its clocks, which move the board: wait for the intersection
# map written after that.
rm -f "$GOREF_E2E_GEOMETRY"
for _ in $(seq 50); do [ -s "$GOREF_E2E_GEOMETRY" ] && break; sleep 0.1; done
import -window root "$out/recovered-clock.png"
t0=$(date +%s.%N)
click Q4
key ctrl+q
wait "$pid" 2>/dev/null || true
t1=$(date +%s.%N)
pid=
expect "B[dp] W[pd] B[dd] W[pp]"
python3 - "$work/before-kill.json" "$state" "$t0" "$t1" <<'PY' || fail "the clock did not come back after kill -9"
import json, sys
# the autosave keeps the table whole; its snapshot holds the clock as saved
a, b = (json.load(open(f)).get("table") or {} for f in sys.argv[1:3])
assert a.get("snapshot", {}).get("clock") and b.get("snapshot", {}).get("clock"), "no clock in the autosave"
assert a["time"] == b["time"], "another time system"
sa, sb = a["snapshot"]["clock"]["Sides"], b["snapshot"]["clock"]["Sides"]
# Black's clock was stopped before the kill and after the recovery; White's Q4 started it, and
# the save at quit reads it: its times may differ by at most the time from the click on Q4 to
# the end of the process (measured here), everything else not at all.
ran = (float(sys.argv[4]) - float(sys.argv[3])) * 1e9 + 1e8
if ran >= sa[0]["PeriodLeft"]:
    print("e2e: the quit took %.1f s, longer than Black's byo-yomi period: his times are not compared" % (ran / 1e9))
timed = {"MainLeft", "PeriodLeft", "PeriodUsed", "Used", "Left"}
for k, v in sa[0].items():
    if ran >= sa[0]["PeriodLeft"] and k in timed | {"PeriodsLeft"}:
        continue
    if k in timed:
        assert abs(v - sb[0][k]) < ran, f"Black's {k}: {v} -> {sb[0][k]} in {ran / 1e9:.2f} s"
    elif k != "Running":
        assert sb[0][k] == v, f"Black's {k}: {v} -> {sb[0][k]}"
assert sa[0]["Moves"] == 2 and sb[1]["Moves"] == 2, "move counts were not restored"
assert sb[1]["Used"] >= sa[1]["Used"], "White's time used went back"
for k in ("PenaltyPoints", "Credited", "Adjusted"):
    assert sb[1][k] >= sa[1][k], k
print("e2e: clock restored: Black %s, %d periods, %d moves; White %d moves, %.1f s used" % (
    ["main", "byo-yomi"][sb[0]["Phase"]], sb[0]["PeriodsLeft"], sb[0]["Moves"], sb[1]["Moves"], sb[1]["Used"] / 1e9))
PY

# Phase 4: a 9×9 Ing game to the end, counted under Ing with the 量斗 shown. The geometry
# file is rewritten every 0.5 s (the panel narrows the board when it opens); the panel's
# buttons have keys in the Referee menu (Ctrl+Shift+B/W accept, Ctrl+Shift+F fill count),
# the fill count window has S (skip to the end).
# await KEY VALUE [TENTHS] waits up to TENTHS/10 s (default 5 s) for a state field to read
# VALUE (JSON).
await() {
	local got
	for _ in $(seq "${3:-50}"); do
		got=$(appstate "$1")
		[ "$got" = "$2" ] && { echo "e2e: $1 = $got"; return; }
		sleep 0.1
	done
	fail "state $1 is $got, want $2"
}
rm -rf "$GOREF_DATA_DIR"/autosave* "$GOREF_E2E_STATE" # a fresh start: generations left would be offered
GOREF_NO_NATIVE_DIALOG= GOREF_E2E_GAME="ing 9" start 6
# Walls on columns E (Black) and F (White), Black's two eyes at the top left, White's
# extra moves in its own area and a white invader at C2, which the suggestion marks dead.
click E9 F9 E8 F8 E7 F7 E6 F6 E5 F5 E4 F4 E3 F3 E2 F2 E1 F1 \
	D9 H8 D8 H6 D7 H4 A7 H2 B7 G9 C7 J9 B9 G1 B8 C2
key p
key p
await phase '"halted"'
await panel true
await dead '["C2"]'
sleep 1
import -window root "$out/ing-halt.png"
# A spot pixel: the centre of C2 (from the geometry file, rewritten after the panel opened)
# is the red cross of a dead mark, not the white stone's face.
eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y)=')"
read -r cx cy < <(python3 -c "import json; p=json.load(open('$GOREF_E2E_GEOMETRY'))['C2']; print(p[0], p[1])")
rgb=$(convert "$out/ing-halt.png" -format "%[fx:int(255*p{$((X + cx)),$((Y + cy))}.r)] %[fx:int(255*p{$((X + cx)),$((Y + cy))}.g)]" info:)
read -r red green <<<"$rgb"
[ "$red" -gt 150 ] && [ "$green" -lt 100 ] || fail "C2 at ($((X + cx)), $((Y + cy))) is not marked dead on screen: r g = $rgb"
echo "e2e: C2 shows the dead mark (r g = $rgb)"
# The referee confirms the marks where the estimator was unsure (the amber rings; refused and
# harmless when it was sure), then both accept; the acceptance that completes the agreement
# asks: Tab reaches its answer, Space presses it.
key ctrl+shift+m
key ctrl+shift+b
key ctrl+shift+w
key Tab
key space
await phase '"cleared"'
sleep 1
# 死子清完 (Ing 1996 art. 3): the agreed dead stone is off the board, so C2's centre shows
# neither the dead mark's red nor a white stone's face (blue well above the wood's).
import -window root "$out/ing-cleared.png"
eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y)=')"
read -r cx cy < <(python3 -c "import json; p=json.load(open('$GOREF_E2E_GEOMETRY'))['C2']; print(p[0], p[1])")
rgb=$(convert "$out/ing-cleared.png" -format "%[fx:int(255*p{$((X + cx)),$((Y + cy))}.r)] %[fx:int(255*p{$((X + cx)),$((Y + cy))}.g)] %[fx:int(255*p{$((X + cx)),$((Y + cy))}.b)]" info:)
read -r red green blue <<<"$rgb"
{ [ "$red" -gt 150 ] && [ "$green" -lt 100 ]; } && fail "C2 still shows the dead mark after the agreement: r g b = $rgb"
[ "$blue" -lt 150 ] || fail "C2 still shows a stone after the agreement: r g b = $rgb"
echo "e2e: C2 is cleared after the agreement (r g b = $rgb)"
key p
key p
await phase '"ended"'
key ctrl+shift+b
key ctrl+shift+w
await result '"B+1"'
grep -q 'RE\[B+1\]' "$sgf" || fail "the autosave has no RE[B+1]: $(grep -o 'RE\[[^]]*\]' "$sgf")"
grep -q 'RU\[' "$sgf" && echo "e2e: autosave $(grep -o 'RU\[[^]]*\]' "$sgf") $(grep -o 'RE\[[^]]*\]' "$sgf")"
import -window root "$out/ing-counted.png"
# The result slip (Ctrl+Shift+R), saved through the desktop's chooser (Save PDF at the slip
# window's foot): the PDF reads back (pdftotext) with the result and its QR code's hash of the
# record that lies beside it, and renders as black on white (pdftoppm).
key ctrl+shift+r
slipwin=$(xdotool search --sync --name '^Result slip$' | head -1)
eval "$(xdotool getwindowgeometry --shell "$slipwin" | grep -E '^(X|Y|WIDTH|HEIGHT)=')"
[ "$HEIGHT" -le 900 ] || fail "the slip window is $HEIGHT px tall: Save leaves a 1000-px screen"
import -window root "$out/slip-window.png"
xdotool mousemove $((X + 40)) $((Y + HEIGHT - 20)) click 1
dlg=
for _ in $(seq 100); do
	dlg=$(xdotool search --name '^Save File$' 2>/dev/null | head -1) || true
	[ -n "$dlg" ] && break
	sleep 0.1
done
[ -n "$dlg" ] || fail "Save on the slip opened no chooser"
sleep 0.5
xdotool windowfocus --sync "$dlg"
xdotool key ctrl+a
xdotool type --delay 0 "$work/slip.pdf"
sleep 0.5
xdotool key Return
for _ in $(seq 50); do [ -s "$work/slip.pdf" ] && [ -s "$work/slip.sgf" ] && break; sleep 0.1; done
[ -s "$work/slip.pdf" ] || fail "no slip PDF written"
grep -q 'RE\[B+1\]' "$work/slip.sgf" || fail "the SGF beside the slip has no RE[B+1]"
slip_text=$(pdftotext "$work/slip.pdf" - 2>&1)
grep -q 'RE\[B+1\]' <<<"$slip_text" || fail "pdftotext finds no RE[B+1] on the slip: $slip_text"
hash=$(sha256sum "$work/slip.sgf" | cut -d' ' -f1)
grep -q "sgf-sha256:$hash" <<<"$slip_text" || fail "the slip's QR text does not hold the SHA-256 of the record beside it ($hash)"
pdftoppm -r 50 -png -singlefile "$work/slip.pdf" "$work/slip-page"
read -r paper ink < <(convert "$work/slip-page.png" -colorspace gray -format "%[fx:mean] " info: && \
	convert "$work/slip-page.png" -colorspace gray -threshold 40% -negate -format "%[fx:mean]\n" info:)
python3 -c "import sys; p,i=map(float,sys.argv[1:]); sys.exit(not (p > 0.8 and i > 0.005))" "$paper" "$ink" ||
	fail "the slip's page has mean $paper, ink $ink: not the slip (black on white)"
cp "$work/slip.pdf" "$work/slip-page.png" "$out/"
echo "e2e: slip PDF, page mean grey $paper, ink $ink ($out/slip.pdf)"
# Escape closes the slip (it lies over the main window: there is no window manager).
xdotool windowfocus --sync "$slipwin"
xdotool mousemove $((X + 300)) $((Y + 100)) key Escape
sleep 0.5
xdotool search --name '^Result slip$' >/dev/null && fail "Escape did not close the slip"
key ctrl+shift+f
fillwin=$(xdotool search --sync --name '^Fill count' | head -1)
eval "$(xdotool getwindowgeometry --shell "$fillwin" | grep -E '^(X|Y)=')"
xdotool mousemove $((X + 300)) $((Y + 300)) key s
for _ in $(seq 50); do
	python3 -c "import json; f=json.load(open('$GOREF_E2E_STATE')).get('fill') or {}; exit(not (f.get('done') and f.get('proven') and f['black'] == f['white'] == '40'))" && break
	sleep 0.1
done
python3 -c "import json; f=json.load(open('$GOREF_E2E_STATE')).get('fill') or {}; exit(not (f.get('done') and f.get('proven') and f['black'] == f['white'] == '40'))" ||
	fail "the fill count did not end with both 量斗 at 40: $(appstate fill)"
sleep 0.5
import -window root "$out/ing-fill.png"
echo "e2e: Ing fill count: $(appstate fill)"
echo "e2e: screenshots $out/ing-halt.png $out/ing-counted.png $out/ing-fill.png"
# Escape closes the fill count (it lies over the main window: there is no window manager).
xdotool mousemove $((X + 300)) $((Y + 300)) key Escape
sleep 0.5
xdotool search --name '^Fill count' >/dev/null && fail "Escape did not close the fill count"
key ctrl+q
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "Ctrl+Q did not quit"
wait "$pid" 2>/dev/null || true
pid=

# Phase 7 (before 5: it needs no file chooser): an Ing game on the clock, 12 s basic time and
# three 2 s penalty blocks (T/6), into penalty overtime and to 逾时败. Black lets basic time run
# out and plays in the first block (罚两点), White answers at once, then Black's flag falls in
# the third block: the game ends by itself with RE[W+T] in the autosave, the face turns red,
# and a click on the board places no stone.
rm -rf "$GOREF_DATA_DIR"/autosave* "$GOREF_E2E_STATE" # a fresh start: generations left would be offered
GOREF_E2E_GAME="ing 9" GOREF_E2E_CLOCK="12 3x2 penalty (Ing)" start 9
await penalties '{"B": 2, "W": 0}' 300
click E5
click D4
await moves 2
import -window root "$out/ing-overtime.png"
await result '"W+T"' 120
await phase '"ended"'
grep -q 'RE\[W+T\]' "$sgf" || fail "the autosave has no RE[W+T]: $(grep -o 'RE\[[^]]*\]' "$sgf")"
sleep 0.5
import -window root "$out/ing-flag.png"
echo "e2e: Ing 逾时败: $(grep -o 'RE\[[^]]*\]' "$sgf"), status: $(appstate status)"
click C3
await moves 2
appstate status | grep -q "The game is over" || fail "a click after the flag fell says $(appstate status)"
echo "e2e: a click after the flag: $(appstate status)"
echo "e2e: screenshots $out/ing-overtime.png $out/ing-flag.png"
key ctrl+q
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "Ctrl+Q did not quit"
wait "$pid" 2>/dev/null || true
pid=

# Phase 5: the desktop's file chooser, run by the helper goref-filedialog next to goref (GTK,
# in a process of its own). The helper alone: exit status 3 with no display; with one, the
# chooser returns the path typed into it (Ctrl+L, the path, Return). Then goref: Ctrl+O
# shows the chooser while goref's window stays live (P passes), Escape cancels, and a second
# Ctrl+O opens a record through it. With no window manager, keys go to the window focused
# last, so each window is focused before its keys.
helper=$(dirname "$E2E_BIN")/goref-filedialog
[ -x "$helper" ] || fail "no $helper next to goref"
status=0
DISPLAY= WAYLAND_DISPLAY= "$helper" open 2>/dev/null || status=$?
[ "$status" = 3 ] || fail "the helper with no display exited $status, want 3"
printf '(;GM[1]FF[4]SZ[19];B[pd];W[dp];B[pp])\n' >"$work/chosen.sgf"
# chooser waits for the chooser window (GTK titles it "Open File") and focuses it.
chooser() {
	dlg=
	for _ in $(seq 100); do
		dlg=$(xdotool search --name '^Open File$' 2>/dev/null | head -1) || true
		[ -n "$dlg" ] && break
		sleep 0.1
	done
	[ -n "$dlg" ] || fail "no file chooser within 10 s"
	sleep 0.5
	xdotool windowfocus --sync "$dlg"
}
# choose PATH types PATH into the chooser and accepts it. The path is typed at full speed:
# between slow keys GTK's completion cuts in.
choose() {
	xdotool key ctrl+l
	xdotool type --delay 0 "$1"
	sleep 0.5
	xdotool key Return
}
# gone PID WHAT waits up to 5 s for process PID to end.
gone() {
	for _ in $(seq 50); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
	kill "$1" 2>/dev/null
	fail "$2"
}
# Started here, with no session bus named, the helper must name none itself before GTK looks
# for one (internal/dbusenv/atstart): phase 6 finds any dbus-daemon it autolaunched.
env -u DBUS_SESSION_BUS_ADDRESS "$helper" open >"$work/helper.out" 2>"$work/helper.log" &
hpid=$!
chooser
import -window root "$out/chooser.png"
choose "$work/chosen.sgf"
gone "$hpid" "the chooser did not close on Return"
status=0
wait "$hpid" || status=$?
[ "$status" = 0 ] && [ "$(cat "$work/helper.out")" = "$work/chosen.sgf" ] ||
	fail "the helper exited $status with '$(cat "$work/helper.out")'"
echo "e2e: the helper's chooser returned $(cat "$work/helper.out")"
rm -rf "$GOREF_DATA_DIR"/autosave* "$GOREF_E2E_STATE" # a fresh start: generations left would be offered
GOREF_NO_NATIVE_DIALOG= start 7
xdotool windowfocus --sync "$win"
key ctrl+o
chooser
hpid=$(pgrep -P "$pid" -f goref-filedialog) || fail "Ctrl+O started no helper"
# Beside goref's window (both are at the top left), for the screenshot.
xdotool windowsize "$dlg" 600 400 windowmove "$dlg" 660 380
xdotool windowfocus --sync "$win"
key p
await moves 1
import -window root "$out/goref-chooser.png"
xdotool windowfocus --sync "$dlg" key Escape
gone "$hpid" "Escape did not close goref's chooser"
xdotool windowfocus --sync "$win"
key ctrl+o
chooser
choose "$work/chosen.sgf"
await moves 3
echo "e2e: goref opened $(basename "$work/chosen.sgf") through the chooser; screenshots $out/chooser.png $out/goref-chooser.png"
xdotool windowfocus --sync "$win"
key ctrl+q
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "Ctrl+Q did not quit"
wait "$pid" 2>/dev/null || true
pid=

# Phase 8: goref killed (-9) while the desktop's chooser is open leaves no chooser behind: the
# helper ends with the pipe goref held (issue 29 item 8).
rm -rf "$GOREF_DATA_DIR"/autosave* "$GOREF_E2E_STATE" # a fresh start: generations left would be offered
GOREF_NO_NATIVE_DIALOG= start 9
xdotool windowfocus --sync "$win"
key ctrl+o
chooser
hpid=$(pgrep -P "$pid" -f goref-filedialog) || fail "Ctrl+O started no helper"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
pid=
gone "$hpid" "the chooser outlived goref, killed with -9 while it was open"
echo "e2e: goref killed with the chooser open: the chooser went with it"

# Phase 10: two windows on one data directory (issue 29 item 4). The second autosaves into
# autosave-2/, is not offered the first one's game and says so; both play, both quit; neither
# moved the other's files aside. Started again, two windows are offered one game each.
# open_window N GEOMETRY STATE starts goref with its own geometry and state files (pid, win:
# the goref window that was not there before).
open_window() {
	local before
	before=$(xdotool search --name '^goref$' 2>/dev/null | sort || true)
	rm -f "$2" "$3"
	GOREF_E2E_GEOMETRY=$2 GOREF_E2E_STATE=$3 "$E2E_BIN" >"$work/app$1.log" 2>&1 &
	pid=$!
	for _ in $(seq 100); do
		[ -s "$2" ] && break
		kill -0 "$pid" 2>/dev/null || fail "goref exited at start"
		sleep 0.1
	done
	[ -s "$2" ] || fail "no first frame within 10 s"
	win=
	for _ in $(seq 50); do
		win=$(comm -13 <(echo "$before") <(xdotool search --name '^goref$' 2>/dev/null | sort) | head -1)
		[ -n "$win" ] && break
		sleep 0.1
	done
	[ -n "$win" ] || fail "no new goref window"
}
# movesof FILE prints the moves of an autosaved record.
movesof() { python3 -c "import re,sys; print(' '.join(re.findall(r';\s*([BW]\[[a-z]*\])', open('$1').read())))"; }
# quit_window PID WIN quits that goref with Ctrl+Q.
quit_window() {
	win=$2
	key ctrl+q
	gone "$1" "Ctrl+Q did not quit"
	wait "$1" 2>/dev/null || true
}
rm -rf "$GOREF_DATA_DIR"/autosave*
ga=$work/geom-a.json sa=$work/state-a.json gb=$work/geom-b.json sb=$work/state-b.json
slot1=$GOREF_DATA_DIR/autosave/current.sgf slot2=$GOREF_DATA_DIR/autosave-2/current.sgf
open_window 10 "$ga" "$sa"
pa=$pid wa=$win
GOREF_E2E_GEOMETRY=$ga click D4 D16
open_window 11 "$gb" "$sb"
pb=$pid wb=$win
xdotool windowmove "$wb" 640 0
sleep 1
[ "$(GOREF_E2E_STATE=$sb appstate moves)" = 0 ] || fail "the second window holds $(GOREF_E2E_STATE=$sb appstate moves) moves: offered the first one's game?"
GOREF_E2E_STATE=$sb appstate status | grep -q "Another goref is running on this data directory" ||
	fail "the second window says $(GOREF_E2E_STATE=$sb appstate status)"
win=$wb GOREF_E2E_GEOMETRY=$gb click C3 C5 E3
win=$wa GOREF_E2E_GEOMETRY=$ga click F10
import -window root "$out/two-windows.png"
[ "$(movesof "$slot1")" = "B[dp] W[dd] B[fj]" ] || fail "the first window's autosave holds $(movesof "$slot1")"
[ "$(movesof "$slot2")" = "B[cq] W[co] B[eq]" ] || fail "the second window's autosave holds $(movesof "$slot2")"
quit_window "$pb" "$wb"
quit_window "$pa" "$wa"
aside=$(ls "$GOREF_DATA_DIR"/autosave*/ | grep -E '^(replaced|damaged)-' || true)
[ -z "$aside" ] || fail "a window's save moved files aside: $aside"
echo "e2e: two windows: $(movesof "$slot1") in autosave/, $(movesof "$slot2") in autosave-2/"
# Started again, side by side: each is offered a game; Return accepts.
open_window 12 "$ga" "$sa"
pa=$pid wa=$win
sleep 0.5
import -window root "$out/two-windows-offer-1.png"
key Return
open_window 13 "$gb" "$sb"
pb=$pid wb=$win
xdotool windowmove "$wb" 640 0
sleep 0.5
import -window root "$out/two-windows-offer-2.png"
key Return
for _ in $(seq 50); do
	[ "$(GOREF_E2E_STATE=$sa appstate moves)" = 3 ] && [ "$(GOREF_E2E_STATE=$sb appstate moves)" = 3 ] && break
	sleep 0.1
done
[ "$(GOREF_E2E_STATE=$sa appstate moves)" = 3 ] && [ "$(GOREF_E2E_STATE=$sb appstate moves)" = 3 ] ||
	fail "started again, the windows hold $(GOREF_E2E_STATE=$sa appstate moves) and $(GOREF_E2E_STATE=$sb appstate moves) moves"
import -window root "$out/two-windows-recovered.png"
[ "$(movesof "$slot1")" = "B[dp] W[dd] B[fj]" ] && [ "$(movesof "$slot2")" = "B[cq] W[co] B[eq]" ] ||
	fail "after the restart the autosaves hold $(movesof "$slot1") and $(movesof "$slot2")"
quit_window "$pb" "$wb"
quit_window "$pa" "$wa"
pid=
echo "e2e: started again, each window was offered its game; screenshots $out/two-windows*.png"

# Phase 6: SIGTERM during a timed game ends goref within its grace time with the game saved
# and no clock tick logged after the loop stopped; and no process is left behind: no goref,
# no helper, no dbus-daemon started by any of the starts above.
rm -rf "$GOREF_DATA_DIR"/autosave* "$GOREF_E2E_STATE" # a fresh start: generations left would be offered
GOREF_E2E_CLOCK="60 5x30 byo-yomi" start 8
click D4 Q16
await moves 2
kill -TERM "$pid"
gone "$pid" "SIGTERM did not end goref within 5 s"
wait "$pid" 2>/dev/null || true
pid=
grep -q "Error in Fyne call thread" "$work/app8.log" && fail "a clock tick ran after the loop stopped: $(grep -c 'Error in Fyne call thread' "$work/app8.log") errors"
expect "B[dp] W[pd]"
# ours lists this run's goref, helper and D-Bus processes (they carry its data directory in
# their environment, a dbus-launch started by goref too), however they were started; they get
# 5 s to finish exiting. Other programs' processes on the machine do not count.
ours() {
	for e in /proc/[0-9]*/environ; do
		p=${e#/proc/}
		p=${p%/environ}
		case "$(cat "/proc/$p/comm" 2>/dev/null)" in goref | goref-filedial* | dbus-daemon | dbus-launch) ;; *) continue ;; esac
		if tr '\0' '\n' <"$e" 2>/dev/null | grep -qx "GOREF_DATA_DIR=$GOREF_DATA_DIR"; then
			echo "$p"
		fi
	done
	return 0
}
for _ in $(seq 50); do [ -z "$(ours)" ] && break; sleep 0.1; done
left=$(ours)
[ -z "$left" ] || fail "processes left behind: $(for p in $left; do printf '%s(%s) ' "$p" "$(cat /proc/$p/comm)"; done)"
echo "e2e: SIGTERM ended goref with the game saved; no goref, helper or dbus-daemon of this run left behind"
