// Package result is the outcome of a game as a value: who won, by how much, in which unit and
// why, with its SGF RE form and its readings in the languages goref speaks. It depends on
// nothing in goref, so the SGF writer, the app and the counting code can all share it.
package result
