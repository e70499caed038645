// Package escape makes Escape close what was opened last on a window as its Cancel does: a
// form (New game, the tournament file's, the round sheet's) starts nothing, a question gets its
// safe answer (Cancel: nothing is done, so Escape never resigns, replaces a file or writes a
// result). A dialog is registered with Close; the window's key handler calls On, and Entry,
// Select, Check and RadioGroup's options do the same when they have the keyboard (a focused
// widget takes every key: Escape typed in a field or after a choice closed nothing). Fyne
// only; used on the Fyne thread.
package escape
