// Package store keeps goref's files in the user's data directory: the autosaved game (so
// that a crash or kill -9 loses nothing), settings and recent files. Every write is atomic:
// a temporary file in the same directory, synced, then renamed over the old one.
package store
