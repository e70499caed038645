// Package table is the game at the table: one object, Table, that owns the rules.Game, the
// clock (rules/clock), the penalties, the one referee log, the end-of-game phase (dead and seki
// marks, acceptances, disputes, J89 Art. 7 confirmation, resumption, Ing proof by capture and
// refused passes) and the result. Every table event goes through it — a move, a pass, a clock
// flag falling at its own instant, a late arrival, each referee action, marks, accept and
// dispute, resume, resign — and each answers with an Update: what changed and what to announce,
// as data (kind, player, ply, reason, and the words the voice says in zh, en and ja).
//
// What the rule set says happens, happens here: C88 超时判负, Ing 罚点 into the count then
// 逾时败 / 越时败, byo-yomi losses, late arrival with the game's own base time and the venue's
// allowance, the count when both players accept. After the game has ended every further
// move or action is refused, except the referee's time adjustment that revives a wrongly
// fallen flag (logged).
//
// Time comes from the caller's clock.TimeSource: virtual in tests and `goref table`, real in
// the app. A flag falls at the clock's own due instant whenever the table next looks (every
// event, and Tick).
//
// Persistence: Record gives the SGF (moves, BL/WL/OB/OW, the log as GR and C, TB/TW from the
// count's ownership map, RE with +T/+R/+F); Save gives the JSON state the app autosaves (the
// table's journal of events with a snapshot of phase, marks, acceptances and clocks), and
// Restore rebuilds the identical table from it. Pure Go: no Fyne, no cgo.
package table
