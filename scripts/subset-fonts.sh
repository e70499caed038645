#!/bin/sh
# Regenerates goref's subsets of Droid Sans Fallback (see assets/fonts/README.md) from Debian's
# fonts-droid-fallback and the repository's texts (scripts/fontchars):
#   DroidSansFallbackTerms.ttf      the CJK characters the English UI can show (rule terms),
#                                   with Noto Sans's metrics: it stands before Fyne's Noto Sans;
#   DroidSansFallbackMono.ttf       every CJK character of goref's texts in all languages (the
#                                   counts are monospace in every UI but Korean), with the
#                                   metrics and space of Fyne's monospace face;
#   DroidSansFallbackCJK.ttf        the common characters of GB 2312, Big5 level 1 and JIS X 0208
#                                   level 1 and every CJK character of goref's texts, with Noto
#                                   Sans's metrics.
# Each also holds U+0020: a space after a CJK character is shaped with the CJK character's font,
# and it takes the metrics and advance of the Fyne face it stands before, so lines keep the
# height and spacing they have in Latin text.
# Needs fonttools and fonts-droid-fallback; installs them when missing (as root or with sudo).
# Run from anywhere; commit the .ttf files it writes.
set -eu
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin" GOFLAGS=-mod=mod
SRC=/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf
if ! command -v pyftsubset >/dev/null 2>&1 || [ ! -f "$SRC" ]; then
	SUDO=""
	[ "$(id -u)" -ne 0 ] && SUDO=sudo
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends fonttools fonts-droid-fallback
fi
fyne=$(go list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf ' ' >"$tmp/terms.txt"
go run ./scripts/fontchars terms >>"$tmp/terms.txt"
printf ' ' >"$tmp/texts.txt"
go run ./scripts/fontchars texts >>"$tmp/texts.txt"
printf ' ' >"$tmp/cjk.txt"
go run ./scripts/fontchars cjk >>"$tmp/cjk.txt"

# subset NAME: the characters of $tmp/NAME.txt. No hinting (Fyne's rasterizer ignores it), no
# layout tables (their only feature is vertical forms, which Fyne never asks for), the whole
# name table (copyright, licence).
subset() {
	pyftsubset "$SRC" --text-file="$tmp/$1.txt" --output-file="$tmp/$1.ttf" \
		--no-hinting --layout-features='' --drop-tables+=GSUB,GPOS,GDEF,vhea,vmtx \
		--name-IDs='*' --name-languages='*' --name-legacy
}

# like SUBSET FYNEFONT OUT: SUBSET scaled to FYNEFONT's units per em, with its line metrics and
# its space advance.
like() {
	/usr/bin/python3 - "$@" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem
src, ref_path, out = sys.argv[1:4]
f, ref = TTFont(src, recalcTimestamp=False), TTFont(ref_path)
scale_upem(f, ref["head"].unitsPerEm)
for table, fields in (("hhea", ("ascent", "descent", "lineGap")),
                      ("OS/2", ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"))):
    for k in fields:
        setattr(f[table], k, getattr(ref[table], k))
use_typo = 1 << 7
f["OS/2"].fsSelection = f["OS/2"].fsSelection & ~use_typo | ref["OS/2"].fsSelection & use_typo
f["hmtx"][f.getBestCmap()[32]] = (ref["hmtx"][ref.getBestCmap()[32]][0], 0)
f.save(out)
PY
}

subset terms
subset texts
subset cjk
like "$tmp/terms.ttf" "$fyne/NotoSans-Regular.ttf" assets/fonts/DroidSansFallbackTerms.ttf
like "$tmp/texts.ttf" "$fyne/DejaVuSansMono-Powerline.ttf" assets/fonts/DroidSansFallbackMono.ttf
like "$tmp/cjk.ttf" "$fyne/NotoSans-Regular.ttf" assets/fonts/DroidSansFallbackCJK.ttf
ls -l assets/fonts/DroidSansFallback*.ttf
