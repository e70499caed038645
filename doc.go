// Command goref is a Go (围棋 / igo / baduk) board and referee tool. With no arguments, or with
// SGF files, it opens the app (app/); the subcommands are its headless faces of the same
// objects (cli/): gtp, check, score and convert (shared/spec/cli.md), table (the game at the
// table driven by a script, shared/spec/table.md), tournament, results, aga, slip and sheet
// (the pairing program's round in, results out, the printed slip and round sheet), hall (the
// tournament hall over MQTT) and version.
package main
