package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
	"goref/app/session"
	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// tap is a click on the board: a move (during a J89 confirmation, on the copy); where play
// has stopped, a dead (or seki) mark on the related group of the stone clicked.
func (u *UI) tap(v board.Vertex) {
	t := u.sess.Table()
	if u.sess.AtTable() && t.Markable() && t.Confirming() == nil && u.sess.Board().At(v) != board.Empty {
		u.ref.markGroup(v)
		return
	}
	u.Play(v)
}

// Play plays the player to move at v through the table, or says in the status line why not.
func (u *UI) Play(v board.Vertex) {
	c := u.sess.ToMove()
	placing := u.sess.PlacingHandicap() > 0
	confirming := u.sess.Table().Confirming() != nil
	upd, err := u.sess.Play(v)
	if err != nil {
		// An Ing refusal that ends a cycle (搅方, 双热子/季热子), or the shameless ko's lap, waits
		// in the table for the referee, who may overrule it: show opens the panel.
		u.show(upd, err)
		u.changed()
		return
	}
	void := upd.Voided != "" // C88 Art. 19, 20.1: the table ruled the move void, a pass in its place
	if u.speaker != nil && !v.IsPass() && !placing && !void {
		_ = u.speaker.Stone()
	}
	switch {
	case void: // the ruling's words say it all
	case placing && u.sess.PlacingHandicap() > 0:
		u.setStatus(LD("Handicap stone placed ({{.Left}} to go).", map[string]any{"Left": u.sess.PlacingHandicap()}))
	case placing:
		u.setStatus(LD("{{.Player}} to play", map[string]any{"Player": i18n.Color(false)}))
		u.showClock() // the clock starts with the last stone
	case v.IsPass():
		u.setStatus(LD("{{.Player}} passes.", map[string]any{"Player": i18n.Color(c == board.Black)}))
	case confirming || upd.Move == nil:
		u.setStatus(i18n.Color(c == board.Black) + " " + v.GTP(u.sess.Info.Height))
	default:
		u.setStatus(moveText(c, v, u.sess.Info.Height, upd.Move.Captures))
	}
	if words := u.react(upd, nil); void {
		u.setStatus(joinSentences(nonEmpty(i18n.Reason(upd.Voided), words))) // why the move was illegal, then the ruling
	} else if words != "" {
		sayAlso(u, words)
	}
	u.changed()
}

// nonEmpty is the parts that say something.
func nonEmpty(parts ...string) []string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// lines joins the lines that say something, one under the other.
func lines(parts ...string) string { return strings.Join(nonEmpty(parts...), "\n") }

// Pass passes for the player to move.
func (u *UI) Pass() { u.Play(board.Pass) }

func moveText(c board.Color, v board.Vertex, height, captures int) string {
	s := i18n.Color(c == board.Black) + " " + v.GTP(height)
	if captures > 0 {
		s += " — " + LD("captures {{.N}}", map[string]any{"N": captures})
	}
	return s
}

// errorText says in the UI's language why the table refused what was asked of s: the table's
// words (Refused.Explain, the open dame and the uncertain stones named in them), and where the
// answer is a control of this window, where it is.
func errorText(s *session.Session, err error) string {
	var ill *rules.Illegal
	if errors.As(err, &ill) {
		return i18n.Reason(ill.Reason)
	}
	if r := refusal(err); r != nil {
		words := refusalWords(r)
		var unsure *table.Unresolved
		if errors.As(err, &unsure) {
			words = joinSentences([]string{words, L("Amber rings show them; The marks are right keeps the marks.")})
		}
		return words
	}
	if errors.Is(err, session.ErrNotAtTable) {
		return L("The game goes on at the last move: press End.")
	}
	return err.Error()
}

// Undo takes the last move back. In a casual game it happens at once; in tournament mode
// a take-back is the referee's action: it asks first, with a reason, and is logged. While Black
// places free handicap stones it takes back the last stone, at once.
func (u *UI) Undo() {
	// A handicap stone placed on the wrong point is moved before play begins, in any game.
	placing := u.sess.PlacingHandicap() > 0
	if !u.sess.Table().TakeBackAsks() {
		upd, err := u.sess.Undo(false, "")
		if err != nil {
			u.show(upd, err)
			return
		}
		if placing {
			u.setStatus(L("Handicap stone taken back."))
		} else {
			u.setStatus(L("Move taken back."))
		}
		u.changed()
		return
	}
	last := lastMove(u.sess)
	if last == "" {
		return
	}
	u.ask(&question{
		title: L("Take back the last move"),
		text: LD("Take back move {{.Move}}? In a tournament game this is the referee's decision and it goes into the referee log.",
			map[string]any{"Move": last}),
		reason: widget.NewEntry(),
		choices: []choice{{label: L("Take back (logged)"), danger: true, act: func(reason string) {
			// the tournament take-back the referee confirmed
			upd, err := u.sess.Undo(true, reason)
			if err != nil {
				u.show(upd, err)
				return
			}
			u.setStatus(L("Move taken back by the referee (logged)."))
			u.changed()
		}}},
	})
}

func lastMove(s *session.Session) string {
	g := s.Game()
	m, ok := g.LastMove()
	if !ok {
		return ""
	}
	return fmt.Sprintf("%d %s %s", g.NumMoves(), m.Color, m.Vertex.GTP(s.Info.Height))
}

// Resign asks who resigns (the player to move is offered first) and records it once
// answered: a resignation ends the game and cannot be taken back by a stray click.
func (u *UI) Resign() {
	if u.sess.Ended() {
		u.setStatus(L("The game is over."))
		return
	}
	c := u.sess.ToMove()
	resigns := func(c board.Color) choice {
		return choice{
			label:  LD("{{.Player}} resigns", map[string]any{"Player": i18n.Color(c == board.Black)}),
			danger: true,
			act: func(string) { // c's resignation, confirmed: the table ends the game and logs it
				upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Resign(c) })
				u.show(upd, err)
				u.changed()
			},
		}
	}
	u.ask(&question{
		title: L("Resign"),
		text: lines(L("Who resigns? The game ends and the result is recorded."), u.ref.playersLine(),
			L("The result goes into the record; the referee can take it back until the result slip is signed.")),
		choices: []choice{resigns(c), resigns(c.Opponent())},
	})
}

// changed is called after every change of the record: redraw and autosave.
func (u *UI) changed() {
	u.observe(table.Update{}) // the hall hears the move now, not at the clock's next look (an untimed game has none)
	u.refresh()
	u.doc.autosave()
}

// recordNav steps through the record: ← → along it, ↑ ↓ between variations, Home and End.
type recordNav struct{ u *UI }

// Navigation through the record.
func (n *recordNav) Back()    { n.move(n.u.sess.Back) }
func (n *recordNav) Forward() { n.move(n.u.sess.Forward) }
func (n *recordNav) First()   { n.move(func() bool { n.u.sess.First(); return true }) }
func (n *recordNav) Last()    { n.move(func() bool { n.u.sess.Last(); return true }) }

// NextVariation and PrevVariation switch between the alternatives of the current move.
func (n *recordNav) NextVariation() { n.move(func() bool { return n.u.sess.Sibling(1) }) }
func (n *recordNav) PrevVariation() { n.move(func() bool { return n.u.sess.Sibling(-1) }) }

func (n *recordNav) move(step func() bool) {
	if step() {
		n.u.setStatus("")
		n.u.refresh()
	}
}
