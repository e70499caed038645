//go:build !linux

package main

// askOnlyAboutWrittenFile does nothing: the chooser's overwrite question cannot be told
// apart there (Windows asks about the name as typed).
func askOnlyAboutWrittenFile(string) {}
