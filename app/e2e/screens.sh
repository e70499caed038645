#!/bin/bash
# The referee's screens on a 1280×720 laptop (issue 25 items 2, 5 and 6), inside xvfb-run for
# run.sh, in Chinese (the UI's language from the locale):
#   - the window fits the screen and nothing makes it grow past it;
#   - New game (Ctrl+N): a komi "abc" is said to be wrong under its row, in Chinese, and Start
#     is off; "6,5" is taken; the Chinese 1988 time fields are named as the rules name them
#     (时限 with the 读秒 minutes in it) and 1 + 1 is said to be one minute in all, none free;
#     Start is at the dialog's foot inside the window, and a click on it starts the game;
#   - a timed game stopped for the count: the clocks, both players' Accept, the whole count
#     and the status line are inside the window, with the panel open.
set -euo pipefail
work=$E2E_WORK out=$E2E_OUT
pid=
export LANG=zh_CN.UTF-8 LANGUAGE=zh_CN

fail() {
	echo "e2e screens: FAIL: $*" >&2
	import -window root "$out/screens-failure.png" 2>/dev/null || true
	[ -n "$pid" ] && kill "$pid" 2>/dev/null
	cat "$work"/screens*.log >&2 || true
	exit 1
}

start() {
	rm -f "$GOREF_E2E_GEOMETRY" "$GOREF_E2E_STATE"
	GOREF_DATA_DIR=$work/data-screens$1 "$E2E_BIN" >"$work/screens$1.log" 2>&1 &
	pid=$!
	for _ in $(seq 150); do
		[ -s "$GOREF_E2E_GEOMETRY" ] && [ -s "$GOREF_E2E_STATE" ] && break
		kill -0 "$pid" 2>/dev/null || fail "goref exited at start"
		sleep 0.1
	done
	[ -s "$GOREF_E2E_STATE" ] || fail "no first frame within 15 s"
	win=$(xdotool search --sync --name '^goref$' | head -1)
}

# fits checks that the window is inside the 1280×720 screen and has not grown since the start.
first=
fits() {
	eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(WIDTH|HEIGHT)=')"
	[ "$WIDTH" -le 1280 ] && [ "$HEIGHT" -le 720 ] || fail "$1: the window is ${WIDTH}×$HEIGHT, past the 1280×720 screen"
	[ -z "$first" ] || [ "$first" = "${WIDTH}x$HEIGHT" ] || fail "$1: the window grew from $first to ${WIDTH}×$HEIGHT"
	first=${first:-${WIDTH}x$HEIGHT}
	echo "e2e screens: $1: the window is ${WIDTH}×$HEIGHT"
}

key() {
	eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y)=')"
	xdotool mousemove $((X + 20)) $((Y + 40))
	xdotool key "$@"
	sleep 0.4
}

# py EXPR evaluates EXPR with s the state the app wrote (GOREF_E2E_STATE); its exit status is
# whether it holds.
py() { python3 -c "import json,sys; s=json.load(open('$GOREF_E2E_STATE')); sys.exit(0 if ($1) else 1)" 2>/dev/null; }

await() {
	for _ in $(seq "${2:-60}"); do
		py "$1" && return 0
		sleep 0.25
	done
	fail "waited for $1; state: $(cat "$GOREF_E2E_STATE")"
}

# field NAME TEXT types TEXT into the New game dialog's field NAME, then leaves it with Tab.
field() {
	eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y)=')"
	read -r fx fy < <(python3 -c "import json; p=json.load(open('$GOREF_E2E_STATE'))['new_game']['at']['$1']; print(p[0], p[1])")
	xdotool mousemove $((X + fx)) $((Y + fy)) click 1
	sleep 0.3
	xdotool key ctrl+a
	xdotool type --delay 20 "$2"
	xdotool key Tab
	sleep 0.6
}

# Item 2 and 5: the New game dialog.
start 1
fits "at start"
key ctrl+n
await "s.get('new_game') is not None"
await "'时限' in s['new_game']['main_label'] and '读秒' in s['new_game']['schedule']"
field komi abc
await "not s['new_game']['start'] and '例如 6.5、6,5 或 2¾' in s['new_game']['error']"
import -window root "$out/new-game-bad-komi-zh.png"
echo "e2e screens: komi abc: Start off, the form says: $(python3 -c "import json; print(json.load(open('$GOREF_E2E_STATE'))['new_game']['error'])")"
field komi 6,5
await "s['new_game']['start']"
field main 1
field count 1
await "s['new_game']['start'] and '共 1 分钟' in s['new_game']['schedule'] and '先自由用时 0 分钟' in s['new_game']['schedule']"
echo "e2e screens: C88 1 + 1: $(python3 -c "import json; print(json.load(open('$GOREF_E2E_STATE'))['new_game']['schedule'])")"
import -window root "$out/new-game-c88-zh.png"
# Start is at the dialog's foot, inside the 720-px window (the form scrolls above it): a click
# on it starts the game with the clock chosen, which waits for a tap.
eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y|WIDTH|HEIGHT)=')"
read -r sx sy < <(python3 -c "import json; p=json.load(open('$GOREF_E2E_STATE'))['new_game']['at']['start']; print(p[0], p[1])")
[ "$sy" -gt 0 ] && [ "$sy" -lt "$HEIGHT" ] && [ "$sx" -lt "$WIDTH" ] || fail "Start is at $sx,$sy, outside the ${WIDTH}×$HEIGHT window"
xdotool mousemove $((X + sx)) $((Y + sy)) click 1
await "s.get('new_game') is None and len(s.get('faces') or []) == 2 and s['moves'] == 0"
echo "e2e screens: Start at $sx,$sy in the ${WIDTH}×$HEIGHT window started the game: faces $(python3 -c "import json; print(json.load(open('$GOREF_E2E_STATE'))['faces'])")"
kill "$pid"; wait "$pid" 2>/dev/null || true; pid=

# Item 6: a timed 9×9 game stopped for the count, the panel open beside the board.
GOREF_E2E_GAME="ing 9" GOREF_E2E_CLOCK="600 3x100 penalty (Ing)" start 2
click() {
	eval "$(xdotool getwindowgeometry --shell "$win" | grep -E '^(X|Y)=')"
	for v in "$@"; do
		read -r x y < <(python3 -c "import json; p=json.load(open('$GOREF_E2E_GEOMETRY'))['$v']; print(p[0], p[1])")
		xdotool mousemove $((X + x)) $((Y + y)) click 1
		sleep 0.25
	done
}
click E9 F9 E8 F8 E7 F7 E6 F6 E5 F5 E4 F4 E3 F3 E2 F2 E1 F1 D9 H8 D8 H6 D7 H4 A7 H2 B7 G9 C7 J9 B9 G1 B8 C2
key p
key p
await "s['phase'] == 'halted' and s['panel'] and 'count' in s['places']"
sleep 1
fits "with the panel and the clocks"
# every part whole inside the content: x+w and y+h within it, as tall as it needs
for part in status clocks count accept-B accept-W; do
	py "'$part' in s['places'] and s['places']['$part'][0] + s['places']['$part'][2] <= s['width'] + 1 and s['places']['$part'][1] + s['places']['$part'][3] <= s['height'] + 1 and s['places']['$part'][3] + 1 >= s['places']['$part'][4]" ||
		fail "$part is not whole in the window: $(python3 -c "import json; s=json.load(open('$GOREF_E2E_STATE')); print(s['places'].get('$part'), s['width'], s['height'])")"
done
py "s['places']['clocks'][3] >= 100" || fail "the clocks are small: $(python3 -c "import json; print(json.load(open('$GOREF_E2E_STATE'))['places']['clocks'])")"
echo "e2e screens: at the stop, the clocks, both Accept, the count and the status line are whole in the window"
import -window root "$out/panel-1280x720.png"
key ctrl+q
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "Ctrl+Q did not quit"
pid=
echo "e2e screens: OK"
