//go:build !race

package sgf

const raceDetector = false
