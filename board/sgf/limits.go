package sgf

// Limits that keep a hostile file from exhausting memory or time. Real records are far
// below them: the largest file in the test corpus has about 126,000 moves.
const (
	MaxFileSize = 20 << 20  // bytes read from a file
	MaxNodes    = 1_000_000 // nodes in a whole collection
	MaxDepth    = 10_000    // nesting of '(' (variations inside variations)
	MaxValues   = 2_000_000 // property values in a whole collection
	MaxIdentLen = 100       // letters in one property identifier, lower case included
)
