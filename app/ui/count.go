package ui

import (
	"fmt"
	"strings"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/board"
	"goref/rules/count"
)

// Count counts the position with the dead stones marked on the board (rules/count does
// all of it) and records the result.
func (u *UI) Count() {
	if !u.halted() {
		u.setStatus(L("Counting comes after both players have passed."))
		return
	}
	var dead []board.Vertex
	for v := range u.dead {
		dead = append(dead, v)
	}
	info := u.sess.Info
	b := u.sess.Board()
	bd, err := count.Score(b, count.Input{
		Rules: info.Rules, Komi: info.Komi, Handicap: info.Handicap, Dead: dead,
		Prisoners: count.Pair{Black: b.Captures(board.Black), White: b.Captures(board.White)},
	})
	if err != nil {
		u.setStatus(err.Error())
		return
	}
	lang := strings.ReplaceAll(i18n.Current(), "_", "-")
	u.sess.SetResult(bd.Result.SGF())
	u.endClock("counted")
	u.setStatus(fmt.Sprintf("%s — %s %g, %s %g", bd.Result.Text(lang),
		L("Black"), bd.Black.Score, L("White"), bd.White.Score))
	u.Board.SetView(u.withSeki(bd.SekiStones))
	u.autosave()
	u.Moves.SetText(u.movesText())
}

func (u *UI) withSeki(seki []board.Vertex) (v goban.View) {
	v = u.Board.View()
	v.Seki = seki
	return v
}
