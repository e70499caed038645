// Package cli implements goref's headless commands (gtp, check, score, convert) as functions
// of their arguments and streams, following the contract in shared/spec/cli.md. main.go only
// dispatches to them; tests call them directly.
package cli
