package ui

import (
	"errors"
	"strings"
	"unicode/utf8"

	"goref/app/i18n"
	"goref/rules"
	"goref/rules/table"
	"goref/words"
)

// show tells what a table event brought: every event in the status line (in the UI's
// language), the clock's calls, penalties and a fallen flag to the voice; a halt (where the
// table has marked the estimator's dead stones), a repetition waiting for the referee's ruling
// or a refused Ing pass opens the referee panel. err is the event's refusal, if any.
func (u *UI) show(upd table.Update, err error) {
	u.observe(upd)
	if words := u.react(upd, err); words != "" {
		u.setStatus(words)
	}
}

// react does what show does and returns the words instead of showing them.
func (u *UI) react(upd table.Update, err error) string {
	var words []string
	outcomeSaid := false
	for _, ev := range upd.Events {
		if ev.Clock != nil && u.speaker != nil {
			_ = u.speaker.Announce(*ev.Clock)
		}
		switch ev.Kind {
		case table.KindAnnounce:
			continue // the voice says it; the faces show the time
		case table.KindIllegal, table.KindRefused:
			continue // said once, from err
		case table.KindEnd:
			if outcomeSaid {
				continue // "Black resigns; White wins.", not again "White wins by resignation."
			}
		}
		outcomeSaid = outcomeSaid || ev.SaysOutcome()
		if w := tableWords(ev); w != "" {
			words = append(words, w)
		}
	}
	if upd.EstimatorErr != nil {
		words = append(words, upd.EstimatorErr.Error())
	}
	if err != nil {
		words = append(words, errorText(u.sess, err))
	}
	words = sentences(words)
	t := u.sess.Table()
	halted := false
	for _, ev := range upd.Events {
		halted = halted || ev.Kind == table.KindHalt
	}
	if !u.ref.open && (halted || t.PendingCycle() != nil || t.RefusedPass() != nil) {
		u.ref.OpenReferee()
	}
	return joinSentences(words)
}

// sayAlso adds words to what the status line says.
func sayAlso(u *UI, words string) {
	u.setStatus(joinSentences(nonEmpty(u.Status.Text, words)))
}

// joinSentences writes sentences one after the other (words.Sentences: a space after a full
// stop, none after a CJK one).
func joinSentences(parts []string) string { return words.Sentences(parts...) }

// sentences makes the status line's parts sentences: each ends as a sentence does in its
// script (a full stop, 。 after CJK), and one said twice in a row (a count and the end that
// follows it both name the result) is said once.
func sentences(parts []string) []string {
	var out []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if !finished(p) {
			p += fullStop(p)
		}
		if len(out) > 0 && strings.TrimRight(out[len(out)-1], ".。") == strings.TrimRight(p, ".。") {
			continue
		}
		out = append(out, p)
	}
	return out
}

// tableWords is what the table says about ev in the UI's language.
func tableWords(ev table.Event) string {
	return ev.Say(string(i18n.Tag()))
}

// refusal is the table's refusal in err, nil for another error.
func refusal(err error) *table.Refused {
	var r *table.Refused
	if errors.As(err, &r) {
		return r
	}
	return nil
}

// refusalWords says why the table refused an event, in the UI's language: the table's words
// (Refused.Explain; after the end they name the result the game ended with).
func refusalWords(r *table.Refused) string {
	if r.Kind == table.KindIllegal {
		return i18n.Reason(rules.Reason(r.Reason))
	}
	return r.Explain(uiLang())
}

// finished tells whether sentence p already ends as a sentence does: with a full stop,
// question or exclamation mark, or a closing corner bracket (a quotation said whole). A closing
// parenthesis closes the parenthesis, not the sentence ("Draw (jigo)" still takes its full
// stop), unless the sentence inside it was finished ("(Art. 9 applies.)").
func finished(p string) bool {
	last, _ := utf8.DecodeLastRuneInString(p)
	if closing(last) {
		inner, _ := utf8.DecodeLastRuneInString(strings.TrimRight(p[:len(p)-utf8.RuneLen(last)], " "))
		return strings.ContainsRune(".!?", inner) || ended(inner) && !closing(inner)
	}
	return strings.ContainsRune(".!?", last) || ended(last)
}

// fullStop is the full stop of p's script: 。 after Chinese and Japanese, "." after any other
// (Korean ends with a full stop). The script is that of the words before a closing
// parenthesis: "loss on time (逾时败)" is English, 「超时负（逾时败）」 Chinese.
func fullStop(p string) string {
	for {
		t := strings.TrimRight(p, " ")
		last, size := utf8.DecodeLastRuneInString(t)
		if !closing(last) {
			break
		}
		open := strings.LastIndexAny(t, "(\uff08")
		if open <= 0 || strings.TrimRight(t[:open], " ") == "" {
			p = t[:len(t)-size] // a sentence all in parentheses: its own words decide
			break
		}
		p = t[:open]
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(p, " "))
	if last >= 0x2E80 && last < 0xAC00 || last >= 0xFF00 && last <= 0xFFEF {
		return "。"
	}
	return "."
}

// closing tells whether r closes a parenthesis: ")" or a full-width one.
func closing(r rune) bool { return r == ')' || r == 0xFF09 }

// ended tells whether r ends a CJK sentence or quotation (words.EndsCJK).
func ended(r rune) bool { return words.EndsCJK(r) }
