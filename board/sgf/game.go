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

func goMainLine(root *Node, keepSetup bool) (w, h int, line Line, err error) {
	if err = GoGame(root); err != nil {
		return
	}
	if w, h, err = Size(root); err != nil {
		return
	}
	line, err = lenientMainLine(root, w, h, keepSetup)
	return
}
