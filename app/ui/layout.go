package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// boardLayout gives the board the largest square the window allows: the column beside it
// (players, clocks, the referee panel, buttons, status) keeps its minimum width at the right,
// and the board takes the rest up to the window's height. Width left over widens the column,
// so the clocks grow rather than leaving a gap. When the column would like to be wider (prefer:
// the referee panel's two halves side by side) and the board keeps at least three quarters of
// the window's height, the board gives up that width: at 1280×720 the panel, the clocks and the
// count share the column without scrolling. A padding keeps the column off the board's wood
// when the board fills its width. Objects: the board, then the column.
type boardLayout struct{ prefer func() float32 }

func (l boardLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	board, column := objs[0], objs[1]
	pad := theme.Padding()
	b := boardWidth(size, column.MinSize().Width+pad)
	if l.prefer != nil {
		if p := l.prefer() + pad; size.Width-p >= size.Height*3/4 {
			b = min(b, size.Width-p)
		}
	}
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(b, size.Height))
	column.Move(fyne.NewPos(b+pad, 0))
	column.Resize(fyne.NewSize(size.Width-b-pad, size.Height))
}

// boardWidth is the width of the board's area in a window of size with a column at least
// columnMin wide: as wide as the window is high (the board is square) when there is room.
func boardWidth(size fyne.Size, columnMin float32) float32 {
	return max(0, min(size.Height, size.Width-columnMin))
}

func (boardLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	b, c := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(b.Width+theme.Padding()+c.Width, max(b.Height, c.Height))
}
