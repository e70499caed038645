// Package ui is goref's main window: the board, the players bar, the status line, menus,
// keyboard, the New game dialog, files, autosave and demo mode. It holds no game logic:
// legality and results come from rules (through session), positions from board.
package ui
