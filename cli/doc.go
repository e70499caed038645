// Package cli implements goref's headless commands (gtp, check, score, convert, table) as
// functions of their arguments and streams, following the contracts in shared/spec/cli.md and
// shared/spec/table.md (`goref table`: rules/table played from a script on a virtual clock).
// Every record is read and replayed by rules/record (check, score, gtp's loadsgf, table's load):
// this package adds the command line's strictness (a value naming no point is unusable input)
// and its reports. main.go only dispatches to them; tests call them directly.
package cli
