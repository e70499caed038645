// Package slip prints what the tournament desk keeps on paper, as PDF for A4 or Letter: the
// result slip of one game (event, round, table, date, players, rule set, the count as the rule
// set reads it aloud, the clocks and penalties, the referee's log with reasons, the result in
// native notation and as RE, lines for both players' and the referee's signatures, and a QR
// code holding the result and the record's SHA-256; its head is Fields, the one list of the
// slip's lines that the app's slip window draws too) and the director's round sheet (every table
// of a round, its result, signed or not, in the director's language). Everything comes from the game at the table
// (rules/table: its result, count and log) and the tournament file; nothing is recomputed.
// Every character prints: Latin, Greek and Cyrillic in Noto Sans, CJK and hangul in a cut of
// the bundled CJK font, both embedded as subsets. Pure Go: no Fyne, no cgo.
package slip
