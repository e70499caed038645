package rules

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"goref/board"
	"goref/words"
)

// Explain says in one plain sentence what the action means for the game, in lang ("en",
// "zh-Hans"/"zh_Hans", "zh-Hant"/"zh_Hant", "ja" or "ko"; other languages get English). The
// panel's log and the SGF comments show it.
func (a Action) Explain(lang string) string {
	l := words.Normalize(lang)
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
	case ActTimeAdjust:
		if a.Player == board.Empty {
			key += ".both" // one correction of both clocks, each by the same amount
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
		if g != "" && words.Has("explain/"+key+"."+g) && a.Point != nil {
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
	if !words.Has("explain/" + key) {
		return string(a.Kind)
	}
	text := sentence(l, "explain/"+key)
	n, d := fmt.Sprint(a.Points), fmt.Sprint(-a.Clock/60)
	if a.Kind == ActLate { // the late time and what it costs, to the second
		late := a.Late
		if late == 0 {
			late = time.Duration(a.Points) * time.Minute
		}
		n, d = minutesWords(late, l), minutesWords(time.Duration(-a.Clock)*time.Second, l)
	}
	r := strings.NewReplacer(
		"{P}", playerName(a.Player, l), "{O}", playerName(a.Player.Opponent(), l),
		"{N}", n, "{S}", fmt.Sprintf("%+d", a.Points),
		"{D}", d, "{V}", a.pointName(), "{T}", a.Note, "{R}", ev,
	)
	return words.Counted(r.Replace(text))
}

// SaysOutcome tells whether Explain's sentence names how the game ended ("Black resigns; White
// wins.", "Both players lose the game."): the result said after it would say it again.
func (a Action) SaysOutcome() bool {
	ev := ""
	if a.Event != nil {
		ev = a.Event.Verdict
	}
	switch a.Kind {
	case ActResign, ActForfeit, ActLoss, ActBothLose, ActDraw, ActNoResult, ActReplay, ActTimeLoss:
		return true
	case ActWarning:
		return ev == VerdictSecondWarning
	case ActLate:
		return a.Event != nil && a.Event.Kind == EventGameEnd
	case ActCycleRuling:
		switch a.ruling() {
		case "draw", "no-result", "replay":
			return true
		}
	}
	return false
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
func minutesWords(d time.Duration, l words.Tag) string {
	m := int(d / time.Minute)
	ms := int64(d % time.Minute / time.Millisecond)
	sec := strconv.FormatFloat(float64(ms)/1000, 'f', -1, 64)
	if ms == 0 {
		return words.Counted(fmt.Sprintf(sentence(l, "minutes/whole"), m))
	}
	return words.Counted(fmt.Sprintf(sentence(l, "minutes/part"), m, sec))
}

func playerName(c board.Color, l words.Tag) string { return PlayerName(c, string(l)) }

// PlayerName names the player c (Black, White, or both players for Empty) in the language
// lang names, as the referee's and the table's sentences say it.
func PlayerName(c board.Color, lang string) string { return words.Text(lang, "player/"+c.String()) }
