// Package casebook is the rules casebook: small positions from the rule texts, each replayed
// under every preset by the engine (rules.Game, rules/count).
//
// A case is one SGF file. The root holds the position (SZ, AB, AW, PL), the texts and the
// source; each child of the root is one run, a sequence of attempted moves. goref's own root
// properties, which other SGF programs ignore:
//
//	GN, C        title and explanation in English
//	GNZH, CZH    the same in simplified Chinese
//	GNZHT, CZHT  the same in traditional Chinese
//	GNJA, CJA    the same in Japanese
//	GNKO, CKO    the same in Korean
//	SO           the source: seed file and section of the spec digest
//	CNT[]        the case is about the count: every run ends with a count
//	KM           komi for the count, in each rule set's own unit (default 0)
//	KMR[]        use each rule set's own komi instead
//	CAPB, CAPW   stones captured by Black / by White before the position (prisoners)
//	PA[]         every pass of a run is first put to rules.Game.PassAllowed; a refused pass
//	             (Ing 可争禁虚: "dame-open") is not played
//
// Every case has the title and explanation in all five (a test checks it): the case file is
// the one owner of its texts in every language the UI speaks, and a Go term in them is the one
// the UI's catalogue uses (words/texts: コウ, セキ, 패, 빅, 循環 …).
//
// On the first node of a run, RP lists the presets that use that run (RP[chinese][ing]);
// presets no run lists use the first. On the last node of a run, TB/TW mark dead stones as
// in CGoban and RES lists the stones placed after a resumption (Ikeda II′ waste). A move
// with VM[] is a 计活子 virtual move. An illegal move changes nothing and the next is tried (the
// one replay policy of rules/record).
//
// A J89 Art. 7 confirmation (rules.Game.StartConfirmation) is a node CF[B] or CF[W] naming
// the attacker, with CQ listing stones of the group it decides (any stone marks its chain).
// The run must have halted play first (two passes). The moves after it, up to the next CF,
// are the confirmation's plies on a copy of the halted board; a pass with PK[point] is a pass
// for the ko whose retake point that is (Confirmation.PassFor), a pass without PK is for the
// ko last lost. Each CF starts afresh from the halted position. Its outcome ("dead" or
// "alive") goes to the verdict's confirm list; a rule set without the confirmation gives
// "no-confirmation" at the CF node and "skipped" for its plies.
//
// verdicts.json, next to the SGF files, is the tests' expectation: per case and preset the
// outcome of every move, the count, and its ground — "text" citing grounds.json (a seed, a
// line and the quoted words, which the tests find in the seed), "derived" with the hand
// derivation written out, or "mechanics" where the texts are silent. The tests never write a
// text or derived verdict. The app replays the cases live and never reads it.
package casebook
