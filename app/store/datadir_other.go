//go:build !windows

package store

import (
	"os"
	"path/filepath"
)

// defaultDataDir is ~/.local/share/goref (XDG's default), else the user config directory's.
func defaultDataDir() (string, error) {
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".local", "share", "goref"), nil
	}
	return configDataDir()
}
