package sgf

import "fmt"

// Kind names one thing the reader can find in a file: a repair or a guess it made (a Warning)
// or why the file does not read (an Error). A Kind with its Values is what a user interface
// words in its own language; the English text beside them stays what the command line prints.
// Each constant's comment lists its Values in order.
type Kind string

// What the reader repaired or guessed: Warning kinds.
const (
	WarnBOMOverCA      Kind = "bom-over-ca"     // CA as written
	WarnNoBOM          Kind = "no-bom"          // the encoding read
	WarnUnknownCA      Kind = "unknown-ca"      // CA as written
	WarnCANotUTF8      Kind = "ca-not-utf8"     // CA as written
	WarnCANotUTF16     Kind = "ca-not-utf16"    // CA as written
	WarnCAIsUTF8       Kind = "ca-is-utf8"      // CA as written
	WarnDetected       Kind = "detected"        // the encoding detected
	WarnMostlyUTF8     Kind = "mostly-utf8"     // none
	WarnDecoding       Kind = "decoding"        // the encoding, the decoder's error
	WarnReplaced       Kind = "replaced"        // how many sequences (int), the encoding
	WarnParenAdded     Kind = "paren-added"     // none: ';' instead of '(' at the start
	WarnSemicolonAdded Kind = "semicolon-added" // none: ';' missing after '('
	WarnTextBefore     Kind = "text-before"     // none
	WarnTextOutside    Kind = "text-outside"    // none
	WarnEmptyWrapper   Kind = "empty-wrapper"   // none: '(' with no node before its variations
	WarnNodesAfter     Kind = "nodes-after"     // none: nodes after variations
	WarnUnclosed       Kind = "unclosed"        // how many trees (int)
	WarnLowerCase      Kind = "lower-case"      // none
	WarnRepeated       Kind = "repeated"        // the property's name
	WarnTruncated      Kind = "truncated"       // the error Read gave (error), bytes read (int), the file's size (int)
)

// Why a file does not read: Error kinds.
const (
	ErrTooLarge         Kind = "too-large"          // the limit in MB (int)
	ErrNoGameTree       Kind = "no-game-tree"       // none
	ErrNoTreeStart      Kind = "no-tree-start"      // none: no "(;" anywhere
	ErrTooDeep          Kind = "too-deep"           // the limit (int)
	ErrEmptyTree        Kind = "empty-tree"         // none: "()"
	ErrAfterVariation   Kind = "after-variation"    // the character (rune)
	ErrValueWithoutName Kind = "value-without-name" // none
	ErrUnexpected       Kind = "unexpected"         // the character (rune)
	ErrEmptyTreeAtEnd   Kind = "empty-tree-at-end"  // none
	ErrTooManyNodes     Kind = "too-many-nodes"     // the limit (int)
	ErrGameTooLong      Kind = "game-too-long"      // the game's number (int), the limit (int)
	ErrNameTooLong      Kind = "name-too-long"      // the limit (int)
	ErrNoValue          Kind = "no-value"           // the property's name
	ErrValueNotClosed   Kind = "value-not-closed"   // none
	ErrTooManyValues    Kind = "too-many-values"    // the limit (int)
	ErrInternal         Kind = "internal"           // the detail, in English
	ErrPlayer           Kind = "player"             // PL as written
	ErrNotGo            Kind = "not-go"             // GM as written
	ErrMove             Kind = "move"               // the colour (board.Color), the value, the point parser's error
	ErrPoint            Kind = "point"              // the property's name, the value, the point parser's error
	ErrPassNotPoint     Kind = "pass-not-point"     // the value
	ErrSize             Kind = "size"               // SZ as written
	ErrSizeSmall        Kind = "size-small"         // SZ as written, the smallest size (int)
	ErrSizeLarge        Kind = "size-large"         // SZ as written, the largest size SGF allows (int)
	ErrSizeUnsupported  Kind = "size-unsupported"   // width (int), height (int), the largest size goref plays (int)
	ErrWrite            Kind = "write"              // the detail, in English: a record goref cannot write
)

// Warning is something the reader repaired, guessed or lost while reading a file: its Kind,
// the values its sentence names and the English sentence (Collection.Warnings).
type Warning struct {
	Kind   Kind
	Values []any
	Text   string
}

func (w Warning) String() string { return w.Text }

func warning(kind Kind, format string, values ...any) Warning {
	return Warning{Kind: kind, Values: values, Text: fmt.Sprintf(format, values...)}
}

// texts is the English of warnings, in order.
func texts(ws []Warning) []string {
	if len(ws) == 0 {
		return nil
	}
	s := make([]string, len(ws))
	for i, w := range ws {
		s[i] = w.Text
	}
	return s
}

// newError is an Error of kind at line and column (0: unknown), its Msg the English sentence.
func newError(line, col int, kind Kind, format string, values ...any) *Error {
	return &Error{Line: line, Col: col, Kind: kind, Values: values, Msg: fmt.Sprintf(format, values...)}
}
