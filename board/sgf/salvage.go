package sgf

import (
	"bytes"
	"errors"
)

// Salvage reads what it can of a damaged record: when Read fails at a position (a file cut
// inside a value, junk after some moves), the text from the damage on is left out (and the
// node holding it, when what is left of it does not read) and the rest is read, its open trees closed; a file over MaxFileSize is cut to
// it first. It returns the part read and Read's error on the whole (nil when nothing was
// wrong); c is nil when no part of the file reads.
func Salvage(data []byte) (c *Collection, whole error) {
	c, whole = Read(data)
	if whole == nil {
		return c, nil
	}
	c, _ = salvage(data)
	return c, whole
}

// salvage is Salvage for data Read refuses: the part read and the length of data it read,
// or nil.
func salvage(data []byte) (*Collection, int) {
	if len(data) > MaxFileSize {
		data = data[:MaxFileSize]
	}
	// Each attempt cuts the text at the damage, or when the damage is at the end, before the
	// last node: a few attempts reach any sound prefix the reader's errors point to; more
	// would only repeat the work on the same damage.
	for attempt := 0; attempt < 16 && len(data) > 0; attempt++ {
		part, err := Read(data)
		if err == nil {
			return part, len(data)
		}
		end := len(data)
		var se *Error
		if errors.As(err, &se) && se.Line > 0 {
			end = byteOffset(data, se.Line, se.Col)
		}
		if end < len(data) {
			// A node or variation the cut leaves empty goes too: no empty node at the end.
			data = bytes.TrimRight(data[:end], " \t\r\n;(")
			continue
		}
		cut := bytes.LastIndexByte(data[:len(data)-1], ';')
		if cut <= 0 {
			return nil, 0
		}
		data = data[:cut]
	}
	return nil, 0
}

// SalvageFile reads up to MaxFileSize+1 bytes of path and salvages them.
func SalvageFile(path string) (*Collection, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return Salvage(data)
}

// byteOffset is the offset in data of a 1-based line and column (columns count UTF-8
// characters; CRLF, LF and a lone CR each end a line), as the reader reports them for
// UTF-8 text; past the end it is len(data).
func byteOffset(data []byte, line, col int) int {
	l, c := 1, 1
	for i := 0; i < len(data); i++ {
		if l == line && c == col {
			return i
		}
		switch b := data[i]; {
		case b == '\n':
			if i == 0 || data[i-1] != '\r' {
				l++
			}
			c = 1
		case b == '\r':
			l++
			c = 1
		case b&0xC0 != 0x80:
			c++
		}
	}
	return len(data)
}
