package store

import (
	"bytes"

	"goref/board/sgf"
)

// ReplaceFirstGame is the record file file with its first game replaced by root (the game
// played: goref opens a file's first game): every other game of a collection is kept as the
// file has it, byte for byte, with whatever stands between the games. When that cannot be
// done — the games cannot be told apart in the bytes, or the file is read in a legacy
// encoding, which the game written in UTF-8 would not share — the whole collection is written
// out again, every game in it: rewritten is then true. A file of one game gives root alone.
// The result is read back before it is returned: it holds as many games as the file, the
// first being root.
func ReplaceFirstGame(file []byte, root *sgf.Node) (out []byte, rewritten bool, err error) {
	game, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{root}})
	if err != nil {
		return nil, false, err
	}
	spans := gameSpans(file)
	if len(spans) >= 2 && sgf.Charset(file) == "UTF-8" {
		var b bytes.Buffer
		b.Grow(len(file) + len(game))
		b.Write(file[:spans[0][0]])
		b.Write(bytes.TrimSuffix(game, []byte("\n")))
		b.Write(file[spans[0][1]:])
		// The other games' bytes are the file's, read in the same encoding: they read as
		// they did. What is checked is where the games begin and end, and the first.
		if c, err := sgf.Read(b.Bytes()); err == nil && c.Encoding == "UTF-8" && len(c.Games) == len(spans) && sameGame(c.Games[0], game) {
			return b.Bytes(), false, nil
		}
	}
	orig, err := sgf.Read(file)
	if err != nil || len(orig.Games) < 2 {
		return game, false, nil // one game, or nothing more that reads: the game alone
	}
	out, err = sgf.Write(&sgf.Collection{Games: append([]*sgf.Node{root}, orig.Games[1:]...)})
	return out, true, err
}

// sameGame tells whether root is written as game.
func sameGame(root *sgf.Node, game []byte) bool {
	again, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{root}})
	return err == nil && bytes.Equal(again, game)
}

// gameSpans finds the game trees of an SGF file in its bytes: from each '(' at the top level
// to its ')' (a bracket inside a property value does not count; '\' escapes in a value).
func gameSpans(data []byte) [][2]int {
	var spans [][2]int
	depth, start, inValue := 0, 0, false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if inValue {
			switch c {
			case '\\':
				i++
			case ']':
				inValue = false
			}
			continue
		}
		switch c {
		case '[':
			inValue = depth > 0
		case '(':
			if depth == 0 {
				start = i
			}
			depth++
		case ')':
			if depth > 0 {
				if depth--; depth == 0 {
					spans = append(spans, [2]int{start, i + 1})
				}
			}
		}
	}
	return spans
}
