package slip

import (
	"slices"
	"strings"
	"testing"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
	"goref/words"
)

// The slip's lines are one list in the slip's language, and the printed slip draws exactly
// that list (the app's slip window draws it too: app/ui). A C88 game that White resigned after
// Black's first move, with a warning to White: the labels and the result are the catalogue's
// Simplified Chinese, the result 黑中盘胜 (B+R), the komi the text's 2¾ 子, one move, White's
// one warning; the place is not known, so it is not listed.
func TestFieldsAreTheSlipsOneList(t *testing.T) {
	tb, err := table.New(table.Config{Rules: rules.Chinese, Width: 19, Black: "徐云", White: "卢遥",
		Info: table.Info{BlackRank: "5段", Event: "全国围棋个人赛", Round: "3", Table: "12"}}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Play(board.Black, board.Vertex{X: 15, Y: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Referee(rules.Action{Kind: rules.ActWarning, Player: board.White}); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Resign(board.White); err != nil {
		t.Fatal(err)
	}
	in := Input{Table: tb, Record: []byte("(;GM[1]FF[4]SZ[19]DT[2026-11-27])"), Lang: "zh-Hans"}
	fields := Fields(in)
	got := map[string]string{}
	var labels []string
	for _, f := range fields {
		got[f.Label] = f.Value
		labels = append(labels, f.Label)
	}
	want := map[string]string{"比赛名称": "全国围棋个人赛", "日期": "2026-11-27", "黑方": "徐云 (5段)", "白方": "卢遥", "手数": "1"}
	for label, value := range want {
		if got[label] != value {
			t.Errorf("%s: %q, want %q (fields %q)", label, got[label], value, fields)
		}
	}
	if r := got["结果"]; !strings.Contains(r, "黑中盘胜") || !strings.Contains(r, "RE B+R") {
		t.Errorf("result %q", r)
	}
	if r := got["规则"]; r != "中国围棋竞赛规则 (1988) · 贴目 2¾ 子" {
		t.Errorf("rules %q, want the rule set and its komi apart as on the screens (no Latin semicolon)", r)
	}
	if p := got["处罚"]; !strings.Contains(p, "警告：黑0次，白1次") {
		t.Errorf("penalties %q", p)
	}
	if slices.Contains(labels, "地点") {
		t.Errorf("an empty place is listed: %q", fields)
	}

	items, _, _ := contents(in)
	var printed []Field
	for _, it := range items {
		if it.kind == itemField {
			printed = append(printed, Field{it.label, it.value})
		}
	}
	if !slices.Equal(printed, fields) {
		t.Errorf("the printed slip's fields %q, the list %q", printed, fields)
	}
}

// The time used of a side whose moves in the reopened record carry no time is "not recorded",
// not 0:00:00: Black's moves have no BL; White's one WL[1700] of TM[1800] is 100 s used.
func TestFieldsSayATimeNotRecorded(t *testing.T) {
	col, err := sgf.Read([]byte("(;GM[1]SZ[9]TM[1800]OT[5x30 byo-yomi]RE[W+R];B[ee];W[cc]WL[1700];B[gg])"))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := table.Open(col.Games[0], rules.Japanese, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"en": "Black not recorded, White 0:01:40", "zh-Hans": "黑未记录，白0:01:40"} {
		var used string
		for _, f := range Fields(Input{Table: tb, Lang: lang}) {
			if f.Label == words.Text(lang, "Time used") {
				used = f.Value
			}
		}
		if used != want {
			t.Errorf("%s: time used %q, want %q", lang, used, want)
		}
	}
	if got, want := clockLine("en", clock.Black, tb.Clock().Reading(clock.Black), false), "Black: time not recorded."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// The count and the referee log print in the slip's language: a 9×9 J89 game where Black walls
// off columns A–E and White F–J (Black E1–E9, White F1–F9), both pass and accept; the count's
// lines are the catalogue's Japanese (ルール：…, by hand Black 36 points of territory A–D, White
// 27 G–J), none English, and the log's lines begin 「20 手目 · 」 (18 stones and two passes: the
// ply in Japanese) with no internal code (accept) or colour letter before the sentence.
func TestCountAndLogPrintInTheSlipsLanguage(t *testing.T) {
	rs, err := rules.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	tb, err := table.New(table.Config{Rules: rs, Width: 9, Black: "林", White: "趙"}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	for y := 0; y < 9; y++ {
		for _, m := range []struct {
			c board.Color
			x int
		}{{board.Black, 4}, {board.White, 5}} {
			if _, err := tb.Play(m.c, board.Vertex{X: m.x, Y: y}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, c := range []board.Color{board.Black, board.White} {
		if _, err := tb.Pass(c); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []board.Color{board.Black, board.White} {
		if _, err := tb.Accept(c); err != nil {
			t.Fatal(err)
		}
	}
	items, _, _ := contents(Input{Table: tb, Record: []byte("(;GM[1]FF[4]SZ[9])"), Lang: "ja"})
	var text []string
	for _, it := range items {
		if it.kind == itemText {
			text = append(text, it.value)
		}
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{"ルール：日本囲碁規約 (1989)", "黒：地 36 ", "白：地 27 "} {
		if !strings.Contains(all, want) {
			t.Errorf("the slip's text lacks %q:\n%s", want, all)
		}
	}
	for _, english := range []string{"result:", "rules:", "dead stones:", "Black:", "White:", "territory", "move ", "accept"} {
		if strings.Contains(all, english) {
			t.Errorf("the slip's text holds the English %q:\n%s", english, all)
		}
	}
	if !strings.Contains(all, "\n20 手目 · ") {
		t.Errorf("no log line begins with the move in Japanese:\n%s", all)
	}
}
