package sgf

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// Read parses an SGF file's raw bytes. It never panics; every problem is an *Error with
// the line and column in data. Recoverable oddities are listed in Collection.Warnings.
func Read(data []byte) (*Collection, error) {
	var games []*Node
	c, err := ReadEach(data, func(_ *Collection, root *Node) { games = append(games, root) })
	if err != nil {
		return nil, err
	}
	c.Games = games
	return c, nil
}

// ReadEach is Read for a file of many games: it hands each game's tree to fn as soon as it is
// built and keeps none, so the nodes of one game at a time are in memory, besides the file's
// one-byte-a-token skeleton. The whole file is checked before the first call: a file Read
// refuses gives no call and the same error. c has the encoding and every warning of the file
// (Games empty); it is the Collection returned.
func ReadEach(data []byte, fn func(c *Collection, root *Node)) (c *Collection, err error) {
	inFn := false
	defer func() {
		// Last resort: a panic in the reader must not take the program down (fn's is fn's).
		if r := recover(); r != nil {
			if inFn {
				panic(r)
			}
			c, err = nil, newError(0, 0, ErrInternal, "internal error reading SGF: %v", r)
		}
	}()
	c, sk, serr := scan(data)
	if serr != nil {
		return nil, serr
	}
	if berr := buildTree(sk, func(root *Node) {
		inFn = true
		fn(c, root)
		inFn = false
	}); berr != nil {
		return nil, berr
	}
	return c, nil
}

// scan decodes and scans data: the collection without its games, and the skeleton to build
// them from.
func scan(data []byte) (*Collection, *skeleton, *Error) {
	if len(data) > MaxFileSize {
		return nil, nil, newError(0, 0, ErrTooLarge, "file larger than %d MB", MaxFileSize>>20)
	}
	d := decode(data)
	sk, err := normalize(d.text)
	if err != nil {
		return nil, nil, err
	}
	if sk.nodes() == 0 {
		return nil, nil, newError(1, 1, ErrNoGameTree, "no game tree in the file")
	}
	if id := repeatedProperty(sk.src); id != "" {
		sk.warnings = append(sk.warnings, warning(WarnRepeated, "property %s repeated in one node: values merged", id))
	}
	c := &Collection{
		Encoding:        d.charset,
		EncodingGuessed: d.guessed,
		Findings:        append(d.warnings, sk.warnings...),
	}
	c.Warnings = texts(c.Findings)
	return c, sk, nil
}

// ReadFileEach is ReadEach of the file at path.
func ReadFileEach(path string, fn func(c *Collection, root *Node)) (*Collection, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return ReadEach(data, fn)
}

// ReadFile reads and parses the file at path.
func ReadFile(path string) (*Collection, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return Read(data)
}

// readLimited reads up to MaxFileSize+1 bytes of path: enough for Read to tell a file that is
// too large, without holding more of it. A regular file is read into a buffer of its size, in
// one read and the one that finds its end (io.ReadAll grew from 512 bytes: seven reads and as
// many buffers for a record of 20 KB).
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		buf.Grow(int(min(st.Size(), MaxFileSize+1)) + bytes.MinRead)
	} else if err == nil && st.IsDir() {
		return nil, isDirectory(path)
	}
	_, err = buf.ReadFrom(io.LimitReader(f, MaxFileSize+1))
	return buf.Bytes(), err
}

// isDirectory is the error for reading a directory, said in the same words on every system:
// Windows opens a directory and then fails the read with "Incorrect function".
func isDirectory(path string) error {
	return &fs.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
}
