package rules

import (
	"strconv"
	"strings"
)

// NextStep says in plain words what happens next under the rule set's end-of-game procedure in
// the game's current phase, in lang (the languages of Action.Explain). The referee panel shows it verbatim.
func (g *Game) NextStep(lang string) string {
	l := explainLang(lang)
	fam := procedureFamily(g.Rules)
	switch g.st.phase {
	case PhasePlaying:
		return stepText(fam+".playing", l)
	case PhaseHalted:
		return stepText(fam+".halted", l)
	case PhaseCleared:
		if _, ok := procedureText[fam+".cleared"]; ok {
			return stepText(fam+".cleared", l)
		}
		return stepText(fam+".halted", l)
	}
	if e := g.st.ended; e != nil && e.Reason != ReasonPasses && e.Reason != ReasonAgreement {
		return strings.Replace(stepText("over", l), "{R}", endReasonText(e, l), 1)
	}
	if g.Rules.Dispute == DisputeNone {
		return stepText("none.halted", l)
	}
	// Ing's text names the stones each side holds: 180 on 19×19, (points − 1) / 2 on any board.
	perSide := (g.b.Width()*g.b.Height() - 1) / 2
	return strings.ReplaceAll(stepText(countFamily(g.Rules), l), "{N}", strconv.Itoa(perSide))
}

// procedureFamily names the text of a rule set's procedure: the preset's own, or for a
// changed rule set the one its dispute procedure follows.
func procedureFamily(rs Ruleset) string {
	switch rs.Name {
	case "chinese":
		return "c88"
	case "japanese", "korean":
		return "j89"
	case "chen", "aga", "jihuozi":
		return rs.Name
	}
	switch rs.Dispute {
	case DisputeConfirmation:
		return "j89"
	case DisputeProofByCapture:
		if rs.NoPassWhileDame || rs.PassesToEnd == 3 {
			return "ing13" // 可争禁虚, 三虚手着手终了
		}
		return "ing"
	case DisputeIkedaResume:
		return "ikeda"
	case DisputeNone:
		return "none"
	}
	return "playout"
}

func countFamily(rs Ruleset) string {
	switch rs.Counting {
	case CountArea:
		if rs.KomiUnit == UnitStone {
			return "count.stones"
		}
		return "count.area"
	case CountTerritory:
		return "count.territory"
	case CountIngFill:
		return "count.ing"
	case CountIkeda2, CountIkeda1:
		return "count.ikeda"
	}
	return "count.jihuozi"
}

func endReasonText(e *Event, l int) string {
	if w, ok := endReasonWords[e.Reason]; ok {
		return localized("reason", e.Reason, w, l)
	}
	return e.Reason
}

func stepText(key string, l int) string { return localized("step", key, procedureText[key], l) }

// endReasonWords name the ways a game ends: en, zh-Hans, ja.
var endReasonWords = map[string][3]string{
	ReasonResignation: {"resignation", "认输", "投了"},
	ReasonTime:        {"time", "超时", "時間切れ"},
	ReasonForfeit:     {"forfeit", "弃权", "棄権"},
	ReasonReferee:     {"the referee's ruling", "裁判裁定", "審判の裁定"},
	ReasonRepetition:  {"repetition", "同形反复", "同形反復"},
}

// procedureText: en, zh-Hans, ja.
var procedureText = map[string][3]string{
	"c88.playing": {
		"Play on. When both players pass in turn, play stops and they confirm the end (Art. 21).",
		"继续对局。双方相继停着后，对局停止，由双方确认终局（第21条）。",
		"対局を続ける。双方が続けてパスすると対局が止まり、終局を確認する（第21条）。"},
	"c88.halted": {
		"Both players confirm the dead stones. If they disagree, it is settled by actual play (以实战解决): play resumes from this position in normal alternation — moves inside one's own area cost nothing under stone counting — and then the players confirm again.",
		"双方确认死子。如有争议，以实战解决：从当前局面按正常次序继续对局（数子法下在自己区域内落子不受损失），然后双方再次确认。",
		"双方が死に石を確認する。争いがあれば実戦で解決する（以实战解决）：この局面から通常の手番で対局を再開し（数子法では自分の地に打っても損はない）、その後もう一度確認する。"},
	"j89.playing": {
		"Play on. Fill the dame and make any needed reinforcement before passing: two passes in a row stop play (Art. 9).",
		"继续对局。停着前应收完单官并补好棋：双方接连停着即对局停止（第9条）。",
		"対局を続ける。パスの前にダメを詰め、手入れを済ませる。双方が続けてパスすると対局停止（第9条）。"},
	"j89.halted": {
		"Play has stopped. Confirm life, death and territory. A disputed group is confirmed on a copy (Art. 7): the side trying to capture moves first, a ko taken cannot be retaken until its loser passes for that ko, ko threats do not count, and the board then reverts. A player who asks to resume lets the opponent move first (Art. 9-3); if both see a decisive move and neither resumes, both lose (Art. 13-1).",
		"对局停止。确认死活与地。有争议的棋在复制的棋盘上确认（第7条）：欲吃子的一方先走；被提的劫在该方为此劫放弃着手前不能反提，劫材无效；确认后棋盘复原。要求再开的一方须让对方先走（第9条第3款）；双方都发现影响胜负的着点而无人再开、不能终局时，判双方负（第13条第1款）。",
		"対局停止。死活と地を確認する。争いのある石は盤の写しで確認する（第7条）：取ろうとする側が先に打ち、取られた劫はその劫のためにパスするまで取り返せず、劫材は無効、確認後は盤を元に戻す。再開を求めた者は相手に先着を譲る（第9条の3）。双方が勝敗に関わる手に気づき、誰も再開せず終局できないときは双方負け（第13条の1）。"},
	"ing.playing": {
		"Play on until every dame is filled. A pass while a dame is still open is a 漏着: the opponent may take the last dame, and the omission costs its two points, with no other penalty. Two passes suspend play (休止).",
		"继续对局，直到单官着完。单官未完而虚手为漏着：由对方占到最后单官，除少着一实手损失二点外，不另加罚。双方虚手，着手休止。",
		"ダメをすべて詰めるまで対局を続ける。ダメがあるうちのパスは漏着：相手が最後のダメを占め、その二点を失うが、それ以上の罰はない。双方のパスで着手は休止する。"},
	"ing13.playing": {
		"Play on until every dame is filled: a pass while a dame can still be contested is refused, except to resign (除认输外禁止虚手). Two passes suspend play (休止).",
		"继续对局，直到单官着完：实手尚可争点时，除认输外禁止虚手。双方虚手，着手休止。",
		"ダメをすべて詰めるまで対局を続ける。まだ争える点があるうちは、投了以外のパスはできない（除认输外禁止虚手）。双方のパスで着手は休止する。"},
	"ing13.halted": {
		"Play is suspended. Remove the dead stones both players agree on. A disputed group is proven by capture (提取证明): play continues, only stones actually captured are dead, and no shape is ruled dead by judgement.",
		"着手休止。清除双方无歧见的死子。有歧见时以提取证明：继续着手，提取者为死子，不提者为活子，不得判定死活。",
		"着手休止。双方が認める死に石を取り除く。争いがあれば取って証明する（提取证明）：対局を続け、実際に取られた石だけが死に石で、形による判定はしない。"},
	"ing13.cleared": {
		"The dead stones are cleared: one more pass ends play (三虚手着手终了), then the position is fill-counted.",
		"死子清完：再一虚手，着手终了（三虚手着手终了），然后填满计点。",
		"死に石は取り除かれた。もう一度パスすると着手終了（三虚手着手终了）、そのあと填満計点で数える。"},
	"ing.halted": {
		"Play is suspended. Remove the dead stones both players agree on. A disputed group is proven by capture (提取证明): play continues, only stones actually captured are dead, and no shape is ruled dead by judgement.",
		"着手休止。清除双方无歧见的死子。有歧见时以提取证明：继续着手，提取者为死子，不提者为活子，不得判定死活。",
		"着手休止。双方が認める死に石を取り除く。争いがあれば取って証明する（提取证明）：対局を続け、実際に取られた石だけが死に石で、形による判定はしない。"},
	"ing.cleared": {
		"The dead stones are cleared: two more passes end play (四虚终局), then the position is fill-counted.",
		"死子清完：双方再虚手，着手终了（四虚终局），然后填满计点。",
		"死に石は取り除かれた。双方がもう一度パスすると着手終了（四虚终局）、そのあと填満計点で数える。"},
	"ikeda.playing": {
		"Play on. Two passes stop play. After a ko capture and the opponent's pass, the capturer may not pass (Art. 7).",
		"继续对局。双方接连停着即对局停止。一方提劫、对方停着后，提劫方不得停着（第7条）。",
		"対局を続ける。双方が続けてパスすると対局停止。劫を取り相手がパスした後、取った側はパスできない（第7条）。"},
	"ikeda.halted": {
		"Agree on the dead stones, or resume: the opponent of the last passer moves first (Art. 9), and from then on each pass hands one stone to the opponent (Art. 10). Four passes in a row end the game completely.",
		"确认死子，或再开：由最后停着者的对方先走（第9条），此后每次停着须交给对方一子（第10条）。连续四次停着即完全终局。",
		"死に石を合意するか、再開する：最後にパスした者の相手が先に打ち（第9条）、以後パスのたびに相手へ石を一つ渡す（第10条）。四回続けてパスすると完全終局。"},
	"jihuozi.playing": {
		"Play on. A pass proposes to suspend or to terminate and the opponent's pass accepts; two passes with no declaration suspend. A virtual move (虚着) lifts the retake ban, and no position may appear a fourth time.",
		"继续对局。停着即提议休止或终止，对方停着即同意；未声明的两次停着视为休止。虚着可解除提回之禁，任何局面不得第四次出现。",
		"対局を続ける。パスは休止または終止の提案で、相手のパスが同意となる。宣言のない二回のパスは休止。虚着で取り返しの禁止が解け、同じ局面は四回目には現れてはならない。"},
	"jihuozi.halted": {
		"Agree on the dead stones, the basic eye points and the seki points. If the players disagree, the suspension is annulled: the player to move at the suspension plays a virtual move, then the opponent, and play resumes (Art. 21.4); the referee may play the two virtual moves for them.",
		"确认死子、基本眼位与双活点。如有分歧，休止作废：按原顺序双方各下一手虚着后继续对局（第21条第4款），裁判可代下这两手虚着。",
		"死に石、基本の眼の点、セキの点を合意する。合意できなければ休止は取り消され、元の順序で双方が虚着を一手ずつ打ってから対局を再開する（第21条第4項）。二つの虚着は審判が代わりに打ってもよい。"},
	"chen.playing": {
		"Play on. Two passes in a row end play (Art. 4.1); a move may not show the opponent a position he has faced before.",
		"继续对局。连续两次停着即着手结束（第4.1条）；着手不得使对方面临曾面临过的局面。",
		"対局を続ける。二回続けてパスすると着手終了（第4.1条）。相手が以前に直面した局面を再び相手に示す手は打てない。"},
	"chen.halted": {
		"Remove the stones both players recognize as dead; a disagreement is settled by playing on (提证死活).",
		"双方确认的死子提去；如有分歧，继续着手以提证死活。",
		"双方が死に石と認める石を取り除く。意見が分かれれば打ち続けて決める（提证死活）。"},
	"aga.playing": {
		"Play on. Each pass hands one stone to the opponent; two passes in a row stop play, and White must pass last.",
		"继续对局。每次停着交给对方一子；双方接连停着即对局停止，白方须最后停着。",
		"対局を続ける。パスのたびに相手へ石を一つ渡す。双方が続けてパスすると対局停止、最後にパスするのは白。"},
	"aga.halted": {
		"Agree on the dead stones. If the players disagree, play resumes in normal alternation and the dispute is settled on the board; under area counting the extra moves cost nothing.",
		"确认死子。如有分歧，按正常次序继续对局，在棋盘上解决；数子法下多下的棋不受损失。",
		"死に石を合意する。合意できなければ通常の手番で対局を再開して盤上で決める。地と石を数える方式なので、余分な手に損はない。"},
	"playout.playing": {
		"Play on. Two passes in a row stop play for the dead-stone agreement.",
		"继续对局。双方接连停着后，对局停止，确认死子。",
		"対局を続ける。双方が続けてパスすると対局が止まり、死に石を合意する。"},
	"playout.halted": {
		"Agree on the dead stones. If the players disagree, play resumes in normal alternation and the dispute is settled on the board.",
		"确认死子。如有分歧，按正常次序继续对局，在棋盘上解决。",
		"死に石を合意する。合意できなければ通常の手番で対局を再開し、盤上で決める。"},
	"none.playing": {
		"Play on. Two passes end the game and every stone on the board counts: capture dead stones before passing.",
		"继续对局。双方停着即终局，盘上所有棋子都计算：停着前须提净死子。",
		"対局を続ける。二回のパスで終局し、盤上の石はすべて数える。パスの前に死に石を取り上げること。"},
	"none.halted": {
		"The game is over: every stone on the board counts, with the points it alone surrounds.",
		"终局：盘上所有棋子及其独自围住的点都计算。",
		"終局：盤上のすべての石と、それだけが囲む点を数える。"},
	"count.stones": {
		"The game is over: count Black's stones and surrounded points (数子) against half the board plus komi, in 子.",
		"终局：数黑方的子与所围之点（数子），与盘面半数加贴子比较，以子计。",
		"終局：黒の石と囲んだ点を数え（数子）、盤の半分とコミと比べる。単位は子。"},
	"count.area": {
		"The game is over: count each side's stones and the points they surround; White adds the komi.",
		"终局：计算双方的子与所围之点，白方加贴目。",
		"終局：双方の石と囲んだ点を数え、白にコミを加える。"},
	"count.territory": {
		"The game is over: count territory plus prisoners and dead stones; points in seki are not territory (Art. 8).",
		"终局：计算地加上提子与死子；双活中的目不算地（第8条）。",
		"終局：地にアゲハマと死に石を加えて数える。セキの中の目は地ではない（第8条）。"},
	"count.ing": {
		"The game is over: fill counting. Each side fills its own area with its {N} stones; winning empties and losing stones give the margin, and 收子 proves {N} each in the measuring bowls.",
		"着手终了：填满计点。双方各以{N}子填满己方域点，以胜空、负子计点数，收子入量斗证明各{N}子。",
		"着手終了：填満計点。双方が自分の域を{N}個の石で埋め、勝空と負子で差を読み、量斗への収子で{N}個ずつを確かめる。"},
	"count.ikeda": {
		"The game is over: count by Ikeda's method, pass stones included.",
		"终局：按池田方式计算，停着交出的子计入。",
		"終局：池田方式で数える。パスで渡した石も含める。"},
	"count.jihuozi": {
		"The game is over: make the board and count the living stones (计活子).",
		"终局：做棋后计算活子（计活子）。",
		"終局：盤を整えて活きている石を数える（计活子）。"},
	"over": {
		"The game is over by {R}: there is nothing to count.",
		"对局因{R}结束，无须计点。",
		"{R}により終局、計算の必要はない。"},
}
