package store

import (
	"errors"
	"os"
	"strings"
	"time"

	"goref/board"
	"goref/board/sgf"
)

// recordFile is what one record file on disk gives.
type recordFile struct {
	c       *sgf.Collection // the part that opens; nil when none
	data    []byte
	mod     time.Time
	absent  bool
	denied  bool  // no permission to read it
	damaged bool  // read only in part
	problem error // what is wrong with it, or suspicious (goref would not have written it)
}

func (f recordFile) whole() bool { return f.c != nil && f.problem == nil }

func readRecord(path string) recordFile {
	var f recordFile
	if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
		f.absent = true
		return f
	}
	if fi, err := os.Stat(path); err == nil {
		f.mod = fi.ModTime()
	}
	data, err := readLimited(path)
	if err != nil {
		f.denied = errors.Is(err, os.ErrPermission)
		f.problem = problemf(RecordDoesNotRead, err, "the autosaved record does not read: %v")
		return f
	}
	f.data = data
	c, whole := sgf.Salvage(data)
	if c == nil {
		f.problem = problemf(RecordDoesNotRead, whole, "the autosaved record does not read: %v")
		return f
	}
	if whole != nil {
		f.damaged = true
		f.problem = problemf(RecordDamaged, whole, "the autosaved record is damaged: %v")
	}
	root := c.Games[0]
	if err := sgf.GoGame(root); err != nil {
		f.problem = problemf(RecordCannotOpen, err, "the autosaved record cannot be opened: %v")
		return f
	}
	if _, _, err := sgf.Size(root); err != nil {
		f.problem = problemf(RecordCannotOpen, err, "the autosaved record cannot be opened: %v")
		return f
	}
	switch {
	case f.problem != nil:
	case len(c.Games) > 1:
		f.problem = problemf(RecordManyGames, nil, "the autosaved record holds %d games (goref saves one)", len(c.Games))
	case len(c.Warnings) > 0:
		p := problemf(RecordRepaired, nil, "the autosaved record needed repair (%s)", strings.Join(c.Warnings, "; "))
		p.Values, p.Findings = nil, c.Findings
		f.problem = p
	}
	f.c = c
	return f
}

// finished: the record has a result.
func finished(c *sgf.Collection) bool {
	_, over := c.Games[0].Get("RE")
	return over
}

// mainLineMoves counts the moves (passes too) of root's main line, as far as they read.
func mainLineMoves(root *sgf.Node) int { return len(played(root)) }

// played lists the moves (passes too) of root's main line, as far as they read.
func played(root *sgf.Node) []sgf.Move {
	w, h, _ := sgf.Size(root)
	line, err := sgf.LenientMainLineLazy(root, w, h)
	if err != nil {
		return nil
	}
	var out []sgf.Move
	for _, m := range line.Moves {
		if m.Color != board.Empty {
			out = append(out, m)
		}
	}
	return out
}

// lineOf is root's main line as a string (see moveBytes): for comparing games.
func lineOf(root *sgf.Node) string {
	moves := played(root)
	b := make([]byte, 0, moveBytes*len(moves))
	for _, m := range moves {
		if m.Vertex == board.Pass {
			b = append(b, byte(m.Color), 0, 0)
			continue
		}
		b = append(b, byte(m.Color), byte(m.Vertex.X+1), byte(m.Vertex.Y+1))
	}
	return string(b)
}

// continues tells whether c's main line is the game of base (nil: none) with more moves.
func continues(c, base *sgf.Collection) bool {
	if base == nil {
		return true
	}
	more, less := lineOf(c.Games[0]), lineOf(base.Games[0])
	return len(more) > len(less) && strings.HasPrefix(more, less)
}
