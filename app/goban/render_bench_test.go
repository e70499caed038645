package goban

import (
	"fmt"
	"testing"

	"goref/board"
)

// BenchmarkBoardImage is the cost of the board's picture for a 1280×720 window's board (about
// 700 pixels square) at 1× and at 3× (a HiDPI screen): "new" is a first frame or a resize (wood,
// side, shadow, grid, coordinates and the stone sprites made again, then a full board of stones
// drawn), "frame" a later frame over the cached background (a move, the pointer moving). An idle
// board draws nothing at all. Beside the wall time each reports cpu-ns/op, the processor time
// of all threads (the background is drawn on every processor at once).
func BenchmarkBoardImage(b *testing.B) {
	v := fullView()
	o := Options{Coordinates: true}
	for _, scale := range []int{1, 3} {
		size := 700 * scale
		g := fit(float64(size), float64(size), 19, 19, true, false)
		b.Run(fmt.Sprintf("%dx/new", scale), func(b *testing.B) {
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				var p painter
				p.paint(size, size, v, o, board.Pass, g)
			}
			reportCPU(b, cpu)
		})
		b.Run(fmt.Sprintf("%dx/frame", scale), func(b *testing.B) {
			var p painter
			p.paint(size, size, v, o, board.Pass, g)
			b.ResetTimer()
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				p.paint(size, size, v, o, board.Vertex{X: i % 19, Y: 1}, g)
			}
			reportCPU(b, cpu)
		})
	}
}

// reportCPU reports the processor time since since, per op.
func reportCPU(b *testing.B, since int64) {
	if now := cpuTime(); now > 0 {
		b.ReportMetric(float64(now-since)/float64(b.N), "cpu-ns/op")
	}
}
