package ui

import (
	"fyne.io/fyne/v2"

	"goref/board"
	"goref/rules/deadstones"
)

// estimate runs the dead-stone estimator of the settings on b: goref's own unless the user
// chose an installed GNU Go or KataGo; when that program fails, goref's own serves and the
// status line says why.
func (u *UI) estimate(b *board.Board) *deadstones.Estimate {
	e, err := deadstones.EstimateWith(u.settings.Estimator, b)
	if err != nil && u.Status != nil {
		u.setStatus(err.Error())
	}
	return e
}

// estimatorMenu is the View menu's choice of estimator, under the "Dead stones" item: goref's
// own and the GTP programs found on this machine.
func (u *UI) estimatorMenu() *fyne.MenuItem {
	top := fyne.NewMenuItem(L("Dead stones"), nil)
	for _, c := range []struct{ key, label string }{{"", "goref"}, {"gnugo", "GNU Go"}, {"katago", "KataGo"}} {
		it := fyne.NewMenuItem(c.label, func() {
			u.settings.Estimator = c.key
			u.saveSettings()
			u.build()
		})
		it.Checked = u.settings.Estimator == c.key
		if eng, ok := deadstones.EngineByName(c.key); ok {
			_, installed := eng.Path()
			it.Disabled = !installed
		}
		top.ChildMenu = appendItem(top.ChildMenu, it)
	}
	return top
}
