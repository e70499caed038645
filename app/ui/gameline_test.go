package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"goref/app/session"
	"goref/rules"
)

// The komi of a tournament game, and its table, stay in sight beside the players, whole, at
// the default window's size (it fits a 1280×720 screen), with the referee panel open or not:
// on one line after the event, the round, the table and the rule set's name, the referee at a
// C88 table read "… 中国围棋竞赛规则 (1988) · 贴 3…".
// 7.5 points are 3¾ 子 (C88 Art. 9: the komi in stones is half the points).
func TestTournamentKomiIsShownWhole(t *testing.T) {
	u, _ := newTestUI(t)
	info := session.DefaultInfo()
	info.Rules, info.Komi = rules.Chinese, 3.75
	info.Black, info.White, info.BlackRank, info.WhiteRank = "徐云", "卢遥", "6k", "5k"
	info.Event, info.Round, info.Table = "Tournoi chinois", "1", "3"
	info.Mode = session.Tournament
	info.TimeSystem, info.MainTime = "1x30 byo-yomi", time.Hour
	u.StartGame(info)
	u.win.Resize(fyne.NewSize(1200, 660))
	shown := func(part string) bool {
		found := false
		walkDrawn(u.col.object, func(o fyne.CanvasObject, visible, _ bool) {
			if x, ok := o.(*canvas.Text); ok && visible && strings.Contains(x.Text, part) {
				found = true
			}
		})
		return found
	}
	// The komi, and the table's number: cut from one line in English ("… Round 1 · Ta…").
	for _, stop := range []bool{false, true} {
		if stop {
			playAll(t, u, pass, pass) // the referee panel opens, the column widens
			if !u.ref.open {
				t.Fatal("no referee panel at the stop")
			}
		}
		for _, part := range []string{"3¾ 子", LD("Table {{.N}}", map[string]any{"N": "3"}), "Tournoi chinois"} {
			if !shown(part) {
				t.Errorf("panel open %v: %q is not shown whole beside the players", stop, part)
			}
		}
	}
}
