package sgf

// GoMainLine is how a program opens a game: it must be Go (GoGame), its size is read (Size)
// and its main line is read leniently (LenientMainLine).
func GoMainLine(root *Node) (w, h int, line Line, err error) {
	return goMainLine(root, true)
}

// GoMainLineLazy is GoMainLine with the main line read by LenientMainLineLazy: for records
// of any size, setup expanded when replayed (ExpandSetup).
func GoMainLineLazy(root *Node) (w, h int, line Line, err error) {
	return goMainLine(root, false)
}

// GoMainLineEach is GoMainLineLazy handing the main line's moves to fn node by node
// (LenientMainLineEach).
func GoMainLineEach(root *Node, fn func(n *Node, moves []Move)) (w, h int, line Line, err error) {
	if w, h, err = goSize(root); err != nil {
		return
	}
	line, err = LenientMainLineEach(root, w, h, fn)
	return
}

func goMainLine(root *Node, keepSetup bool) (w, h int, line Line, err error) {
	if w, h, err = goSize(root); err != nil {
		return
	}
	line, err = lenientMainLine(root, w, h, keepSetup)
	return
}

// goSize is the size of a game that must be Go.
func goSize(root *Node) (w, h int, err error) {
	if err = GoGame(root); err != nil {
		return
	}
	return Size(root)
}
