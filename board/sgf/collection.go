package sgf

import "fmt"

// Collection is the content of an SGF file: one or more game trees.
type Collection struct {
	Games           []*Node // root node of each game tree
	Encoding        string  // character set the file was decoded from: "UTF-8", "GB18030", "Shift_JIS", …
	EncodingGuessed bool    // no usable CA was given and the encoding was detected from the bytes
	Warnings        []string
}

// Error is a problem in a file, at a 1-based line and column of the original file.
// Columns count characters, not bytes. Line 0 means the position is unknown.
type Error struct {
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Msg  string `json:"msg"`
}

func (e *Error) Error() string {
	if e.Line <= 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

func errorAt(n *Node, format string, args ...any) *Error {
	e := &Error{Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Line, e.Col = n.Pos()
	}
	return e
}
