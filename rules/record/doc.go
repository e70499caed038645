// Package record is the one reading of a game record's Go meaning and the one replay of it.
//
// board/sgf reads the file (encodings, syntax, the tree, points and moves); this package says
// what the properties mean for a game of Go and plays the main line under a rules.Ruleset:
//
//   - Info: the game information of the root — players, event, RU, HA, KM (Fox's ×100 and the
//     quarter-komi repairs), RE (through rules/result), TM/OT (through rules/clock, the one
//     parser of SGF time settings);
//   - Record: a game's size, root setup and main line (read leniently: a value naming no
//     point is reported in Skipped and left out), the player to move first (ToMove) and the
//     last node, whose TB/TW mark the dead stones (DeadStones);
//   - Replay: the one policy every replay follows — check, score, gtp's loadsgf, the table's
//     Open, `goref table`'s load, the app's navigation, the casebook and the benchmark corpus:
//     a move is played as the colour the record gives (moves need not alternate); an illegal
//     move is reported and skipped, the position stays as it was and the next move is tried
//     from there; a pass carrying VM is a 计活子 virtual move (rules.Game.PlayVirtual; a pass
//     under other rule sets); setup in the middle of the line (AB/AW/AE, PL) is put on the
//     board as it stands and the repetition history restarts there; a halt or the end of the
//     game does not stop the replay (the moves after it are resumed play with the full
//     history); GR values go into the game's referee log at their ply, and BL/WL/OB/OW are
//     the clock readings after each ply (MoveTime).
//
// Pure Go: no Fyne, no cgo. Nothing in board/ imports it.
package record
