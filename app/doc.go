// Package app is goref's desktop application: Run opens the main window. The window itself
// is built by app/ui, the board widget by app/goban; this package only wires the real Fyne
// app, the file chooser helper and the data directory.
package app
