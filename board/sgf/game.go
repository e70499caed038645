package sgf

// GoMainLine is how a program opens a game: it must be Go (GoGame), its size is read (Size)
// and its main line is read leniently (LenientMainLine).
func GoMainLine(root *Node) (w, h int, line Line, err error) {
	if err = GoGame(root); err != nil {
		return
	}
	if w, h, err = Size(root); err != nil {
		return
	}
	line, err = LenientMainLine(root, w, h)
	return
}
