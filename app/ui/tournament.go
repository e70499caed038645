package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/app/session"
	"goref/app/sheetform"
	"goref/rules"
	"goref/rules/clock"
	"goref/tournament"
)

// tournamentDesk is the pairing program's tournament file: a round's game started from it,
// the result entered into it, the round sheet printed from it.
type tournamentDesk struct {
	u     *UI
	sheet *sheetform.Form // the round sheet's form last opened
}

// ShowNewFromTournament asks for a pairing program's tournament file, then for the round, the
// table and the rule set, and starts that game: players, ranks, size, handicap, komi, clock
// and event/round/table come from the file (package tournament).
func (td *tournamentDesk) ShowNewFromTournament() {
	td.u.files.OpenExt(td.u.win, "xml", func(path string) {
		if path == "" {
			return
		}
		f, err := tournament.ReadFile(path)
		if err != nil {
			td.tournamentError(err)
			return
		}
		td.chooseTable(path, f)
	})
}

// chooseTable is the form of round, table and rule set.
func (td *tournamentDesk) chooseTable(path string, f *tournament.File) {
	rounds := f.RoundNumbers()
	if len(rounds) == 0 {
		td.tournamentError(fmt.Errorf("%s: no round is paired", filepath.Base(path)))
		return
	}
	var roundNames []string
	first := ""
	for _, r := range rounds {
		name := strconv.Itoa(r)
		roundNames = append(roundNames, name)
		for _, g := range f.Round(r) {
			if first == "" && !g.Result.Known() {
				first = name // the round being played: the first with a table still open
			}
		}
	}
	if first == "" {
		first = roundNames[len(roundNames)-1]
	}
	games := map[string]tournament.Game{}
	// Start is on only with a table chosen: in a round whose tables all have their result none
	// is offered, and a Start then would close the form and start nothing.
	var d *dialog.CustomDialog
	var start *widget.Button
	tables := escape.NewSelect(nil, nil)
	tables.PlaceHolder = L("(choose a table)") // Fyne's own "(Select one)" is English in every language
	tables.OnChanged = func(string) {
		if start != nil { // the rounds are filled in before Start is made
			_, ok := games[tables.Selected]
			enable(start, ok)
		}
	}
	fill := func(round string) {
		r, _ := strconv.Atoi(round)
		var opts []string
		clear(games)
		for _, g := range f.Round(r) {
			b, _ := f.Player(g.Black)
			w, _ := f.Player(g.White)
			o := fmt.Sprintf("%d: %s – %s", g.Table, b.RankedName(), w.RankedName())
			if g.Handicap > 0 {
				o += fmt.Sprintf(" (H%d)", g.Handicap)
			}
			if g.Result.Known() {
				o += "  " + g.Result.Marked()
			}
			games[o] = g
			opts = append(opts, o)
		}
		tables.Options = opts
		tables.ClearSelected()
		for _, o := range opts {
			if !games[o].Result.Known() {
				tables.SetSelected(o)
				break
			}
		}
		tables.Refresh()
	}
	round := escape.NewSelect(roundNames, fill)
	round.SetSelected(first)
	names := rules.PresetNames()
	var titles []string
	for _, n := range names {
		r, _ := rules.Preset(n)
		titles = append(titles, rulesName(r))
	}
	rs := escape.NewSelect(titles, nil)
	rs.SetSelected(rulesName(td.u.sess.Info.Rules))
	items := []*widget.FormItem{
		widget.NewFormItem(L("Event"), widget.NewLabel(f.Event())),
		widget.NewFormItem(L("Round"), round),
		widget.NewFormItem(L("Table"), tables),
		widget.NewFormItem(L("Rules"), rs),
	}
	start = widget.NewButtonWithIcon(L("Start"), theme.ConfirmIcon(), func() {
		g, chosen := games[tables.Selected]
		if !chosen {
			return
		}
		d.Hide()
		ruleset := td.u.sess.Info.Rules
		for i, t := range titles {
			if t == rs.Selected {
				ruleset, _ = rules.Preset(names[i])
			}
		}
		info, err := infoFromPairing(f, g, ruleset)
		if err != nil {
			td.tournamentError(err)
			return
		}
		td.u.tourney = path
		td.u.StartGame(info)
	})
	start.Importance = widget.HighImportance
	tables.OnChanged(tables.Selected)
	cancel := widget.NewButtonWithIcon(L("Cancel"), theme.CancelIcon(), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(L("Tournament file"), widget.NewForm(items...), td.u.win)
	d.SetButtons([]fyne.CanvasObject{cancel, start})
	escape.Close(td.u.win, d, d.Hide)
	d.Resize(fyne.NewSize(640, 320))
	d.Show()
}

// infoFromPairing is the New game information of a pairing under the rule set.
func infoFromPairing(f *tournament.File, g tournament.Game, rs rules.Ruleset) (session.Info, error) {
	cfg, _, err := f.Config(g.Round, g.Table, rs)
	if err != nil {
		return session.Info{}, err
	}
	info := session.Info{Black: cfg.Black, White: cfg.White, BlackRank: cfg.Info.BlackRank,
		WhiteRank: cfg.Info.WhiteRank, Rules: rs, Width: cfg.Width, Height: cfg.Height,
		Handicap: cfg.Handicap, Event: cfg.Info.Event, Round: cfg.Info.Round, Table: cfg.Info.Table,
		Mode: session.Tournament}
	info.Komi, _ = rs.GameKomi(0, false, cfg.Handicap)
	if cfg.Komi != nil {
		info.Komi = *cfg.Komi
	}
	if cfg.Time != nil {
		info.MainTime = cfg.Time.Main
		_, info.TimeSystem = clock.FormatTime(*cfg.Time)
	}
	return info, nil
}

// EnterTournamentResult writes the finished game's signed result into the tournament file it
// was started from (or one chosen now), after asking: it names the result, the round, the table
// and the file. A different result already there is shown and left as it is.
func (td *tournamentDesk) EnterTournamentResult() {
	p, err := tournament.PlayedAt(td.u.sess.Table())
	if err != nil {
		td.tournamentError(err)
		return
	}
	if !td.u.sess.Table().Signed() { // until the slip is signed a Revoke can still take the result back
		td.tournamentError(errors.New(L("The result slip is not signed yet: the result can still be taken back. Sign it (Referee › The result slip is signed…) before entering it in the tournament file.")))
		return
	}
	if p.Identity.Round == 0 {
		td.tournamentError(errors.New(L("the game has no round (Game › New from tournament file… sets it)")))
		return
	}
	if td.u.tourney != "" {
		td.enterResultInto(td.u.tourney, p)
		return
	}
	td.u.files.OpenExt(td.u.win, "xml", func(path string) {
		if path != "" {
			td.enterResultInto(path, p)
		}
	})
}

// enterResultInto asks, then writes.
func (td *tournamentDesk) enterResultInto(path string, p tournament.Played) {
	f, err := tournament.ReadFile(path)
	if err != nil {
		td.tournamentError(err)
		return
	}
	g, err := f.Match(p, p.Identity.Round)
	if err != nil {
		td.tournamentError(err)
		return
	}
	r, err := p.ResultFor(g)
	if err != nil {
		td.tournamentError(err)
		return
	}
	if g.Result == r {
		td.u.setStatus(LD("{{.Result}} is already in {{.File}}.", map[string]any{"Result": r.Marked(), "File": filepath.Base(path)}))
		return
	}
	if g.Result.Known() {
		msg := LD("Round {{.Round}}, table {{.Table}}: the file already has {{.InFile}}, the record says {{.New}}. It is left as it is: correct it in the pairing program if the record is right.",
			map[string]any{"Round": g.Round, "Table": g.Table, "InFile": g.Result.Marked(), "New": r.Marked()})
		td.tournamentError(errors.New(msg))
		return
	}
	msg := LD("Write {{.Result}} for round {{.Round}}, table {{.Table}} into {{.File}}? The previous file is kept beside it.",
		map[string]any{"Result": r.Marked(), "Round": g.Round, "Table": g.Table, "File": filepath.Base(path)})
	confirm := NewConfirm(L("Tournament file"), msg, func(yes bool) {
		if !yes {
			return
		}
		if _, err := f.SetResult(g.Round, g.Table, r); err != nil {
			td.tournamentError(err)
			return
		}
		backup, err := f.WriteFile(path, time.Now())
		if err != nil {
			td.tournamentError(err)
			return
		}
		td.u.tourney = path
		td.u.setStatus(LD("Entered {{.Result}} into {{.File}}; the previous file is kept as {{.Backup}}.",
			map[string]any{"Result": r.Marked(), "File": filepath.Base(path), "Backup": filepath.Base(backup)}))
	}, td.u.win)
	escape.Close(td.u.win, confirm, confirm.Hide) // No: nothing written
	showFitted(confirm)
}

// ShowRoundSheet prints the director's round sheet (slip.Sheet) from the tournament file the
// game was started from, or one chosen now: the form of round, paper and signed tables
// (package sheetform, as the hall's room view has it), then the app's save dialog. This
// table's game is offered as signed in its round once its slip is signed.
func (td *tournamentDesk) ShowRoundSheet() {
	open := func(path string) {
		if path == "" {
			return
		}
		f, err := tournament.ReadFile(path)
		if err != nil {
			sheetform.Error(td.u.win, td.u.setStatus, err)
			return
		}
		td.sheet = sheetform.Show(td.u.win, f, sheetform.Options{
			Save:   td.u.files.Save,
			Say:    td.u.setStatus,
			Signed: func(round int) string { return td.signedHere(f, round) },
			Paper:  paperOfLocale(),
		})
	}
	if td.u.tourney != "" {
		open(td.u.tourney)
		return
	}
	td.u.files.OpenExt(td.u.win, "xml", open)
}

// signedHere is this table's number when its game is round's game of the tournament f and
// its slip is signed, else "".
func (td *tournamentDesk) signedHere(f *tournament.File, round int) string {
	t := td.u.sess.Table()
	id := tournament.IdentityOf(t.Config().Info)
	if !t.Signed() || id.Round != round || id.Table < 1 || id.Event != "" && id.Event != f.Event() {
		return ""
	}
	return strconv.Itoa(id.Table)
}

// tournamentError says what went wrong, in the status line and a box.
func (td *tournamentDesk) tournamentError(err error) {
	msg := LD("Tournament file: {{.Err}}", map[string]any{"Err": err})
	td.u.setStatus(msg)
	ShowError(errors.New(msg), td.u.win)
}
