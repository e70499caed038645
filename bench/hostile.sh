#!/usr/bin/env bash
# Peak RSS and time of goref on each hostile-input reproducer (../shared/repro, issue 19), with
# the reader's budget: 64 MB + 20× the file size. Every run is capped (prlimit --as, default 4 GB)
# so a runaway build cannot take the machine down; a capped run shows its exit status.
# Usage: bench/hostile.sh [GOREF...]   (default: builds ./goref from this checkout)
# Several binaries (e.g. main's and a branch's) are measured in the same run, on the same files.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin" GOFLAGS=-mod=mod
CAP=${GOREF_BENCH_CAP:-4G}
repro=${GOREF_REPRO:-$PWD/../shared/repro}
[ -d "$repro" ] || { echo "hostile.sh: no reproducers at $repro (set GOREF_REPRO)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "hostile.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d /tmp/goref-hostile.XXXXXX)
trap 'rm -rf "$work"' EXIT
bins=("$@")
if [ ${#bins[@]} -eq 0 ]; then
	go build -tags no_emoji -o "$work/goref" .
	bins=("$work/goref")
fi

# The files: the shared ones, the generated ones (mem-gen.py) and the ones the README says to make.
(cd "$work" && python3 "$repro/mem-gen.py")
cp "$repro/mem-setup-560KB-1.38GB.sgf" "$work/setup-560KB.sgf"
python3 - "$work" <<'EOF'
import sys
d = sys.argv[1]
open(d + '/passes-999k.sgf', 'w').write('(;GM[1]SZ[19]' + ';B[]' * 999999 + ')')
open(d + '/games-499k.sgf', 'w').write('(;GM[1]SZ[19];B[dd])' * 499000)
# The most plies a file may hold (1M nodes: four games of sgf.MaxGameNodes), each with a comment: 17 MB.
open(d + '/plies-1M-17MB.sgf', 'w').write(('(;GM[1]SZ[19]' + ''.join(';%s[tt]C[%08d]' % ('BW'[i % 2], i) for i in range(249999)) + ')') * 4)
open(d + '/setup-19x19-10MB.sgf', 'wb').write(b'(;GM[1]SZ[19]' + b';AB[aa:ss]' * 999999 + b')')
open(d + '/long-line.in', 'w').write('#' + 'x' * 1100000 + '\nname\n')
# Issue 29 item 7's shapes, a million plies or more in one game (over sgf.MaxGameNodes: refused),
# and the same at that cap (250,000 nodes): a ko recaptured on and on, passes on 25x25, a main line.
ko = '(;GM[1]SZ[19]AB[ba][ab][bc]AW[ca][db][cc]'
open(d + '/ko-cycle-500k.sgf', 'w').write(ko + ';B[cb];W[bb]' * 499990 + ')')
open(d + '/passes-25x25-500k.sgf', 'w').write('(;GM[1]SZ[25]' + ';B[];W[]' * 499990 + ')')
pts = [a + b for a in 'abcdefghijklmnopqrs' for b in 'abcdefghijklmnopqrs']
open(d + '/main-line-700k.sgf', 'w').write('(;GM[1]SZ[19]' + ''.join(';%s[%s]' % ('BW'[i % 2], pts[i * 7 % 361]) for i in range(700000)) + ')')
open(d + '/ko-cycle-at-cap.sgf', 'w').write(ko + ';B[cb];W[bb]' * 124999 + ')')
open(d + '/passes-25x25-at-cap.sgf', 'w').write('(;GM[1]SZ[25]' + ';B[];W[]' * 124999 + ')')
EOF
printf 'loadsgf %s\n1 name\n' "$work/setup-560KB.sgf" > "$work/gtp-loadsgf-560KB.in"

# run LABEL FILE-FOR-BUDGET CMD...: one line per binary
run() {
	local label=$1 file=$2; shift 2
	local size budget
	size=$(stat -c %s "$file")
	budget=$(( (64 << 20) + 20 * size ))
	for b in "${bins[@]}"; do
		local cmd=("${@//GOREF/$b}")
		local rc=0
		/usr/bin/time -v -o "$work/time" prlimit --as="$(numfmt --from=iec "$CAP")" "${cmd[@]}" \
			>/dev/null 2>"$work/err" < "${STDIN:-/dev/null}" || rc=$?
		local kb s
		kb=$(awk -F': ' '/Maximum resident/ {print $2}' "$work/time")
		s=$(awk -F': ' '/Elapsed \(wall/ {print $2}' "$work/time")
		printf '%-30s %-12s %8s MB  %8s  budget %5d MB %-4s exit %d  %s\n' "$label" \
			"$(basename "$b")" "$((kb / 1024))" "$s" "$((budget >> 20))" \
			"$([ $((kb * 1024)) -le $budget ] && echo ok || echo OVER)" "$rc" \
			"$(head -c 100 "$work/err" | tr '\n\033' '  ')"
	done
}

printf '%-30s %-12s %11s  %8s  %s\n' reproducer binary "peak RSS" "wall" "budget (64 MB + 20x file)"
for f in setup-560KB.sgf mem-setup-19x19-4MB.sgf mem-setup-18.7MB-max.sgf setup-19x19-10MB.sgf \
	passes-999k.sgf plies-1M-17MB.sgf games-499k.sgf ko-cycle-500k.sgf passes-25x25-500k.sgf \
	main-line-700k.sgf ko-cycle-at-cap.sgf passes-25x25-at-cap.sgf; do
	run "check $f" "$work/$f" GOREF check --json "$work/$f"
	run "score $f" "$work/$f" GOREF score --json "$work/$f"
	run "convert $f" "$work/$f" GOREF convert "$work/$f" "$work/out.sgf"
done
STDIN=$work/gtp-loadsgf-560KB.in run "gtp loadsgf 560KB" "$work/setup-560KB.sgf" GOREF gtp
for f in ko-cycle-500k.sgf ko-cycle-at-cap.sgf passes-25x25-at-cap.sgf; do
	printf 'loadsgf %s\n1 name\n' "$work/$f" > "$work/gtp-$f.in"
	STDIN=$work/gtp-$f.in run "gtp loadsgf $f" "$work/$f" GOREF gtp
done
STDIN=$work/long-line.in run "gtp 1.1 MB line" "$work/long-line.in" GOREF gtp
