// Package sgf reads and writes SGF game records (FF[1]–FF[4], GM[1] = Go) for goref.
//
// Reading (Read, ReadFile) takes raw bytes, never a Go string:
//
//  1. decode: a BOM decides (UTF-8, UTF-16LE/BE), else CA[] (GB2312/GBK → GB18030, Big5,
//     Shift_JIS, EUC-JP, ISO-2022-JP, EUC-KR/CP949, Latin-1, windows-125x and the rest
//     of the WHATWG names via golang.org/x/text), else detection: valid UTF-8; UTF-8
//     with some damage (the Fox dataset's '?' bytes, names cut mid-character); else the
//     candidate reading with the most common characters of one script (kana →
//     Japanese, hangul → Korean, GB2312 level 1 → GB18030, Big5 level 1 → Big5, Latin
//     letters inside Latin words → windows-1252). A CA that the bytes contradict is
//     overruled, with a warning. Collection.Encoding and EncodingGuessed tell the result.
//  2. normalise (normalize.go): the one place that tolerates what real files contain (see
//     the list there) and enforces the limits; it leaves a skeleton of one byte a token.
//  3. buildTree (build.go) writes the skeleton back as SGF text that github.com/toikarin/sgf
//     parses, a game at a time (a huge game in pieces), and makes each of toikarin's nodes a
//     Node once, with parent links, positions and values: toikarin's tree never stands beside
//     a whole game's Nodes.
//
// Properties keep their raw string values (escapes removed), so everything goref does not
// understand survives a round trip. Typed access to the syntax sits on top: Size, Points,
// RootSetup, MainLine and its lenient readings (a pass carrying VM is marked Virtual). What the
// properties mean for a game of Go — the game information (KM with its quirks, HA, RE, TM/OT,
// BL/WL), the dead stones of TB/TW, and the replay of the main line — is rules/record's.
//
// Writing (Write, WriteFile) produces FF[4] UTF-8 with CA[UTF-8] and
// AP[goref:AppVersion] in every root, each line of nodes written by toikarin's
// (*Collection).Sgf; WriteFile replaces the file atomically.
//
// Errors are *Error with the 1-based line and column (in characters) of the original
// file. Each error and each warning (Collection.Findings) has a Kind and the values its
// sentence names (finding.go), for a UI to word in its own language; the English text
// (Error.Error, Collection.Warnings) is what the command line prints. Read never panics (a recover at the boundary is the last resort); the limits
// MaxFileSize, MaxNodes, MaxGameNodes, MaxValues, MaxDepth and MaxIdentLen bound hostile input, and no
// walk over a tree recurses, so a deep tree cannot overflow the stack.
package sgf
