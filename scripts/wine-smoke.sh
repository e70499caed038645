#!/bin/bash
# scripts/wine-smoke.sh [--gui]: runs goref.exe (from `make windows`) under Wine and compares
# each headless command with the Linux build of the same checkout, byte for byte: version,
# check (text and --json, 386 records at once), score (text and --json), gtp (input with LF and
# with CRLF line ends; the answers must keep LF), convert (to a file and to stdout, a GB18030
# record), table --json, the error for a missing file and for a directory, and the console path
# (console_windows.go: goref.exe started with no standard handles, as cmd starts a GUI program,
# under a terminal). --gui also opens the board on a virtual display, takes a screenshot
# (wine-gui.png here), places a stone, finds it autosaved in %AppData%\goref and quits with Ctrl+Q.
# Prints PASS or FAIL per check; exit status 1 if one failed. A verification tool, not part of
# make test or CI. Needs wine (Debian: apt-get install wine64), mingw-w64 (scripts/deps.sh
# windows), Go, util-linux's script; --gui also Xvfb, xdotool and ImageMagick.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${GOREF_SHARED:-$root/../shared}
exe=${GOREF_EXE:-$root/goref.exe}
gui=false
[ "${1:-}" = --gui ] && gui=true
export PATH=$PATH:/usr/local/go/bin GOFLAGS=-mod=mod WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# a Wine prefix of its own (kept between runs; the GUI check clears goref's data in it)
export WINEPREFIX=${GOREF_WINE_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/goref-wine-smoke}

wine=$(command -v wine64 || command -v wine || ls /usr/lib/wine/wine64 2>/dev/null)
[ -n "$wine" ] || { echo "wine not found (Debian: apt-get install wine64)" >&2; exit 2; }
[ -f "$exe" ] || { echo "$exe not found: run make windows first" >&2; exit 2; }
[ -d "$shared/corpus/kgs-scored" ] || { echo "corpus not found at $shared/corpus" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "building the Linux goref to compare with"
(cd "$root" && go build -tags "${TAGS:-no_emoji}" -o "$work/goref" .) || exit 2
if [ ! -f "$WINEPREFIX/system.reg" ]; then
	echo "making the Wine prefix $WINEPREFIX"
	"$wine" wineboot --init >/dev/null 2>&1
fi
# Go 1.24+ programs need bcryptprimitives.dll (Windows 10 and later), which Wine 8.0 lacks: a
# stand-in goes into this prefix only (scripts/wine/bcryptprimitives.c).
sys32=$WINEPREFIX/drive_c/windows/system32
if [ ! -f "$sys32/bcryptprimitives.dll" ]; then
	x86_64-w64-mingw32-gcc -shared -O2 -o "$sys32/bcryptprimitives.dll" \
		"$root/scripts/wine/bcryptprimitives.c" "$root/scripts/wine/bcryptprimitives.def" -lbcrypt || exit 2
fi
x86_64-w64-mingw32-gcc -O2 -o "$work/nostd.exe" "$root/scripts/wine/nostd.c" || exit 2

failed=0
pass() { echo "PASS $1"; }
fail() {
	echo "FAIL $1: $2"
	failed=1
}

# both DIR NAME ARGS...: runs goref ARGS in DIR on Linux (l.*) and under Wine (w.*), with
# stdin from $work/stdin; saves stdout, stderr and the exit status.
both() {
	local dir=$1
	shift 1
	(cd "$dir" && "$work/goref" "$@" <"$work/stdin" >"$work/l.out" 2>"$work/l.err")
	echo $? >"$work/l.rc"
	(cd "$dir" && "$wine" "$exe" "$@" <"$work/stdin" >"$work/w.out" 2>"$work/w.err")
	echo $? >"$work/w.rc"
}

# same NAME DIR ARGS...: stdout, stderr and exit status must be identical.
same() {
	local name=$1
	shift
	both "$@"
	if ! cmp -s "$work/l.rc" "$work/w.rc"; then
		fail "$name" "exit status $(cat "$work/l.rc") on Linux, $(cat "$work/w.rc") under Wine"
	elif ! cmp -s "$work/l.out" "$work/w.out"; then
		fail "$name" "stdout differs: $(cmp "$work/l.out" "$work/w.out" 2>&1)"
	elif ! cmp -s "$work/l.err" "$work/w.err"; then
		fail "$name" "stderr differs: $(diff "$work/l.err" "$work/w.err" | head -3 | tr '\n' ' ')"
	elif [ ! -s "$work/l.out" ] && [ ! -s "$work/l.err" ]; then
		fail "$name" "no output at all"
	else
		pass "$name"
	fi
}

: >"$work/stdin"
corpus=$shared/corpus
kgs=$(cd "$corpus" && ls kgs-scored/*.sgf | head -1)
same "version" "$corpus" version
same "help" "$corpus" help
cp "$corpus/$kgs" "$work/棋谱 一.sgf"
same "check --json on a file named 棋谱 一.sgf" "$work" check --json "棋谱 一.sgf"
same "check --json $kgs" "$corpus" check --json "$kgs"
same "check --json kgs-scored/*.sgf (386 records)" "$corpus" check --json $(cd "$corpus" && ls kgs-scored/*.sgf)
same "check (text) sgf-edge/gnugo-regression/*.sgf" "$corpus" check $(cd "$corpus" && ls sgf-edge/gnugo-regression/*.sgf)
for f in $(cd "$corpus" && ls kgs-scored/*.sgf | head -3); do
	same "score $f" "$corpus" score "$f"
	same "score --json $f" "$corpus" score --json "$f"
done

printf '%s\n' protocol_version '1 name' 'boardsize 9' 'komi 7' 'play b e5' 'play W E5' 'play w d5' \
	'is_legal b e5' showboard 'list_stones black' '2 genmove w' final_score list_commands 'bogus cmd' quit >"$work/gtp.lf"
sed 's/$/\r/' "$work/gtp.lf" >"$work/gtp.crlf"
for ends in lf crlf; do
	cp "$work/gtp.$ends" "$work/stdin"
	same "gtp, commands ending in $ends" "$corpus" gtp
	if grep -q $'\r' "$work/w.out"; then
		fail "gtp answers end in LF ($ends)" "a CR in the answers under Wine"
	fi
done
: >"$work/stdin"

gb=sgf-edge/gnugo-regression/9handicap.sgf # GB18030
(cd "$corpus" && "$work/goref" convert "$gb" "$work/l.sgf" && "$wine" "$exe" convert "$gb" "$work/w.sgf") 2>/dev/null
if cmp -s "$work/l.sgf" "$work/w.sgf" && [ -s "$work/l.sgf" ]; then pass "convert $gb OUT"; else fail "convert $gb OUT" "the files differ or are empty"; fi
same "convert $gb -" "$corpus" convert "$gb" -
same "table --json examples/table/ing-penalty-count.tbl" "$root" table --json examples/table/ing-penalty-count.tbl
same "table examples/table/c88-dispute.tbl" "$root" table examples/table/c88-dispute.tbl
same "check a directory (exit 2, same words)" "$corpus" check kgs-scored
same "table a directory (exit 2, same words)" "$root" table examples

# A missing file: the system's own words differ ("File not found."); the status and the shape not.
both "$corpus" score no-such-file.sgf
if [ "$(cat "$work/w.rc")" = 2 ] && [ "$(wc -l <"$work/w.err")" = 1 ] && grep -q '^goref score: no-such-file.sgf: ' "$work/w.err"; then
	pass "score a missing file (exit 2, one line naming it)"
else
	fail "score a missing file" "exit $(cat "$work/w.rc"), stderr $(head -c 200 "$work/w.err")"
fi

# The console path: no standard handles, a console to attach (script's terminal).
console() {
	(cd "$1" && script -qec "'$wine' '$work/nostd.exe' '$exe' $2" /dev/null </dev/null 2>&1) |
		sed -e 's/\x1b\[[0-9;?]*[a-zA-Z]//g' -e 's/\r//g'
}
if console "$corpus" version | grep -qx "goref $(cd "$root" && "$work/goref" version | cut -d' ' -f2)"; then
	pass "version on the console (AttachConsole)"
else
	fail "version on the console (AttachConsole)" "nothing printed"
fi
want=$(cd "$corpus" && "$work/goref" score "$kgs" | tail -1)
if console "$corpus" "score $kgs" | grep -qxF "$want"; then
	pass "score on the console (AttachConsole)"
else
	fail "score on the console (AttachConsole)" "the result line is missing"
fi

if $gui; then
	n=60
	while [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ]; do n=$((n + 1)); done
	Xvfb :$n -screen 0 1280x900x24 >/dev/null 2>&1 &
	xvfb=$!
	sleep 2
	appdata=$(ls -d "$WINEPREFIX"/drive_c/users/*/AppData/Roaming | head -1)
	rm -rf "$appdata/goref" # no unfinished game from an earlier run to offer
	DISPLAY=:$n "$wine" "$exe" >/dev/null 2>&1 &
	app=$!
	win=
	for _ in $(seq 90); do
		win=$(DISPLAY=:$n xdotool search --name '^goref$' 2>/dev/null | head -1)
		[ -n "$win" ] && break
		sleep 1
	done
	if [ -z "$win" ]; then
		fail "the board opens (--gui)" "no window named goref within 90 s"
	else
		sleep 5 # the first frame
		DISPLAY=:$n import -window root "$work/before.png"
		# a click in the middle of the board (the window's left part) places a black stone on
		# the nearest point (within half a line's spacing): the dark pixels of the square around
		# the click, only lines before, grow by a stone's worth (a stone of radius 17 is ~900)
		eval "$(DISPLAY=:$n xdotool getwindowgeometry --shell "$win")"
		cx=$((X + HEIGHT / 2)) cy=$((Y + HEIGHT / 2))
		DISPLAY=:$n xdotool mousemove $cx $cy click 1 mousemove $((X + WIDTH - 10)) $((Y + HEIGHT - 10))
		sleep 2
		DISPLAY=:$n import -window root wine-gui.png
		dark() {
			convert "$1" -crop 80x80+$((cx - 40))+$((cy - 40)) -colorspace gray -threshold 25% \
				-format '%[fx:int(6400*(1-mean))]' info:
		}
		before=$(dark "$work/before.png") after=$(dark wine-gui.png)
		if [ "$after" -gt $((before + 300)) ]; then
			pass "the board opens and a click places a stone (--gui; screenshot wine-gui.png)"
		else
			fail "the board opens and a click places a stone (--gui)" "$before dark pixels around the click before it, $after after"
		fi
		if [ -s "$appdata/goref/autosave/current.sgf" ]; then
			pass "the move is autosaved in %AppData%\\goref (--gui)"
		else
			fail "the move is autosaved in %AppData%\\goref (--gui)" "no $appdata/goref/autosave/current.sgf"
		fi
		DISPLAY=:$n xdotool key --window "$win" ctrl+q
	fi
	for _ in $(seq 20); do kill -0 $app 2>/dev/null || break; sleep 1; done
	if kill -0 $app 2>/dev/null; then
		fail "Ctrl+Q quits (--gui)" "still running after 20 s"
		kill $app
	elif [ -n "$win" ]; then
		pass "Ctrl+Q quits (--gui)"
	fi
	kill $xvfb
fi
WINESERVER=$(command -v wineserver || ls /usr/lib/wine/wineserver 2>/dev/null) && "$WINESERVER" -k 2>/dev/null
true
exit $failed
