package sgf

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// AppVersion is written into AP[goref:AppVersion].
var AppVersion = "0.1.0"

// Write serialises c as FF[4] UTF-8 with CA[UTF-8] and AP[goref:AppVersion] in every root;
// every other property is kept as it is. It returns an error, never panics, for an empty
// collection, a nil node or an invalid property name. The tree is walked without
// recursion.
func Write(c *Collection) ([]byte, error) {
	if c == nil || len(c.Games) == 0 {
		return nil, errors.New("sgf: nothing to write: the collection has no game")
	}
	var b bytes.Buffer
	for i, root := range c.Games {
		if root == nil {
			return nil, fmt.Errorf("sgf: game %d is nil", i+1)
		}
		if err := writeTree(&b, root); err != nil {
			return nil, err
		}
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// writeTree writes "(" root ... ")". A node with one child continues the sequence; with
// several children each child starts a variation "(...)".
func writeTree(b *bytes.Buffer, root *Node) error {
	// An item is a node to write, or a bracket when n is nil.
	type item struct {
		n       *Node
		bracket byte
	}
	stack := []item{{bracket: ')'}, {n: root}, {bracket: '('}}
	perLine := 0
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.n == nil {
			if it.bracket == '(' && b.Len() > 0 && perLine > 0 {
				b.WriteByte('\n')
				perLine = 0
			}
			b.WriteByte(it.bracket)
			continue
		}
		n := it.n
		if perLine >= 10 {
			b.WriteByte('\n')
			perLine = 0
		}
		b.WriteByte(';')
		if err := writeProps(b, n, n == root); err != nil {
			return err
		}
		perLine++
		if n == root {
			b.WriteByte('\n')
			perLine = 0
		}
		for _, ch := range n.Children {
			if ch == nil {
				return errorAt(n, "nil child node")
			}
		}
		switch len(n.Children) {
		case 0:
		case 1:
			stack = append(stack, item{n: n.Children[0]})
		default:
			for i := len(n.Children) - 1; i >= 0; i-- {
				stack = append(stack, item{bracket: ')'}, item{n: n.Children[i]}, item{bracket: '('})
			}
		}
	}
	return nil
}

func writeProps(b *bytes.Buffer, n *Node, root bool) error {
	if root {
		b.WriteString("FF[4]CA[UTF-8]AP[goref:")
		writeEscaped(b, AppVersion)
		b.WriteString("]")
	}
	for _, p := range n.Props {
		if root && (p.ID == "FF" || p.ID == "CA" || p.ID == "AP") {
			continue
		}
		if !validID(p.ID) {
			return errorAt(n, "invalid property name %q", p.ID)
		}
		b.WriteString(p.ID)
		if len(p.Values) == 0 {
			b.WriteString("[]")
		}
		for _, v := range p.Values {
			b.WriteByte('[')
			writeEscaped(b, v)
			b.WriteByte(']')
		}
	}
	return nil
}

func validID(id string) bool {
	if id == "" || len(id) > MaxIdentLen {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] < 'A' || id[i] > 'Z' {
			return false
		}
	}
	return true
}

// writeEscaped escapes "]" and "\\"; bytes that are not UTF-8 become U+FFFD, so the
// output is always valid UTF-8. ":" needs no escape in the values goref writes: composed
// values (AP, SZ, point rectangles) are stored already joined.
func writeEscaped(b *bytes.Buffer, v string) {
	if !utf8.ValidString(v) {
		v = strings.ToValidUTF8(v, "\uFFFD")
	}
	for i := 0; i < len(v); i++ {
		if v[i] == ']' || v[i] == '\\' {
			b.WriteByte('\\')
		}
		b.WriteByte(v[i])
	}
}

// WriteFile writes c to path atomically (see WriteAtomic).
func WriteFile(path string, c *Collection) error {
	data, err := Write(c)
	if err != nil {
		return err
	}
	return WriteAtomic(path, data)
}

// WriteAtomic writes data to path atomically: into a temporary file in the same directory,
// synced, then renamed over path (keeping its permissions). On error path is left as it was.
// The app's autosave writes its JSON beside the record with it too.
func WriteAtomic(path string, data []byte) error {
	if target, err := filepath.EvalSymlinks(path); err == nil {
		path = target // replace the file a link points to, not the link
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	defer os.Remove(name) // fails harmlessly after the rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if fi, err := os.Stat(path); err == nil {
		_ = os.Chmod(name, fi.Mode().Perm())
	} else {
		_ = os.Chmod(name, 0o644)
	}
	return os.Rename(name, path)
}
