package sgf

import (
	"bytes"
	"fmt"
)

// ReadTruncated reads a file that may have been cut off: a copy interrupted, a download or an
// autosave that stopped short. When Read fails and the file ends inside a game tree, it reads
// the file up to the end of the last whole property, with the open trees closed, and says so
// in the first warning; what followed the cut is lost, what came before is kept. Any other
// error is Read's.
func ReadTruncated(data []byte) (*Collection, error) {
	c, err := Read(data)
	if err == nil {
		return c, nil
	}
	cut, depth, ok := lastWholeProperty(data)
	if !ok {
		return nil, err
	}
	fixed := append(append([]byte{}, data[:cut]...), bytes.Repeat([]byte(")"), depth)...)
	c, err2 := Read(fixed)
	if err2 != nil {
		return nil, err
	}
	c.Warnings = append([]string{fmt.Sprintf("the file ends inside a game (%v): read up to byte %d of %d", err, cut, len(data))}, c.Warnings...)
	return c, nil
}

// lastWholeProperty scans SGF bytes and returns the offset just after the last property value
// or tree end that closes at some depth inside a tree, and the depth of open trees there. ok
// is false when the data ends outside every tree (the file is not cut off, it is wrong).
func lastWholeProperty(data []byte) (cut, depth int, ok bool) {
	inValue, escaped := false, false
	d := 0
	for i, b := range data {
		switch {
		case inValue && escaped:
			escaped = false
		case inValue && b == '\\':
			escaped = true
		case inValue && b == ']':
			inValue = false
			if d > 0 {
				cut, depth = i+1, d
			}
		case inValue:
		case b == '[':
			inValue = true
		case b == '(':
			d++
		case b == ')':
			d--
			if d >= 0 {
				cut, depth = i+1, d
			}
		}
	}
	return cut, depth, (d > 0 || inValue) && depth > 0
}
