package ui

import (
	"errors"
	"strings"

	"goref/app/i18n"
	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// show tells what a table event brought: every event in the status line (in the UI's
// language), the clock's calls, penalties and a fallen flag to the voice; a halt opens the
// referee panel with the suggested dead stones marked, a repetition waits there for the
// referee's ruling, a refused Ing pass offers the 漏着. err is the event's refusal, if any.
func (u *UI) show(upd table.Update, err error) {
	u.observe(upd)
	if words := u.react(upd, err); words != "" {
		u.setStatus(words)
	}
}

// react does what show does and returns the words instead of showing them.
func (u *UI) react(upd table.Update, err error) string {
	var words []string
	for _, ev := range upd.Events {
		if ev.Clock != nil && u.speaker != nil {
			_ = u.speaker.Announce(*ev.Clock)
		}
		switch ev.Kind {
		case table.KindAnnounce:
			continue // the voice says it; the faces show the time
		case table.KindIllegal, table.KindRefused:
			continue // said once, from err
		case table.KindCycle:
			if ev.Rule != nil {
				cn := &cycleNote{ply: ev.Ply, ev: *ev.Rule}
				if upd.Move != nil {
					cn.cy = upd.Move.Cycle
				}
				u.ref.cycle = cn
			}
		}
		if w := tableWords(ev); w != "" {
			words = append(words, w)
		}
	}
	if err != nil {
		u.noteRefusal(err)
		words = append(words, u.errorText(err))
	}
	for _, ev := range upd.Events {
		if ev.Kind == table.KindHalt || ev.Kind == table.KindCycle && !u.ref.open {
			u.haltOpens()
			break
		}
	}
	return strings.Join(words, " ")
}

// tableWords is what the table says about ev in the UI's language.
func tableWords(ev table.Event) string {
	key := map[string]string{"zh_Hans": "zh", "zh_Hant": "zh-Hant", "ja": "ja", "ko": "ko"}[i18n.Current()]
	if w := ev.Text[key]; w != "" {
		return w
	}
	return ev.Text["en"]
}

// haltOpens opens the referee panel where play stopped; the stones the suggestion is sure of
// are marked dead (a table event: the players then accept or change them).
func (u *UI) haltOpens() {
	t := u.sess.Table()
	if t.Markable() && len(t.Dead()) == 0 {
		u.suggest()
	}
	u.OpenReferee()
}

// suggest marks the estimator's dead stones (View → Dead stones: goref's own, GNU Go or
// KataGo) at a halt, in place of the marks there are (none under rules where every stone
// counts).
func (u *UI) suggest() {
	t := u.sess.Table()
	if !t.Markable() || t.Rules().Dispute == rules.DisputeNone {
		return
	}
	b := t.Game().Board()
	e := u.estimate(b)
	dead := e.Dead()
	u.ref.uncertain = e.Uncertain()
	want := map[board.Vertex]bool{}
	for _, v := range dead {
		want[v] = true
	}
	u.markTo(stonesOf(b), func(v board.Vertex) bool { return want[v] }, false)
}

// stonesOf lists the stones on b in board order.
func stonesOf(b *board.Board) []board.Vertex {
	var stones []board.Vertex
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if v := (board.Vertex{X: x, Y: y}); b.At(v) != board.Empty {
				stones = append(stones, v)
			}
		}
	}
	return stones
}

// markTo sets the dead (seki) marks of stones to on(v) through the table, which toggles a
// chain at a time: it is given one stone of each chain whose mark has to change.
func (u *UI) markTo(stones []board.Vertex, on func(board.Vertex) bool, seki bool) {
	t := u.sess.Table()
	b := t.Game().Board()
	marked := map[board.Vertex]bool{}
	list := t.Dead()
	if seki {
		list, _ = t.Seki()
	}
	for _, v := range list {
		marked[v] = true
	}
	seen := map[board.Vertex]bool{}
	var toggle []board.Vertex
	for _, v := range stones {
		if seen[v] {
			continue
		}
		for _, s := range b.Chain(v) {
			seen[s] = true
		}
		if marked[v] != on(v) {
			toggle = append(toggle, v)
		}
	}
	if len(toggle) == 0 {
		return
	}
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) {
		if seki {
			return t.MarkSeki(toggle...)
		}
		return t.MarkDead(toggle...)
	})
	if err != nil {
		u.show(upd, err)
	}
}

// refusal is the table's refusal in err, nil for another error.
func refusal(err error) *table.Refused {
	var r *table.Refused
	if errors.As(err, &r) {
		return r
	}
	return nil
}

// refusalWords says why the table refused an event, in the UI's language.
func (u *UI) refusalWords(r *table.Refused) string {
	if r.Kind == table.KindIllegal {
		return i18n.Reason(rules.Reason(r.Reason))
	}
	switch r.Reason {
	case table.RefusedGameOver:
		if re := u.sess.Result(); re != "" {
			return L("The game is over:") + " " + resultText(re, u.sess.Info.Rules)
		}
		return L("The game is over.")
	case table.RefusedNotStarted:
		return L("Start the clock first: tap the face of the player to move.")
	case table.RefusedWrongTurn:
		return L("It is the other player's turn.")
	case table.RefusedNotHalted:
		return L("Nothing to accept: play has not stopped.")
	case table.RefusedNoDispute:
		return L("These rules have no dispute phase: every stone on the board counts.")
	case table.RefusedCleared:
		return L("The dead stones are agreed: two passes end the game.")
	case table.RefusedPassDame:
		return L("No pass while a neutral point can still be contested (除认输外禁止虚手).")
	case table.RefusedNoClock:
		return L("This game has no clock.")
	case table.RefusedNoGroup:
		return L("Mark the disputed group dead first.")
	case table.RefusedPlacing:
		return L("Place the handicap stones first.")
	}
	return r.Reason
}
