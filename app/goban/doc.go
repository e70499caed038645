// Package goban is the board widget: a wooden board, its stones and the marks of play and of
// the count, drawn from a View (a snapshot its owner builds from the game) into one raster at
// the real pixel size, so it stays crisp from a laptop to a projector at any scale. A click is
// reported as the nearest intersection; the widget knows nothing of the rules.
//
// The look is made, not copied: the kaya (growth rings, fibres, pores, the sheen of its polish;
// wood*.go) and the stones (slate and clam shell, stone*.go) are computed from hashed noise, the
// same on every run, and drawn once per size into a cached background and stone sprites; a frame
// only composes them, and an idle board draws nothing.
package goban
