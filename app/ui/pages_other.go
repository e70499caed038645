//go:build !linux

package ui

// dropPages does nothing where madvise is not at hand.
func dropPages([]byte) {}
