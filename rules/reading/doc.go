// Package reading is the tactics below counting and the dead-stone estimator: a small fast
// board for playouts and reading (Board: chains as circular lists with pseudo-liberties,
// simple ko, no history), the local tactics a playout policy asks (a capture, an escape from
// atari, a self-atari, an eye), and a reader that plays a small enclosed fight out to the end
// (Reader). rules/count's seki test and rules/deadstones both use it; it imports neither.
// Points are grid indices of the padded board (Board.Pt converts a row-major index).
// Pure Go: no Fyne, no cgo.
package reading
