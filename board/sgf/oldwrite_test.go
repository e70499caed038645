package sgf

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// The writer goref had before github.com/toikarin/sgf wrote the nodes (issue 30), kept for
// TestWritesWhatTheOldWriterWrote only: it goes with that test.

// oldWrite is Write as it was, for a collection Write accepts.
func oldWrite(c *Collection) []byte {
	var b bytes.Buffer
	for _, root := range c.Games {
		oldWriteTree(&b, root)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// oldWriteTree writes "(" root ... ")". A node with one child continues the sequence; with
// several children each child starts a variation "(...)".
func oldWriteTree(b *bytes.Buffer, root *Node) error {
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
		if err := oldWriteProps(b, n, n == root); err != nil {
			return err
		}
		perLine++
		if n == root {
			b.WriteByte('\n')
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

func oldWriteProps(b *bytes.Buffer, n *Node, root bool) error {
	if root {
		b.WriteString("FF[4]CA[UTF-8]AP[goref:")
		oldWriteEscaped(b, AppVersion)
		b.WriteString("]")
	}
	for _, p := range n.Props {
		if root && (p.ID == "FF" || p.ID == "CA" || p.ID == "AP") {
			continue
		}
		if !validID(p.ID) {
			return errorAt(n, ErrWrite, "invalid property name %q", p.ID)
		}
		b.WriteString(p.ID)
		if len(p.Values) == 0 {
			b.WriteString("[]")
		}
		for _, v := range p.Values {
			b.WriteByte('[')
			oldWriteEscaped(b, v)
			b.WriteByte(']')
		}
	}
	return nil
}

// oldWriteEscaped escapes "]" and "\\"; bytes that are not UTF-8 become U+FFFD, so the
// output is always valid UTF-8. ":" needs no escape in the values goref writes: composed
// values (AP, SZ, point rectangles) are stored already joined.
func oldWriteEscaped(b *bytes.Buffer, v string) {
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
