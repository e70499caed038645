package sgf

import (
	"strings"
)

// The normalising scanner turns decoded SGF text into a skeleton from which buildTree makes
// the nodes, and is the one place where the tolerance for real-world files lives:
//
//   - text before the first "(;" and between or after game trees is skipped; a file that
//     starts with ";" gets the missing "(", a "(" directly followed by a property (Cyberoro,
//     Nihon Ki-in) the missing ";";
//   - FF[3] property names keep only their upper-case letters ("GaMe" → "GM"; a name
//     with no upper-case letter is upper-cased: "b" → "B");
//   - white space between a name and its value, or anywhere outside values, is dropped;
//   - values are unescaped here (soft line breaks "\" + LF, CRLF, CR or LFCR are removed,
//     other hard line breaks become LF) and stand in the skeleton as one byte, "[";
//   - nodes after a closed variation ("(;A(;B)(;C);D)", old files) become one more
//     variation;
//   - a "(" whose first token is another "(" (no node of its own before its variations) is
//     dropped with its ")": its variations hang where it would ("(;A((;B)(;C)))" reads as
//     "(;A(;B)(;C))"; at the top, each is a game);
//   - game trees left open at the end of the file are closed.
//
// Each repair adds a warning. The limits (MaxDepth, MaxNodes, MaxGameNodes, MaxValues, MaxIdentLen)
// are enforced here, before anything big is built. Every token of the skeleton
// remembers the line and column of the text it came from, so errors point into the
// original file.

type lineCol struct{ line, col int32 }

// skeleton is the structure of the file, one byte a token: "(", ")", ";", a property's
// upper-case name (always followed by its values) and "[" for each value, whose text is the
// next of values.
type skeleton struct {
	src      []byte
	values   []string
	nodeAt   []lineCol // position of each ';' in document order
	props    int       // property names in src
	warnings []Warning
}

// newSkeleton is a skeleton with room for the tokens of text: its lists are sized once from
// the number of '[', ';' and parentheses in it, never beyond the limits or the text. A '['
// or ';' inside a value counts too, and src allows a name of two letters a value (B[dd],
// BL[30], AB[aa][bb]); either way the room is near what the file needs.
func newSkeleton(text string) *skeleton {
	values := min(strings.Count(text, "["), MaxValues)
	nodes := min(strings.Count(text, ";"), MaxNodes)
	parens := strings.Count(text, "(") + strings.Count(text, ")")
	return &skeleton{
		src:    make([]byte, 0, min(3*values+nodes+parens, len(text))),
		values: make([]string, 0, values),
		nodeAt: make([]lineCol, 0, nodes),
	}
}

// nodes is the number of nodes in the skeleton.
func (sk *skeleton) nodes() int { return len(sk.nodeAt) }

// tree is the state of one open '(' while scanning.
type tree struct {
	afterVariation bool // a variation inside has closed: only '(' or ')' may follow
	implicit       bool // opened by the scanner, closed before the enclosing tree's ')'
	wrapper        bool // a '(' with no node before its first '(': not in the skeleton
	nodesBefore    int  // nodes read before its '('; none more at its ')' is an empty tree
}

// normalize scans text (UTF-8) into a skeleton.
func normalize(text string) (*skeleton, *Error) {
	s := &scanner{text: text, pos: lineCol{1, 1}, sk: newSkeleton(text)}
	var trees []tree // the open trees, innermost last
	skipped, implicit, wrapper := false, false, false

	wrappers := 0 // wrapper trees open: a tree inside nothing else starts a game
	open := func(at lineCol, t tree) *Error {
		if len(trees) >= MaxDepth {
			return s.errorf(at, ErrTooDeep, "variations nested deeper than %d", MaxDepth)
		}
		t.nodesBefore = len(s.sk.nodeAt)
		if t.wrapper {
			wrappers++
		} else if len(trees) == wrappers {
			s.games++
			s.gameStart = len(s.sk.nodeAt)
		}
		trees = append(trees, t)
		s.inProperty = false
		if !t.wrapper {
			s.emit('(')
		}
		return nil
	}
	closeTree := func() {
		t := trees[len(trees)-1]
		trees = trees[:len(trees)-1]
		if t.wrapper {
			wrappers--
		}
		if len(trees) > 0 {
			trees[len(trees)-1].afterVariation = true
		}
		s.inProperty = false
		if !t.wrapper {
			s.emit(')')
		}
	}

	if !s.findTree() {
		return nil, s.errorf(lineCol{1, 1}, ErrNoTreeStart, "no game tree: the file contains no \"(;\"")
	}
	if s.text[s.i] == ';' {
		s.sk.warnings = append(s.sk.warnings, warning(WarnParenAdded, "the file starts with ';' instead of '(': '(' added"))
		open(s.pos, tree{})
	}
	for s.i < len(s.text) {
		c := s.text[s.i]
		at := s.pos
		if len(trees) == 0 && c != '(' {
			if !isSpace(c) {
				skipped = true
			}
			s.advance()
			continue
		}
		switch {
		case isSpace(c):
			s.advance()
		case c == '(' && s.nextIs('('):
			if err := open(at, tree{wrapper: true}); err != nil {
				return nil, err
			}
			wrapper = true
			s.advance()
		case c == '(':
			if err := open(at, tree{}); err != nil {
				return nil, err
			}
			s.advance()
			if err := s.missingSemicolon(); err != nil {
				return nil, err
			}
		case c == ')':
			for trees[len(trees)-1].implicit {
				closeTree()
			}
			if len(s.sk.nodeAt) == trees[len(trees)-1].nodesBefore {
				return nil, s.errorf(at, ErrEmptyTree, "an empty game tree or variation: '(' with no node before ')'")
			}
			closeTree()
			s.advance()
		case trees[len(trees)-1].afterVariation && c == ';':
			// Old files continue with nodes after their variations ("(;A(;B)(;C);D)");
			// SGF has no such thing. The nodes are read as one more variation.
			if err := open(at, tree{implicit: true}); err != nil {
				return nil, err
			}
			implicit = true
		case trees[len(trees)-1].afterVariation:
			return nil, s.errorf(at, ErrAfterVariation, "only variations may follow a variation: %q after ')'", c)
		case c == ';':
			if err := s.addNode(at); err != nil {
				return nil, err
			}
			s.inProperty = false
			s.emit(';')
			s.advance()
		case isLetter(c):
			if err := s.property(); err != nil {
				return nil, err
			}
		case c == '[' && !s.inProperty:
			return nil, s.errorf(at, ErrValueWithoutName, "a value without a property name")
		case c == '[':
			// A further value of the property before it ("AB[aa] [bb]").
			if err := s.value(); err != nil {
				return nil, err
			}
		default:
			r := []rune(s.text[s.i:min(len(s.text), s.i+4)])[0]
			return nil, s.errorf(at, ErrUnexpected, "unexpected character %q outside a property value", r)
		}
	}
	if skipped {
		s.sk.warnings = append(s.sk.warnings, warning(WarnTextOutside, "text outside the game trees ignored"))
	}
	if wrapper {
		s.sk.warnings = append(s.sk.warnings, warning(WarnEmptyWrapper, "'(' with no node before its variations: dropped"))
	}
	if implicit {
		s.sk.warnings = append(s.sk.warnings, warning(WarnNodesAfter, "nodes after variations read as one more variation"))
	}
	if n := len(trees); n > 0 {
		s.sk.warnings = append(s.sk.warnings, warning(WarnUnclosed, "%d game tree(s) not closed at the end of the file: closed", n))
		for len(trees) > 0 {
			if t := trees[len(trees)-1]; !t.implicit && len(s.sk.nodeAt) == t.nodesBefore {
				return nil, s.errorf(s.pos, ErrEmptyTreeAtEnd, "an empty game tree at the end of the file: '(' with no node")
			}
			closeTree()
		}
	}
	if s.lowerSeen {
		s.sk.warnings = append(s.sk.warnings, warning(WarnLowerCase, "lower-case letters in property names (FF[3]) dropped"))
	}
	return s.sk, nil
}
