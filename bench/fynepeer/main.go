package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("fynepeer")
	w.SetContent(widget.NewLabel("fynepeer"))
	w.Resize(fyne.NewSize(1000, 780))
	w.ShowAndRun()
}
