package slip

import (
	"strings"
	"unicode"

	"github.com/go-pdf/fpdf"
)

// page draws text on a PDF page: lines of runs, each run in the family that has its
// characters, wrapped at word boundaries (a coordinate or a number is never cut).
type page struct {
	pdf           *fpdf.Fpdf
	left, right   float64 // margins' x, in mm
	y             float64
	size          float64 // font size, pt
	bold          bool
	bottom        float64 // where a new page starts
	onNewPage     func()
	lineHeightMul float64
}

// run is text in one family.
type run struct {
	family, text string
}

// runsOf splits s into runs by family.
func runsOf(s string) []run {
	var out []run
	for _, r := range printable(s) {
		f := fontFor(r)
		if f == "" {
			f = latinFamily // its .notdef box: the character is missing, visibly
		}
		if n := len(out); n > 0 && out[n-1].family == f {
			out[n-1].text += string(r)
			continue
		}
		out = append(out, run{f, string(r)})
	}
	return out
}

func (p *page) style() string {
	if p.bold {
		return "B"
	}
	return ""
}

// width is the width of s at the current size, in mm.
func (p *page) width(s string) float64 {
	w := 0.0
	for _, r := range runsOf(s) {
		p.pdf.SetFont(r.family, p.style(), p.size)
		w += p.pdf.GetStringWidth(r.text)
	}
	return w
}

// lineHeight is the height of one line, in mm.
func (p *page) lineHeight() float64 {
	m := p.lineHeightMul
	if m == 0 {
		m = 1.35
	}
	return p.size * m * 25.4 / 72
}

// drawAt writes s at x on the current line without moving down.
func (p *page) drawAt(x float64, s string) {
	h := p.lineHeight()
	for _, r := range runsOf(s) {
		p.pdf.SetFont(r.family, p.style(), p.size)
		w := p.pdf.GetStringWidth(r.text)
		p.pdf.SetXY(x, p.y)
		p.pdf.CellFormat(w, h, r.text, "", 0, "LM", false, 0, "")
		x += w
	}
}

// room starts a new page when h mm do not fit.
func (p *page) room(h float64) {
	if p.y+h > p.bottom {
		p.pdf.AddPage()
		p.y = p.pdf.GetY()
		if p.onNewPage != nil {
			p.onNewPage()
		}
	}
}

// line writes s from x, wrapped to the right margin (continuation lines indented to x), and
// moves below it.
func (p *page) line(x float64, s string) {
	for _, l := range p.wrap(s, p.right-x) {
		p.room(p.lineHeight())
		p.drawAt(x, l)
		p.y += p.lineHeight()
	}
}

// labelled writes "label" in bold at the left margin and the value after it, wrapped.
func (p *page) labelled(label, value string, labelWidth float64) {
	lines := p.wrap(value, p.right-p.left-labelWidth)
	for i, l := range lines {
		p.room(p.lineHeight())
		if i == 0 {
			p.bold = true
			p.drawAt(p.left, label)
			p.bold = false
		}
		p.drawAt(p.left+labelWidth, l)
		p.y += p.lineHeight()
	}
}

// wrap breaks s into lines no wider than w: at spaces, or between two CJK characters; a
// token wider than a line stands alone on its line.
func (p *page) wrap(s string, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		cur := ""
		for _, tok := range tokens(para) {
			if cur != "" && p.width(strings.TrimRight(cur+tok, " ")) > w {
				lines = append(lines, strings.TrimRight(cur, " "))
				cur = strings.TrimLeft(tok, " ")
				continue
			}
			cur += tok
		}
		lines = append(lines, strings.TrimRight(cur, " "))
	}
	return lines
}

// tokens splits a line where it may break: after a space (kept with the word before it) and
// around each CJK character.
func tokens(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		cjk := unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana)
		switch {
		case r == ' ':
			cur += " "
			out = append(out, cur)
			cur = ""
		case cjk:
			if cur != "" {
				out = append(out, cur)
			}
			out = append(out, string(r))
			cur = ""
		default:
			cur += string(r)
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// rule draws a thin line across the text width and moves below it.
func (p *page) rule() {
	p.room(4)
	p.y += 1.5
	p.pdf.SetLineWidth(0.3)
	p.pdf.Line(p.left, p.y, p.right, p.y)
	p.y += 2
}
