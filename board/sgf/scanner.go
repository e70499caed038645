package sgf

import (
	"strings"
)

// scanner holds the reading position of normalize in the decoded text.
type scanner struct {
	text      string
	i         int
	pos       lineCol
	prevCR    bool
	sk        *skeleton
	lowerSeen bool

	semicolonAdded bool
	games          int  // game trees opened
	gameStart      int  // nodes before the current game's first
	inProperty     bool // a property name has been read in this node: '[' may follow
}

// emit appends a one-byte token to the skeleton.
func (s *scanner) emit(b byte) {
	s.sk.src = append(s.sk.src, b)
}

// advance moves past one byte, keeping line and column (columns count characters;
// CRLF, LF and a lone CR each end a line).
func (s *scanner) advance() {
	c := s.text[s.i]
	s.i++
	switch {
	case c == '\n':
		if !s.prevCR {
			s.pos.line++
		}
		s.pos.col = 1
	case c == '\r':
		s.pos.line++
		s.pos.col = 1
	case c&0xC0 != 0x80: // not a UTF-8 continuation byte
		s.pos.col++
	}
	s.prevCR = c == '\r'
}

func (s *scanner) errorf(at lineCol, kind Kind, format string, args ...any) *Error {
	return newError(int(at.line), int(at.col), kind, format, args...)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// missingSemicolon adds the ';' that some exporters (Cyberoro, Nihon Ki-in) leave out
// between '(' and the root's first property.
func (s *scanner) missingSemicolon() *Error {
	j := s.i
	for j < len(s.text) && isSpace(s.text[j]) {
		j++
	}
	if s.propertyAt(j) {
		for s.i < j {
			s.advance()
		}
		if err := s.addNode(s.pos); err != nil {
			return err
		}
		s.emit(';')
		if !s.semicolonAdded {
			s.semicolonAdded = true
			s.sk.warnings = append(s.sk.warnings, warning(WarnSemicolonAdded, "';' missing after '(': added"))
		}
	}
	return nil
}

// nextIs tells whether the first byte after s.i that is not white space is c.
func (s *scanner) nextIs(c byte) bool {
	j := s.i + 1
	for j < len(s.text) && isSpace(s.text[j]) {
		j++
	}
	return j < len(s.text) && s.text[j] == c
}

// addNode counts a node at at, within the limits of a file and of a game.
func (s *scanner) addNode(at lineCol) *Error {
	if len(s.sk.nodeAt) >= MaxNodes {
		return s.errorf(at, ErrTooManyNodes, "more than %d nodes", MaxNodes)
	}
	if len(s.sk.nodeAt)-s.gameStart >= MaxGameNodes {
		return s.errorf(at, ErrGameTooLong, "game %d has more than %d nodes, the most goref reads in one game", s.games, MaxGameNodes)
	}
	s.sk.nodeAt = append(s.sk.nodeAt, at)
	return nil
}

// propertyAt tells whether a property name followed by '[' starts at byte j.
func (s *scanner) propertyAt(j int) bool {
	k := j
	for k < len(s.text) && k-j <= MaxIdentLen && isLetter(s.text[k]) {
		k++
	}
	if k == j {
		return false
	}
	for k < len(s.text) && isSpace(s.text[k]) {
		k++
	}
	return k < len(s.text) && s.text[k] == '['
}

// findTree skips to the first "(" that is followed by ";" (white space allowed), or to a
// leading ";" when the file has no "(" before it. It reports whether a tree was found.
func (s *scanner) findTree() bool {
	junk := false // non-blank text seen before the tree
	for s.i < len(s.text) {
		c := s.text[s.i]
		if c == ';' && !junk {
			return true
		}
		if c == '(' {
			j := s.i + 1
			for j < len(s.text) && isSpace(s.text[j]) {
				j++
			}
			if j < len(s.text) && (s.text[j] == ';' || s.propertyAt(j)) {
				if junk {
					s.sk.warnings = append(s.sk.warnings, warning(WarnTextBefore, "text before the first game tree ignored"))
				}
				return true
			}
		}
		if !isSpace(c) {
			junk = true
		}
		s.advance()
	}
	return false
}

// property reads a name, the white space after it and its values. A name of capitals (nearly
// all) goes to the skeleton straight from the text; an FF[3] name keeps its capitals, and one
// with none is upper-cased.
func (s *scanner) property() *Error {
	at := s.pos
	start := s.i
	lower := false
	for s.i < len(s.text) && isLetter(s.text[s.i]) {
		if s.i-start >= MaxIdentLen {
			return s.errorf(at, ErrNameTooLong, "property name longer than %d letters", MaxIdentLen)
		}
		lower = lower || s.text[s.i] >= 'a'
		s.advance()
	}
	all := s.text[start:s.i]
	for s.i < len(s.text) && isSpace(s.text[s.i]) {
		s.advance()
	}
	if s.i >= len(s.text) || s.text[s.i] != '[' {
		return s.errorf(at, ErrNoValue, "property %s has no value", all)
	}
	if lower {
		s.lowerSeen = true
		all = upperName(all)
	}
	s.sk.src = append(s.sk.src, all...)
	s.sk.props++
	s.inProperty = true
	for s.i < len(s.text) && s.text[s.i] == '[' {
		if err := s.value(); err != nil {
			return err
		}
		for s.i < len(s.text) && isSpace(s.text[s.i]) {
			s.advance()
		}
	}
	return nil
}

// upperName is an FF[3] property name as FF[4] spells it: its capitals ("GaMe" → "GM"), or
// the whole name upper-cased when it has none ("b" → "B").
func upperName(name string) string {
	var upper []byte
	for i := 0; i < len(name); i++ {
		if c := name[i]; c >= 'A' && c <= 'Z' {
			upper = append(upper, c)
		}
	}
	if len(upper) == 0 {
		return strings.ToUpper(name)
	}
	return string(upper)
}

// value reads one "[...]" and emits "[". Its text is a piece of the decoded text, not a copy,
// unless it holds an escape or a CR, which the unescaped value leaves out.
func (s *scanner) value() *Error {
	at := s.pos
	s.advance() // '['
	start := s.i
	for s.i < len(s.text) {
		switch s.text[s.i] {
		case ']':
			v := s.text[start:s.i]
			s.advance()
			return s.addValue(at, v)
		case '\\', '\r':
			return s.escapedValue(at, start)
		}
		s.advance()
	}
	return s.errorf(at, ErrValueNotClosed, "property value not closed: ']' missing")
}

// escapedValue reads the rest of a value from start, the first '\\' or CR being at s.i:
// escapes are removed, soft line breaks dropped and CR or CRLF made LF.
func (s *scanner) escapedValue(at lineCol, start int) *Error {
	end := s.i // the closing ']', to size the builder once
	for end < len(s.text) && s.text[end] != ']' {
		if s.text[end] == '\\' {
			end++
		}
		end++
	}
	var b strings.Builder
	b.Grow(min(end, len(s.text)) - start)
	flush := func() { b.WriteString(s.text[start:s.i]) } // a run of bytes copied as they are
	for s.i < len(s.text) {
		switch c := s.text[s.i]; c {
		case ']':
			flush()
			s.advance()
			return s.addValue(at, b.String())
		case '\\':
			flush()
			s.advance()
			if s.i < len(s.text) {
				switch s.text[s.i] {
				case '\n', '\r': // soft line break: removed with its partner byte
					first := s.text[s.i]
					s.advance()
					if s.i < len(s.text) && (s.text[s.i] == '\n' || s.text[s.i] == '\r') && s.text[s.i] != first {
						s.advance()
					}
				default:
					b.WriteByte(s.text[s.i])
					s.advance()
				}
			}
			start = s.i
		case '\r':
			flush()
			s.advance()
			if s.i < len(s.text) && s.text[s.i] == '\n' {
				s.advance()
			}
			b.WriteByte('\n')
			start = s.i
		default:
			s.advance()
		}
	}
	return s.errorf(at, ErrValueNotClosed, "property value not closed: ']' missing")
}

// addValue appends a value read at at and its "[" token.
func (s *scanner) addValue(at lineCol, v string) *Error {
	if len(s.sk.values) >= MaxValues {
		return s.errorf(at, ErrTooManyValues, "more than %d property values", MaxValues)
	}
	s.sk.values = append(s.sk.values, v)
	s.emit('[')
	return nil
}
