// Package count counts a finished position under every rule system goref supports: area
// (Chinese 1988 in 子 against half the board, AGA, NZ, Tromp-Taylor, Chen, ROC), territory
// (Japanese 1989 and Korean, with no points in seki), Ikeda II′ and I′, Ing's fill counting
// as a simulation of the real procedure with its measuring bowls, and 计活子 living stones with
// its five counting methods. Its seki test (a conservative one: groups that cannot make two
// eyes and cannot be captured, read out with rules/reading) serves a count with no seki
// marked; Chains and SekiTest give the dead-stone estimator (rules/deadstones) what counting
// reads of a position. The referee's marks always win.
//
// Score is the entry point; the result is a result.Result (package goref/rules/result) inside
// a Breakdown that says how it was reached. Pure Go: no Fyne, no cgo.
package count
