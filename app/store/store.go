// Package store keeps goref's files in the user's data directory: the autosaved game (so
// that a crash or kill -9 loses nothing), settings and recent files. Every write is atomic:
// a temporary file in the same directory, synced, then renamed over the old one.
package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"time"

	"goref/app/session"
	"goref/board/sgf"
)

// DataDir is $GOREF_DATA_DIR, else $XDG_DATA_HOME/goref, else the system's place for it
// (defaultDataDir: ~/.local/share/goref, on Windows %AppData%\goref).
func DataDir() (string, error) {
	if d := os.Getenv("GOREF_DATA_DIR"); d != "" {
		return d, nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "goref"), nil
	}
	return defaultDataDir()
}

// configDataDir is goref's folder in the user config directory (%AppData% on Windows).
func configDataDir() (string, error) {
	d, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "goref"), nil
}

// Store is the data directory.
type Store struct {
	Dir string
	// The autosaved record as this Store last wrote or read it whole: only a file known to be
	// good is kept as a generation; any other is moved aside before it is replaced.
	known fileStamp
	// over: that record is a finished game's; a save of another game keeps it aside.
	over bool
	// setAside: files Open moved out of the way (a plain file where autosave/ belongs), for
	// Recover to report.
	setAside []string
}

// Open uses dir (created when missing). A directory that cannot be written is an error at
// once, not at the first autosave. A plain file where autosave/ belongs is kept as
// autosave.damaged-TIME beside it (Recover says so).
func Open(dir string) (*Store, error) {
	s := &Store{Dir: dir}
	auto := filepath.Join(dir, "autosave")
	if fi, err := os.Stat(auto); err == nil && !fi.IsDir() {
		to := freeName(filepath.Join(dir, "autosave.damaged-"+time.Now().Format("20060102-150405")), "")
		if err := os.Rename(auto, to); err != nil {
			return nil, err
		}
		s.setAside = append(s.setAside, to)
	}
	if err := os.MkdirAll(auto, 0o755); err != nil {
		return nil, err
	}
	probe, err := os.CreateTemp(filepath.Join(dir, "autosave"), ".probe*")
	if err != nil {
		return nil, err
	}
	probe.Close()
	os.Remove(probe.Name())
	return s, nil
}

// stateVersion is the format of current.json this goref writes; a state of a newer format is
// set aside, not overwritten.
const stateVersion = 1

// State is what the autosave keeps besides the record.
type State struct {
	Version int `json:"version,omitempty"`
	// RecordSum is the SHA-256 of the record saved with this state: a state that is not its
	// record's (goref stopped between the two writes) is told from one that is.
	RecordSum string       `json:"record_sha256,omitempty"`
	Finished  bool         `json:"finished"`
	Path      []int        `json:"path"` // cursor: child indexes from the root
	Mode      session.Mode `json:"mode"`
	// Table is the game at the table saved whole (rules/table's Save): the clock, the one
	// referee log, the end-of-game phase with its marks, acceptances and dispute, the result.
	// Restore gives back the identical table; the record is its SGF.
	Table   json.RawMessage `json:"table,omitempty"`
	File    string          `json:"file,omitempty"` // where the record was opened from or saved to
	Moves   int             `json:"moves"`
	SavedAt time.Time       `json:"saved_at"`
}

// AutosaveSGF is the path of the autosaved record.
func (s *Store) AutosaveSGF() string { return filepath.Join(s.Dir, "autosave", "current.sgf") }

func (s *Store) autosaveState() string { return filepath.Join(s.Dir, "autosave", "current.json") }

// Autosave writes the record, then its state. The record is written first: if the process
// dies between the two, the record (the part that matters) is the newer. The record it
// replaces is kept as the first generation (current.1.sgf, the one before as current.2.sgf)
// when it is the one this Store wrote or read whole; any other file there is moved aside. A
// finished game's record and state are kept as finished-TIME files when a game that is not
// finished is saved (a new game does not rotate them away).
func (s *Store) Autosave(c *sgf.Collection, st State) error {
	data, err := sgf.Write(c)
	if err != nil {
		return err
	}
	if err := s.keepPrevious(st.Finished); err != nil {
		return err
	}
	if err := writeAtomic(s.AutosaveSGF(), data); err != nil {
		return err
	}
	s.known, s.over = stampOf(s.AutosaveSGF()), st.Finished
	st.Version, st.RecordSum = stateVersion, checksum(data)
	st.SavedAt = time.Now()
	return writeJSON(s.autosaveState(), st)
}

// The store's ways to the disk, which a test fails: a full disk, a file without read
// permission when the tests run as root, a save stopped at any of its steps.
var (
	writeAtomic = sgf.WriteAtomic
	openFile    = os.Open
	rename      = os.Rename
	link        = os.Link
)

// readLimited reads up to sgf.MaxFileSize+1 bytes of path: enough for the reader to tell a
// file that is too large.
func readLimited(path string) ([]byte, error) {
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, sgf.MaxFileSize+1))
}

func checksum(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// Unfinished returns the autosaved game if it was not finished, without changing anything
// on disk (Recover is the start-up path that sets damaged files aside).
func (s *Store) Unfinished() (*sgf.Collection, State, bool) {
	r := s.read()
	return r.Collection, r.State, r.Collection != nil && r.Problem == nil
}

// Discard sets the autosaved game aside (kept as autosave/discarded-TIME.sgf and .json, its
// generations as discarded-TIME.1.sgf and .2.sgf): nothing of it is offered again.
func (s *Store) Discard() {
	for _, p := range []string{s.AutosaveSGF(), s.autosaveState(), s.generation(1), s.generation(2)} {
		_, _ = s.moveAside(p, "discarded")
	}
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return writeAtomic(path, data)
}

func readJSON(path string, v any) error {
	data, err := readLimited(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}
