package sgf

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"

	tsgf "github.com/toikarin/sgf"
)

// Read parses an SGF file's raw bytes. It never panics; every problem is an *Error with
// the line and column in data. Recoverable oddities are listed in Collection.Warnings.
func Read(data []byte) (c *Collection, err error) {
	defer func() {
		// Last resort: a panic in a dependency must not take the program down.
		if r := recover(); r != nil {
			c, err = nil, &Error{Msg: fmt.Sprintf("internal error reading SGF: %v", r)}
		}
	}()
	if len(data) > MaxFileSize {
		return nil, &Error{Msg: fmt.Sprintf("file larger than %d MB", MaxFileSize>>20)}
	}
	d := decode(data)
	sk, serr := normalize(d.text)
	if serr != nil {
		return nil, serr
	}
	tc, perr := tsgf.ParseSgf(string(sk.src))
	if perr != nil {
		return nil, mapParseError(perr, sk)
	}
	games, cerr := convert(tc, sk)
	if cerr != nil {
		return nil, cerr
	}
	c = &Collection{
		Games:           games,
		Encoding:        d.charset,
		EncodingGuessed: d.guessed,
		Warnings:        append(d.warnings, sk.warnings...),
	}
	return c, nil
}

// ReadFile reads and parses the file at path.
func ReadFile(path string) (*Collection, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	return Read(data)
}

// toikarin reports "msg [line L, position P]" with P the 1-based index of the character in
// its input: here the skeleton, whose bytes know their place in the original file.
var tsgfPosRE = regexp.MustCompile(`^(.*) \[line -?\d+, position (\d+)\]$`)

func mapParseError(err error, sk *skeleton) *Error {
	m := tsgfPosRE.FindStringSubmatch(err.Error())
	if m == nil {
		return &Error{Msg: err.Error()}
	}
	e := &Error{Msg: m[1]}
	if p, perr := strconv.Atoi(m[2]); perr == nil {
		if at, ok := sk.posOf(p - 1); ok {
			e.Line, e.Col = int(at.line), int(at.col)
		}
	}
	return e
}

// convert builds our Node tree from toikarin's sequence/sub-tree model without recursion.
// toikarin's nodes come out in document order, the order of the ';' the scanner saw.
func convert(tc *tsgf.Collection, sk *skeleton) ([]*Node, *Error) {
	type frame struct {
		gt     *tsgf.GameTree
		parent *Node
	}
	var games []*Node
	k := 0 // index of the next node in document order
	merged := false
	for _, top := range tc.GameTrees {
		var root *Node
		stack := []frame{{top, nil}}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			parent := f.parent
			for _, tn := range f.gt.Nodes {
				n := &Node{Props: make([]Property, 0, len(tn.Properties))}
				if k < len(sk.nodeAt) {
					n.line, n.col = int(sk.nodeAt[k].line), int(sk.nodeAt[k].col)
				}
				k++
				var index map[string]int // only for nodes with many properties
				if len(tn.Properties) > 8 {
					index = make(map[string]int, len(tn.Properties))
				}
				for _, tp := range tn.Properties {
					values := make([]string, len(tp.Values))
					for i, v := range tp.Values {
						idx, err := strconv.Atoi(v)
						if err != nil || idx < 0 || idx >= len(sk.values) {
							return nil, errorAt(n, "internal error: lost value of %s", tp.Ident)
						}
						values[i] = sk.values[idx]
					}
					if addProperty(n, index, tp.Ident, values) && !merged {
						merged = true
						sk.warnings = append(sk.warnings, fmt.Sprintf("property %s repeated in one node: values merged", tp.Ident))
					}
				}
				if parent == nil {
					root = n
				} else {
					parent.AddChild(n)
				}
				parent = n
			}
			for i := len(f.gt.GameTrees) - 1; i >= 0; i-- {
				stack = append(stack, frame{f.gt.GameTrees[i], parent})
			}
		}
		if root != nil {
			games = append(games, root)
		}
	}
	if len(games) == 0 {
		return nil, &Error{Line: 1, Col: 1, Msg: "no game tree in the file"}
	}
	return games, nil
}

// addProperty adds a property read from the file to n. A property repeated in one node
// (FF[3] "GaMe" next to "GM", Fox's two AP) is merged into the first occurrence, so the
// output has each property once; values already there are left out unless the list is
// long (a hostile file must not make this quadratic). index, when not nil, maps names
// to places in n.Props. It reports a merge.
func addProperty(n *Node, index map[string]int, id string, values []string) bool {
	i, ok := index[id]
	if index == nil {
		i = slices.IndexFunc(n.Props, func(p Property) bool { return p.ID == id })
		ok = i >= 0
	}
	if !ok {
		if index != nil {
			index[id] = len(n.Props)
		}
		n.Props = append(n.Props, Property{ID: id, Values: values})
		return false
	}
	p := &n.Props[i]
	for _, v := range values {
		if len(p.Values) > 16 || !slices.Contains(p.Values, v) {
			p.Values = append(p.Values, v)
		}
	}
	return true
}
