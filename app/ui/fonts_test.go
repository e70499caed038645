package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"goref/app/fontchars"
	"goref/assets"
)

// glyphs parses a font resource and reports whether it has a glyph for a rune.
func glyphs(t *testing.T, res fyne.Resource) func(rune) bool {
	t.Helper()
	f, err := sfnt.Parse(res.Content())
	if err != nil {
		t.Fatalf("%s: %v", res.Name(), err)
	}
	var buf sfnt.Buffer
	return func(r rune) bool {
		i, err := f.GlyphIndex(&buf, r)
		return err == nil && i != 0
	}
}

// missing lists the runes of rs that has lacks.
func missing(rs []rune, has func(rune) bool) string {
	var out []rune
	for _, r := range rs {
		if !has(r) {
			out = append(out, r)
		}
	}
	return string(out)
}

// TestCJKFontsHoldEveryCJKCharOfGoref: every font holds every CJK and hangul character of
// goref's texts in all five languages, so any of them serves any UI. It fails when a text
// gains a character they lack: run scripts/subset-fonts.sh and commit the fonts.
func TestCJKFontsHoldEveryCJKCharOfGoref(t *testing.T) {
	rs, err := fontchars.Chars("../..", fontchars.All)
	if err != nil {
		t.Fatal(err)
	}
	en, _ := fontchars.Chars("../..", fontchars.English)
	if len(rs) <= len(en) {
		t.Fatalf("all languages give %d CJK characters, English alone %d", len(rs), len(en))
	}
	// The lister finds the terms where they are: 子 and 和棋 in en.json, the preset's title
	// 中国围棋竞赛规则 in rules/presets.go, the language names of the Language menu.
	for _, r := range "子和棋中国围棋竞赛规则한국어日本語繁體简体" {
		if !slices.Contains(rs, r) {
			t.Fatalf("fontchars.All lacks %q", r)
		}
	}
	fullFace := newFace("CJKFull.ttf", assets.FullFont)
	for _, f := range []*cjkFace{textsFace, monoFace, fullFace} {
		if m := missing(rs, glyphs(t, f.res)); m != "" {
			t.Fatalf("%s lacks %q: run scripts/subset-fonts.sh", f.res.Name(), m)
		}
	}
	// Common name characters beyond goref's own texts, in the whole font and in a cut.
	names := []rune("柯洁聂卫平井山裕太李昌镐趙治勲羽根直樹大竹英雄서봉수이세돌조훈현박정환신진서李昌鎬")
	cut := chooseFace(nil, names)
	for _, f := range []*cjkFace{fullFace, cut} {
		if m := missing(names, glyphs(t, f.res)); m != "" {
			t.Errorf("%s lacks common name characters %q", f.res.Name(), m)
		}
	}
	if m := missing(rs, glyphs(t, cut.res)); m != "" {
		t.Errorf("the cut for names lacks goref's texts %q", m)
	}
}

// TestCJKFontsStandInForFynesFaces: Fyne takes a rune from the first face that has it, so a
// letter or digit in a bundled CJK font would replace Noto Sans (or the monospace face) and
// break the monospace counts' columns. Each holds just one character below U+2E80 but hangul
// jamo: the space (a space after a CJK character is shaped with that character's font), and
// the space and the line metrics are those of the Fyne face behind it.
func TestCJKFontsStandInForFynesFaces(t *testing.T) {
	for _, c := range []struct{ font, like fyne.Resource }{
		{textsFace.res, theme.DefaultTextFont()},
		{textsFace.res, theme.DefaultTextBoldFont()},
		{chooseFace(nil, []rune("柯洁서봉수")).res, theme.DefaultTextFont()},
		{fyne.NewStaticResource("CJKFull.ttf", assets.FullFont), theme.DefaultTextFont()},
		{monoFace.res, theme.DefaultTextMonospaceFont()},
	} {
		has := glyphs(t, c.font)
		for r := rune(0x21); r < 0x2E80; r++ {
			if has(r) && !unicode.Is(unicode.Hangul, r) {
				t.Errorf("%s has %q (U+%04X)", c.font.Name(), r, r)
			}
		}
		got, want := metrics(t, c.font), metrics(t, c.like)
		if got != want {
			t.Errorf("%s: ascent, descent, height, space %v; %s: %v", c.font.Name(), got, c.like.Name(), want)
		}
	}
}

// metrics gives a font's ascent, descent, line height and space advance at 1000 ppem.
func metrics(t *testing.T, res fyne.Resource) [4]fixed.Int26_6 {
	t.Helper()
	f, err := sfnt.Parse(res.Content())
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	ppem := fixed.I(1000)
	m, err := f.Metrics(&buf, ppem, font.HintingNone)
	if err != nil {
		t.Fatal(err)
	}
	i, err := f.GlyphIndex(&buf, ' ')
	if err != nil || i == 0 {
		t.Fatalf("%s has no space", res.Name())
	}
	adv, err := f.GlyphAdvance(&buf, i, ppem, font.HintingNone)
	if err != nil {
		t.Fatal(err)
	}
	return [4]fixed.Int26_6{m.Ascent, m.Descent, m.Height, adv}
}

// monoOnly are the characters of goref's texts that only Fyne's monospace face has among the
// bundled fonts: the minus sign (U+2212) of the count reports, which are shown monospace. The
// clock's "penalty -%d" uses the hyphen-minus so proportional text never needs it.
const monoOnly = "−"

// TestTextsNeedNoSystemFont: every character goref can show comes from the bundled fonts (the
// texts font, or the common or Korean one when names bring them) or from Fyne's own
// (Noto Sans, then its symbol font), never from a font Fyne looks up on the system, but for
// monoOnly.
func TestTextsNeedNoSystemFont(t *testing.T) {
	noto := glyphs(t, theme.DefaultTextFont())
	symbols := glyphs(t, theme.DefaultSymbolFont())
	for _, c := range []struct {
		src  fontchars.Source
		font fyne.Resource
	}{{fontchars.All, textsFace.res}, {fontchars.All, chooseFace(nil, []rune("柯洁서봉수")).res}} {
		texts, err := fontchars.Texts("../..", c.src)
		if err != nil {
			t.Fatal(err)
		}
		bundled := glyphs(t, c.font)
		seen := map[rune]bool{}
		for _, r := range monoOnly {
			seen[r] = true
		}
		var lack []string
		for _, s := range texts {
			for _, r := range s {
				if seen[r] || !unicode.IsGraphic(r) {
					continue
				}
				seen[r] = true
				if !bundled(r) && !noto(r) && !symbols(r) {
					lack = append(lack, fmt.Sprintf("%q U+%04X", r, r))
				}
			}
		}
		if lack != nil {
			t.Errorf("neither %s nor Fyne's Noto Sans or symbol font has %v", c.font.Name(), lack)
		}
	}
}

// TestThemeFontFollowsLanguageAndNames: the UI language picks its font, a name or status line
// with characters that font lacks moves to one that has them, and switching the language at
// run time keeps every character shown so far.
func TestThemeFontFollowsLanguageAndNames(t *testing.T) {
	u, _ := newTestUI(t)
	regular, bold, italic, mono := fyne.TextStyle{}, fyne.TextStyle{Bold: true}, fyne.TextStyle{Italic: true}, fyne.TextStyle{Monospace: true}
	u.SetLanguage("en")
	for s, want := range map[fyne.TextStyle]fyne.Resource{regular: textsFace.res, bold: textsFace.res, italic: textsFace.res, mono: monoFace.res} {
		if u.theme.Font(s) != want {
			t.Fatalf("English UI, style %+v: %s, want %s", s, u.theme.Font(s).Name(), want.Name())
		}
	}
	if u.theme.Font(fyne.TextStyle{Symbol: true}) != theme.DefaultTheme().Font(fyne.TextStyle{Symbol: true}) {
		t.Fatal("the symbol font is not Fyne's")
	}
	if u.Status.Text != "English" {
		t.Fatalf("status after switching to English: %q", u.Status.Text)
	}
	// A status line quoting rule terms keeps the English UI on the texts font.
	u.setStatus("Triple ko: 和棋 or 重下 (the referee decides)")
	if u.theme.face != textsFace {
		t.Fatal("a rule term in the status line moved the English UI off the texts font")
	}
	info := u.Session().Info
	info.Black, info.White = "柯洁", "大竹英雄"
	u.StartGame(info)
	names := u.theme.face
	if names == textsFace || names.extra != sorted("柯洁竹英雄") || u.theme.Font(bold) != names.res {
		t.Fatalf("Chinese and Japanese names in the English UI: %s with %q", u.theme.Font(regular).Name(), names.extra)
	}
	if u.theme.Font(mono) != monoFace.res {
		t.Fatal("monospace (the counts) leaves the mono font for a Chinese name")
	}
	u.SetLanguage("ko")
	if u.Status.Text != "한국어" {
		t.Fatalf("status after switching to Korean: %q", u.Status.Text)
	}
	if u.theme.face != names {
		t.Fatalf("switching to Korean with the same names on screen cut the font again (%q)", u.theme.face.extra)
	}
	u.showing("뷁")
	if u.theme.face.extra != sorted("柯洁竹英雄뷁") {
		t.Fatalf("Korean UI, a rare syllable shown: the font has %q beyond goref's texts", u.theme.face.extra)
	}
	info.Black, info.White = "Kim", "Lee" // a new game forgets the old names' characters
	u.StartGame(info)
	u.SetLanguage("ja")
	if u.theme.Font(regular) != textsFace.res {
		t.Fatalf("Japanese UI, Latin names: %s, want the texts font", u.theme.Font(regular).Name())
	}
}

func sorted(s string) string {
	rs := []rune(s)
	slices.Sort(rs)
	return string(rs)
}

// TestChooseFace: the texts font while it has every character shown, else a cut of the whole
// font with exactly the characters it lacks beyond it, reused while those stay the same.
func TestChooseFace(t *testing.T) {
	for _, c := range []struct {
		texts string
		extra string // "" for the texts font
	}{
		{"Lee Sedol Ke Jie", ""},
		{"B+3 子 计活子 한국어 日本語", ""},
		{"柯洁", "柯洁"},
		{"柯洁 서봉수 뙇뷁", "柯洁뙇뷁"}, // 서봉수: in goref's Korean texts; 뙇 and 뷁 in none
	} {
		seen := map[rune]bool{}
		wideRunes(seen, c.texts)
		var need []rune
		for r := range seen {
			need = append(need, r)
		}
		f := chooseFace(nil, need)
		if c.extra == "" {
			if f != textsFace {
				t.Errorf("%q: %s, want the texts font", c.texts, f.res.Name())
			}
			continue
		}
		if f == textsFace || f.extra != sorted(c.extra) {
			t.Errorf("%q: %s with %q beyond the texts font, want %q", c.texts, f.res.Name(), f.extra, sorted(c.extra))
			continue
		}
		if m := missing(need, f.has); m != "" {
			t.Errorf("%q: the cut lacks %q", c.texts, m)
		}
		if again := chooseFace(f, need); again != f {
			t.Errorf("%q: the same characters cut the font again", c.texts)
		}
		if size := len(f.res.Content()); size > 2*len(textsFace.res.Content()) {
			t.Errorf("%q: the cut is %d bytes, the texts font %d", c.texts, size, len(textsFace.res.Content()))
		}
	}
}

// TestCommentedRecordTakesOneFont: opening a record whose comments bring characters goref's
// texts lack cuts one font for all of them; stepping through the moves keeps it.
func TestCommentedRecordTakesOneFont(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "commented.sgf")
	sgfText := "(;GM[1]SZ[9]PB[柯洁]C[開局];B[ee]C[黒の好手];W[cc]C[백의 응수 뷁];B[dd])"
	if err := os.WriteFile(path, []byte(sgfText), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	f := u.theme.face
	for _, r := range "柯洁開黒好뷁" {
		if !textsFace.has(r) && !strings.ContainsRune(f.extra, r) {
			t.Fatalf("the font on opening lacks %q (it has %q beyond the texts font)", r, f.extra)
		}
	}
	u.nav.First()
	for range 3 {
		u.nav.Forward()
		if u.theme.face != f {
			t.Fatalf("moving to %q cut another font", u.Notes.Text)
		}
	}
}

// TestNoSymbolBeforeASpace: a character only Fyne's symbol font has is not followed by a space
// in goref's texts. Fyne shapes the space with the face of the character before it, and the
// symbol font has no space: 「(심판 → 결과지 …)」 showed a missing-glyph box and a gap after the
// arrow, in every language. The monospace texts (the counts) are Fyne's monospace face's,
// which has both.
func TestNoSymbolBeforeASpace(t *testing.T) {
	noto := glyphs(t, theme.DefaultTextFont())
	symbols := glyphs(t, theme.DefaultSymbolFont())
	if symbols(' ') {
		t.Skip("Fyne's symbol font has a space now")
	}
	bundled := glyphs(t, textsFace.res)
	// rules' own texts with an arrow are the count reports, shown monospace
	texts, err := fontchars.Texts("../..", fontchars.Source{Translations: fontchars.All.Translations,
		GoDirs: []string{"app", "words"}, CaseLangs: fontchars.All.CaseLangs})
	if err != nil {
		t.Fatal(err)
	}
	mono := map[rune]bool{}
	for _, r := range monoOnly {
		mono[r] = true
	}
	for _, s := range texts {
		rs := []rune(s)
		for i := 0; i+1 < len(rs); i++ {
			r := rs[i]
			if mono[r] || bundled(r) || noto(r) || !symbols(r) || !unicode.IsSpace(rs[i+1]) {
				continue
			}
			t.Errorf("%q U+%04X, from the symbol font, before a space in %q", r, r, s)
		}
	}
}
