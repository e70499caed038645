//go:build !windows

package main

// attachConsole is needed on Windows only, where goref.exe is a GUI program.
func attachConsole() {}
