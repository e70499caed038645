# goref — the two commands of the README: `make run` and `make test`.
SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin
export GOFLAGS := -mod=mod

.PHONY: run test deps build bench bench-speed bench-hostile bench-hall bench-idle package windows wine-smoke e2e fuzz-short

deps:
	@sh scripts/deps.sh

# no_emoji leaves out Fyne's 4 MB colour emoji font, which Fyne parses again for every text
# style: 12.8 MiB of memory measured (a system emoji font is still used when a name has one).
# scripts/package.sh reads TAGS too.
export TAGS := no_emoji

# goref and its file chooser helper side by side (goref looks for the helper next to itself).
build: deps
	go build -tags $(TAGS) -o goref .
	go build -o goref-filedialog ./cmd/goref-filedialog

run: build
	./goref

# All tests: the logic packages without cgo (they must never need it), the whole module with
# the race detector on the logic (the 126,000-move record alone takes minutes under -race, hence
# the longer timeout), the GNU Go differential test, a few seconds of fuzzing, then the app end
# to end under Xvfb.
test: deps
	gofmt -l . | (! grep .) || (echo "gofmt: files above need formatting"; exit 1)
	go vet ./...
	CGO_ENABLED=0 go test ./board/... ./rules/...
	GOREF_REQUIRE_GNUGO=1 GOREF_REQUIRE_MOSQUITTO=1 GOREF_REQUIRE_CHROMIUM=1 go test -timeout 20m ./...
	go test -race -timeout 30m ./board/... ./rules/... ./hall/...
	$(MAKE) --no-print-directory fuzz-short
	$(MAKE) --no-print-directory e2e

# A few seconds of each fuzz target (the SGF reader and every command, seeded with the shapes
# of the hostile-input reproducers); longer runs: FUZZTIME=10m make fuzz-short.
# The budget is a count of executions, not a duration: Go 1.26's coordinator can fail a target
# with a bare "context deadline exceeded" when a duration runs out while a worker is mid-input
# (golang/go#75804, fixed in 1.27; it failed CI once on FuzzCheck). A count has no deadline.
FUZZTIME ?= 2000x
FUZZ := FuzzRead:./board/sgf FuzzBreak:./app/i18n FuzzSpaceNames:./words FuzzCheck:./cli FuzzCheckJSONIsEncodingJSON:./cli FuzzScore:./cli FuzzConvert:./cli FuzzGTP:./cli FuzzTableScript:./cli FuzzRead:./tournament FuzzDirectorReceive:./hall
fuzz-short:
	@for f in $(FUZZ); do \
		go test -run '^$$' -fuzz "^$${f%%:*}$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 20x -parallel 1 $${f#*:} || exit 1; \
	done

# The end-to-end test builds its own binary with the e2e tag (the hooks it drives the window
# through are not in the release binary: `strings goref | grep GOREF_E2E` finds nothing).
e2e: build
	@! grep -qa GOREF_E2E goref || (echo "e2e: the release binary holds the end-to-end hooks"; exit 1)
	go test -tags e2e -run E2E ./app/ui
	app/e2e/run.sh

# `make bench` runs every benchmark listed in BENCHES; a new one adds its own target and
# appends it (BENCHES += bench-foo). Each prints its figures and ratios from a real run.
BENCHES := bench-speed bench-deadstones bench-hostile
BENCHES += bench-hall bench-idle
bench: $(BENCHES)

# goref against rooklift/sgf and GNU Go, and check on 1 vs 2 cores (bench/harness, its own module).
bench-speed: deps
	bench/speed.sh

# The dead-stone estimator and GNU Go against the players' marks (kgs-scored, games and the
# OGS autoscore fixtures, each split into a tuning half and a held-out half), the RE
# reproduction by rule set, and goref's time per 19×19 position on one core.
bench-deadstones:
	go test ./cli -run '^$$' -bench DeadStoneReport -benchtime 1x -cpu 1 -timeout 4h
	go test ./cli -run '^$$' -bench EstimateKGS -benchtime 400x -cpu 1

# The hall over MQTT (bench/hallbench): a headless director and simulated tables of real games,
# 50, 200 and 500 of them, on the embedded broker and on Mosquitto: latency from a table's
# message to the director's state (p50/p99), the director's CPU and memory per table, the
# broker's; then the fault runs (kill -9 of the director, the broker and a quarter of the tables,
# a network cut), after which every game's record must be the same at the director and the table.
bench-hall: build
	go run ./bench/hallbench -goref ./goref
	go run ./bench/hallbench -goref ./goref -faults

# What an idle window costs (CPU seconds per minute, share of a core) with a clock running, a
# clock stopped, no clock, and demo mode at 1080p, under Xvfb; IDLE_BEFORE=BINARY measures an
# older goref beside this one, alternating.
bench-idle: deps
	bench/idle.sh $(IDLE_BEFORE)

# Peak RSS and time of goref on each hostile-input reproducer against its memory budget.
bench-hostile: deps
	bench/hostile.sh

# A Linux package (goref.tar.xz: goref, the file chooser helper, .desktop entry, icon) from
# FyneApp.toml; `make package OS=windows` makes goref-windows-amd64.zip instead (goref.exe
# with the icon and version of FyneApp.toml, and goref-filedialog.exe).
OS ?= linux
package: deps
	@if [ "$(OS)" = windows ]; then sh scripts/deps.sh windows; fi
	OS=$(OS) sh scripts/package.sh

# goref.exe and goref-filedialog.exe for 64-bit Windows, cross-built with mingw-w64 (cgo:
# Fyne's GLFW driver), GUI programs without symbol tables (-s -w: 34 MB instead of 56; a
# panic's trace keeps its function names and lines). A cold build takes minutes. Not part of
# make test.
WINDOWS := CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc
windows:
	sh scripts/deps.sh windows
	$(WINDOWS) go build -tags $(TAGS) -ldflags '-H=windowsgui -s -w' -o goref.exe .
	$(WINDOWS) go build -ldflags '-H=windowsgui -s -w' -o goref-filedialog.exe ./cmd/goref-filedialog

# goref.exe under Wine against the Linux build of the same checkout, and the board under Xvfb
# (scripts/wine-smoke.sh; needs `apt-get install wine64`). A check by hand: not in make test or CI.
wine-smoke: windows
	bash scripts/wine-smoke.sh --gui
