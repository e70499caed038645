package rules

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"goref/board"
)

// Explain says in one plain sentence what the action means for the game, in lang ("en",
// "zh-Hans"/"zh_Hans", "zh-Hant"/"zh_Hant", "ja" or "ko"; other languages get English). The
// panel's log and the SGF comments show it.
func (a Action) Explain(lang string) string {
	l := explainLang(lang)
	key := string(a.Kind)
	ev := ""
	if a.Event != nil {
		ev = a.Event.Verdict
	}
	switch a.Kind {
	case ActWarning:
		if ev == VerdictSecondWarning || ev == "loss-proposed" { // (records of goref before the loss was automatic)
			key += "2"
		}
	case ActLate:
		if a.Player == board.Empty && (a.Event == nil || a.Event.Kind != EventGameEnd) {
			key += ".both" // both absent, within the allowance
		}
		if a.Event != nil && a.Event.Kind == EventGameEnd {
			key += ".out"
			switch {
			case a.Player == board.Empty:
				key += ".both" // both absent beyond the allowance: one decision
			case ev == string(ActBothLose):
				key += ".too"
			}
		}
	case ActTimeLoss:
		loss := ev // the clock's loss kind; a log written before it had its place: the note
		if loss == "" {
			loss = a.Note
		}
		switch loss {
		case "ing-overtime", "ing-byoyomi":
			key += "." + loss
		}
	case ActUndo:
		switch { // else a log written before: the note names the move
		case ev == "pass":
			key += ".pass"
		case ev == "move" && a.Point != nil:
			key += ".at"
		}
		if key != string(ActUndo) && strings.TrimSpace(a.Note) != "" {
			key += ".why"
		}
	case ActConfirmation:
		if ev == "dead" || ev == "alive" { // else a log written before: the note says it
			key += "." + ev
		}
	case ActClockPause, ActClockResume, ActRevoke:
		if strings.TrimSpace(a.Note) == "" {
			key += ".bare"
		}
	case ActVoidMove:
		// the table's own ruling on an illegal move names its ground
		g := string(a.Ground)
		if g == "" {
			g = ev // read back from a GR value
		}
		if _, ok := explainText[key+"."+g]; ok && g != "" && a.Point != nil {
			key += "." + g
		}
	case ActSealed:
		if ev == string(ActForcedPass) {
			key += ".pass"
		}
	case ActCycleRuling:
		if r := a.ruling(); r != "" {
			key += "." + r
		}
	}
	tpl, ok := explainText[key]
	if !ok {
		return string(a.Kind)
	}
	text := localized("explain", key, tpl, l)
	n, d := fmt.Sprint(a.Points), fmt.Sprint(-a.Clock/60)
	if a.Kind == ActLate { // the late time and what it costs, to the second
		late := a.Late
		if late == 0 {
			late = time.Duration(a.Points) * time.Minute
		}
		n, d = minutesWords(late, l), minutesWords(time.Duration(-a.Clock)*time.Second, l)
	}
	r := strings.NewReplacer(
		"{P}", playerName(a.Player, l), "{O}", playerName(opponentOf(a.Player), l),
		"{N}", n, "{S}", fmt.Sprintf("%+d", a.Points),
		"{D}", d, "{V}", a.pointName(), "{T}", a.Note, "{R}", ev,
	)
	return r.Replace(text)
}

func opponentOf(c board.Color) board.Color {
	if c == board.Black || c == board.White {
		return c.Opponent()
	}
	return board.Empty
}

func (a Action) pointName() string {
	if a.Point == nil {
		return "?"
	}
	if a.height > 0 {
		return a.Point.GTP(a.height)
	}
	return a.Point.SGF()
}

// minutesWords says d in minutes, and the seconds beyond them when there are any (a 10.01-minute
// lateness is 10 minutes 0.6 seconds, not 10 minutes), in language l.
func minutesWords(d time.Duration, l int) string {
	m := int(d / time.Minute)
	ms := int64(d % time.Minute / time.Millisecond)
	sec := strconv.FormatFloat(float64(ms)/1000, 'f', -1, 64)
	whole := [...]string{langEn: "%d minutes", langZhHans: "%d分钟", langJa: "%d分", langKo: "%d분", langZhHant: "%d分鐘"}
	part := [...]string{langEn: "%d minutes %s seconds", langZhHans: "%d分%s秒", langJa: "%d分%s秒", langKo: "%d분 %s초", langZhHant: "%d分%s秒"}
	if ms == 0 {
		return fmt.Sprintf(whole[l], m)
	}
	return fmt.Sprintf(part[l], m, sec)
}

func playerName(c board.Color, l int) string {
	names := [3][3]string{
		{"both players", "Black", "White"},
		{"双方", "黑方", "白方"},
		{"双方", "黒", "白"},
	}
	return localized("player", c.String(), [3]string{names[0][c], names[1][c], names[2][c]}, l)
}

// explainText holds the sentences: en, zh-Hans, ja (ko and zh-Hant: lang_*.go). {P} is the player concerned, {O} the
// opponent, {N} the points or minutes, {S} signed seconds, {D} minutes deducted, {V} a point,
// {T} the note, {R} the consequence's verdict (a result taken back: its RE).
var explainText = map[string][3]string{
	"time-loss":              {"{P}'s time has run out: {P} loses on time.", "{P}超时判负。", "{P}の時間切れ負け。"},
	"time-loss.ing-overtime": {"{P} has used all three penalty extensions: {P} loses on time (逾时败).", "{P}罚点延时已满三次，判逾时败。", "{P}は罰点延長を三回使い切り、逾时败。"},
	"time-loss.ing-byoyomi":  {"{P} has used every byo-yomi period: {P} loses on time (越时败).", "{P}秒限次数用完，判越时败。", "{P}は秒読みの回数を使い切り、越时败。"},
	"resign":                 {"{P} resigns; {O} wins.", "{P}认输，{O}中盘胜。", "{P}の投了、{O}の中押し勝ち。"},
	"accept":                 {"{P} accepts the dead stones and the count.", "{P}同意死活与计点。", "{P}が死活と計算に同意。"},
	"dispute":                {"{P} disputes the dead stones.", "{P}对死活有异议。", "{P}が死活に異議。"},
	"resume":                 {"Play resumes; {P} to move.", "对局继续，{P}行棋。", "対局再開、{P}の番。"},
	"confirmation":           {"Confirmation by play: {T}.", "确认对局：{T}。", "確認のための対局：{T}。"},
	"confirmation.dead":      {"Confirmation by play: the group at {V} is dead.", "确认对局：{V}一块为死棋。", "確認のための対局：{V}の石は死に。"},
	"confirmation.alive":     {"Confirmation by play: the group at {V} lives.", "确认对局：{V}一块为活棋。", "確認のための対局：{V}の石は活き。"},
	"undo":                   {"The referee takes back {P}'s move {T}.", "裁判撤回{P}的着手{T}。", "審判が{P}の着手{T}を取り消す。"},
	"undo.at":                {"The referee takes back {P}'s move at {V}.", "裁判撤回{P}于{V}的着手。", "審判が{P}の{V}の着手を取り消す。"},
	"undo.at.why":            {"The referee takes back {P}'s move at {V}: {T}.", "裁判撤回{P}于{V}的着手：{T}。", "審判が{P}の{V}の着手を取り消す：{T}。"},
	"undo.pass":              {"The referee takes back {P}'s pass.", "裁判撤回{P}的停着。", "審判が{P}のパスを取り消す。"},
	"undo.pass.why":          {"The referee takes back {P}'s pass: {T}.", "裁判撤回{P}的停着：{T}。", "審判が{P}のパスを取り消す：{T}。"},
	"seal":                   {"The game is sealed; {P} is to move.", "封棋，{P}行棋。", "封じ手、{P}の番。"},
	"count":                  {"The referee counts the position with the dead stones as marked.", "裁判按盘上所标死子计算胜负。", "審判が盤上の死石の印どおりに計算する。"},
	"clock-pause":            {"The referee stops the clock: {T}.", "裁判暂停计时：{T}。", "審判が時計を止める：{T}。"},
	"clock-pause.bare":       {"The referee stops the clock.", "裁判暂停计时。", "審判が時計を止める。"},
	"clock-resume":           {"The referee restarts the clock: {T}.", "裁判恢复计时：{T}。", "審判が時計を再開する：{T}。"},
	"clock-resume.bare":      {"The referee restarts the clock.", "裁判恢复计时。", "審判が時計を再開する。"},
	"revoke":                 {"The referee takes back the result {R}: {T}. Play stands where it stood before; the clock is paused.", "裁判撤销结果{R}：{T}。对局回到此前的局面，计时暂停。", "審判が結果{R}を取り消す：{T}。対局はその前の局面に戻り、時計は止めてある。"},
	"revoke.bare":            {"The referee takes back the result {R}. Play stands where it stood before; the clock is paused.", "裁判撤销结果{R}。对局回到此前的局面，计时暂停。", "審判が結果{R}を取り消す。対局はその前の局面に戻り、時計は止めてある。"},
	"slip-signed":            {"The result slip is signed: the result is final.", "记录单已签字，结果确定。", "記録用紙に署名、結果確定。"},
	"warning":                {"{P} is warned.", "{P}被警告一次。", "{P}に警告。"},
	"warning2": {"Second warning to {P}: two warnings lose the game, {O} wins.",
		"{P}第二次被警告：一局棋里满二次者，判该局为负，{O}胜。", "{P}に二度目の警告：一局で二度の警告により{P}の負け、{O}の勝ち。"},
	"void-move": {"{P}'s move is void and counts as one pass; {O} moves.",
		"{P}该着无效，判弃权一次，由{O}行棋。", "{P}の着手は無効で一回のパスとなり、{O}の番となる。"},
	"void-move.ko": {"{P}'s immediate retake of the ko at {V} is void and counts as one pass (Art. 20.1); {O} moves.",
		"{P}{V}立即提回劫，判着手无效，弃权一次（第二十条第一款），由{O}行棋。",
		"劫の即時の取り返し：{P}の{V}は無効で一回のパスとなり（第20条1項）、{O}の番となる。"},
	"void-move.suicide": {"{P}'s stone at {V} is on a forbidden point: void, and it counts as one pass (Art. 19); {O} moves.",
		"{P}棋子下在禁着点{V}上，判着手无效，弃权一次（第十九条），由{O}行棋。",
		"{P}の{V}は着手禁止点：無効で一回のパスとなり（第19条）、{O}の番となる。"},
	"void-move.superko": {"{P}'s move at {V} repeats a position the opponent has faced: void, and it counts as one pass; {O} moves.",
		"{P}{V}着手使对方面临曾面临过的局面，判着手无效，弃权一次，由{O}行棋。",
		"{P}の{V}は相手が既に直面した局面を再現する：無効で一回のパスとなり、{O}の番となる。"},
	"forced-pass": {"{P} passes once by the referee's ruling; {O} moves.",
		"{P}判弃权一次，由{O}行棋。", "審判の裁定により{P}は一回パスとなり、{O}の番となる。"},
	"loss":      {"{P} loses the game by the referee's ruling.", "裁判判{P}负。", "審判の裁定により{P}の負け。"},
	"both-lose": {"Both players lose the game.", "判双方负。", "双方負けとする。"},
	"draw":      {"The game is a draw.", "判和棋。", "持碁とする。"},
	"replay":    {"The game is to be replayed.", "判重下。", "打ち直しとする。"},
	"no-result": {"The game has no result.", "判无胜负。", "無勝負とする。"},
	"forfeit":   {"{P} forfeits and {O} wins.", "{P}弃权判负，{O}胜。", "{P}の棄権により{O}の勝ち。"},
	"time-penalty": {"{P} takes a time penalty of {N} points, deducted from {P}'s count.",
		"{P}罚点{N}点，计点时扣除。", "{P}に時間の罰点{N}点、計算で差し引く。"},
	"penalty-points": {"{N} penalty points against {P}, deducted from {P}'s count.",
		"{P}被罚{N}点，计点时扣除。", "{P}に罰点{N}点、計算で差し引く。"},
	"time-adjust": {"The referee adjusts {P}'s clock by {S} seconds.",
		"裁判将{P}的用时调整{S}秒。", "審判が{P}の時計を{S}秒調整する。"},
	"late-arrival": {"{P} arrived {N} late: {D} come off {P}'s time.",
		"{P}迟到{N}，从时限中扣除{D}。", "{P}は{N}遅刻、持ち時間から{D}を差し引く。"},
	"late-arrival.out": {"{P} arrived {N} late, beyond the allowance: {P} forfeits.",
		"{P}迟到{N}，超过规定时间，判其弃权作负。", "{P}は{N}遅刻で規定時間を超えたため棄権負け。"},
	"late-arrival.out.too": {"{P} too arrived {N} late, beyond the allowance: both players forfeit and both lose.",
		"{P}也迟到{N}，双方迟到均超过规定时间，判双方弃权作负。", "{P}も{N}遅刻で規定時間を超えたため、双方とも棄権負け。"},
	"late-arrival.out.both": {"Both players arrived {N} late, beyond the allowance: both forfeit and both lose.",
		"双方均迟到{N}，超过规定时间，判双方弃权作负。", "双方とも{N}遅刻で規定時間を超えたため、双方とも棄権負け。"},
	"late-arrival.both": {"Both players arrived {N} late: {D} come off each one's time.",
		"双方均迟到{N}，各从时限中扣除{D}。", "双方とも{N}遅刻、各自の持ち時間から{D}を差し引く。"},
	"sealed-move": {"{P}'s sealed move at {V} is opened and played.",
		"开封：{P}的封棋着于{V}。", "{P}の封じ手{V}を開封して打つ。"},
	"sealed-move.pass": {"{P}'s sealed point {V} is already occupied: {P} passes once and {O} moves.",
		"{P}的封棋点{V}已有棋子，判弃权一次，由{O}行棋。", "{P}の封じ手{V}には既に石があるため一回パスとなり、{O}の番となる。"},
	"oversight": {"{P} passed with the last dame open (漏着): {O} takes it, and {P} loses the 2 points of the move not made, with no further penalty.",
		"{P}漏着：由{O}占最后单官，{P}少着一实手损失二点，不另加罚。",
		"{P}のダメの打ち忘れ（漏着）：{O}が最後のダメを打ち、{P}は打たなかった一手分の2点を失うが、それ以上の罰はない。"},
	"cycle-ruling.draw":      {"Ruling on the repetition: the game is a draw.", "循环裁定：判和棋。", "同形反復の裁定：持碁とする。"},
	"cycle-ruling.replay":    {"Ruling on the repetition: the game is to be replayed.", "循环裁定：判重下。", "同形反復の裁定：打ち直しとする。"},
	"cycle-ruling.no-result": {"Ruling on the repetition: both players agree to no result.", "循环裁定：双方同意，判无胜负。", "同形反復の裁定：双方の合意により無勝負とする。"},
	"cycle-ruling.continue":  {"Ruling on the repetition: play continues.", "循环裁定：对局继续。", "同形反復の裁定：対局を続行する。"},
	"cycle-ruling.disturb": {"Ruling on the repetition: {P} is the disturbing side (搅方) and may not continue the cycle; {O} may.",
		"循环裁定：{P}为搅方，不得继续循环（越环禁搅），{O}可以继续。",
		"同形反復の裁定：{P}を搅方とし、{P}は循環を続けられない（越环禁搅）。{O}は続けてよい。"},
	"cycle-ruling.contest": {"Ruling on the repetition: it is a contest (争); neither side may recreate its positions.",
		"循环裁定：判为争，双方均不得重现循环中的局面。",
		"同形反復の裁定：争とし、双方とも循環の局面を再現できない。"},
}
