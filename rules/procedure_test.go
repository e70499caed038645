package rules

import (
	"strings"
	"testing"
	"unicode"

	"goref/board"
)

// Every preset has a sentence for every phase in all five languages, and each procedure names
// its own mechanism.
func TestNextStepAllPresets(t *testing.T) {
	for _, name := range PresetNames() {
		rs, _ := Preset(name)
		for _, ph := range []Phase{PhasePlaying, PhaseHalted, PhaseCleared, PhaseEnded} {
			g := NewGame(rs, board.MustNew(9, 9))
			g.st.phase = ph
			if ph == PhaseEnded {
				g.st.ended = &Event{Kind: EventGameEnd, Reason: ReasonAgreement}
			}
			en, zh, ja := g.NextStep("en"), g.NextStep("zh-Hans"), g.NextStep("ja")
			ko, hant := g.NextStep("ko"), g.NextStep("zh-Hant")
			if en == "" || zh == "" || ja == "" || en == zh || zh == ja || hant == zh || ko == en {
				t.Errorf("%s %v: %q / %q / %q / %q / %q", name, ph, en, zh, ja, ko, hant)
			}
			if !hasHan(zh) || !hasKana(ja) || !hasHangul(ko) || !hasHan(hant) {
				t.Errorf("%s %v: not Chinese %q, Japanese %q, Korean %q or Chinese %q", name, ph, zh, ja, ko, hant)
			}
		}
	}
	want := map[string]string{"chinese": "以实战解决", "japanese": "Art. 7", "ing": "提取证明",
		"ikeda2": "last passer", "jihuozi": "virtual move", "tromp-taylor": "every stone"}
	for name, w := range want {
		rs, _ := Preset(name)
		g := NewGame(rs, board.MustNew(9, 9))
		g.Play(board.Black, board.Pass)
		g.Play(board.White, board.Pass)
		if got := g.NextStep("en"); !strings.Contains(got, w) {
			t.Errorf("%s after two passes (%v): %q lacks %q", name, g.Phase(), got, w)
		}
	}
}

func TestNextStepEndedOtherwise(t *testing.T) {
	g := NewGame(Chinese, board.MustNew(9, 9))
	g.Resign(board.White)
	for lang, want := range map[string]string{"en": "resignation", "zh-Hans": "认输", "ja": "投了", "ko": "기권", "zh-Hant": "認輸"} {
		if got := g.NextStep(lang); !strings.Contains(got, want) {
			t.Errorf("%s: %q lacks %q", lang, got, want)
		}
	}
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

func hasKana(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) {
			return true
		}
	}
	return false
}

// The Ing fill-count step names the stones each side holds on this board: 40 on 9×9, 180 on
// 19×19, in every language.
func TestNextStepIngStonesPerSide(t *testing.T) {
	for size, want := range map[int]string{9: "40", 19: "180"} {
		g := NewGame(Ing, board.MustNew(size, size))
		g.st.phase = PhaseEnded
		g.st.ended = &Event{Kind: EventGameEnd, Reason: ReasonPasses}
		for _, lang := range []string{"en", "zh-Hans", "ja", "ko", "zh-Hant"} {
			got := g.NextStep(lang)
			if !strings.Contains(got, want) || strings.Contains(got, "{N}") {
				t.Errorf("%d×%d %s: %q lacks %s", size, size, lang, got, want)
			}
			if size == 9 && strings.Contains(got, "180") {
				t.Errorf("9×9 %s: %q still says 180", lang, got)
			}
		}
	}
}
