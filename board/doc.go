// Package board is goref's position engine: points, colours, chains and liberties,
// captures under a chosen suicide policy, Zobrist hashing of positions (with and without
// the player to move), a repetition history answering "has this occurred before" in O(1),
// undo, coordinates (GTP, SGF, Chinese/Ing), handicap placement and the region analysis
// that counting builds on.
//
// It knows nothing of rule sets: which repetition is forbidden, how a game ends and how it
// is counted live in package rules. It is pure Go with no cgo, and Play/Undo do not allocate.
package board
