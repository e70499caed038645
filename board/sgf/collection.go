package sgf

import "fmt"

// Collection is the content of an SGF file: one or more game trees.
type Collection struct {
	Games           []*Node   // root node of each game tree
	Encoding        string    // character set the file was decoded from: "UTF-8", "GB18030", "Shift_JIS", …
	EncodingGuessed bool      // no usable CA was given and the encoding was detected from the bytes
	Warnings        []string  // the English of Findings, in order: what the command line prints
	Findings        []Warning // what reading repaired, guessed or lost, each with its Kind and values
}

// Error is a problem in a file, at a 1-based line and column of the original file.
// Columns count characters, not bytes. Line 0 means the position is unknown.
type Error struct {
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Msg    string `json:"msg"` // the English sentence
	Kind   Kind   `json:"-"`   // what is wrong ("" for an error made elsewhere with Msg alone)
	Values []any  `json:"-"`   // the values Msg names, as Kind's comment lists them
}

func (e *Error) Error() string {
	if e.Line <= 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

func errorAt(n *Node, kind Kind, format string, args ...any) *Error {
	return ErrorAt(n, kind, format, args...)
}

// ErrorAt is an Error of kind at n's place in the file (n nil: unknown): Msg is format with
// values, Values are values. Packages reading what the properties mean (rules/record) give
// their errors this way, with kinds of their own.
func ErrorAt(n *Node, kind Kind, format string, values ...any) *Error {
	e := newError(0, 0, kind, format, values...)
	if n != nil {
		e.Line, e.Col = n.Pos()
	}
	return e
}
