package slip

import (
	"strings"
	"sync"
	"unicode"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/sfnt"

	"goref/assets"
)

// Font families registered in every document.
const (
	latinFamily = "latin"
	cjkFamily   = "cjk"
)

// The two faces, parsed once to know which characters each holds, when a slip is first made:
// parsing the CJK font at start-up cost every command (check, gtp, …) 0.6 MB and the pages of
// the font it reads.
var (
	latinFace = sync.OnceValue(func() *sfnt.Font { return mustParse("Noto Sans", assets.LatinFont) })
	cjkFace   = sync.OnceValue(func() *sfnt.Font { return mustParse("CJK", assets.FullFont) })
)

func mustParse(name string, data []byte) *sfnt.Font {
	f, err := sfnt.Parse(data)
	if err != nil {
		panic("slip: the bundled " + name + " font does not parse: " + err.Error())
	}
	return f
}

// has tells whether the face has a glyph for r.
func has(f *sfnt.Font, r rune) bool {
	var b sfnt.Buffer
	g, err := f.GlyphIndex(&b, r)
	return err == nil && g != 0
}

func inLatin(r rune) bool { return has(latinFace(), r) }
func inCJK(r rune) bool   { return has(cjkFace(), r) }

// standIns are what a symbol neither font has prints as.
var standIns = map[rune]string{'→': "->", '←': "<-", '⇒': "=>", '≤': "<=", '≥': ">=", '≠': "!=", '…': "..."}

// fontFor is the family that draws r: Noto Sans where it has the glyph (CJK characters
// always from the CJK font), else the CJK font; "" when neither has it.
func fontFor(r rune) string {
	cjk := unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana)
	switch {
	case !cjk && (inLatin(r) || unicode.IsSpace(r)):
		return latinFamily
	case inCJK(r):
		return cjkFamily
	case inLatin(r):
		return latinFamily
	}
	return ""
}

// printable replaces the characters neither font has by their stand-ins (→ by ->).
func printable(s string) string {
	var b strings.Builder
	for _, r := range s {
		if fontFor(r) == "" {
			if st, ok := standIns[r]; ok {
				b.WriteString(st)
				continue
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// addFonts registers both families: Noto Sans and the bundled CJK font, whole; the PDF embeds
// the glyphs drawn only. (fpdf reads a font's (3,1) format 4 cmap, which the cuts of
// internal/fontcut do not carry.)
func addFonts(pdf *fpdf.Fpdf) error {
	pdf.AddUTF8FontFromBytes(latinFamily, "", assets.LatinFont)
	pdf.AddUTF8FontFromBytes(latinFamily, "B", assets.LatinBoldFont)
	pdf.AddUTF8FontFromBytes(cjkFamily, "", assets.FullFont)
	pdf.AddUTF8FontFromBytes(cjkFamily, "B", assets.FullFont)
	return pdf.Error()
}
