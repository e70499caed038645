// Package testgame makes games for tests and benchmarks: nothing the app or a command runs
// imports it.
package testgame
