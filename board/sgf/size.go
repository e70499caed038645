package sgf

import (
	"strconv"
	"strings"

	"goref/board"
)

// MaxSGFSize is the largest side SGF coordinates can express (a–z, A–Z).
const MaxSGFSize = 52

// Size reads SZ of a root: "19" or "19:13" (columns:rows). Without SZ the board is 19×19.
// Sizes up to 52 parse, but goref plays on at most board.MaxSize, so larger ones are an
// error, as are sizes below board.MinSize.
func Size(root *Node) (w, h int, err error) {
	v, ok := root.Get("SZ")
	if !ok {
		return 19, 19, nil
	}
	t := strings.TrimSpace(v)
	ws, hs, rect := strings.Cut(t, ":")
	w, err1 := strconv.Atoi(strings.TrimSpace(ws))
	h = w
	var err2 error
	if rect {
		h, err2 = strconv.Atoi(strings.TrimSpace(hs))
	}
	if err1 != nil || err2 != nil {
		return 0, 0, errorAt(root, ErrSize, "invalid board size SZ[%s]", v)
	}
	switch {
	case w < board.MinSize || h < board.MinSize:
		return 0, 0, errorAt(root, ErrSizeSmall, "board size SZ[%s] is smaller than %d", v, board.MinSize)
	case w > MaxSGFSize || h > MaxSGFSize:
		return 0, 0, errorAt(root, ErrSizeLarge, "board size SZ[%s] is larger than SGF allows (%d)", v, MaxSGFSize)
	case w > board.MaxSize || h > board.MaxSize:
		return 0, 0, errorAt(root, ErrSizeUnsupported, "board size %dx%d is larger than goref supports (%d)", w, h, board.MaxSize)
	}
	return w, h, nil
}

// SetSize writes SZ on root: "19" for a square board, "19:13" for a rectangular one.
func SetSize(root *Node, w, h int) {
	if w == h {
		root.Set("SZ", strconv.Itoa(w))
		return
	}
	root.Set("SZ", strconv.Itoa(w)+":"+strconv.Itoa(h))
}
