package cli

import "goref/board/sgf"

// The bounds of the headless commands' input outside SGF (issue 29 item 6), the kind the SGF
// reader has (board/sgf/limits.go): input beyond them is refused with one line naming the
// limit, never read into memory without end. The fuzz tests lower them to cross them.
var (
	// maxScriptSize is the largest `goref table` script read, in bytes (a game's script is a
	// few kilobytes; /dev/zero used to end in an out-of-memory crash).
	maxScriptSize int64 = 2 << 20
	// maxScriptEvents is the most event lines a script may hold (a game of 300 moves with its
	// clock and referee takes fewer than 1,000): about 450 bytes of memory each.
	maxScriptEvents = 50_000
	// maxScriptLine is the longest line of a script, in bytes.
	maxScriptLine = 8 << 10
	// maxGTPMoves is the most moves of one game over GTP (clear_board, boardsize and loadsgf
	// start another): what a record may hold, beside its root, for goref to read it back
	// (printsgf, then loadsgf). About 800 bytes of memory each.
	maxGTPMoves = sgf.MaxGameNodes - 1
)
