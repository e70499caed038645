package sgf

// Limits that keep a hostile file from exhausting memory or time. Real records are far
// below them: the largest file in the test corpus has about 126,000 moves.
const (
	MaxFileSize = 20 << 20  // bytes read from a file
	MaxNodes    = 1_000_000 // nodes in a whole collection
	// MaxGameNodes: nodes in one game. A node costs about 130 bytes as a tree, and its ply
	// as much again when the game is replayed, while a pass or an empty node is 1–4 bytes of
	// the file: a game of a million passes (4 MB) took 277 MB in check against a budget of
	// 64 MB + 20 times the file (140 MB). Real records have tens of thousands of nodes (the
	// corpus's stress file 126,000).
	MaxGameNodes = 250_000
	MaxDepth     = 10_000    // nesting of '(' (variations inside variations)
	MaxValues    = 2_000_000 // property values in a whole collection
	MaxIdentLen  = 100       // letters in one property identifier, lower case included
)
