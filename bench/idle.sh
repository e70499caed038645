#!/bin/bash
# What an idle goref window costs (issue 25 item 10: a projector laptop's battery): CPU seconds
# per minute of a window nobody touches, and the share of one core, under Xvfb with Mesa's
# software GL (the drawing is counted in goref's own process), for
#   window, clock running   the default window on a 1280×720 screen, a timed game's clock running
#   window, clock stopped   the same clock paused by the referee (Ctrl+Shift+P)
#   window, no clock        an untimed game
#   demo 1080p, running     demo mode full screen on 1920×1080, the clock running
# Each case is measured for each binary in turn, the binaries alternating, REPEAT times (the
# machine's load moves between runs; compare the two in the same round, and the medians).
#
#   bench/idle.sh [BEFORE_BINARY]
#
# The binary of this checkout is built with the e2e tag (its GOREF_E2E_CLOCK starts the timed
# game); BEFORE_BINARY, if given, is measured beside it the same way (a goref built before the
# hooks went behind the tag has them without it). SECONDS_PER_RUN (default 30) and REPEAT
# (default 3) set the length.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=$PATH:/usr/local/go/bin
work=$(mktemp -d /tmp/goref-idle.XXXXXX)
trap 'rm -rf "$work"' EXIT
go build -tags "${TAGS:-no_emoji} e2e" -o "$work/goref" .
bins=("$work/goref")
names=(after)
if [ -n "${1:-}" ]; then
	bins=("$(realpath "$1")" "$work/goref")
	names=(before after)
fi
secs=${SECONDS_PER_RUN:-30}
repeat=${REPEAT:-3}
hz=$(getconf CLK_TCK)

# run BIN SCREEN CLOCK PAUSE [ARGS...]: prints the CPU seconds goref used in secs seconds.
run() {
	local bin=$1 screen=$2 clock=$3 pause=$4
	shift 4
	xvfb-run -a -s "-screen 0 ${screen}x24" bash -c '
		bin=$1 clock=$2 pause=$3 secs=$4 hz=$5 work=$6
		shift 6
		rm -rf "$work/data"
		# Ready at the first frame (GOREF_TIMING), not at the e2e geometry file: that hook
		# rewrites its file twice a second, work the release binary never does.
		GOREF_DATA_DIR=$work/data HOME=$work GSETTINGS_BACKEND=memory GOREF_NO_NATIVE_DIALOG=1 \
			GOREF_TIMING=1 GOREF_E2E_CLOCK=$clock "$bin" "$@" >"$work/app.log" 2>&1 &
		pid=$!
		for _ in $(seq 150); do grep -q "first frame" "$work/app.log" && break; sleep 0.1; done
		if [ "$pause" = yes ]; then
			win=$(xdotool search --sync --name "^goref$" | head -1)
			eval "$(xdotool getwindowgeometry --shell "$win" | grep -E "^(X|Y)=")"
			xdotool mousemove $((X + 20)) $((Y + 40)) key ctrl+shift+p
		fi
		sleep 5 # the first frames, the font cut, the first autosave
		cpu() { awk "{print \$14 + \$15}" "/proc/$pid/stat"; }
		a=$(cpu)
		sleep "$secs"
		b=$(cpu)
		kill "$pid"
		wait "$pid" 2>/dev/null || true
		awk -v a="$a" -v b="$b" -v hz="$hz" "BEGIN { printf \"%.2f\n\", (b - a) / hz }"
	' _ "$bin" "$clock" "$pause" "$secs" "$hz" "$work" "$@"
}

cases=("window, clock running|1280x720|600 5x30 byo-yomi|no"
	"window, clock stopped|1280x720|600 5x30 byo-yomi|yes"
	"window, no clock|1280x720||no"
	"demo 1080p, running|1920x1080|600 5x30 byo-yomi|no|--demo")
declare -A got
for ((r = 1; r <= repeat; r++)); do
	for c in "${cases[@]}"; do
		IFS='|' read -r name screen clock pause extra <<<"$c"
		for i in "${!bins[@]}"; do
			s=$(run "${bins[$i]}" "$screen" "$clock" "$pause" $extra)
			got["$name|${names[$i]}"]+="$s "
			echo "round $r: $name, ${names[$i]}: $s CPU s in $secs s"
		done
	done
done
echo
printf "%-24s %-8s %12s %10s   (each run, CPU s per minute)\n" "idle window" binary "CPU s/min" "% of a core"
for c in "${cases[@]}"; do
	name=${c%%|*}
	for n in "${names[@]}"; do
		read -r -a v <<<"${got["$name|$n"]}"
		perm=$(printf "%s\n" "${v[@]}" | awk -v s="$secs" '{print $1 * 60 / s}' | sort -g)
		med=$(echo "$perm" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
		printf "%-24s %-8s %12.2f %9.1f%%   (%s)\n" "$name" "$n" "$med" "$(awk -v m="$med" 'BEGIN { print m / 60 * 100 }')" "$(echo $perm | tr '\n' ' ')"
	done
done
