package count

import (
	"strings"
	"testing"
)

// TestIkedaBreakdownWording: the double-ko seki (seed 001 *6; Black holds one prisoner, each
// side has 2 seki eye points) read aloud. I′ counts the seki eyes (Art. 14′), II′ and J89 do
// not, and each line adds up to its total.
func TestIkedaBreakdownWording(t *testing.T) {
	f := sekiFixtureNamed(t, "double-ko seki")
	pos, dead := f.position(t)
	want := map[string][]string{
		"ikeda1": {
			"Black: 4 territory + 2 seki eye points − 0 own stones held by White → 6",
			"White: 2 territory + 2 seki eye points − 1 own stone held by Black → 3",
		},
		"ikeda2": {
			"Black: 4 territory − 0 own stones held by White → 4 (2 points in seki not counted)",
			"White: 2 territory − 1 own stone held by Black → 1 (2 points in seki not counted)",
		},
		"japanese": {
			"Black: 4 territory + 1 prisoner + 0 dead (2 points in seki not counted) → 5",
			"White: 2 territory + 0 prisoners + 0 dead (2 points in seki not counted) → 2",
		},
	}
	for rs, lines := range want {
		bd := score(t, pos, Input{Rules: preset(t, rs), Dead: dead, Prisoners: f.prisoners})
		text := strings.Join(bd.Lines(pos.Height()), "\n")
		for _, l := range lines {
			if !strings.Contains(text, l+"\n") {
				t.Errorf("%s: no line %q in\n%s", rs, l, text)
			}
		}
		if rs == "ikeda1" && strings.Contains(text, "not counted") {
			t.Errorf("I′ counts seki eyes, but the breakdown says otherwise:\n%s", text)
		}
	}
}

// II′ Art. 10 in the breakdown: a stone White handed over by passing is one more of White's
// own stones Black holds, and the line says how many of them came by passing. The double-ko
// seki again: White 2 territory − (1 captured + 1 passed) = 0.
func TestIkedaBreakdownPassStones(t *testing.T) {
	f := sekiFixtureNamed(t, "double-ko seki")
	pos, dead := f.position(t)
	bd := score(t, pos, Input{Rules: preset(t, "ikeda2"), Dead: dead, Prisoners: f.prisoners, PassStones: Pair{Black: 1}})
	text := strings.Join(bd.Lines(pos.Height()), "\n")
	want := "White: 2 territory − 2 own stones held by Black (1 handed over by passing) → 0 (2 points in seki not counted)"
	if !strings.Contains(text, want+"\n") || bd.White.Score != 0 || bd.Black.PassStones != 1 {
		t.Errorf("no line %q (White %v) in\n%s", want, bd.White.Score, text)
	}
}

// sekiFixtureNamed is the seki fixture of that name.
func sekiFixtureNamed(t *testing.T, name string) sekiFixture {
	t.Helper()
	for _, f := range sekiFixtures {
		if f.name == name {
			return f
		}
	}
	t.Fatalf("no seki fixture %q", name)
	return sekiFixture{}
}
