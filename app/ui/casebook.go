package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/assets"
	"goref/rules"
	"goref/rules/casebook"
)

// showCasebook opens the rules casebook in a window of its own.
func showCasebook(u *UI) {
	bk, err := casebook.Load(assets.Casebook, "casebook")
	if err != nil {
		u.Status.SetText(err.Error())
		return
	}
	w := u.app.NewWindow(L("Casebook"))
	cv := newCasebookView(bk, u.settings.Coordinates)
	w.SetContent(cv.content)
	w.Resize(fyne.NewSize(1180, 660)) // within a 1280×720 screen: the texts and the table scroll
	w.Show()
}

// casebookView shows one case: the board at a step of the active rule set's run, the case's
// text, and one row per rule set with the engine's verdict.
type casebookView struct {
	book   *casebook.Book
	c      *casebook.Case
	preset string
	ply    int // moves tried, 0 = the start position

	cases   *widget.Select
	presets *widget.Select
	board   *goban.Board
	title   *widget.Label
	text    *sentence
	source  *sentence
	step    *sentence
	ground  *sentence // the active rule set's verdict's ground (casebook_ground.go)
	table   *fyne.Container
	content fyne.CanvasObject
}

func newCasebookView(bk *casebook.Book, coords bool) *casebookView {
	cv := &casebookView{book: bk, preset: rules.Chinese.Name}
	var names []string
	for _, c := range bk.Cases {
		names = append(names, c.TitleIn(caseLang()))
	}
	cv.board = goban.New(9, 9)
	cv.board.SetOptions(goban.Options{Coordinates: coords})
	cv.title = widget.NewLabel("")
	cv.title.SizeName = theme.SizeNameSubHeadingText // bigger, not bold: see emphasised
	cv.text, cv.source, cv.step, cv.ground = newSentence(), newSentence(), newSentence(), newSentence()
	cv.table = container.NewVBox()
	cv.cases = widget.NewSelect(names, func(s string) {
		for i, n := range names {
			if n == s {
				cv.show(bk.Cases[i])
			}
		}
	})
	var titles []string
	for _, p := range rules.PresetNames() {
		rs, _ := rules.Preset(p)
		titles = append(titles, rulesName(rs))
	}
	cv.presets = widget.NewSelect(titles, func(title string) {
		for i, t := range titles {
			if t == title {
				cv.preset = rules.PresetNames()[i]
			}
		}
		cv.refresh()
	})
	nav := container.NewHBox(
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { cv.stepTo(0) }),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { cv.stepTo(cv.ply - 1) }),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { cv.stepTo(cv.ply + 1) }),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { cv.stepTo(1 << 30) }),
	)
	top := container.NewBorder(nil, nil, widget.NewLabel(L("Case")), nil, cv.cases)
	left := container.NewBorder(nil, container.NewVBox(nav, cv.step), nil, nil, cv.board)
	side := container.NewVBox(cv.title, cv.text, cv.source,
		container.NewBorder(nil, nil, widget.NewLabel(L("Rule set")), nil, cv.presets),
		cv.ground, widget.NewSeparator(), cv.table)
	split := container.NewHSplit(left, container.NewVScroll(side))
	split.Offset = 0.45
	cv.content = container.NewBorder(top, nil, nil, nil, split)
	cv.presets.SetSelected(rulesName(rules.Chinese))
	cv.cases.SetSelectedIndex(0)
	return cv
}

// caseLang is the UI language; the case texts fall back from it (casebook.Case.TitleIn).
func caseLang() string { return string(i18n.Tag()) }

// show switches to case c at its start, under the active rule set.
func (cv *casebookView) show(c *casebook.Case) {
	cv.c = c
	cv.ply = 0
	lang := caseLang()
	cv.title.SetText(c.TitleIn(lang))
	cv.text.SetText(c.TextIn(lang))
	cv.source.SetText(LD("Source: {{.Source}}", map[string]any{"Source": citeSourceIn(c.Source, lang)}))
	cv.refresh()
}

func (cv *casebookView) stepTo(n int) {
	if cv.c == nil {
		return
	}
	total := len(cv.c.Runs[cv.c.RunFor(cv.preset)].Moves)
	cv.ply = max(0, min(n, total))
	cv.refresh()
}

// refresh replays the case under every rule set for the table, and under the active one up
// to the current step for the board. The engine decides: of verdicts.json only the ground the
// active rule set's verdict cites is shown, never its outcome.
func (cv *casebookView) refresh() {
	if cv.c == nil {
		return
	}
	c := cv.c
	rs, err := rules.Preset(cv.preset)
	if err != nil {
		cv.step.SetText(err.Error())
		return
	}
	run := c.RunFor(cv.preset)
	moves := c.Runs[run].Moves
	cv.ply = min(cv.ply, len(moves))
	row, err := c.Replay(rs, run, cv.ply)
	if err != nil {
		cv.step.SetText(err.Error())
		return
	}
	cv.board.SetView(caseView(row))
	cv.ground.SetText(groundText(cv.book, c.ID, cv.preset, caseLang()))
	if cv.ply == 0 {
		cv.step.SetText(L("Start position"))
	} else {
		m := moves[cv.ply-1]
		cv.step.SetText(LD("Move {{.N}} of {{.Total}}: {{.Move}}, {{.Outcome}}", map[string]any{
			"N": cv.ply, "Total": len(moves), "Move": moveColour(m.Color) + " " + moveName(m, c.Height),
			"Outcome": outcomeText(row.Moves[cv.ply-1]),
		}))
	}
	// One grid per row: a single grid gives every row the height of the tallest.
	cv.table.Objects = nil
	cv.table.Add(container.NewGridWithColumns(3, bold(L("Rule set")), bold(L("Verdict")), bold(L("Count"))))
	cv.table.Add(widget.NewSeparator()) // the header stands apart where bold does not show (CJK)
	for _, p := range rules.PresetNames() {
		prs, _ := rules.Preset(p)
		full, err := c.Replay(prs, c.RunFor(p), -1)
		verdict, count := "", ""
		if err != nil {
			verdict = err.Error()
		} else {
			verdict = notableText(c, full)
			if verdict == "" {
				verdict = L("Every move is legal")
			}
			count = full.Count
		}
		name, counted := widget.NewLabel(rulesName(prs)), widget.NewLabel(count)
		v := newSentence() // 同形反復禁止（スーパーコウ）: never ） alone on a line
		if p == cv.preset {
			name.Importance, v.Importance, counted.Importance = emphasised, emphasised, emphasised
		}
		v.SetText(verdict)
		cv.table.Add(container.NewGridWithColumns(3, name, v, counted))
	}
	cv.table.Refresh()
}

// caseView is the board of a row (a confirmation's sandbox while one is open) with the game's
// last stone marked.
func caseView(row *casebook.Row) goban.View {
	v := goban.ViewOf(row.Board())
	if m, ok := row.Game.LastMove(); ok && row.Confirmation == nil {
		v.Last = m.Vertex
	}
	return v
}

// outcomeText is an outcome of the casebook notation for people, in the UI language: an
// illegal move's reason in full, events and confirmations as short phrases.
func outcomeText(o string) string {
	if o == "ok" {
		return L("legal")
	}
	if strings.HasPrefix(o, "ok ") {
		return L("legal") + " (" + eventWords(o) + ")"
	}
	switch {
	case strings.HasPrefix(o, "confirm:"), o == "no-confirmation", o == "dame-open":
		return verdictWord(o) // the casebook's own outcomes, and a refused pass
	case o == "skipped":
		return L("skipped: no confirmation in this rule set")
	}
	return i18n.Reason(rules.Reason(o))
}

// emphasised marks the active rule set's row: by colour, because the bundled CJK fonts have
// no bold face, so bold showed only on the Latin letters and digits of a CJK row's text.
const emphasised = widget.HighImportance

func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}
