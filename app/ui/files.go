package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"goref/app/i18n"
	"goref/app/session"
	"goref/app/store"
	"goref/board"
	"goref/board/sgf"
	"goref/rules/record"
	"goref/rules/table"
)

// document is the record as a file: opened, saved, autosaved and recovered.
type document struct{ u *UI }

// Start opens the record named on the command line, or offers to recover an unfinished
// autosaved game, or keeps the new empty game.
func (u *UI) Start(args []string) {
	defer func() {
		u.expect = nil
		u.observe(table.Update{}) // the hall hears the table's game now (not while an offer waits)
	}()
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			u.doc.OpenPath(a)
			return
		}
	}
	if u.store == nil {
		return
	}
	rec := u.store.Recover()
	if u.store.Shared() {
		u.setStatus(LD("Another goref is running on this data directory: this window autosaves its game in {{.Dir}}.", map[string]any{"Dir": u.store.AutosaveDir()}))
	}
	st := rec.State
	var s *session.Session
	lost := "" // why the table's saved state did not restore
	if rec.Collection != nil {
		var err error
		if s, lost, err = u.doc.recover(rec.Collection, st, rec.StateLost); err != nil {
			// It reads but does not open: set aside like any damaged autosave.
			s, rec.Problem = nil, err
			rec.MovedAside = append(rec.MovedAside, u.store.SetAside()...)
		}
	}
	warning := ""
	if rec.Problem != nil {
		kept := L("nothing was moved")
		if len(rec.MovedAside) > 0 {
			kept = listOf(rec.MovedAside)
		}
		warning = LD("The autosave could not be used as it was ({{.Err}}); it is kept as {{.Files}}.",
			map[string]any{"Err": readErrorWords(rec.Problem), "Files": kept})
	}
	if s == nil {
		if warning != "" {
			u.setStatus(warning)
			ShowInformation(L("Recover game"), warning, u.win)
		}
		return
	}
	msg := recoveryOffer(s, st.SavedAt)
	if lost != "" {
		warning = strings.TrimSpace(warning + " " + lost)
	}
	if warning != "" {
		msg = warning + "\n\n" + msg
		u.setStatus(warning)
	}
	u.showing(msg)
	d := NewConfirm(L("Recover game"), msg, func(yes bool) {
		u.onReturn, u.offering = nil, false
		defer u.observe(table.Update{}) // the hall hears the game recovered, or the new one
		if yes {
			// restored again now, so the clock has not run while the question waited
			if r, l, err := u.doc.recover(rec.Collection, st, rec.StateLost); err == nil {
				s, lost = r, l
			}
			u.setSession(s, st.File)
			u.setStatus(strings.TrimSpace(L("Game recovered.") + " " + lost))
			u.doc.autosave() // the recovered game is the autosave now
			return
		}
		u.store.Discard()
	}, u.win)
	u.onReturn = d.Confirm // Return accepts, as the highlighted button promises
	u.offering = true
	showFitted(d)
}

// recoveryOffer asks whether to recover the game s, autosaved at saved: the players, and the
// moves played or the handicap stones still to place. A game without names is named by its
// time alone, as Save as names it by its date: not 「黒 – 白」.
func recoveryOffer(s *session.Session, saved time.Time) string {
	data := map[string]any{"Time": saved.Format("2006-01-02 15:04:05")}
	named := s.Info.Black != "" || s.Info.White != ""
	if named {
		data["Black"], data["White"] = nameOr(s.Info.Black, true), nameOr(s.Info.White, false)
	}
	if left := s.PlacingHandicap(); left > 0 {
		data["Left"] = left
		if !named {
			return LD("An unfinished game was saved at {{.Time}} while Black placed handicap stones ({{.Left}} to go). Recover it?", data)
		}
		return LD("An unfinished game was saved at {{.Time}}: {{.Black}} – {{.White}}, Black places handicap stones ({{.Left}} to go). Recover it?", data)
	}
	if !named {
		return LN(s.Game().NumMoves(),
			"An unfinished game of {{.N}} move was saved at {{.Time}}. Recover it?",
			"An unfinished game of {{.N}} {move|moves} was saved at {{.Time}}. Recover it?", data)
	}
	return LN(s.Game().NumMoves(),
		"An unfinished game was saved at {{.Time}}: {{.Black}} – {{.White}}, {{.N}} move. Recover it?",
		"An unfinished game was saved at {{.Time}}: {{.Black}} – {{.White}}, {{.N}} {move|moves}. Recover it?", data)
}

// recover is the autosaved game: the table restored whole from its saved state (clock,
// log, marks, acceptances, dispute), the record's game information kept. Without that state
// (stateLost: the store found none it could use, or it does not restore here) the game goes
// on from the record: its moves and log, and a clock the record shows running (BL/WL on its
// moves) runs again for the player to move from the last times recorded; lost says so.
func (d *document) recover(c *sgf.Collection, st store.State, stateLost bool) (s *session.Session, lost string, err error) {
	if len(st.Table) > 0 {
		if t, err := table.Restore(st.Table, d.u.timeSource()); err == nil {
			s = session.FromTable(t, c.Games[0])
			lost = d.runOn(t, st)
		} else {
			stateLost = true
		}
	}
	if s == nil {
		if s, err = session.LoadWith(c, d.u.timeSource(), estimatorOf(d.u.settings)); err != nil {
			return nil, "", err
		}
		if t := s.Table(); stateLost && t.Clock() != nil && !t.Ended() && !t.Started() && clockRan(t) {
			if _, err := s.Do(func(t *table.Table) (table.Update, error) { return t.Start() }); err == nil {
				lost = L("The table's saved state could not be restored: the game goes on from its record, the clock from the times recorded with the last moves.")
			}
		}
	}
	if len(st.Path) > 0 {
		s.Follow(st.Path)
	} // else it stays where it opened: at the table's position (a record without its state)
	s.Info.Mode = st.Mode
	if st.Mode == session.Tournament {
		s.Table().SetTournament(true) // a game saved before the table kept the mode itself
	}
	return s, lost, nil
}

// runOn charges the side whose clock was running when goref stopped without quitting the time
// it thought after the last save (saved every 10 s), up to goref's last sign of life (Alive,
// every second while a clock runs): a clock on the table would have counted it (Table.RunOn).
// The outage, from then to now, is nobody's: it is said, with what was charged, so that the
// referee can adjust; "" when nothing was charged.
func (d *document) runOn(t *table.Table, st store.State) string {
	if d.u.store == nil {
		return ""
	}
	alive := d.u.store.LastAlive()
	c, ran := t.RunOn(alive.Sub(st.SavedAt))
	if ran <= 0 {
		return ""
	}
	return LD("The clock is restored: {{.Player}} is charged the {{.Time}} used after the last save, until goref stopped; the {{.Outage}} it was stopped are charged to nobody.",
		map[string]any{"Time": ran.Round(time.Second).String(), "Player": nameOr("", c == board.Black),
			"Outage": max(0, d.u.wallNow().Sub(alive)).Round(time.Second).String()})
}

// clockRan tells whether the record shows the clock running: a ply of either side carries
// the time left (BL/OB, WL/OW).
func clockRan(t *table.Table) bool {
	_, _, black := t.RecordedTime(board.Black)
	_, _, white := t.RecordedTime(board.White)
	return black || white
}

// StoreProblem shows at once that nothing will be saved: the data directory dir cannot be
// used (a plain file in its place, no permission to write).
func (u *UI) StoreProblem(dir string, err error) {
	msg := LD("Games are not being saved: the data directory {{.Dir}} cannot be written ({{.Err}}).",
		map[string]any{"Dir": dir, "Err": err})
	u.setStatus(msg)
	ShowInformation(L("Autosave"), msg, u.win)
}

// Open asks for an SGF file and opens it.
func (d *document) Open() {
	d.u.files.Open(d.u.win, func(path string) {
		if path != "" {
			d.OpenPath(path)
		}
	})
}

// OpenPath opens the SGF file at path. A file cut off is opened as far as it reads; that and
// every repair made while reading (a charset guessed, Fox's komi ×100, damaged bytes) are
// said in the status line.
func (d *document) OpenPath(path string) {
	data, err := store.ReadRegular(path, sgf.MaxFileSize) // a FIFO would hang the window
	var c *sgf.Collection
	switch {
	case err == nil && len(data) > sgf.MaxFileSize:
		_, err = sgf.Read(data) // too large: said as the reader says it, not read in part
	case err == nil:
		c, err = sgf.ReadTruncated(data)
	}
	if err == nil {
		var s *session.Session
		if s, err = session.LoadWith(c, d.u.timeSource(), estimatorOf(d.u.settings)); err == nil {
			playing := d.u.hallGame
			d.u.setSession(s, path)
			d.u.hallGame = playing // a record opened to look at is not the game the hall follows
			d.rememberFile(path)
			d.u.setStatus(LD("Opened {{.File}}.", map[string]any{"File": filepath.Base(path)}))
			if notes := readNotes(c); len(notes) > 0 {
				d.u.setStatus(LD("Opened {{.File}}, repaired: {{.Notes}}.", map[string]any{"File": filepath.Base(path), "Notes": strings.Join(notes, L("; "))}))
			}
			if len(s.Skipped) > 0 {
				// after the repairs, not over them: both are said
				repaired := ""
				if len(readNotes(c)) > 0 {
					repaired = d.u.Status.Text
				}
				d.u.setStatus(repaired)
				sayAlso(d.u, LN(len(s.Skipped),
					"Opened {{.File}}, but {{.N}} unreadable move or point was skipped (the first: {{.First}}).",
					"Opened {{.File}}, but {{.N}} unreadable moves or points were skipped (the first: {{.First}}).",
					map[string]any{"File": filepath.Base(path), "First": skippedWords(s.Skipped[0])}))
			}
			if len(s.Illegal) > 0 {
				// the rules refused them: the replay skipped them, and the record keeps them
				p := s.Illegal[0]
				sayAlso(d.u, LN(len(s.Illegal),
					"{{.N}} illegal move was skipped: move {{.Ply}}, {{.Move}}. {{.Reason}}",
					"{{.N}} illegal moves were skipped; the first: move {{.Ply}}, {{.Move}}. {{.Reason}}",
					map[string]any{"Ply": p.N, "Move": i18n.Color(p.Color == board.Black) + " " + p.Name(s.Info.Height), "Reason": i18n.Reason(p.Reason())}))
			}
			if words := d.u.react(s.Opened, nil); words != "" {
				sayAlso(d.u, words) // the proposal's estimator failed
			}
			if s.ClockErr != nil {
				sayAlso(d.u, LD("The record's clock is not used: {{.Err}}", map[string]any{"Err": configWords(s.ClockErr)}))
			}
			d.autosave()
			return
		}
	}
	d.u.setStatus(LD("Cannot open {{.File}}: {{.Err}}", map[string]any{"File": filepath.Base(path), "Err": readErrorWords(err)}))
}

// readNotes lists what reading a record repaired or guessed, in the user's language: the
// reader's warnings and a komi quirk.
func readNotes(c *sgf.Collection) []string {
	var notes []string
	for _, w := range c.Findings {
		notes = append(notes, warningWords(w))
	}
	if k, ok, err := record.ParseKomi(c.Games[0]); ok && err == nil && k.Note != "" {
		notes = append(notes, komiWords(k))
	}
	return notes
}

// Save writes the record to its file, or asks where.
func (d *document) Save() {
	if d.u.file == "" {
		d.SaveAs()
		return
	}
	d.saveTo(d.u.file)
}

// SaveAs asks where to write the record. The name suggested is made of the players' names,
// as one file name (never a path out of the folder the dialog shows). The dialog asks before
// it replaces the file chosen; goref asks too when it adds .sgf to the name and a file of that
// name is there.
func (d *document) SaveAs() {
	name := fileName("goref-"+time.Now().Format("2006-01-02"), ".sgf", "goref")
	if i := d.u.sess.Info; i.Black != "" && i.White != "" {
		name = fileName(i.Black+"-"+i.White, ".sgf", "goref")
	}
	if abs, err := filepath.Abs(d.u.file); d.u.file != "" && err == nil {
		saveFolder = filepath.Dir(abs) // where goref's own dialog opens
	}
	d.u.files.Save(d.u.win, name, func(path string) {
		if path == "" {
			return
		}
		chosen := path
		if !strings.EqualFold(filepath.Ext(path), ".sgf") {
			path += ".sgf"
		}
		d.replacing(nil, []string{path}, chosen, func() { d.saveTo(path) })
	})
}

// replacing runs write at once when none of paths is a file (but the one the dialog named,
// chosen: it asked), else after asking in win (nil: the main window) whether to replace them.
// A folder in the way is said, and nothing is written.
func (d *document) replacing(win fyne.Window, paths []string, chosen string, write func()) {
	var there []string
	for _, p := range paths {
		fi, err := os.Stat(p)
		switch {
		case err != nil:
		case fi.IsDir():
			d.u.setStatus(LD("Cannot save {{.File}}: {{.Err}}", map[string]any{"File": filepath.Base(p), "Err": L("a folder of that name is there")}))
			return
		case p != chosen:
			there = append(there, filepath.Base(p))
		}
	}
	if len(there) == 0 {
		write()
		return
	}
	d.u.ask(&question{
		title: L("Replace file?"),
		text: LN(len(there), "{{.Files}} already exists. Replace it?", "{{.Files}} already exist. Replace them?",
			map[string]any{"Files": listOf(there)}),
		choices: []choice{{label: L("Replace"), danger: true, act: func(string) { write() }}},
		win:     win,
	})
}

// saveTo writes the record to path, all of it or nothing (a temporary file renamed over the
// old one). A record opened from a file of several games (a collection) keeps every other
// game of that file, as the file has them.
func (d *document) saveTo(path string) {
	data, rewritten, err := d.recordBytes()
	if err == nil {
		err = sgf.WriteAtomic(path, data)
	}
	if err != nil {
		d.u.setStatus(LD("Cannot save {{.File}}: {{.Err}}", map[string]any{"File": filepath.Base(path), "Err": err}))
		return
	}
	d.u.file = path
	d.rememberFile(path)
	d.u.setStatus(LD("Saved {{.File}}.", map[string]any{"File": filepath.Base(path)}))
	if rewritten {
		d.u.setStatus(LD("Saved {{.File}}; the other games of the collection were written out again in UTF-8 (their bytes could not be kept as they were).", map[string]any{"File": filepath.Base(path)}))
	}
	d.autosave()
}

// recordBytes is the record as saved: the game, or the file it came from (u.file) with the
// game in the place of its first when that file holds several games.
func (d *document) recordBytes() ([]byte, bool, error) {
	if d.u.file != "" {
		switch from, err := store.ReadRegular(d.u.file, sgf.MaxFileSize); {
		case errors.Is(err, os.ErrNotExist):
			// gone: the game alone
		case err != nil:
			return nil, false, errors.New(LD("{{.File}} does not read, and its other games would be lost: {{.Err}}", map[string]any{"File": filepath.Base(d.u.file), "Err": err}))
		case len(from) > sgf.MaxFileSize:
			return nil, false, errors.New(LD("{{.File}} is larger than {{.MB}} MB, and its other games would be lost", map[string]any{"File": filepath.Base(d.u.file), "MB": sgf.MaxFileSize >> 20}))
		default:
			return store.ReplaceFirstGame(from, d.u.sess.Root())
		}
	}
	data, err := sgf.Write(d.u.sess.Collection())
	return data, false, err
}

func (d *document) rememberFile(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	d.u.settings.AddRecent(path)
	d.u.saveSettings()
	d.u.win.SetMainMenu(d.u.menu())
}

// autosave writes the record, the cursor and the referee log to the data directory.
// It runs synchronously after every move: a small file, and nothing is lost on a kill.
func (d *document) autosave() {
	if d.u.store == nil || d.u.offering {
		return
	}
	st := store.State{
		Finished: d.u.sess.Result() != "",
		Path:     d.u.sess.Path(),
		Mode:     d.u.sess.Info.Mode,
		File:     d.u.file,
		Moves:    d.u.sess.Game().NumMoves(),
	}
	if data, err := d.u.sess.Table().Save(); err == nil {
		st.Table = data
	}
	if d.u.clocks != nil {
		d.u.clocks.savedAt = d.u.clocks.clk.State().At
	}
	if err := d.u.store.Autosave(d.u.sess.Collection(), st); err != nil {
		d.u.setStatus(LD("Autosave failed: {{.Err}}", map[string]any{"Err": err}))
	}
}

// Quit saves and leaves.
func (u *UI) Quit() {
	u.doc.autosave()
	if leave := u.leave; leave != nil {
		u.leave = nil // asked again while it waits: quit at once
		leave(u.app.Quit)
		return
	}
	u.app.Quit()
}

// Shutdown saves the game (with its clock) and stops the clocks' tickers: the app is ending,
// and a tick after its loop has stopped would drive widgets with no loop to run on.
func (u *UI) Shutdown() {
	u.doc.autosave()
	u.clocks.stopClock()
	if u.store != nil {
		u.store.Close() // another goref may take this autosave now
	}
}

// ShowLog shows the referee log.
func (r *referee) ShowLog() {
	dialog.ShowInformation(L("Referee log"), r.logText(), r.u.win)
}
