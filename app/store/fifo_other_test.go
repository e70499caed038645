//go:build !unix

package store

import "testing"

// mkfifo: no FIFOs in the file system here.
func mkfifo(t *testing.T, path string) { t.Skip("no FIFOs on this system") }
