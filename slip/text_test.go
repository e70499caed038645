package slip

import (
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
)

// Lines wrap at spaces or between CJK characters: a coordinate list, a number or a SHA-256
// is never cut inside (the PNG slip broke coordinates mid-token), every line but one made of
// a single token fits the width, and the words come back in order.
func TestWrapNeverCutsAToken(t *testing.T) {
	pdf := fpdf.New("P", "mm", "A4", "")
	if err := addFonts(pdf); err != nil {
		t.Fatal(err)
	}
	p := &page{pdf: pdf, size: 10}
	text := "dead stones: B9,B8,C8,A8,D9,D8,E8,F8,F9 seki stones: Q16,R16,S16 sgf-sha256:c0fc5f9895e0d6013c98ece0aa14d27020cff27f5423ffcc4292d63ed8c27405 黑方迟到70分钟，超过规定时间，判弃权作负 end"
	for _, w := range []float64{30, 60, 120} {
		lines := p.wrap(text, w)
		if got := strings.Join(strings.Fields(strings.Join(lines, " ")), " "); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Fatalf("width %v: the text changed:\n%q", w, lines)
		}
		for _, l := range lines {
			for _, tok := range []string{"B9,B8,C8,A8,D9,D8,E8,F8,F9", "Q16,R16,S16", "sgf-sha256:c0fc5f9895e0d6013c98ece0aa14d27020cff27f5423ffcc4292d63ed8c27405"} {
				if strings.Contains(text, tok) && !strings.Contains(l, tok) && strings.Contains(tok, strings.TrimSpace(l)) && strings.TrimSpace(l) != "" {
					t.Errorf("width %v: %q is a piece of %q", w, l, tok)
				}
			}
			if p.width(l) > w && len(strings.Fields(l)) > 1 {
				t.Errorf("width %v: %q is %.1f mm wide", w, l, p.width(l))
			}
		}
	}
}

// Every character of the names a tournament brings prints from one of the two fonts; a symbol
// neither has prints as its stand-in.
func TestEveryNamePrints(t *testing.T) {
	for _, name := range []string{"柯洁", "古力", "井山裕太", "一力遼", "신진서", "박정환", "Dréan-Guénaïzia", "Łukasz Świątek",
		"Müller Straße", "Şahin Çağlar", "Nguyễn Văn", "Αλέξανδρος", "Дмитрий", "½ ¾ ¼ 2¾ 子 目 点 지 アゲハマ 还子 罚子 胜空 负子"} {
		for _, r := range name {
			if fontFor(r) == "" {
				t.Errorf("%q: no font has %q", name, r)
			}
		}
	}
	if got := printable("31 → 7"); got != "31 -> 7" {
		t.Errorf("printable: %q", got)
	}
}
