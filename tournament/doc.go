// Package tournament connects goref to the pairing program that owns a tournament's rounds:
// it reads OpenGotha's tournament file (XML, dataVersion 201, UTF-8 or ISO-8859-15) — the
// players, every round's games with table, colours, handicap and result, and the parameter
// set's komi, board size and time system —, turns one table of a round into the game at the
// table (rules/table.Config, with the game's Identity), and writes finished games' results
// back into that file by editing the bytes of each result attribute alone, so everything else
// in the file stays as the pairing program wrote it. It also exports the games as AGA's
// results format. Pure Go: no Fyne, no cgo; app/ and cli/ use it, it uses rules/.
package tournament
