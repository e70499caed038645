// Package shape draws the app's flat shapes — a card with rounded corners, filled and edged —
// as an image made once for its size and colours, which every frame then only copies.
//
// Fyne's GL painter draws every object of a window at every frame, and a clock that shows its
// seconds makes a frame every second. Without a GPU (Mesa's software renderer on a projector
// laptop) Fyne's rounded-rectangle shader computes each pixel's distance to the corners on the
// processor, frame after frame, where an image already drawn costs a copy of its pixels: a
// card is the same on screen either way, at a fraction of the work.
package shape
