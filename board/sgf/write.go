package sgf

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	tsgf "github.com/toikarin/sgf"
)

// AppVersion is written into AP[goref:AppVersion].
var AppVersion = "0.1.0"

// Write serialises c as FF[4] UTF-8 with CA[UTF-8] and AP[goref:AppVersion] in every root;
// every other property is kept as it is. It returns an error, never panics, for an empty
// collection, a nil node or an invalid property name. The tree is walked without
// recursion.
//
// The nodes are written by github.com/toikarin/sgf ((*Collection).Sgf: names, values, the
// escapes of '\' and ']'), a line of them at a time; the brackets of variations and the line
// breaks are goref's (a line of at most ten nodes, each variation on a line of its own), so
// that a long game is never a second tree in memory, and Sgf's recursion never meets a deep
// one. What Sgf would panic on is refused or mended first (writeLine).
func Write(c *Collection) (out []byte, err error) {
	if c == nil || len(c.Games) == 0 {
		return nil, errors.New("sgf: nothing to write: the collection has no game")
	}
	defer func() {
		// Last resort: a panic in toikarin's writer must not take the program down.
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("sgf: internal error writing SGF: %v", r)
		}
	}()
	var w lineWriter
	w.trees[0] = &w.gt
	for i, root := range c.Games {
		if root == nil {
			return nil, fmt.Errorf("sgf: game %d is nil", i+1)
		}
	}
	w.b.Grow(writtenSize(c))
	for _, root := range c.Games {
		if err := w.tree(root); err != nil {
			return nil, err
		}
		w.b.WriteByte('\n')
	}
	return w.b.Bytes(), nil
}

// writtenSize is about the size of c written (0.996 of it over the corpus): the output grown once to it
// stands alone in memory, not beside a copy half its size (a collection of 499,000 games writes
// 24 MB). A nil child is left for the writer to refuse.
func writtenSize(c *Collection) int {
	n := 0
	for _, root := range c.Games {
		n += len("(;FF[4]CA[UTF-8]AP[goref:]\n)\n") + len(AppVersion)
		root.Walk(func(x *Node) bool {
			if x == nil {
				return false
			}
			n += 1 + len(x.Children)/2*3 // ';' and, roughly, the brackets of its variations
			for _, p := range x.Props {
				n += len(p.ID)
				for _, v := range p.Values {
					n += len(v) + 2
				}
			}
			return true
		})
	}
	return n
}

// lineWriter writes trees: the brackets and line breaks itself, each line's nodes through
// toikarin. Its toikarin nodes and properties are used again from line to line.
type lineWriter struct {
	b     bytes.Buffer
	line  []*Node // the nodes of the line being written
	nodes []tsgf.Node
	props []tsgf.Property
	ptrs  []*tsgf.Property
	ends  []int
	gt    tsgf.GameTree
	trees [1]*tsgf.GameTree // &gt
}

// tree writes "(" root ... ")". A node with one child continues the sequence; with several
// children each child starts a variation "(...)".
func (w *lineWriter) tree(root *Node) error {
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
			if err := w.flush(root); err != nil {
				return err
			}
			if it.bracket == '(' && w.b.Len() > 0 && perLine > 0 {
				w.b.WriteByte('\n')
				perLine = 0
			}
			w.b.WriteByte(it.bracket)
			continue
		}
		n := it.n
		if perLine >= 10 {
			if err := w.flush(root); err != nil {
				return err
			}
			w.b.WriteByte('\n')
			perLine = 0
		}
		w.line = append(w.line, n)
		perLine++
		if n == root {
			if err := w.flush(root); err != nil {
				return err
			}
			w.b.WriteByte('\n')
			perLine = 0
		}
		for _, ch := range n.Children {
			if ch == nil {
				return errorAt(n, ErrWrite, "nil child node")
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

// flush writes the nodes of the line through toikarin: one GameTree of them, its SGF
// "(;…;…)" written without its brackets.
func (w *lineWriter) flush(root *Node) error {
	if len(w.line) == 0 {
		return nil
	}
	w.props = w.props[:0]
	w.ends = w.ends[:0] // where each node's properties end in w.props
	for _, n := range w.line {
		if n == root {
			w.add("FF", "4")
			w.add("CA", "UTF-8")
			w.add("AP", "goref:"+AppVersion)
		}
		for _, p := range n.Props {
			if n == root && (p.ID == "FF" || p.ID == "CA" || p.ID == "AP") {
				continue
			}
			if !validID(p.ID) {
				return errorAt(n, ErrWrite, "invalid property name %q", p.ID)
			}
			w.add(p.ID, p.Values...)
		}
		w.ends = append(w.ends, len(w.props))
	}
	// The properties' places are final only now (props may have grown): point to them.
	w.ptrs = slices.Grow(w.ptrs[:0], len(w.props))[:len(w.props)]
	for i := range w.props {
		w.ptrs[i] = &w.props[i]
	}
	w.nodes = slices.Grow(w.nodes[:0], len(w.line))[:len(w.line)]
	w.gt.Nodes = w.gt.Nodes[:0]
	first := 0
	for i, end := range w.ends {
		w.nodes[i] = tsgf.Node{Properties: w.ptrs[first:end:end]}
		w.gt.Nodes = append(w.gt.Nodes, &w.nodes[i])
		first = end
	}
	col := tsgf.Collection{GameTrees: w.trees[:]}
	if !col.Valid() { // Sgf panics on it; add makes every property valid
		return errorAt(w.line[0], ErrWrite, "internal error: a node toikarin/sgf cannot write")
	}
	s := col.Sgf(tsgf.NoNewLinesSgfFormat)
	w.b.WriteString(s[1 : len(s)-1])
	clear(w.line)
	w.line = w.line[:0]
	return nil
}

// add appends a property for toikarin: a property with no value is written as ID[] (Sgf
// would panic on it), and text that is not UTF-8 has U+FFFD, so the output always is.
func (w *lineWriter) add(id string, values ...string) {
	if len(values) == 0 {
		values = []string{""}
	}
	cloned := false
	for i, v := range values {
		if !utf8.ValidString(v) {
			if !cloned {
				values, cloned = slices.Clone(values), true
			}
			values[i] = strings.ToValidUTF8(v, "\uFFFD")
		}
	}
	w.props = append(w.props, tsgf.Property{Ident: id, Values: values})
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
func WriteAtomic(path string, data []byte) error { return writeAtomic(path, data, 0) }

// WriteAtomicMode writes data to path as WriteAtomic does, with the permissions perm whatever
// the file had before (0o600 for a file holding passwords or keys).
func WriteAtomicMode(path string, data []byte, perm os.FileMode) error {
	return writeAtomic(path, data, perm)
}

// writeAtomic keeps the existing file's permissions (0o644 for a new file) when perm is 0.
func writeAtomic(path string, data []byte, perm os.FileMode) error {
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
	switch fi, err := os.Stat(path); {
	case perm != 0:
		if err := os.Chmod(name, perm); err != nil {
			return err
		}
	case err == nil:
		_ = os.Chmod(name, fi.Mode().Perm())
	default:
		_ = os.Chmod(name, 0o644)
	}
	return os.Rename(name, path)
}
