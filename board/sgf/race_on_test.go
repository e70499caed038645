//go:build race

package sgf

// raceDetector is set when the tests run with -race, which makes them about ten times
// slower: the corpus tests then read a sample of the games.
const raceDetector = true
