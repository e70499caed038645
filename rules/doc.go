// Package rules says what is legal, how a game ends, how it is counted and how time runs,
// for every rule system goref supports. A rule set is data (Ruleset: parameters in the manner
// of KataGo's rules.h) with named presets, one per rule text; the behaviours the parameters
// name (cycle verdicts, hot stones, dispute procedures) live beside it. Game applies a rule
// set to a board.Board and reports every consequence as an Event the UI and the SGF record
// can show and save.
//
// Pure Go: no Fyne, no cgo. Clocks are in the subpackage rules/clock; the game at the table as
// one object (game, clock, penalties, referee log, end-of-game phase, result) is rules/table;
// the one reading of a game record's meaning and the one replay of its main line is
// rules/record.
package rules
