package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
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
	// auto is this goref's autosave directory: autosave/, or autosave-N/ when other gorefs
	// running on the same data directory hold the lower ones (see Open).
	auto string
	lock *os.File // the lock on auto, held while goref runs
	// The autosaved record as this Store last wrote or read it whole: only a file known to be
	// good is kept as a generation; any other is moved aside before it is replaced.
	known fileStamp
	// over: that record is a finished game's; a save of another game keeps it aside.
	over bool
	// setAside: files Open moved out of the way (a plain file where autosave/ belongs), for
	// Recover to report.
	setAside []string
	// shared: another goref held an autosave directory when this one opened the store.
	shared bool
	// lines caches the main lines of the autosave's records, by file version (see superseded).
	lines map[fileStamp]string
}

// maxSlots is how many gorefs may run on one data directory at once, each with its own
// autosave directory.
const maxSlots = 64

// Open uses dir (created when missing). A directory that cannot be written is an error at
// once, not at the first autosave. A plain file where autosave/ belongs is kept as
// autosave.damaged-TIME beside it (Recover says so).
//
// Each running goref holds a lock on its autosave directory: the first takes autosave/; one
// started while it runs takes autosave-2/ (then -3, …), so two windows on one data directory
// neither offer nor overwrite each other's game. The lock goes with the process, however it
// ends.
func Open(dir string) (*Store, error) {
	s := &Store{Dir: dir}
	for n := 1; n <= maxSlots; n++ {
		auto := slotDir(dir, n)
		if err := s.makeSlot(auto); err != nil {
			return nil, err
		}
		f, held, err := tryLock(filepath.Join(auto, "lock"))
		if err != nil {
			return nil, err
		}
		if held {
			s.shared = true
			continue
		}
		s.auto, s.lock = auto, f
		break
	}
	if s.auto == "" {
		return nil, fmt.Errorf("%d gorefs are using the data directory %s", maxSlots, dir)
	}
	probe, err := os.CreateTemp(s.auto, ".probe*")
	if err != nil {
		s.Close()
		return nil, err
	}
	probe.Close()
	os.Remove(probe.Name())
	return s, nil
}

// slotDir is the n-th autosave directory of the data directory dir.
func slotDir(dir string, n int) string {
	if n == 1 {
		return filepath.Join(dir, "autosave")
	}
	return filepath.Join(dir, fmt.Sprintf("autosave-%d", n))
}

// makeSlot makes the autosave directory auto, keeping a plain file in its place aside.
func (s *Store) makeSlot(auto string) error {
	if fi, err := os.Lstat(auto); err == nil && !fi.IsDir() {
		to := freeName(auto+".damaged-"+time.Now().Format("20060102-150405"), "")
		if err := os.Rename(auto, to); err != nil {
			return err
		}
		s.setAside = append(s.setAside, to)
	}
	return os.MkdirAll(auto, 0o755)
}

// Close lets go of the autosave directory (the process's end does too).
func (s *Store) Close() {
	if s.lock != nil {
		s.lock.Close()
		s.lock = nil
	}
}

// Slot is the number of this Store's autosave directory: 1 for autosave/, N for autosave-N/
// (another goref was running on the data directory when this one started).
func (s *Store) Slot() int {
	for n := 2; n <= maxSlots; n++ {
		if s.auto == slotDir(s.Dir, n) {
			return n
		}
	}
	return 1
}

// Shared tells whether another goref was running on the data directory when this one
// started (this one then autosaves into a directory of its own: AutosaveDir).
func (s *Store) Shared() bool { return s.shared }

// AutosaveDir is the directory this goref autosaves into.
func (s *Store) AutosaveDir() string { return s.auto }

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

// Alive marks this instant as one goref was running at (autosave/alive's time, which nothing
// reads but LastAlive): the app calls it every second while a clock runs, so that a stop
// nobody chose (kill -9, a crash, the power) is known to the second, though the game is saved
// only every 10 s.
func (s *Store) Alive() {
	p, now := filepath.Join(s.auto, "alive"), time.Now()
	if os.Chtimes(p, now, now) != nil {
		if f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE, 0o644); err == nil {
			f.Close()
		}
	}
}

// LastAlive is the last instant Alive marked (zero when none).
func (s *Store) LastAlive() time.Time {
	fi, err := os.Stat(filepath.Join(s.auto, "alive"))
	if err != nil {
		return time.Time{}
	}
	return fi.ModTime()
}

// AutosaveSGF is the path of the autosaved record.
func (s *Store) AutosaveSGF() string { return filepath.Join(s.auto, "current.sgf") }

func (s *Store) autosaveState() string { return filepath.Join(s.auto, "current.json") }

// Autosave writes the record and its state. Both are written in full to temporary files
// first: a save that cannot write everything (a full disk) changes nothing on disk. Then the
// record and state it replaces become the first generation (current.1.sgf and .json, the one
// before the second) when the record is the one this Store wrote or read whole; any other file
// there is moved aside. Then the record is renamed into place, then its state: if the process
// dies between the two, the record (the part that matters) is the newer. A finished game's
// record and state are kept as finished-TIME files when a game that is not finished is saved
// (a new game does not rotate them away).
func (s *Store) Autosave(c *sgf.Collection, st State) error {
	data, err := sgf.Write(c)
	if err != nil {
		return err
	}
	st.Version, st.RecordSum = stateVersion, checksum(data)
	st.SavedAt = time.Now()
	stateData, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	recTmp, recPath, err := writeTemp(s.AutosaveSGF(), data)
	if err != nil {
		return err
	}
	stTmp, stPath, err := writeTemp(s.autosaveState(), stateData)
	if err != nil {
		_ = remove(recTmp)
		return err
	}
	if err := s.keepPrevious(st.Finished, lineOf(c.Games[0])); err != nil {
		_, _ = remove(recTmp), remove(stTmp)
		return err
	}
	if err := rename(recTmp, recPath); err != nil {
		_, _ = remove(recTmp), remove(stTmp)
		return err
	}
	s.known, s.over = stampOf(s.AutosaveSGF()), st.Finished
	if err := rename(stTmp, stPath); err != nil {
		_ = remove(stTmp)
		return err
	}
	return nil
}

// The store's ways to the disk, which a test fails: a full disk, a file without read
// permission when the tests run as root, a save stopped at any of its steps.
var (
	writeAtomic = sgf.WriteAtomic
	writeTemp   = writeTempFile
	openFile    = openRegular
	rename      = os.Rename
	link        = os.Link
	remove      = os.Remove
)

// writeTempFile writes data to a temporary file beside path (beside the file a symbolic link
// at path points to: that file is the one replaced), synced and with path's permissions, and
// returns its name and the path to rename it to.
func writeTempFile(path string, data []byte) (tmp, target string, err error) {
	if t, err := filepath.EvalSymlinks(path); err == nil {
		path = t
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return "", "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", "", err
	}
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		mode = fi.Mode().Perm()
	}
	_ = os.Chmod(f.Name(), mode)
	return f.Name(), path, nil
}

// readLimited reads up to sgf.MaxFileSize+1 bytes of path, a regular file: enough for the
// reader to tell a file that is too large.
func readLimited(path string) ([]byte, error) {
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAllLimited(f, sgf.MaxFileSize)
}

func readAllLimited(r io.Reader, limit int64) ([]byte, error) {
	return io.ReadAll(io.LimitReader(r, limit+1))
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
// generations as discarded-TIME.1.sgf, .1.json, …): nothing of it is offered again.
func (s *Store) Discard() {
	for _, p := range s.files() {
		_, _ = s.moveAside(p, "discarded")
	}
}

// files are the autosave's files: the record, its state, then each generation's.
func (s *Store) files() []string {
	out := []string{s.AutosaveSGF(), s.autosaveState()}
	for n := 1; n <= generations; n++ {
		out = append(out, s.generation(n), s.generationState(n))
	}
	return out
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
