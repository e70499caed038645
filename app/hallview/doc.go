// Package hallview is the director's side of the hall on screen (Fyne): the room view with a
// card per table, a table's board read-only with its referee log, where the director
// acknowledges a call and confirms a result, and the projector following a table live. It
// draws what hall.Director holds and asks it for every decision.
package hallview
