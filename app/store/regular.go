package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// ErrNotRegular: the path names a FIFO, a device, a socket or a directory, which goref never
// reads as a record or a state (a FIFO would block the start for ever).
var ErrNotRegular = errors.New("not a regular file")

func checkRegular(f *os.File, path string) error {
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return &fs.PathError{Op: "open", Path: path, Err: fmt.Errorf("%w (%s)", ErrNotRegular, kind(fi.Mode()))}
	}
	return nil
}

// kind names what a file that is not regular is.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return "a device"
	}
	return "a special file"
}

// openRegular opens path for reading if it is a regular file. It never waits: a FIFO is
// opened without blocking and then refused like a device or a socket.
func openRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(f, path); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadRegular reads the file at path, at most limit bytes (limit+1 read tell a file that is
// too large), refusing anything but a regular file: for the app's own reads of files named by
// the user (Open, recent files), which a FIFO must not hang.
func ReadRegular(path string, limit int64) ([]byte, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAllLimited(f, limit)
}
