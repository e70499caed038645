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

// TestTermsFontHoldsEveryCJKCharOfTheEnglishUI fails when en.json, a string of rules/ or
// app/, or an English casebook text gains a CJK character the terms font lacks: run
// scripts/subset-fonts.sh and commit the fonts.
func TestTermsFontHoldsEveryCJKCharOfTheEnglishUI(t *testing.T) {
	rs, err := fontchars.Chars("../..", fontchars.English)
	if err != nil {
		t.Fatal(err)
	}
	// The lister finds the terms where they are: 子 and 和棋 in en.json, the preset's
	// title 中国围棋竞赛规则 in rules/presets.go.
	for _, r := range "子和棋中国围棋竞赛规则" {
		if !slices.Contains(rs, r) {
			t.Fatalf("fontchars.English lacks %q: %q", r, string(rs))
		}
	}
	if m := missing(rs, glyphs(t, termsFont)); m != "" {
		t.Fatalf("the terms font lacks %q: run scripts/subset-fonts.sh", m)
	}
}

// TestCJKFontHoldsEveryCJKCharOfGoref: the same for every UI language and the CJK and mono
// fonts.
func TestCJKFontHoldsEveryCJKCharOfGoref(t *testing.T) {
	rs, err := fontchars.Chars("../..", fontchars.All)
	if err != nil {
		t.Fatal(err)
	}
	en, _ := fontchars.Chars("../..", fontchars.English)
	if len(rs) <= len(en) {
		t.Fatalf("all languages give %d CJK characters, English alone %d", len(rs), len(en))
	}
	for _, res := range []fyne.Resource{cjkFont, monoFont} {
		if m := missing(rs, glyphs(t, res)); m != "" {
			t.Fatalf("%s lacks %q: run scripts/subset-fonts.sh", res.Name(), m)
		}
	}
	// The common characters the subset keeps for names, beyond goref's own texts.
	if m := missing([]rune("柯洁聂卫平井山裕太李昌镐趙治勲羽根直樹"), glyphs(t, cjkFont)); m != "" {
		t.Fatalf("the CJK font lacks common name characters %q", m)
	}
}

// TestDroidSubsetsStandInForFynesFaces: Fyne takes a rune from the first face that has it, so
// a letter or digit in a Droid subset would replace Noto Sans (or the monospace face) and break
// the monospace counts' columns. Each subset holds just one non-CJK character, the space (a
// space after a CJK character is shaped with that character's font), and the space and the
// line metrics are those of the Fyne face behind it.
func TestDroidSubsetsStandInForFynesFaces(t *testing.T) {
	for _, c := range []struct{ font, like fyne.Resource }{
		{termsFont, theme.DefaultTextFont()},
		{termsFont, theme.DefaultTextBoldFont()},
		{cjkFont, theme.DefaultTextFont()},
		{monoFont, theme.DefaultTextMonospaceFont()},
	} {
		has := glyphs(t, c.font)
		for r := rune(0x21); r < 0x2E80; r++ {
			if has(r) {
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
// terms font in the English UI, the CJK font in the others) or from Fyne's own (Noto Sans,
// then its symbol font), never from a font Fyne looks up on the system, but for monoOnly.
// Hangul is left out: the Korean font takes it.
func TestTextsNeedNoSystemFont(t *testing.T) {
	noto := glyphs(t, theme.DefaultTextFont())
	symbols := glyphs(t, theme.DefaultSymbolFont())
	for _, c := range []struct {
		src  fontchars.Source
		font fyne.Resource
	}{{fontchars.English, termsFont}, {fontchars.All, cjkFont}} {
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
				if seen[r] || !unicode.IsGraphic(r) || unicode.Is(unicode.Hangul, r) {
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

func TestThemeFonts(t *testing.T) {
	u, _ := newTestUI(t)
	regular, bold, italic, mono := fyne.TextStyle{}, fyne.TextStyle{Bold: true}, fyne.TextStyle{Italic: true}, fyne.TextStyle{Monospace: true}
	u.SetLanguage("en")
	for s, want := range map[fyne.TextStyle]fyne.Resource{regular: termsFont, bold: termsFont, italic: termsFont, mono: monoFont} {
		if u.theme.Font(s) != want {
			t.Fatalf("English UI, style %+v: %s, want %s", s, u.theme.Font(s).Name(), want.Name())
		}
	}
	if u.theme.Font(fyne.TextStyle{Symbol: true}) != theme.DefaultTheme().Font(fyne.TextStyle{Symbol: true}) {
		t.Fatal("the symbol font is not Fyne's")
	}
	// A status line quoting rule terms keeps the English UI on the terms font.
	u.setStatus("Triple ko: 和棋 or 重下 (the referee decides)")
	if u.theme.font != fontDefault {
		t.Fatal("a rule term in the status line switched the English UI to the CJK font")
	}
	info := u.Session().Info
	info.Black = "柯洁"
	u.StartGame(info)
	if u.theme.Font(regular) != cjkFont || u.theme.Font(bold) != cjkFont {
		t.Fatal("a Chinese name without the CJK font")
	}
	if u.theme.Font(mono) != monoFont {
		t.Fatal("monospace (the counts) leaves the terms font for a Chinese name")
	}
	u.SetLanguage("zh_Hans")
	if u.theme.Font(regular) != cjkFont || u.theme.Font(mono) != monoFont {
		t.Fatal("Chinese UI: want the CJK font, and the terms font for monospace")
	}
	u.SetLanguage("ko")
	if u.theme.Font(regular) != koreanFont || u.theme.Font(bold) != koreanFont {
		t.Fatal("Korean UI without the bundled Korean font")
	}
	if u.theme.Font(mono) != theme.DefaultTheme().Font(mono) {
		t.Fatal("Korean UI: monospace must stay Fyne's (NanumSquare's Latin is proportional)")
	}
}

func TestFontForNamesAndTerms(t *testing.T) {
	for _, c := range []struct {
		lang  string
		texts []string
		want  int
	}{
		{"en", []string{"Lee Sedol", "Ke Jie"}, fontDefault},
		{"en", []string{"B+3 子", "计活子"}, fontDefault},
		{"en", []string{"柯洁"}, fontCJK},
		{"en", []string{"井山裕太"}, fontCJK},
		{"en", []string{"이세돌"}, fontKorean},
		{"zh_Hans", nil, fontCJK},
		{"ja", nil, fontCJK},
		{"ko", []string{"柯洁"}, fontKorean},
	} {
		if got := fontFor(c.lang, c.texts...); got != c.want {
			t.Errorf("fontFor(%s, %q) = %d, want %d", c.lang, c.texts, got, c.want)
		}
	}
}
