#!/bin/sh
# Installs the Debian packages goref needs to build, test and run, if any are missing.
# Idempotent; runs as root or through sudo. Package list: shared/spec/platform.md §0, plus
# gnugo (differential test), xdotool/imagemagick/x11-apps (end-to-end test and screenshots),
# time (/usr/bin/time -v: peak memory in bench/hostile.sh), mosquitto (the hall's tests run
# against it as the external broker, with its dynamic-security plugin), chromium (the relay
# page's test in a real headless browser), libxml2-utils (xmllint: a tournament file written back
# validates against OpenGotha's DTD) and poppler-utils (pdftotext/pdftoppm: the result slip's PDF
# is read back); with the argument windows also the cross compiler for the Windows build.
set -eu
PKGS="gcc pkg-config make libgl1-mesa-dev libgl1-mesa-dri libx11-dev libxcursor-dev libxrandr-dev
libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev libgtk-3-dev libasound2-dev
xvfb xauth dbus-x11 gnugo xdotool imagemagick x11-apps time mosquitto chromium libxml2-utils poppler-utils"
# `scripts/deps.sh windows` (make windows, make package OS=windows) adds the mingw-w64 cross
# compiler for cgo and zip; make test does not need them.
if [ "${1:-}" = windows ]; then
	PKGS="$PKGS gcc-mingw-w64-x86-64 zip"
fi
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
	SUDO=""
	[ "$(id -u)" -ne 0 ] && SUDO=sudo
	echo "installing:$missing"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
if ! command -v go >/dev/null 2>&1 && [ ! -x /usr/local/go/bin/go ]; then
	echo "Go 1.26 is needed at /usr/local/go (https://go.dev/doc/install)" >&2
	exit 1
fi
