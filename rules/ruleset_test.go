package rules

import "testing"

// The komi's unit as each text writes it: C88 「贴2¾子」 and Chen's stone komi in 子, J89's
// 「6目半」 and Ikeda's in 目, the Korean rules' 「6집 반」 in 집, Ing's 「贴8点」 and the point komi
// of the others in 点.
func TestKomiMark(t *testing.T) {
	for _, c := range []struct {
		rs   Ruleset
		want string
	}{{Chinese, "子"}, {Chen, "子"}, {Japanese, "目"}, {Ikeda2, "目"}, {Korean, "집"}, {Ing, "点"}, {AGA, "点"}, {TrompTaylor, "点"}} {
		if got := c.rs.KomiMark(); got != c.want {
			t.Errorf("%s: %s, want %s", c.rs.Name, got, c.want)
		}
	}
}
