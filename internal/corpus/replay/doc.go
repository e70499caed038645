// Package replay prepares the corpus games for the replay benchmarks: for every record, read
// and replayed by rules/record, the root's setup stones (handicap) and the main-line moves with
// their colours, cut at the first move the rules refuse (positional superko, suicide
// forbidden), so that every benchmark — goref's board, rules.Game and the peers — plays the
// same legal moves.
package replay
