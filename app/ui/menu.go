package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
)

func (u *UI) menu() *fyne.MainMenu {
	recent := fyne.NewMenuItem(L("Recent files"), nil)
	for _, p := range u.settings.Recent {
		u.showing(filepath.Base(p))
		recent.ChildMenu = appendItem(recent.ChildMenu, fyne.NewMenuItem(filepath.Base(p), func() { u.doc.OpenPath(p) }))
	}
	if recent.ChildMenu == nil {
		recent.Disabled = true
	}
	quit := fyne.NewMenuItem(L("Quit"), u.Quit)
	quit.IsQuit = true
	quit.Shortcut = quitShortcut
	ctrl := func(it *fyne.MenuItem, k fyne.KeyName) *fyne.MenuItem {
		it.Shortcut = &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierControl}
		return it
	}
	file := fyne.NewMenu(L("File"),
		ctrl(fyne.NewMenuItem(L("Open…"), u.doc.Open), fyne.KeyO),
		ctrl(fyne.NewMenuItem(L("Save"), u.doc.Save), fyne.KeyS),
		fyne.NewMenuItem(L("Save as…"), u.doc.SaveAs),
		recent,
		fyne.NewMenuItemSeparator(),
		quit,
	)
	u.playItems = [3]*fyne.MenuItem{fyne.NewMenuItem(L("Pass"), u.Pass), fyne.NewMenuItem(L("Undo"), u.Undo), fyne.NewMenuItem(L("Resign"), u.Resign)}
	u.offerActions()
	game := fyne.NewMenu(L("Game"),
		ctrl(fyne.NewMenuItem(L("New game…"), u.ShowNewGame), fyne.KeyN),
		fyne.NewMenuItem(L("New from tournament file…"), u.tour.ShowNewFromTournament),
		fyne.NewMenuItem(L("Round sheet…"), u.tour.ShowRoundSheet),
		fyne.NewMenuItemSeparator(),
		u.playItems[0], u.playItems[1], u.playItems[2],
		countShortcut(fyne.NewMenuItem(L("Count"), u.ref.Count)),
	)
	referee := u.ref.refereeMenu()
	toggle := func(label string, on *bool) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, nil)
		it.Checked = *on
		it.Action = func() {
			*on = !*on
			u.applyOptions()
			u.saveSettings()
			u.win.SetMainMenu(u.menu()) // the check marks
			u.refresh()
		}
		return it
	}
	langs := fyne.NewMenuItem(L("Language"), nil)
	for _, l := range i18n.Languages {
		it := fyne.NewMenuItem(l.Name, func() { u.SetLanguage(l.Code) })
		it.Checked = i18n.Current() == l.Code
		langs.ChildMenu = appendItem(langs.ChildMenu, it)
	}
	wood := fyne.NewMenuItem(L("Board wood"), nil)
	for _, g := range []struct {
		label string
		flat  bool
	}{{L("Straight grain (masame)"), false}, {L("Flat grain (itame)"), true}} {
		it := fyne.NewMenuItem(g.label, func() {
			u.settings.FlatGrain = g.flat
			u.applyOptions()
			u.saveSettings()
			u.win.SetMainMenu(u.menu()) // the check marks
			u.refresh()
		})
		it.Checked = u.settings.FlatGrain == g.flat
		wood.ChildMenu = appendItem(wood.ChildMenu, it)
	}
	demo := fyne.NewMenuItem(L("Demo mode"), u.ToggleDemo)
	demo.Checked = u.demo != nil
	view := fyne.NewMenu(L("View"),
		toggle(L("Coordinates"), &u.settings.Coordinates),
		toggle(L("Move numbers"), &u.settings.MoveNumbers),
		toggle(L("Illegal points"), &u.settings.Illegal),
		toggle(L("Ing proportions (22 × 23 mm)"), &u.settings.Ing),
		wood,
		fyne.NewMenuItemSeparator(),
		demo,
		toggle(L("Demo mode on the primary screen"), &u.settings.DemoOnPrimary),
		langs,
		estimatorMenu(u),
	)
	return fyne.NewMainMenu(file, game, referee, view)
}

func appendItem(m *fyne.Menu, it *fyne.MenuItem) *fyne.Menu {
	if m == nil {
		return fyne.NewMenu("", it)
	}
	m.Items = append(m.Items, it)
	return m
}

// countShortcut gives the referee's Count Ctrl+Shift+C.
func countShortcut(it *fyne.MenuItem) *fyne.MenuItem {
	it.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyC, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}
	return it
}

// offerActions enables Pass, Undo and Resign (the column's buttons and the Game menu's items)
// while the game at the cursor takes them: the table decides (session.Actions), so after the
// result they are greyed out instead of answering each click that the game is over. Count
// and the referee panel's Take back the result stay.
func (u *UI) offerActions() {
	if u.sess == nil {
		return
	}
	a := u.sess.Actions()
	on := [3]bool{a.Pass, a.Undo, a.Resign}
	if u.col != nil {
		for i, b := range []*widget.Button{u.col.pass, u.col.undo, u.col.resign} {
			if on[i] {
				b.Enable()
			} else {
				b.Disable()
			}
		}
	}
	changed := false
	for i, it := range u.playItems {
		if it != nil && it.Disabled == on[i] {
			it.Disabled, changed = !on[i], true
		}
	}
	if m := u.win.MainMenu(); changed && m != nil {
		m.Refresh()
	}
}
