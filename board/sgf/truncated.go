package sgf

// ReadTruncated reads a file that may have been cut off: a copy interrupted, a download or an
// autosave that stopped short. When Read fails and the file ends inside a game tree, it reads
// what Salvage reads of it (the text up to the damage, the open trees closed) and says so in
// the first warning; what followed the cut is lost, what came before is kept. Any other error
// is Read's.
func ReadTruncated(data []byte) (*Collection, error) {
	c, err := Read(data)
	if err == nil {
		return c, nil
	}
	if !endsInsideTree(data) {
		return nil, err
	}
	c, used := salvage(data)
	if c == nil {
		return nil, err
	}
	c.Findings = append([]Warning{warning(WarnTruncated, "the file ends inside a game (%v): read up to byte %d of %d", err, used, len(data))}, c.Findings...)
	c.Warnings = texts(c.Findings)
	return c, nil
}

// endsInsideTree tells whether SGF bytes end inside a game tree or a property value: cut off,
// rather than wrong.
func endsInsideTree(data []byte) bool {
	inValue, escaped := false, false
	depth := 0
	for _, b := range data {
		switch {
		case inValue && escaped:
			escaped = false
		case inValue && b == '\\':
			escaped = true
		case inValue && b == ']':
			inValue = false
		case inValue:
		case b == '[':
			inValue = true
		case b == '(':
			depth++
		case b == ')':
			depth--
		}
	}
	return depth > 0 || inValue
}
