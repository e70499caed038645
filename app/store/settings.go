package store

import (
	"path/filepath"
	"slices"
)

// Settings are the user's choices, kept in settings.json.
type Settings struct {
	Language    string `json:"language,omitempty"` // "" follows the system locale
	Coordinates bool   `json:"coordinates"`
	MoveNumbers bool   `json:"move_numbers"`
	Illegal     bool   `json:"illegal"`
	Ing         bool   `json:"ing_proportions"`
	Sound       bool   `json:"sound"`
	// FlatGrain shows the board in flat-grain kaya (板目) instead of straight grain (柾目).
	FlatGrain bool `json:"flat_grain,omitempty"`
	// DemoOnPrimary keeps demo mode on the window's own screen; by default it goes to the
	// second display when there is one (the projector at an event).
	DemoOnPrimary bool     `json:"demo_on_primary,omitempty"`
	Recent        []string `json:"recent,omitempty"`
	// Estimator proposes the dead stones when play stops: "" (goref's own, in process),
	// "gnugo" or "katago" (the installed program over GTP).
	Estimator string `json:"estimator,omitempty"`
}

// DefaultSettings shows coordinates and illegal points.
func DefaultSettings() Settings {
	return Settings{Coordinates: true, Illegal: true, Sound: true}
}

func (s *Store) settingsPath() string { return filepath.Join(s.Dir, "settings.json") }

// Settings reads settings.json, or the defaults.
func (s *Store) Settings() Settings {
	st := DefaultSettings()
	_ = readJSON(s.settingsPath(), &st)
	return st
}

// SaveSettings writes settings.json.
func (s *Store) SaveSettings(st Settings) error { return writeJSON(s.settingsPath(), st) }

// maxRecent is how many recent files the File menu lists.
const maxRecent = 8

// AddRecent puts path first in the recent files.
func (st *Settings) AddRecent(path string) {
	st.Recent = slices.DeleteFunc(st.Recent, func(p string) bool { return p == path })
	st.Recent = append([]string{path}, st.Recent...)
	if len(st.Recent) > maxRecent {
		st.Recent = st.Recent[:maxRecent]
	}
}
