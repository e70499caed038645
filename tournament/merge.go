package tournament

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// ConflictError is a result already in the file that differs from the one to enter: it is
// reported and never overwritten.
type ConflictError struct {
	Round, Table int
	InFile, New  Result
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("round %d, table %d: the file already has %s, the record says %s (left as it is: correct it in the pairing program if the record is right)",
		e.Round, e.Table, e.InFile.Marked(), e.New.Marked())
}

// SetResult enters the result of the game at table tbl of round r. It changes nothing and
// says so (false) when the file has that result already, and refuses a different result the
// file has already (ConflictError). The file's bytes change only when Bytes or WriteFile
// gives them.
func (f *File) SetResult(r, tbl int, res Result) (bool, error) {
	if _, err := ParseResult(string(res)); err != nil || !res.Known() {
		return false, fmt.Errorf("round %d, table %d: cannot enter %q", r, tbl, res)
	}
	for i := range f.Games {
		g := &f.Games[i]
		if g.Round != r || g.Table != tbl {
			continue
		}
		switch {
		case g.Result == res:
			return false, nil
		case g.Result.Known():
			return false, &ConflictError{Round: r, Table: tbl, InFile: g.Result, New: res}
		}
		g.Result = res
		return true, nil
	}
	return false, fmt.Errorf("round %d has no table %d", r, tbl)
}

// Updated is the file's bytes with the results entered: each changed game's result attribute
// rewritten in place (or added at the end of its tag), every other byte as it was read.
func (f *File) Updated() []byte {
	type edit struct {
		at  span
		new []byte
	}
	var edits []edit
	for _, g := range f.Games {
		old := string(f.raw[g.value.from:g.value.to])
		added := g.value.from == g.value.to
		switch {
		case added && g.Result == Unknown, !added && old == string(g.Result):
			continue
		case added:
			edits = append(edits, edit{g.value, []byte(` result="` + string(g.Result) + `"`)})
		default:
			edits = append(edits, edit{g.value, []byte(g.Result)})
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].at.from < edits[j].at.from })
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		out.Write(f.raw[last:e.at.from])
		out.Write(e.new)
		last = e.at.to
	}
	out.Write(f.raw[last:])
	return out.Bytes()
}

// WriteFile writes the updated file over path, which must still hold the bytes that were
// read (the pairing program may have saved it since: then nothing is written). The previous
// file is kept beside it as NAME.TIME.bak, never overwriting an older backup; the new one
// goes in through a temporary file renamed into place, so a stop half-way leaves the old
// file whole. It returns the backup's path ("" when there was nothing to change).
func (f *File) WriteFile(path string, now time.Time) (string, error) {
	data := f.Updated()
	if bytes.Equal(data, f.raw) {
		return "", nil
	}
	cur, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	if !bytes.Equal(cur, f.raw) {
		return "", errors.New(path + " changed since it was read (the pairing program saved it?): read it again; nothing was written")
	}
	backup, err := keepBackup(path, cur, now)
	if err != nil {
		return "", fmt.Errorf("keeping the previous file: %v (nothing was written)", err)
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return backup, err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return backup, err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return backup, err
	}
	if err := tmp.Close(); err != nil {
		return backup, err
	}
	if err := os.Chmod(tmp.Name(), mode); err != nil {
		return backup, err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return backup, err
	}
	if nf, err := Read(data); err == nil {
		*f = *nf // the spans of the bytes now in the file
	}
	return backup, nil
}

// keepBackup writes data as path's backup, NAME.20060102-150405.bak (then -2, -3 … if taken).
func keepBackup(path string, data []byte, now time.Time) (string, error) {
	stamp := now.Format("20060102-150405")
	for i := 1; ; i++ {
		name := path + "." + stamp + ".bak"
		if i > 1 {
			name = fmt.Sprintf("%s.%s-%d.bak", path, stamp, i)
		}
		fh, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		if _, err := fh.Write(data); err != nil {
			fh.Close()
			return "", err
		}
		if err := fh.Sync(); err != nil {
			fh.Close()
			return "", err
		}
		return name, fh.Close()
	}
}
