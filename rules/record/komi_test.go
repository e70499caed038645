package record

import (
	"testing"

	"goref/board/sgf"
)

// root is the first game of an SGF text.
func root(t *testing.T, text string) *sgf.Node {
	t.Helper()
	c, err := sgf.Read([]byte(text))
	if err != nil || len(c.Games) == 0 {
		t.Fatalf("%s: %v", text, err)
	}
	return c.Games[0]
}

func TestKomi(t *testing.T) {
	cases := []struct {
		km     string
		value  float64
		stones bool
		points float64
		note   string
	}{
		{"6.5", 6.5, false, 6.5, ""},
		{"7.50", 7.5, false, 7.5, ""},
		{"7.500000", 7.5, false, 7.5, ""},
		{"0", 0, false, 0, ""},
		{"", 0, false, 0, ""},
		{"-4.50", -4.5, false, -4.5, ""},
		{"-99.50", -99.5, false, -99.5, ""}, // KGS reverse komi: written with a point, so not Fox
		{"65.00", 65, false, 65, ""},
		{"650", 6.5, false, 6.5, "Fox komi ×100"},
		{"750", 7.5, false, 7.5, "Fox komi ×100"},
		{"550", 5.5, false, 5.5, "Fox komi ×100"},
		{"375", 3.75, true, 7.5, "Fox komi ×100, quarter komi read as stones (子)"},
		{"325", 3.25, true, 6.5, "Fox komi ×100, quarter komi read as stones (子)"},
		{"3.75", 3.75, true, 7.5, "quarter komi read as stones (子)"},
		{"2.75", 2.75, true, 5.5, "quarter komi read as stones (子)"},
	}
	for _, c := range cases {
		k, ok, err := ParseKomi(root(t, "(;KM["+c.km+"])"))
		if !ok || err != nil || k.Value != c.value || k.Stones != c.stones || k.Points != c.points || k.Note != c.note || k.Raw != c.km {
			t.Errorf("KM[%s] = %+v %v %v", c.km, k, ok, err)
		}
	}
	if _, ok, _ := ParseKomi(root(t, "(;GM[1])")); ok {
		t.Error("komi without KM")
	}
	for _, bad := range []string{"abc", "NaN", "Inf", "1e9", "7,5"} {
		if _, _, err := ParseKomi(root(t, "(;KM["+bad+"])")); err == nil {
			t.Errorf("KM[%s] accepted", bad)
		}
	}
}
