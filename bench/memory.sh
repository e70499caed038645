#!/usr/bin/env bash
# Prints goref's memory and start-up time under Xvfb with the machine's GL (software GL, Mesa
# llvmpipe, where there is no GPU) and the ratio against the peer, bench/fynepeer: the smallest
# Fyne window, the floor of any Fyne app here. goref opens a finished 19×19 professional game
# (277 moves; from the shared corpus, or the SGF given), then a halted casebook game with the
# referee panel open (Chinese rules: CJK terms on screen), then the first game again in the
# Chinese, Traditional Chinese, Japanese and Korean UIs, and with CJK names in the English UI; all
# are read once they have settled. Each is started RUNS times (default 3; file pages mapped
# vary by a few MB between starts) and the run with the median total is printed. No process
# is given a session bus (a bare X server): neither may leave a dbus-daemon behind.
# The issue's target: RSS < 150 MB.
# Usage: bench/memory.sh [SGF]   (needs xvfb; `make deps` installs it)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin" GOFLAGS=-mod=mod
TAGS=no_emoji
game=corpus/games/yenw-ai/master/22-2016.12.31-Master-Chen_Yaoye.sgf
sgf=${1:-}
corpus=${GOREF_CORPUS:-$PWD/../shared/corpus}
[ -n "$sgf" ] || [ ! -f "$corpus/${game#corpus/}" ] || sgf=$corpus/${game#corpus/}
[ -f "$sgf" ] || { echo "memory.sh: no 19×19 record; give one: bench/memory.sh GAME.sgf" >&2; exit 2; }
work=$(mktemp -d /tmp/goref-memory.XXXXXX)
go build -tags "$TAGS" -o "$work/goref" .
go build -tags "$TAGS" -o "$work/fynepeer" ./bench/fynepeer

display=99
while [ -e /tmp/.X$display-lock ]; do display=$((display - 1)); done
Xvfb :$display -screen 0 1280x1024x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
sleep 1

runs=${RUNS:-3}

# measure NAME CMD...: starts CMD RUNS times and prints the median run's lines (once1).
measure() {
	local name=$1 i
	shift
	for i in $(seq "$runs"); do
		once "$name" "$@" >"$work/$name.$i"
	done
	for i in $(seq "$runs"); do
		echo "$(awk '$2 == "RSS" { print $3 }' "$work/$name.$i") $i"
	done | sort -n | awk -v m=$(((runs + 1) / 2)) 'NR == m { print $2 }' | { read -r i; cat "$work/$name.$i"; }
}

# once NAME CMD...: starts CMD, waits 8 s (goref hands start-up garbage back after 5 s),
# prints the RSS in kB and its parts from smaps.
once() {
	local name=$1
	shift
	HOME=$work/home-$name GOREF_DATA_DIR=$work/data-$name GOREF_NO_NATIVE_DIALOG=1 GOREF_TIMING=1 \
		DBUS_SESSION_BUS_ADDRESS=disabled: DISPLAY=:$display "$@" 2>"$work/$name.err" &
	local pid=$!
	sleep 8
	awk -v name="$name" '
		/^[0-9a-f]+-[0-9a-f]+ / { f = $6 }
		/^Rss:/ {
			k = "other libraries"
			if (f ~ /libLLVM|dri\/|libgallium|libGLX_mesa|libglapi/) k = "software GL (Mesa, LLVM)"
			else if (f ~ /\/(goref|fynepeer)$/) k = "the program binary"
			else if (f == "[heap]") k = "C heap"
			else if (f == "" || f ~ /^\[(anon|stack)/) k = "anonymous (Go heap, stacks, buffers)"
			else if (f ~ /SYSV/) k = "X shared memory"
			part[k] += $2; total += $2
		}
		END {
			printf "%s RSS %d\n", name, total
			for (k in part) printf "%s part %d %s\n", name, part[k], k
		}' /proc/$pid/smaps
	grep -h "first frame" "$work/$name.err" | sed "s/^goref: /$name /" || true
	kill $pid
	wait $pid 2>/dev/null || true
}

{
	measure goref "$work/goref" "$sgf"
	measure fynepeer "$work/fynepeer"
	measure panel "$work/goref" "$PWD/assets/casebook/20-bent-four.sgf"
	measure zh env LANG=zh_CN.UTF-8 LANGUAGE=zh_CN "$work/goref" "$sgf"
	measure zh_Hant env LANG=zh_TW.UTF-8 LANGUAGE=zh_TW "$work/goref" "$sgf"
	measure ja env LANG=ja_JP.UTF-8 LANGUAGE=ja_JP "$work/goref" "$sgf"
	measure ko env LANG=ko_KR.UTF-8 LANGUAGE=ko_KR "$work/goref" "$sgf"
	# the same game between a Chinese and a Korean player at the 大竹英雄 cup, in the English UI
	sed -e 's/PB\[[^]]*\]/PB[柯洁]/' -e 's/PW\[[^]]*\]/PW[서봉수]/' -e '0,/(;/s//(;EV[大竹英雄杯]/' "$sgf" >"$work/names.sgf"
	measure names "$work/goref" "$work/names.sgf"
} > "$work/out"

awk '
	$2 == "RSS" { rss[$1] = $3 }
	$2 == "part" { k = $4; for (i = 5; i <= NF; i++) k = k " " $i; part[$1, k] = $3; keys[k] = 1 }
	$2 == "first" && $1 == "goref" { first = $4 }
	END {
		printf "%-38s %10s %10s\n", "RSS (MB)", "goref", "fynepeer"
		for (k in keys) printf "  %-36s %10.1f %10.1f\n", k, part["goref", k] / 1024, part["fynepeer", k] / 1024
		printf "%-38s %10.1f %10.1f\n", "total", rss["goref"] / 1024, rss["fynepeer"] / 1024
		printf "goref / fynepeer: %.2f x; goref above the Fyne floor: %.1f MB\n", rss["goref"] / rss["fynepeer"], (rss["goref"] - rss["fynepeer"]) / 1024
		worst = 0
		for (k in rss) if (k != "fynepeer" && k != "panel" && rss[k] > worst) { worst = rss[k]; which = k }
		printf "target RSS < 150 MB in every language and with CJK names: %s (highest: %s, %.1f MB)\n", worst < 150 * 1024 ? "met" : "MISSED", which, worst / 1024
		printf "the same game in the 简体中文 / 繁體中文 / 日本語 / 한국어 UI: %.1f / %.1f / %.1f / %.1f MB\n", rss["zh"] / 1024, rss["zh_Hant"] / 1024, rss["ja"] / 1024, rss["ko"] / 1024
		printf "the same game with the players 柯洁 and 서봉수 at the 大竹英雄杯, English UI: %.1f MB\n", rss["names"] / 1024
		printf "a halted Chinese-rules game, referee panel open (CJK terms, monospace count): %.1f MB\n", rss["panel"] / 1024
		if (first != "") printf "first frame: %s ms (target < 1000)\n", first
	}' "$work/out"
