// Package deadstones proposes which stones are dead, which are alive in seki and which it is
// unsure of in a final position, for the referee to confirm or change (the referee's marks
// always win). An Estimator answers for a board; goref's own (Own: random playouts read with
// Benson's pass-alive test and the count's seki test) is the default and is deterministic
// for a position, and GNU Go or KataGo, asked over GTP (Engine), are the others, chosen by
// name (ByName, EstimateWith). An external program answers within its time bound or is
// stopped, and it never outlives goref.
//
// It imports rules/count (the seki test, blocks, pass-alive chains) and rules/reading (the
// fast board); neither imports it. Pure Go: no Fyne, no cgo.
package deadstones
