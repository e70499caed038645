#!/bin/sh
# Regenerates goref's bundled CJK fonts (see assets/fonts/README.md). Each is a subset of one
# merged font: Droid Sans Fallback (Debian's fonts-droid-fallback: Chinese, Japanese, 3 hangul)
# with the hangul and the hanja it lacks taken from NanumSquare Regular (fonts-nanum):
#   CJKTexts.ttf   every CJK and hangul character of goref's texts in all five languages (the
#                  UI in any language, the language names of the Language menu);
#   CJKMono.ttf    the same with the metrics and space of Fyne's monospace face (the counts);
#   CJKFull.ttf    all of it (39,848 characters): goref cuts from it at run time, when a name,
#                  a comment or a file name brings a character CJKTexts lacks, a font with
#                  CJKTexts' characters and those (internal/fontcut).
# Each also holds U+0020 with the advance of the Fyne face it stands before, and that face's
# line metrics, so lines keep the height and spacing they have in Latin text.
# Needs fonttools, fonts-droid-fallback and fonts-nanum; installs them when missing (as root or
# with sudo). Run from anywhere; commit the .ttf files it writes. Takes about two minutes.
set -eu
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin" GOFLAGS=-mod=mod
DROID=/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf
NANUM=/usr/share/fonts/truetype/nanum/NanumSquareR.ttf
if ! /usr/bin/python3 -c 'import fontTools' 2>/dev/null || [ ! -f "$DROID" ] || [ ! -f "$NANUM" ]; then
	SUDO=""
	[ "$(id -u)" -ne 0 ] && SUDO=sudo
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends fonttools fonts-droid-fallback fonts-nanum
fi
fyne=$(go list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for set in texts; do
	printf ' ' >"$tmp/$set.txt"
	go run ./scripts/fontchars $set >>"$tmp/$set.txt"
done
/usr/bin/python3 scripts/fonts.py "$DROID" "$NANUM" "$tmp" "$fyne" assets/fonts
ls -l assets/fonts/*.ttf
