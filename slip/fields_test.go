package slip

import (
	"slices"
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
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
	if r := got["规则"]; !strings.Contains(r, "2¾ 子") {
		t.Errorf("rules %q", r)
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
