package cli

import (
	"bufio"
	"bytes"
	"io"
	"strings"
)

// gtpMaxLine is the longest command line goref reads; a longer one (even a comment) is
// answered with an error and skipped to its end, without holding it in memory. (A variable:
// the fuzz test lowers it.)
var gtpMaxLine = 1 << 20

type gtpLineReader struct{ r *bufio.Reader }

func newGTPLineReader(in io.Reader) *gtpLineReader {
	return &gtpLineReader{bufio.NewReaderSize(in, 64*1024)}
}

// lineWaiting tells whether a whole line is already buffered: reading it cannot block.
func (l *gtpLineReader) lineWaiting() bool {
	buf, _ := l.r.Peek(l.r.Buffered())
	return bytes.IndexByte(buf, '\n') >= 0
}

// next returns the next line without its end. For a line over gtpMaxLine it returns the
// line's first bytes (enough to read an id) and tooLong. io.EOF comes only when no line is left.
func (l *gtpLineReader) next() (line string, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := l.r.ReadSlice('\n')
		if !tooLong {
			buf = append(buf, chunk...)
			if len(buf) > gtpMaxLine+1 {
				tooLong = true
				buf = buf[:64]
			}
		}
		switch err {
		case bufio.ErrBufferFull:
			continue
		case nil:
		case io.EOF:
			if len(buf) == 0 && !tooLong {
				return "", false, io.EOF
			}
		default:
			return "", false, err
		}
		break
	}
	if tooLong {
		// Only the id, if the line starts with one, is kept.
		s := strings.TrimLeft(string(buf), " \t")
		if i := strings.IndexAny(s, " \t#"); i >= 0 {
			s = s[:i]
		}
		if !isGTPID(s) {
			s = ""
		}
		return s, true, nil
	}
	return strings.TrimRight(string(buf), "\r\n"), false, nil
}

// gtpFrame writes one response as GTP 2 frames it: "=id text" or "?id message", ended by one
// blank line. An error message is one line with control characters escaped; a response of
// several lines keeps its lines but never holds a blank one (it would end the response).
func gtpFrame(id, resp string, err error) string {
	if err != nil {
		return "?" + id + " " + escapeControls(err.Error()) + "\n\n"
	}
	if resp == "" {
		return "=" + id + "\n\n"
	}
	lines := strings.Split(resp, "\n")
	for i, l := range lines {
		l = escapeControls(strings.TrimRight(l, "\r"))
		if l == "" && i > 0 {
			l = " "
		}
		lines[i] = l
	}
	return "=" + id + " " + strings.Join(lines, "\n") + "\n\n"
}
