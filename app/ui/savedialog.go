package ui

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// saveFolder is the folder the save dialog shows: the one last saved in, else the home folder.
var saveFolder string

// ShowSaveDialog asks, inside w, where to save: a file name in a folder (Change folder…
// picks another with Fyne's folder chooser). It is the save dialog used when the desktop's
// chooser cannot be shown. Fyne's own save dialog is not used: it creates the chosen file,
// emptying one that was there, before the program has anything to write. This one writes
// nothing: done gets the path ("" when cancelled), after asking before a file there is
// replaced. A name typed is in the folder shown (a relative path from it, or a whole path, as
// the user types it: only the name suggested comes from a record, and it is one file name),
// and gets the suggested name's extension when it has none.
func ShowSaveDialog(w fyne.Window, name string, done func(path string)) {
	showSaveDialog(w, name, true, done)
}

// ShowSaveDialogUnasked is ShowSaveDialog that asks nothing before a file there is replaced:
// the caller asks, once, about every file it writes.
func ShowSaveDialogUnasked(w fyne.Window, name string, done func(path string)) {
	showSaveDialog(w, name, false, done)
}

func showSaveDialog(w fyne.Window, name string, ask bool, done func(path string)) {
	if saveFolder == "" {
		saveFolder, _ = os.UserHomeDir()
	}
	folder := saveFolder
	where := widget.NewLabel(folder)
	where.Truncation = fyne.TextTruncateEllipsis
	entry := widget.NewEntry()
	entry.SetText(name)
	var d *dialog.CustomDialog
	answered := false
	finish := func(path string) {
		if answered {
			return
		}
		answered = true
		d.Hide()
		if path != "" {
			saveFolder = filepath.Dir(path)
		}
		done(path)
	}
	save := func() {
		typed := strings.TrimSpace(entry.Text)
		if typed == "" || strings.HasSuffix(typed, "/") || strings.HasSuffix(typed, `\`) {
			return
		}
		if ext := filepath.Ext(name); ext != "" && !strings.EqualFold(filepath.Ext(typed), ext) {
			typed += ext // the file written is NAME.sgf: that one is asked about
		}
		path := typed
		if !filepath.IsAbs(path) {
			path = filepath.Join(folder, typed)
		}
		typed = filepath.Base(path)
		fi, err := os.Stat(path)
		switch {
		case err != nil:
			finish(path)
		case fi.IsDir():
			ShowInformation(L("Save as"), LD("Cannot save {{.File}}: {{.Err}}", map[string]any{"File": typed, "Err": L("a folder of that name is there")}), w)
		case !ask:
			finish(path)
		default:
			confirmReplace(w, typed, func() { finish(path) })
		}
	}
	entry.OnSubmitted = func(string) { save() }
	change := widget.NewButton(L("Change folder…"), func() {
		fd := dialog.NewFolderOpen(func(dir fyne.ListableURI, err error) {
			if err == nil && dir != nil {
				folder = dir.Path()
				where.SetText(folder)
			}
		}, w)
		if u, err := storage.ListerForURI(storage.NewFileURI(folder)); err == nil {
			fd.SetLocation(u)
		}
		fd.Show()
	})
	body := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel(L("Folder:")), change, where),
		container.NewBorder(nil, nil, widget.NewLabel(L("Name:")), nil, entry),
	)
	saveButton := widget.NewButton(L("Save"), save)
	saveButton.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(L("Save as"), body, w)
	d.SetButtons([]fyne.CanvasObject{widget.NewButton(L("Cancel"), func() { finish("") }), saveButton})
	d.SetOnClosed(func() { finish("") })
	d.Resize(fyne.NewSize(520, d.MinSize().Height))
	d.Show()
	w.Canvas().Focus(entry)
}

// confirmReplace asks whether the file named name may be replaced; yes runs replace.
func confirmReplace(w fyne.Window, name string, replace func()) {
	var d *dialog.CustomDialog
	yes := widget.NewButton(L("Replace"), func() { d.Hide(); replace() })
	yes.Importance = widget.DangerImportance
	text := widget.NewLabel(LD("{{.Files}} already exists. Replace it?", map[string]any{"Files": name}))
	text.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustomWithoutButtons(L("Replace file?"), text, w)
	d.SetButtons([]fyne.CanvasObject{yes, widget.NewButton(L("Cancel"), func() { d.Hide() })})
	d.Resize(fyne.NewSize(440, d.MinSize().Height))
	d.Show()
}
