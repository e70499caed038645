package slip

import (
	"fmt"
	"strings"

	"goref/board"
	"goref/rules/clock"
	"goref/words"
)

// Field is one line of the result slip for the tournament desk: a label and its value, in the
// slip's language (Input.Lang).
type Field struct{ Label, Value string }

// Fields are the result slip's lines, in order: the event, round, table, place and date, the
// players, the rule set with its komi or handicap, the result with its RE, the moves played,
// the penalty points and warnings, the time each side used. A line with nothing to say is left
// out. The printed slip and the app's slip window both draw this one list.
func Fields(in Input) []Field {
	t := in.Table
	if t == nil {
		return nil
	}
	lang := in.Lang
	if lang == "" {
		lang = "en"
	}
	say := func(key string, fill ...string) string {
		return strings.NewReplacer(fill...).Replace(words.Text(lang, key))
	}
	cfg := t.Config()
	info := cfg.Info
	_, dt := recordDate(in.Record)
	rs := cfg.Rules
	terms := say("Komi") + " " + rs.KomiText(lang, t.Komi())
	if cfg.Handicap >= 2 {
		terms = say("Handicap") + " " + fmt.Sprint(cfg.Handicap)
	}
	re := say("not decided")
	if o := t.Result(); o != nil {
		re = o.Result.Text(lang) + "   (RE " + o.RE() + ")"
	}
	g := t.Game()
	pen := t.Penalties()
	all := []Field{
		{say("Event"), info.Event},
		{say("Round"), info.Round},
		{say("Table"), info.Table},
		{say("Place"), info.Place},
		{say("Date"), dt},
		{say("Black"), player(cfg.Black, info.BlackRank, say("Black"))},
		{say("White"), player(cfg.White, info.WhiteRank, say("White"))},
		{say("Rules"), rs.NameIn(lang) + " · " + terms}, // the screens' separator: no Latin ";" in a CJK line
		{say("Result"), re},
		{say("Moves"), fmt.Sprint(g.NumMoves())},
		{say("Penalties"), say("Penalty points: Black {{.B}}, White {{.W}}; warnings: Black {{.WB}}, White {{.WW}}",
			"{{.B}}", fmt.Sprint(pen.Black), "{{.W}}", fmt.Sprint(pen.White),
			"{{.WB}}", fmt.Sprint(g.Log.Warnings(board.Black)), "{{.WW}}", fmt.Sprint(g.Log.Warnings(board.White)))},
	}
	if c := t.Clock(); c != nil {
		used := func(s clock.Side) string {
			if !t.TimeKnown(s.Color()) {
				return say("not recorded")
			}
			return hms(c.Reading(s).Used)
		}
		all = append(all, Field{say("Time used"), say("Black {{.B}}, White {{.W}}", "{{.B}}", used(clock.Black), "{{.W}}", used(clock.White))})
	}
	out := all[:0]
	for _, f := range all {
		if strings.TrimSpace(f.Value) != "" {
			out = append(out, f)
		}
	}
	return out
}
