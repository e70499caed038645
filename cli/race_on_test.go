//go:build race

package cli

// raceEnabled is set when the tests run with -race (about ten times slower): the corpus-wide
// agreement test then takes a sample.
const raceEnabled = true
