package count

import (
	"testing"

	"goref/rules/result"
)

// C88 art. 9/11 (rules-texts.md E.c.1.5) and the E.f consistency vectors, with Ing's result
// on the same boards (E.c.3).
func TestChineseAndIngWorkedExamples(t *testing.T) {
	cases := []struct {
		b, s       int
		zh, re     string
		ing, ingRE string
	}{
		{184, 0, "黑胜¾子", "B+0.75", "白胜1点", "W+1"},
		{187, 0, "黑胜3¾子", "B+3.75", "黑胜5点", "B+5"},
		{183, 0, "白胜¼子", "W+0.25", "白胜3点", "W+3"},
		{177, 0, "白胜6¼子", "W+6.25", "白胜15点", "W+15"},
		{183, 1, "黑胜¼子", "B+0.25", "白胜2点", "W+2"},        // B = 183½
		{184, 1, "黑胜1¼子", "B+1.25", "黑胜0点(平局黑胜)", "B+0"}, // the tie example b=184 w=176 s=1
	}
	for _, c := range cases {
		pos := areaBoard(t, c.b, c.s)
		cn := score(t, pos, Input{Rules: preset(t, "chinese"), Komi: 2.75})
		if got := cn.Result.Text("zh"); got != c.zh || cn.Result.SGF() != c.re {
			t.Errorf("b=%d s=%d: chinese %s %s, want %s %s", c.b, c.s, got, cn.Result.SGF(), c.zh, c.re)
		}
		if cn.Black.Stones+cn.Black.Territory+cn.Black.SekiEyes != c.b || cn.Shared != c.s {
			t.Errorf("b=%d s=%d: board built wrong: %+v shared %d", c.b, c.s, cn.Black, cn.Shared)
		}
		ing := score(t, pos, Input{Rules: preset(t, "ing"), Komi: 8})
		if got := ing.Result.Text("zh"); got != c.ing || ing.Result.SGF() != c.ingRE {
			t.Errorf("b=%d s=%d: ing %s %s, want %s %s", c.b, c.s, got, ing.Result.SGF(), c.ing, c.ingRE)
		}
		checkFill(t, ing, 8, 0, 0)
	}
}

// The fill worked example of ch. 2 (E.c.3): b=184 w=177 without komi — Black's 180 stones
// leave 4 胜空, White has 3 负子, one empty remains, margin 7.
func TestIngFillWorkedExample(t *testing.T) {
	ing := score(t, areaBoard(t, 184, 0), Input{Rules: preset(t, "ing"), Komi: 0})
	f := ing.Fill
	if f.WinningEmpties != 4 || f.LosingStones != 3 || f.Remaining != 1 || f.Margin != 7 {
		t.Fatalf("fill %+v", f)
	}
	if ing.Result.SGF() != "B+7" {
		t.Fatalf("result %s", ing.Result.SGF())
	}
	// With 还八点: White by 1.
	ing = score(t, areaBoard(t, 184, 0), Input{Rules: preset(t, "ing"), Komi: 8})
	if ing.Fill.KomiStones != 4 || ing.Fill.Margin != 1 || ing.Result.Winner != result.White {
		t.Fatalf("fill %+v", ing.Fill)
	}
}

// checkFill asserts the simulation proves 180 + 180, agrees with the arithmetic, and lays
// every bowl full.
func checkFill(t *testing.T, bd *Breakdown, komi, penB, penW int) {
	t.Helper()
	f := bd.Fill
	if f == nil {
		t.Fatalf("no fill: %v", bd.Warnings)
	}
	if !f.Proven() || f.PerSide != 180 {
		t.Fatalf("收子 %d/%d of %d", f.BlackOnBoard, f.WhiteOnBoard, f.PerSide)
	}
	d := bd.Black.Stones + bd.Black.Territory + bd.Black.SekiEyes - bd.White.Stones - bd.White.Territory - bd.White.SekiEyes
	if want := d - komi - 2*penB + 2*penW; f.Read() != want {
		t.Fatalf("fill margin %d, arithmetic %d", f.Read(), want)
	}
	for _, b := range f.BowlHoles {
		if !b.Full {
			t.Fatalf("bowl %s not full: %v %v", b.Name, b.Black, b.White)
		}
	}
}
