package ui

import "fyne.io/fyne/v2"

// boardLayout gives the board the largest square the window allows: the column beside it
// (players, clocks, the referee panel, buttons, status) keeps its minimum width at the right,
// and the board takes the rest up to the window's height. Width left over widens the column,
// so the clocks grow rather than leaving a gap. Objects: the board, then the column.
type boardLayout struct{}

func (boardLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	board, column := objs[0], objs[1]
	b := boardWidth(size, column.MinSize().Width)
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(b, size.Height))
	column.Move(fyne.NewPos(b, 0))
	column.Resize(fyne.NewSize(size.Width-b, size.Height))
}

// boardWidth is the width of the board's area in a window of size with a column at least
// columnMin wide: as wide as the window is high (the board is square) when there is room.
func boardWidth(size fyne.Size, columnMin float32) float32 {
	return max(0, min(size.Height, size.Width-columnMin))
}

func (boardLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	b, c := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(b.Width+c.Width, max(b.Height, c.Height))
}

// clocksLayout stacks the clocks above the record's notes: the clocks keep at least their
// minimum height and the notes take up to a third of the column, or nothing when that leaves
// them too little to read.
type clocksLayout struct{}

func (clocksLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	clocks, notes := objs[0], objs[1]
	h := min(size.Height/3, size.Height-clocks.MinSize().Height)
	if h < 48 {
		h = 0
	}
	clocks.Move(fyne.NewPos(0, 0))
	clocks.Resize(fyne.NewSize(size.Width, size.Height-h))
	notes.Move(fyne.NewPos(0, size.Height-h))
	notes.Resize(fyne.NewSize(size.Width, h))
}

func (clocksLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }
