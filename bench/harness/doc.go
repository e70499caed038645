// Command harness is `make bench`: goref's whole path measured against peers in one run, both
// sides alternating round by round, reporting min and median and the ratio of the medians.
//
//   - board: the corpus replayed on goref's board (positional superko) and on
//     github.com/rooklift/sgf's board, in this process, over the same legal main-line moves
//     with their colours (setup stones first); CPU time of the process.
//   - game: the same through rules.Game (Chinese rules), the object check, gtp, score and the
//     app use, with its allocations per move.
//   - gtp: `goref gtp` and GNU Go fed the same prepared file of real games (play commands);
//     CPU time (user + system) of each whole process.
//   - check: `goref check` over the whole corpus with GOMAXPROCS=1 and 2, its report written
//     to a file in memory as a user redirects it; wall time, and the two outputs must be
//     identical (input order).
//
// rooklift/sgf is a dependency of this module only (bench/harness/go.mod), never of goref.
package main
