// Package sgf reads and writes SGF game records (FF[1]–FF[4], game GM[1] = Go) for goref.
//
// Reading takes raw bytes, never a Go string: the character set is taken from CA[] or
// detected (see Collection.Encoding), the text is normalised (FF[3] lower-case property
// names, white space before values, soft line breaks, text before the first game tree) and
// then handed to github.com/toikarin/sgf, which builds the tree. The result is a tree of
// Nodes with parent links; properties keep their raw string values, so anything goref does
// not understand survives a round trip.
//
// On top of the raw tree the package offers typed access: board size (Size), the root
// setup (RootSetup), the main line as moves (MainLine), komi with the quirks of some
// servers (Komi), results (ParseResult), time settings, game information, dead-stone marks
// (DeadStones) and a Cursor for walking variations.
//
// Writing (Write, WriteFile) always produces FF[4] in UTF-8 with CA[UTF-8] and
// AP[goref:AppVersion]; saving is atomic.
//
// Hostile input is bounded by MaxFileSize, MaxNodes and MaxDepth, and no tree walk in this
// package recurses, so a deep tree cannot overflow the stack.
package sgf
