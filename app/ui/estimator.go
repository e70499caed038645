package ui

import (
	"fyne.io/fyne/v2"

	"goref/app/store"
	"goref/rules/deadstones"
)

// estimator is the dead-stone estimator of the settings, which the table proposes with:
// goref's own, or the GTP program the user chose (GNU Go, KataGo). When the program fails the
// table takes goref's own and the status line says why.
func estimatorOf(st store.Settings) deadstones.Estimator {
	e, err := deadstones.ByName(st.Estimator)
	if err != nil {
		return deadstones.Own
	}
	return e
}

// estimatorMenu is the View menu's choice of estimator, under the "Dead stones" item: goref's
// own and the GTP programs found on this machine.
func estimatorMenu(u *UI) *fyne.MenuItem {
	top := fyne.NewMenuItem(L("Dead stones"), nil)
	for _, c := range []struct{ key, label string }{{"", "goref"}, {"gnugo", "GNU Go"}, {"katago", "KataGo"}} {
		it := fyne.NewMenuItem(c.label, func() {
			u.settings.Estimator = c.key
			u.saveSettings()
			u.sess.SetEstimator(estimatorOf(u.settings))
			u.win.SetMainMenu(u.menu())
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
