package fontcut

import (
	"bytes"
	"testing"

	gotext "github.com/go-text/typesetting/font"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"goref/assets"
)

// outline is a glyph as another reader (x/image's sfnt) sees it: its segments and advance.
func outline(t *testing.T, f *sfnt.Font, r rune) (sfnt.Segments, fixed.Int26_6, bool) {
	t.Helper()
	var buf sfnt.Buffer
	i, err := f.GlyphIndex(&buf, r)
	if err != nil || i == 0 {
		return nil, 0, false
	}
	segs, err := f.LoadGlyph(&buf, i, fixed.I(1000), nil)
	if err != nil {
		t.Fatalf("%q: %v", r, err)
	}
	adv, err := f.GlyphAdvance(&buf, i, fixed.I(1000), xfont.HintingNone)
	if err != nil {
		t.Fatalf("%q: %v", r, err)
	}
	return append(sfnt.Segments(nil), segs...), adv, true
}

// TestCutKeepsTheGlyphsAsked: the cut of the whole CJK font to a few names has each of their
// glyphs with the source's outline and advance, the source's line metrics, no other
// character, and reads in Fyne's font parser too.
func TestCutKeepsTheGlyphsAsked(t *testing.T) {
	asked := []rune("柯洁大竹英雄서봉수 子")
	cut, err := Cut(asked, assets.FullFont)
	if err != nil {
		t.Fatal(err)
	}
	if len(cut) > len(assets.FullFont)/100 {
		t.Fatalf("the cut of %d characters is %d bytes (the source %d)", len(asked), len(cut), len(assets.FullFont))
	}
	src, got := sameGlyphs(t, cut, assets.FullFont, string(asked))
	for _, r := range "井山裕太이세돌" {
		if _, _, ok := outline(t, got, r); ok {
			t.Fatalf("the cut has %q, not asked for", r)
		}
	}
	var buf sfnt.Buffer
	m1, _ := src.Metrics(&buf, fixed.I(1000), xfont.HintingNone)
	m2, _ := got.Metrics(&buf, fixed.I(1000), xfont.HintingNone)
	if m1 != m2 {
		t.Fatalf("line metrics %+v, source %+v", m2, m1)
	}
	face, err := gotext.ParseTTF(bytes.NewReader(cut))
	if err != nil {
		t.Fatalf("Fyne's parser cannot read the cut: %v", err)
	}
	for _, r := range asked {
		if _, ok := face.NominalGlyph(r); !ok {
			t.Fatalf("Fyne's parser finds no %q in the cut", r)
		}
	}
}

// TestCutRenumbersComposites: a composite glyph of the source keeps its outline in the cut,
// where its components have new numbers.
func TestCutRenumbersComposites(t *testing.T) {
	f, err := parse(assets.FullFont)
	if err != nil {
		t.Fatal(err)
	}
	var composite rune
	for _, r := range f.runes() {
		data, err := f.glyph(f.lookup(r))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) >= 10 && int16(uint16(data[0])<<8|uint16(data[1])) < 0 {
			composite = r
			break
		}
	}
	if composite == 0 {
		t.Fatal("the CJK font has no composite glyph")
	}
	cut, err := Cut([]rune{'柯', composite}, assets.FullFont)
	if err != nil {
		t.Fatal(err)
	}
	sameGlyphs(t, cut, assets.FullFont, string(composite))
}

// sameGlyphs checks that the cut has each of the runes with the source's outline and advance,
// as x/image's sfnt reads them (a space has no outline, the others one at least), and returns
// the two fonts as it read them.
func sameGlyphs(t *testing.T, cut, source []byte, runes string) (src, got *sfnt.Font) {
	t.Helper()
	src, err := sfnt.Parse(source)
	if err != nil {
		t.Fatal(err)
	}
	got, err = sfnt.Parse(cut)
	if err != nil {
		t.Fatalf("x/image cannot read the cut: %v", err)
	}
	for _, r := range runes {
		want, wantAdv, ok := outline(t, src, r)
		if !ok {
			t.Fatalf("the source lacks %q", r)
		}
		segs, adv, ok := outline(t, got, r)
		if !ok {
			t.Fatalf("the cut lacks %q", r)
		}
		if adv != wantAdv || len(segs) != len(want) || len(segs) == 0 && r != ' ' {
			t.Fatalf("%q: advance %v, %d segments; source %v, %d", r, adv, len(segs), wantAdv, len(want))
		}
		for i := range segs {
			if segs[i] != want[i] {
				t.Fatalf("%q: segment %d is %v, source %v", r, i, segs[i], want[i])
			}
		}
	}
	return src, got
}

// TestCutTakesEachGlyphFromTheFirstSourceThatHasIt: goref's texts font first, the whole font
// for what it lacks; the cut has both, each as its source draws it.
func TestCutTakesEachGlyphFromTheFirstSourceThatHasIt(t *testing.T) {
	cut, err := Cut([]rune("子和棋서柯洁竹"), assets.TextsFont, assets.FullFont)
	if err != nil {
		t.Fatal(err)
	}
	sameGlyphs(t, cut, assets.TextsFont, "子和棋서")
	sameGlyphs(t, cut, assets.FullFont, "柯洁竹")
}

// TestRunesReadsTheCmap: Runes lists what the cmap maps, in order; the texts font holds the
// language names of the Language menu.
func TestRunesReadsTheCmap(t *testing.T) {
	rs, err := Runes(assets.TextsFont)
	if err != nil {
		t.Fatal(err)
	}
	has := map[rune]bool{}
	for i, r := range rs {
		if i > 0 && rs[i-1] >= r {
			t.Fatal("not in order")
		}
		has[r] = true
	}
	for _, r := range "한국어日本語繁體简体 " {
		if !has[r] {
			t.Fatalf("Runes lacks %q", r)
		}
	}
	if _, err := Cut(rs, []byte("not a font at all")); err == nil {
		t.Fatal("no error for a file that is no font")
	}
}
