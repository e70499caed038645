package ui

import (
	"fmt"
	"slices"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"goref/app/fontchars"
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
	for _, f := range []*cjkFace{textsFace, commonFace, koreanFace, monoFace, fullFace} {
		if m := missing(rs, glyphs(t, f.res)); m != "" {
			t.Fatalf("%s lacks %q: run scripts/subset-fonts.sh", f.res.Name(), m)
		}
	}
	// Common name characters beyond goref's own texts.
	for _, c := range []struct {
		f     *cjkFace
		names string
	}{
		{commonFace, "柯洁聂卫平井山裕太李昌镐趙治勲羽根直樹大竹英雄"},
		{koreanFace, "서봉수이세돌조훈현박정환신진서李昌鎬"},
		{fullFace, "柯洁聂卫平井山裕太李昌镐趙治勲羽根直樹大竹英雄서봉수이세돌조훈현박정환신진서"},
	} {
		if m := missing([]rune(c.names), glyphs(t, c.f.res)); m != "" {
			t.Errorf("%s lacks common name characters %q", c.f.res.Name(), m)
		}
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
		{commonFace.res, theme.DefaultTextFont()},
		{koreanFace.res, theme.DefaultTextFont()},
		{fullFace.res, theme.DefaultTextFont()},
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
	}{{fontchars.All, textsFace.res}, {fontchars.All, commonFace.res}, {fontchars.All, koreanFace.res}} {
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
	if u.theme.Font(regular) != commonFace.res || u.theme.Font(bold) != commonFace.res {
		t.Fatalf("Chinese and Japanese names in the English UI: %s", u.theme.Font(regular).Name())
	}
	if u.theme.Font(mono) != monoFace.res {
		t.Fatal("monospace (the counts) leaves the mono font for a Chinese name")
	}
	u.SetLanguage("ko")
	if u.Status.Text != "한국어" {
		t.Fatalf("status after switching to Korean: %q", u.Status.Text)
	}
	// The Korean font holds GB 2312 level 1 (Chinese names) and 大竹英雄.
	if u.theme.Font(regular) != koreanFace.res {
		t.Fatalf("Korean UI with 柯洁 on screen: %s, want the Korean font", u.theme.Font(regular).Name())
	}
	rare := rareRune(t)
	u.showing("名" + string(rare))
	if u.theme.Font(regular) != fullFace.res {
		t.Fatalf("Korean UI with %q on screen: %s, want the whole font", rare, u.theme.Font(regular).Name())
	}
	info.Black, info.White = "김뷁", "Lee" // a new game forgets the old names' characters
	u.StartGame(info)
	if u.theme.Font(regular) != koreanFace.res {
		t.Fatalf("Korean UI, a Korean name beyond KS X 1001: %s", u.theme.Font(regular).Name())
	}
	info.Black = "Kim"
	u.StartGame(info)
	u.SetLanguage("ja")
	if u.theme.Font(regular) != textsFace.res {
		t.Fatalf("Japanese UI, Latin names: %s, want the texts font", u.theme.Font(regular).Name())
	}
	u.showing("김뷁") // typed into New game
	if u.theme.Font(regular) != koreanFace.res {
		t.Fatalf("Japanese UI, a rare hangul name typed in: %s, want the Korean font (it holds goref's Japanese texts)", u.theme.Font(regular).Name())
	}
}

// rareRune is a Han character in the whole font but neither in the common nor the Korean one.
func rareRune(t *testing.T) rune {
	t.Helper()
	for _, r := range "堃喆昇犇淼焱鑫砼甦頔玥珺琇" {
		if fullFace.has(r) && !commonFace.has(r) && !koreanFace.has(r) {
			return r
		}
	}
	t.Fatal("no candidate rune is only in the whole font")
	return 0
}

func TestChooseFace(t *testing.T) {
	rare := string(rareRune(t))
	if got := chooseFace("en", []rune("柯洁서"+rare)); got != fullFace {
		t.Errorf("a rare character: %s, want the whole font", got.res.Name())
	}
	for _, c := range []struct {
		lang  string
		texts string
		want  *cjkFace
	}{
		{"en", "Lee Sedol Ke Jie", textsFace},
		{"en", "B+3 子 计活子", textsFace},
		{"en", "柯洁", commonFace},
		{"en", "井山裕太", commonFace},
		{"en", "김뷁", koreanFace}, // 뷁: a syllable no goref text has, nor KS X 1001
		{"en", "柯洁 서봉수", commonFace},
		{"en", "柯洁 김뷁", koreanFace},
		{"zh_Hans", "", textsFace},
		{"zh_Hant", "", textsFace},
		{"ja", "", textsFace},
		{"ko", "", textsFace},
		{"ko", "柯洁", koreanFace},
		{"ko", "李昌鎬", koreanFace},
		{"zh_Hans", "김뷁", koreanFace},
		{"ja", "柯洁", commonFace},
	} {
		seen := map[rune]bool{}
		wideRunes(seen, c.texts)
		var need []rune
		for r := range seen {
			need = append(need, r)
		}
		if got := chooseFace(c.lang, need); got != c.want {
			t.Errorf("chooseFace(%s, %q) = %s, want %s", c.lang, c.texts, got.res.Name(), c.want.res.Name())
		}
	}
}
