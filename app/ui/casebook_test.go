package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
	"goref/assets"
	"goref/board"
	"goref/rules"
	"goref/rules/casebook"
)

// tableText is the text of the verdict table, row by row.
func tableText(cv *casebookView) string {
	var b strings.Builder
	for _, o := range cv.table.Objects {
		for _, l := range test.LaidOutObjects(o) {
			switch lb := l.(type) {
			case *widget.Label:
				b.WriteString(lb.Text + "|")
			case *sentence: // the whole cell; its label's lines follow
				b.WriteString(lb.Text + "|")
			}
		}
	}
	return b.String()
}

func TestCasebookStepsAndSwitchesRuleSet(t *testing.T) {
	test.NewTempApp(t)
	bk, err := casebook.Load(assets.Casebook, "casebook")
	if err != nil {
		t.Fatal(err)
	}
	cv := newCasebookView(bk, false)
	if cv.c.ID != "01-triple-ko" || cv.step.Text != "Start position" {
		t.Fatalf("opens on %s at %q", cv.c.ID, cv.step.Text)
	}
	// The table holds the engine's verdict for all twelve rule sets.
	tab := tableText(cv)
	for _, want := range []string{"6 B C5: superko ban", "6 B C5: cycle: the referee rules a draw or a replay", "6 B C5: cycle: no result by agreement", "2 B C8: hot stone (热子)"} {
		if !strings.Contains(tab, want) {
			t.Errorf("table lacks %q:\n%s", want, tab)
		}
	}
	// Under Chen the sixth move is refused and the board keeps White's stone at B8.
	cv.presets.SetSelected(rulesName(rules.Chen))
	cv.stepTo(6)
	if !strings.Contains(cv.step.Text, "Move 6 of 14: B C5") || !strings.Contains(cv.step.Text, "Superko") {
		t.Fatalf("chen step 6: %q", cv.step.Text)
	}
	v := cv.board.View()
	c5 := board.Vertex{X: 2, Y: 4}
	if v.Stones[c5.Y*v.W+c5.X] != board.Empty {
		t.Fatal("a refused move changed the board")
	}
	// Switching to the Chinese rules replays the same step live: now the move is legal.
	cv.presets.SetSelected(rulesName(rules.Chinese))
	if !strings.Contains(cv.step.Text, "Move 6 of 7") || !strings.Contains(cv.step.Text, "legal") {
		t.Fatalf("chinese step 6: %q", cv.step.Text)
	}
	v = cv.board.View()
	if v.Stones[c5.Y*v.W+c5.X] != board.Black {
		t.Fatal("the legal move was not played")
	}
	cv.stepTo(1 << 30)
	if !strings.Contains(cv.step.Text, "Move 7 of 7") {
		t.Fatalf("end: %q", cv.step.Text)
	}
	cv.stepTo(-5)
	if cv.ply != 0 {
		t.Fatalf("stepping before the start: ply %d", cv.ply)
	}
	// A counting case shows each rule set's count.
	cv.cases.SetSelectedIndex(20)
	if cv.c.ID != "21-seki-no-territory" {
		t.Fatalf("case 21 is %s", cv.c.ID)
	}
	if tab := tableText(cv); !strings.Contains(tab, "|B+1|") || !strings.Contains(tab, "Every move is legal") {
		t.Fatalf("seki table:\n%s", tab)
	}
}

// TestCasebookTranslatedCells switches the UI to simplified Chinese: the picker and the table
// name the rule sets by their translated titles, and the verdict words are phrases, not the
// casebook's tokens.
func TestCasebookTranslatedCells(t *testing.T) {
	test.NewTempApp(t)
	i18n.Set("zh_Hans")
	defer i18n.Set("en")
	bk, err := casebook.Load(assets.Casebook, "casebook")
	if err != nil {
		t.Fatal(err)
	}
	cv := newCasebookView(bk, false)
	if cv.presets.Selected != "中国围棋竞赛规则 (1988)" || cv.preset != "chinese" {
		t.Fatalf("picker shows %q for %s", cv.presets.Selected, cv.preset)
	}
	tab := tableText(cv)
	for _, want := range []string{"|应氏棋规 (1996)|", "6 黑 C5: 禁全同", "6 黑 C5: 循环：裁判判和或重下", "2 黑 C8: 热子禁提"} {
		if !strings.Contains(tab, want) {
			t.Errorf("table lacks %q:\n%s", want, tab)
		}
	}
	if strings.Contains(tab, "superko") || strings.Contains(tab, "cycle:") {
		t.Errorf("raw tokens in the table:\n%s", tab)
	}
	// Picking a rule set by its title replays under it; Fig. 9's confirmations read as words.
	cv.presets.SetSelected("日本围棋规约 (1989)")
	if cv.preset != "japanese" {
		t.Fatalf("picked %s", cv.preset)
	}
	for i, c := range bk.Cases {
		if c.ID == "33-j89-fig9-direct-ko" {
			cv.cases.SetSelectedIndex(i)
		}
	}
	tab = tableText(cv)
	for _, want := range []string{"3: 死活确认，白方先攻", "5 黑 D7: 须先弃权才能反提", "确认：死; 确认：死", "3: 此规则没有死活确认"} {
		if !strings.Contains(tab, want) {
			t.Errorf("fig. 9 table lacks %q:\n%s", want, tab)
		}
	}
	cv.stepTo(5)
	if !strings.Contains(cv.step.Text, "5") || cv.board.View().Stones[3] != board.Empty {
		t.Errorf("step 5 of the confirmation: %q, D7 %v", cv.step.Text, cv.board.View().Stones[3])
	}
}

// TestCasebookTextsInEveryLanguage opens the casebook in each UI language: the picker, the
// title and the explanation are the case's own texts in that language (not the English ones),
// and the active rule set's row stands out by colour, which CJK text shows too (the bundled
// CJK fonts have no bold face), while the other rows do not.
func TestCasebookTextsInEveryLanguage(t *testing.T) {
	test.NewTempApp(t)
	defer i18n.Set("en")
	bk, err := casebook.Load(assets.Casebook, "casebook")
	if err != nil {
		t.Fatal(err)
	}
	// Words each language's text of case 01 (triple ko) uses, as the catalogue names them.
	want := map[string][2]string{
		"en":      {"Triple ko", "superko"},
		"ja":      {"三コウ", "同形反復禁止"},
		"ko":      {"삼패", "동형 반복 금지"},
		"zh_Hans": {"三劫循环", "禁全同"},
		"zh_Hant": {"三劫循環", "禁全同"},
	}
	for _, l := range i18n.Languages {
		lang := l.Code
		i18n.Set(lang)
		cv := newCasebookView(bk, false)
		w := want[lang]
		if cv.cases.Selected != w[0] || cv.title.Text != w[0] || !strings.Contains(cv.text.Text, w[1]) {
			t.Errorf("%s: picker %q, title %q, text %q; want %q and %q", lang, cv.cases.Selected, cv.title.Text, cv.text.Text, w[0], w[1])
		}
		// A pass is said in the language too: case 13, White's pass at move 4.
		cv.cases.SetSelectedIndex(12)
		if cell := map[string]string{"en": "4 W pass:", "ja": "4 白 パス:", "ko": "4 백 패스:", "zh_Hans": "4 白 停一手:", "zh_Hant": "4 白 停一手:"}[lang]; cv.c.ID != "13-ikeda-double-ko-seki-1" || !strings.Contains(tableText(cv), cell) {
			t.Errorf("%s: case %s, the table lacks %q:\n%s", lang, cv.c.ID, cell, tableText(cv))
		}
		cv.cases.SetSelectedIndex(0)
		// The sixth move, Black's C5, with the language's word for Black (the catalogue's B).
		if cell := map[string]string{"en": "6 B C5", "ja": "6 黒 C5", "ko": "6 흑 C5", "zh_Hans": "6 黑 C5", "zh_Hant": "6 黑 C5"}[lang]; !strings.Contains(tableText(cv), cell) {
			t.Errorf("%s: the table lacks %q:\n%s", lang, cell, tableText(cv))
		}
		for _, p := range []rules.Ruleset{rules.Chinese, rules.Japanese} {
			cv.presets.SetSelected(rulesName(p))
			var active []string
			for _, row := range cv.table.Objects {
				grid, ok := row.(*fyne.Container)
				if !ok || len(grid.Objects) != 3 {
					continue
				}
				name := grid.Objects[0].(*widget.Label)
				if name.Importance == emphasised {
					active = append(active, name.Text)
					if grid.Objects[1].(*sentence).Importance != emphasised || grid.Objects[2].(*widget.Label).Importance != emphasised {
						t.Errorf("%s: the row of %s is emphasised only in part", lang, name.Text)
					}
				}
			}
			if len(active) != 1 || active[0] != rulesName(p) {
				t.Errorf("%s: emphasised rows %q, want only %q", lang, active, rulesName(p))
			}
		}
	}
}

// TestCasebookGround: under the rule set picked, the casebook says what the verdict rests on —
// C88 Art. 20.3's own Chinese words for case 01 in every language, with a translation marked as
// one where the reader does not read Chinese; Ikeda's Japanese words with a Chinese
// translation; a derived or a mechanics verdict said as such.
func TestCasebookGround(t *testing.T) {
	test.NewTempApp(t)
	defer i18n.Set("en")
	bk, err := casebook.Load(assets.Casebook, "casebook")
	if err != nil {
		t.Fatal(err)
	}
	const c88 = "对双方互不相让的三劫、四劫循环，长生、双提二子等罕见特例，可判和棋或者重下" // seed 000 L2350
	for _, tc := range []struct {
		lang, preset string
		want         []string
		not          string
	}{
		{"ja", "chinese", []string{"根拠：中国囲碁競技規則 (1988) 第20条3「" + c88 + "」", "\n（訳）双方が譲らない三コウ"}, ""},
		{"en", "chinese", []string{"Ground: C88 Art. 20.3: “" + c88 + "”", "\n(translation) rare special cases"}, ""},
		{"zh_Hans", "chinese", []string{"依据：中国围棋竞赛规则 (1988) 第20条3“" + c88 + "”"}, "译文"},
		{"zh_Hant", "chinese", []string{"依據：中國圍棋競賽規則 (1988) 第20條3「" + c88 + "」"}, "譯文"},
		{"zh_Hans", "ikeda2", []string{"三手以上前の局面", "\n（译文）三手以上之前的局面"}, ""},
		{"ja", "ikeda2", []string{"三手以上前の局面"}, "訳"},
		{"ko", "ing", []string{"근거: 규칙 조문에서 손으로 이끌어 낸 것"}, "“"},
		{"ko", "aga", []string{"근거: 조문은 이 점을 말하지 않는다"}, "“"},
	} {
		i18n.Set(tc.lang)
		cv := newCasebookView(bk, false)
		for _, p := range rules.PresetNames() {
			if p == tc.preset {
				rs, _ := rules.Preset(p)
				cv.presets.SetSelected(rulesName(rs))
			}
		}
		got := cv.ground.Text
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s: ground %q lacks %q", tc.lang, tc.preset, got, w)
			}
		}
		if tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("%s %s: ground %q has %q", tc.lang, tc.preset, got, tc.not)
		}
	}
}
