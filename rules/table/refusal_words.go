package table

import (
	"strings"

	"goref/board"
	"goref/rules"
	"goref/words"
)

// Explain says why the table refused, in the language lang names (words.Normalize): the
// refusal's sentence from the catalogue (refused/<code>), with what its Reason names after the
// code filled in (the dame to fill, the uncertain stones, the player the rules give the move, the
// count's error), DameOpen's open dame and the result the game ended with; an illegal move's reason in the rules' words (rules.Reason.Explain). A reason
// without a sentence of its own (an error's text) is said as it is.
func (e *Refused) Explain(lang string) string {
	if e.Kind == KindIllegal {
		if words.Has("illegal/" + e.Reason) {
			return rules.Reason(e.Reason).Explain(lang)
		}
		return e.Reason
	}
	code, rest := e.code()
	key := "refused/" + code
	if e.Kind != KindRefused || !words.Has(key) {
		return e.Reason
	}
	if e.ended != nil {
		return strings.ReplaceAll(words.Text(lang, key+".result"), "{R}", e.ended.Text(lang))
	}
	player := rest
	if c, ok := board.ParseColor(rest); ok {
		player = rules.PlayerName(c, lang)
	}
	points := strings.ReplaceAll(rest, ",", ", ")
	if e.at != "" {
		points = e.at
	}
	return strings.NewReplacer("{V}", points, "{P}", player, "{T}", rest).
		Replace(words.Text(lang, key))
}

// code splits the Reason into its code and what follows it ("fill-the-dame C4,D5",
// "count-failed: …", "rules-give-move-to B").
func (e *Refused) code() (string, string) {
	i := strings.IndexAny(e.Reason, " :")
	if i < 0 {
		return e.Reason, ""
	}
	return e.Reason[:i], strings.TrimSpace(strings.TrimPrefix(e.Reason[i:], ":"))
}

// said is the refusal as `goref table` and the voice's text give it: the sentence and, after
// it, the code (table.md's reason), so a reader and a script each find theirs.
func (e *Refused) said(lang string) string {
	s := e.Explain(lang)
	if s == e.Reason {
		return s
	}
	code, _ := e.code()
	return strings.NewReplacer("{S}", s, "{C}", code).Replace(words.Text(lang, "refused/with-code"))
}
