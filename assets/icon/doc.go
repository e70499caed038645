// Command icon draws goref's application icon, assets/icon.png: a rounded square of wood
// with a corner of the grid, a star point and a black and a white stone. It also writes
// assets/icon-128.png, the same icon averaged down for the window (the window manager
// gets every pixel of it, and the app keeps it decoded).
//
//	go run ./assets/icon            (from the module root)
package main
