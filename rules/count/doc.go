// Package count counts a finished position under every rule system goref supports: area
// (Chinese 1988 in 子 against half the board, AGA, NZ, Tromp-Taylor, Chen, ROC), territory
// (Japanese 1989 and Korean, with no points in seki), Ikeda II′ and I′, Ing's fill counting
// as a simulation of the real procedure with its measuring bowls, and 计活子 living stones with
// its five counting methods. It also suggests dead stones and seki (Benson's pass-alive test
// plus a conservative heuristic); the referee's marks always win.
//
// Score is the entry point; the result is a result.Result (package goref/rules/result) inside
// a Breakdown that says how it was reached. Pure Go: no Fyne, no cgo.
package count
