package hallview

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/clockface"
	"goref/app/goban"
	"goref/app/ui"
	"goref/board"
	"goref/hall"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
	"goref/rules/table"
)

// tableWindow is one table's board, read-only, with its clocks, result and referee log; the
// director acknowledges a call and confirms the result here, and puts the table on the
// projector.
type tableWindow struct {
	r       *Room
	name    string
	w       fyne.Window
	board   *goban.Board
	head    *widget.Label
	clocks  *widget.Label
	result  *widget.Label
	games   *widget.Label
	log     ui.Sentence // the referee log: its Japanese and Chinese lines break as those languages are set
	ack     *widget.Button
	confirm *widget.Button
}

func newTableWindow(r *Room, name string) *tableWindow {
	tw := &tableWindow{r: r, name: name, w: r.app.NewWindow(""), board: goban.New(19, 19)}
	tw.board.SetOptions(goban.Options{Coordinates: true, NoGhost: true})
	tw.build()
	tw.w.Resize(fyne.NewSize(1100, 700))
	r.tables[tw] = true
	refreshEvery(tw.w, 250*time.Millisecond, tw.update, func() { delete(r.tables, tw) })
	return tw
}

// build makes the window's title, buttons and labels in the UI's language (again after the
// director chose another).
func (tw *tableWindow) build() {
	r, name := tw.r, tw.name
	tw.w.SetTitle(ld("Table {{.N}}", map[string]any{"N": name}))
	tw.head, tw.clocks, tw.result = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	tw.clocks.TextStyle.Monospace = true
	tw.log = ui.NewSentence()
	tw.games = widget.NewLabel("")
	tw.ack = widget.NewButton(l("Acknowledge the call"), func() {
		if err := r.d.AckCall(name); err != nil {
			ui.ShowError(err, tw.w)
		}
		tw.update()
	})
	tw.confirm = widget.NewButton(l("Confirm the result…"), func() {
		v, _ := r.d.Seat(name)
		if v.Public == nil || v.Public.Result == "" {
			return
		}
		re := v.Public.Result
		ui.ShowDialog(ui.NewConfirm(l("Confirm the result"), ld("Table {{.N}}: {{.Black}} – {{.White}}, {{.RE}}.\nConfirm this result?",
			map[string]any{"N": name, "Black": v.Public.Black, "White": v.Public.White, "RE": re}), func(yes bool) {
			if !yes {
				return
			}
			if err := r.d.Confirm(name, re); err != nil {
				ui.ShowError(err, tw.w)
			}
			tw.update()
		}, tw.w))
	})
	project := widget.NewButton(l("Follow on the projector"), func() { r.follow(name) })
	rejoin := widget.NewButton(l("Let the table join again…"), func() {
		ui.ShowDialog(ui.NewConfirm(l("Let the table join again"), ld("Table {{.N}} has a game in progress, so a join as this table is refused. Let it join once more with new credentials (a new laptop, lost credentials)? Its present credentials stop working.",
			map[string]any{"N": name}), func(yes bool) {
			if !yes {
				return
			}
			if err := r.d.AllowJoin(name); err != nil {
				ui.ShowError(err, tw.w)
			}
		}, tw.w))
	})
	side := container.NewVBox(tw.head, tw.clocks, tw.result, tw.ack, tw.confirm, project, rejoin, tw.games,
		widget.NewLabelWithStyle(l("Referee log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	panel := container.NewBorder(side, nil, nil, nil, container.NewVScroll(tw.log))
	split := container.NewHSplit(tw.board, panel)
	split.SetOffset(0.62)
	tw.w.SetContent(split)
	tw.update()
}

func (tw *tableWindow) update() {
	v, _ := tw.r.d.Seat(tw.name)
	var view goban.View
	var logLines []string
	var cfgOK bool
	tw.r.d.WithTable(tw.name, func(t *table.Table) {
		if t == nil {
			return
		}
		view = boardView(t)
		for _, a := range t.Log().Actions {
			logLines = append(logLines, ld("move {{.N}}: {{.Action}}", map[string]any{"N": a.Ply, "Action": a.Explain(uiLang())}))
		}
		cfgOK = t.Clock() != nil
	})
	if view.W > 0 {
		tw.board.SetView(view)
	}
	p := v.Public
	if p == nil {
		tw.head.SetText(ld("Table {{.N}}: no game yet", map[string]any{"N": tw.name}))
		return
	}
	tw.head.SetText(ld("Table {{.N}}: {{.Black}} (B) – {{.White}} (W), {{.Rules}}, move {{.Plies}}",
		map[string]any{"N": tw.name, "Black": orDash(p.Black), "White": orDash(p.White), "Rules": rulesAndKomi(*p), "Plies": p.Plies}))
	tw.clocks.SetText("")
	if clk := tw.r.d.ClockNow(tw.name); clk != nil && cfgOK {
		var cfg = clockConfig(tw.r.d, tw.name)
		b, bi := clockface.Show(cfg, clk.Sides[0], ui.ClockText())
		w, wi := clockface.Show(cfg, clk.Sides[1], ui.ClockText())
		tw.clocks.SetText(l("Black") + " " + b + " " + bi + "\n" + l("White") + " " + w + " " + wi)
	}
	tw.result.SetText(stateText(v))
	if p.Call != nil && !v.CallAcked {
		tw.ack.Enable()
	} else {
		tw.ack.Disable()
	}
	if p.Result != "" && v.Confirmed == "" {
		tw.confirm.Enable()
	} else {
		tw.confirm.Disable()
	}
	tw.games.SetText(gamesText(tw.r.d.Games(tw.name)))
	if len(logLines) == 0 {
		logLines = []string{l("(empty)")}
	}
	tw.log.SetText(strings.Join(logLines, "\n"))
}

// stateText is the table window's words on the table's state: its phase or result, a call,
// whether the table is offline, its moves are not reaching the director, or nothing of it is.
func stateText(v hall.SeatView) string {
	p := v.Public
	res := phaseWords(p.Phase)
	if p.Result != "" {
		res = l("Result") + " " + p.Result
		if v.Confirmed != "" {
			res = ld("{{.RE}} (confirmed)", map[string]any{"RE": res})
		}
	}
	if p.Call != nil {
		res += "\n" + l("Referee called")
		if p.Call.Note != "" {
			res += ": " + p.Call.Note
		}
		if v.CallAcked {
			res += " " + l("(acknowledged)")
		}
	}
	if !v.Online {
		res += "\n" + l("The table is offline.")
	}
	if v.Behind {
		res += "\n" + l("The table's latest moves are not reaching the director (the table is further on than this copy).")
	}
	if v.Silent {
		res += "\n" + l("The table is online, but nothing has been heard from it for a while (the broker may be refusing all it sends).")
	}
	return res
}

// boardView is the follower's position with the last move marked.
func boardView(t *table.Table) goban.View {
	b := t.Standing() // Ing: the agreed dead stones are off the board
	v := goban.ViewOf(b)
	if m, ok := t.Game().LastMove(); ok {
		v.Last = m.Vertex
	} else {
		v.Last = board.Pass
	}
	for _, d := range t.Dead() {
		if b.At(d) != board.Empty {
			v.Dead = append(v.Dead, d)
		}
	}
	return v
}

// clockConfig is the followed table's time system (the zero Config without a clock).
func clockConfig(d *hall.Director, name string) clock.Config {
	var cfg clock.Config
	d.WithTable(name, func(t *table.Table) {
		if t != nil && t.Clock() != nil {
			cfg = t.Clock().Config()
		}
	})
	return cfg
}

// gamesText lists the games played at the table when there was more than one (a club
// evening, a game the referee had replayed): each with its players and its result.
func gamesText(games []hall.GameView) string {
	if len(games) < 2 {
		return ""
	}
	lines := []string{l("Games at this table:")}
	for i, g := range games {
		var state string
		switch {
		case g.Live && g.Result == "":
			state = ld("playing, move {{.N}}", map[string]any{"N": g.Plies})
		case g.Result == "":
			state = ld("left unfinished at move {{.N}}", map[string]any{"N": g.Plies})
		case g.Confirmed != "":
			state = ld("{{.RE}} (confirmed)", map[string]any{"RE": g.Result})
		default:
			state = g.Result
		}
		lines = append(lines, ld("{{.I}}. {{.Black}} (B) – {{.White}} (W): {{.State}}",
			map[string]any{"I": i + 1, "Black": orDash(g.Black), "White": orDash(g.White), "State": state}))
	}
	return strings.Join(lines, "\n")
}

// rulesTitle names a preset by its title in the UI's language, as the app's game line does
// (日本围棋规约 (1989), not the preset word japanese); a name goref does not know stays as sent.
// rulesAndKomi is the table's rule set and its komi in the rule set's unit, as the table's own
// screen has them: the director's window of a table named the rule set and no komi.
func rulesAndKomi(p table.Public) string {
	komi := result.Fraction(p.Komi) // a rule set goref does not know: the record's points
	if rs, err := rules.Preset(p.Rules); err == nil {
		komi = rs.KomiText(uiLang(), rs.KomiFromPoints(p.Komi))
	}
	return rulesTitle(p.Rules) + " · " + ld("komi {{.Komi}}", map[string]any{"Komi": komi})
}

func rulesTitle(name string) string {
	if rs, err := rules.Preset(name); err == nil {
		return rs.NameIn(uiLang())
	}
	return name
}
