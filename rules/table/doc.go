// Package table is the game at the table: one object, Table, that owns the rules.Game, the
// clock (rules/clock), the penalties, the one referee log, the end-of-game phase (dead and seki
// marks, acceptances, disputes, J89 Art. 7 confirmation, resumption, Ing proof by capture and
// refused passes) and the result. Every table event goes through it — a move, a pass, a clock
// flag falling at its own instant, a late arrival, each referee action, marks, accept and
// dispute, resume, resign — and each answers with an Update: what changed and what to announce,
// as data (kind, player, ply, reason, and the words the voice says in the five languages, from the
// catalogue's voice/… sentences).
//
// The referee model: every decision of the game is made here, once, and the app, `goref
// table` and the hall only ask and show.
//
//   - What one click marks: MarkDead and MarkSeki toggle the related group of the stone
//     (count.RelatedGroup: its colour's stones joined through that colour's stones and empty
//     points, as Sabaki marks); several stones named at once are one mark of their groups.
//   - The suggestion: when play stops the table marks what its estimator proposes
//     (Config.Suggest, Config.Estimator — a deadstones.Estimator the caller passes in, goref's
//     own by default, goref's own again when a program fails: Update.EstimatorErr), and Suggest
//     asks again; an opened record that stopped at the end of play gets the proposal as
//     SetSuggest turns it on. Uncertain are the stones it was unsure of that nobody has decided
//     on: an acceptance waits for the referee's decision (a mark on the group, or KeepMarks). An Ing pass under 可争禁虚 is
//     judged against the same estimator's dead stones while nothing is marked. The estimator's
//     answer is journalled with the input that asked it, so Restore and a follower apply the
//     same marks without asking any program again.
//   - The rule set's procedure after a dispute: Dispute resumes play at once with the player the
//     rule set gives the move (C88, AGA, NZ, Chen, 计活子; Ing's proof by capture; Ikeda II′'s
//     opponent of the last passer); under J89 it waits for the referee's choice (DisputeWaits:
//     ConfirmStart or Resume).
//   - What waits for the referee is saved state: the repetition raised by the last ply or by a
//     refused move (PendingCycle, with the rulings the rule set allows and Chen's shape
//     reading), answered by a cycle ruling or KeepVerdict; the Ing pass refused while a dame is
//     open (RefusedPass), answered by LetPassThrough (the 漏着: logged and the pass played, one
//     event) or KeepRefusal.
//   - The take-back policy: Config.Tournament makes every take-back the referee's, logged with
//     its reason (TakeBackAsks tells the app to ask first).
//   - Nothing final on one stray click: the referee takes a result back (Revoke: the game stands
//     as before the action that ended it, the clock paused at its instant, logged) until the
//     slip is signed (Sign). Before it acts the app asks the table what an action will do — a
//     Consequence with its words: RefereeWill (a ruling that ends the game, a time correction
//     that empties a clock, C88's second warning, Art. 25.2; EndsGame is its yes or no) and
//     AcceptWill (the acceptance that completes the agreement: the count and its result, or Ing's
//     clearing and the rule set's PassesAfterAgreement) — and asks first with those words.
//   - What the referee is offered: DisputeChoices (J89's Art. 7 confirmation or 9-3
//     resumption, ChoicesText), BothLoseOffered (J89 Art. 13-1), a pending repetition's Verdict
//     and RuleText, a refused pass's Explain.
//   - Words: a refusal says why in the user's language (Refused.Explain, the catalogue's
//     refused/…; an illegal move's rules.Reason.Explain); an event's text gives the sentence with
//     the code after it, its Reason the code alone (table.md).
//   - A new timed game is ready: the clock starts with Start (a tap on a face) or with the
//     first move, never before.
//   - The result is typed (Outcome: a rules/result.Result and why the game ended); nobody parses
//     RE back. A log entry's data is in typed fields (a cycle ruling's Ruling, the move taken
//     back in Point, a confirmation's verdict and a loss kind in its Event); Note holds the
//     referee's words only.
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
// An opened record (Open) is read and replayed by rules/record, the one replay the command line
// and the app's navigation use: a move the rules refuse is skipped (Skipped) and its node kept
// where it is when the table writes the record back.
//
// Persistence: Record gives the SGF (moves, BL/WL/OB/OW, the log as GR and C, TB/TW from the
// count's label map, RE with +T/+R/+F); Save gives the JSON state the app autosaves (the
// table's journal of events with a snapshot of phase, marks, acceptances, pending rulings and
// clocks), and Restore rebuilds the identical table from it. Pure Go: no Fyne, no cgo.
package table
