"""Builds goref's CJK fonts for scripts/subset-fonts.sh.

fonts.py DROID NANUM TMP FYNEFONTS OUTDIR: merges Droid Sans Fallback with the hangul and
hanja of NanumSquare it lacks (both scaled to Noto Sans's 1000 units per em; no hinting, no
layout tables: Fyne's rasterizer ignores hinting and never asks for vertical forms), then writes
the subsets named in TMP/texts.txt and the whole merged font's CJK and hangul.
"""
import hashlib
import os
import shutil
import sys
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

droid, nanum, tmp, fyne, out = sys.argv[1:6]


def options():
    o = subset.Options()
    o.hinting = False
    o.layout_features = []
    o.drop_tables += ["GSUB", "GPOS", "GDEF", "vhea", "vmtx", "kern", "gasp"]
    o.name_IDs, o.name_languages, o.name_legacy = ["*"], ["*"], True
    return o


def cut(font, unicodes):
    s = subset.Subsetter(options())
    s.populate(unicodes=unicodes)
    s.subset(font)
    return font


def korean(c):
    return (0x1100 <= c <= 0x11FF or 0x3130 <= c <= 0x318F or 0x3200 <= c <= 0x32FF
            or 0xA960 <= c <= 0xA97F or 0xAC00 <= c <= 0xD7FF or 0x4E00 <= c <= 0x9FFF
            or 0xF900 <= c <= 0xFAFF)


def merge():
    """Writes TMP/merged.ttf; the merge takes minutes, so its result is kept in the user's
    cache, named by a digest of the two source fonts and this script."""
    h = hashlib.sha256()
    for path in (droid, nanum, __file__):
        with open(path, "rb") as f:
            h.update(f.read())
    cache = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "goref-fonts")
    cached = os.path.join(cache, f"merged-{h.hexdigest()[:16]}.ttf")
    if os.path.exists(cached):
        shutil.copy(cached, f"{tmp}/merged.ttf")
        return
    d = TTFont(droid, recalcTimestamp=False)
    have = set(d.getBestCmap())
    cut(d, have)
    scale_upem(d, 1000)
    d.save(f"{tmp}/droid.ttf")
    n = TTFont(nanum, recalcTimestamp=False)
    cut(n, [c for c in n.getBestCmap() if c not in have and korean(c)])
    scale_upem(n, 1000)
    n.save(f"{tmp}/nanum.ttf")
    Merger().merge([f"{tmp}/droid.ttf", f"{tmp}/nanum.ttf"]).save(f"{tmp}/merged.ttf")
    os.makedirs(cache, exist_ok=True)
    shutil.copy(f"{tmp}/merged.ttf", cached)


merge()


def like(font, ref_path, path):
    """Gives font the units per em, the line metrics and the space advance of the Fyne face ref_path, and saves it."""
    ref = TTFont(ref_path)
    scale_upem(font, ref["head"].unitsPerEm)
    for table, fields in (("hhea", ("ascent", "descent", "lineGap")),
                          ("OS/2", ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"))):
        for k in fields:
            setattr(font[table], k, getattr(ref[table], k))
    use_typo = 1 << 7
    font["OS/2"].fsSelection = font["OS/2"].fsSelection & ~use_typo | ref["OS/2"].fsSelection & use_typo
    font["hmtx"][font.getBestCmap()[32]] = (ref["hmtx"][ref.getBestCmap()[32]][0], 0)
    font.save(path)


noto, mono = f"{fyne}/NotoSans-Regular.ttf", f"{fyne}/DejaVuSansMono-Powerline.ttf"
for name, chars, ref in (("CJKTexts", "texts", noto), ("CJKMono", "texts", mono)):
    text = open(f"{tmp}/{chars}.txt", encoding="utf-8").read().replace("\n", "")
    f = TTFont(f"{tmp}/merged.ttf", recalcTimestamp=False)
    like(cut(f, sorted({ord(c) for c in text})), ref, f"{out}/{name}.ttf")
# The whole font without the letters, digits and symbols Noto Sans has: Latin stays Noto's.
f = TTFont(f"{tmp}/merged.ttf", recalcTimestamp=False)
wide = [c for c in f.getBestCmap() if c == 0x20 or 0x1100 <= c <= 0x11FF or c >= 0x2E80]
like(cut(f, wide), noto, f"{out}/CJKFull.ttf")
