package count

import (
	"fmt"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/rules/result"
	"goref/words"
)

// Lines is the breakdown as a referee reads it aloud, one line each, in English; h is the
// board height (for vertex names).
func (bd *Breakdown) Lines(h int) []string { return bd.LinesIn(h, "") }

// LinesIn is Lines in the language lang names: every phrase is the catalogue's sentence keyed
// by its English (a format whose verbs it keeps in their order: "Black: %d stones + …"); the
// words of the rule texts (子, 胜空, 收子 …) stay as they are, and the rule set is named by its
// one name on every screen, rules.Ruleset.NameIn (日本囲碁規約 (1989)). An empty lang keeps
// the English formats as written, the rule set named by its preset word, as `goref score`
// prints it.
func (bd *Breakdown) LinesIn(h int, lang string) []string {
	r := bd.Result
	return append(bd.BodyIn(h, lang), fmt.Sprintf("result: %s / %s / %s (RE %s)", r.Text("zh"), r.Text("ja"), r.Text("en"), r.SGF()))
}

// BodyIn is LinesIn without its last line, the result in three languages: for a screen or a
// slip that says the result its own way, first.
func (bd *Breakdown) BodyIn(h int, lang string) []string {
	tr := translator(lang)
	name := bd.Rules
	if lang != "" && bd.ruleset != nil {
		name = bd.ruleset.NameIn(lang)
	}
	var out []string
	add := func(format string, a ...any) { out = append(out, words.Counted(fmt.Sprintf(tr(format), a...))) }
	add("rules: %s, komi %v%s", name, bd.komiText(lang), handicapNote(bd, tr))
	add("dead stones: %s", listOr(bd.DeadStones, h, tr("none")))
	add("seki stones: %s", listOr(bd.SekiStones, h, tr("none")))
	b, w := &bd.Black, &bd.White
	switch {
	case bd.Fill != nil || bd.Result.Unit == result.Point && bd.Living == nil:
		add("Black: %d {stone|stones} + %d empty {point|points} = %d", b.Stones, b.Territory+b.SekiEyes, b.area())
		add("White: %d {stone|stones} + %d empty {point|points} = %d", w.Stones, w.Territory+w.SekiEyes, w.area())
		add("shared (dame / 公空): %d", bd.Shared)
		if f := bd.Fill; f != nil {
			add("fill: bowls hold %d black and %d white stones (%d a side, dead stones and prisoners returned)", f.BlackBowl, f.WhiteBowl, f.PerSide)
			add("fill: %d 还子 and %d 罚子 placed, %d 胜空 left, %d 负子 put into them, %d 胜空 and %d 公空 remain",
				f.KomiStones, f.PenaltyStones, f.WinningEmpties, f.LosingStones, f.Remaining, f.SharedEmpty)
			add("fill: reading %d×1 + %d×2 = %d {point|points} for %s", f.Remaining, f.LosingStones, f.Margin, tr(nameOr(f.Winner)))
			add("收子: %d black, %d white — %s", f.BlackOnBoard, f.WhiteOnBoard, proof(f, tr))
		}
		if tf := bd.TerritoryForm; tf != nil {
			for _, s := range []struct {
				n string
				s *TerritorySide
			}{{"Black", &tf.Black}, {"White", &tf.White}} {
				add("territory form, %s: %d territory + %d {prisoner|prisoners} + %d dead + %d pass {stone|stones} = %v",
					tr(s.n), s.s.Territory, s.s.Prisoners, s.s.Dead, s.s.PassStones, s.s.Score)
			}
			add("territory form: %s after komi; turns %d : %d", leadText(lang, tr, "点", tf.Net), tf.Turns.Black, tf.Turns.White)
		}
	case bd.Living != nil:
		l := bd.Living
		add("Black: %d {stone|stones} + %d lu = %d living (%d {group|groups}, %d basic {eye|eyes})", b.Stones, l.Lu.Black, l.Live.Black, l.Blocks.Black, l.Eyes.Black)
		add("White: %d {stone|stones} + %d lu = %d living (%d {group|groups}, %d basic {eye|eyes})", w.Stones, l.Lu.White, l.Live.White, l.Blocks.White, l.Eyes.White)
		for _, m := range l.Methods {
			add("  %s: %v : %v (%s)", m.Name, m.Black, m.White, m.DetailIn(lang))
		}
	case bd.Result.Unit == result.Stone:
		add("Black: %d {stone|stones} + %d empty {point|points} + ½ × %d shared = %s", b.Stones, b.Territory+b.SekiEyes, bd.Shared, rules.UnitText(lang, "子", b.Score))
		add("half the board %s + komi %s%s: %s", result.Fraction(float64(bd.boardPoints())/2), bd.komiText(lang), bonusNote(bd, tr), leadText(lang, tr, "子", bd.Net))
	case bd.counting == rules.CountIkeda1 || bd.counting == rules.CountIkeda2:
		add("%s", ikedaLine(tr, "Black", b, w, bd.counting == rules.CountIkeda1))
		add("%s", ikedaLine(tr, "White", w, b, bd.counting == rules.CountIkeda1))
		add("dame: %d", bd.Shared)
	default:
		for _, s := range []struct {
			n string
			s *Side
		}{{"Black", b}, {"White", w}} {
			line := fmt.Sprintf(tr("%s: %d territory + %d {prisoner|prisoners} + %d dead"), tr(s.n), s.s.Territory, s.s.Prisoners, s.s.Dead)
			if s.s.SekiEyes > 0 {
				line += fmt.Sprintf(tr(" (%d {point|points} in seki not counted)"), s.s.SekiEyes)
			}
			add("%s → %v", line, s.s.Score)
		}
		add("dame: %d", bd.Shared)
	}
	if p := bd.PenaltyPoints; p != (Pair{}) {
		add("penalty points: Black %d, White %d (taken off each side's lead above)", p.Black, p.White)
	}
	for _, wn := range bd.warningLines(lang) {
		add("warning: %s", wn)
	}
	return out
}

func (bd *Breakdown) boardPoints() int {
	n := bd.Black.area() + bd.White.area() + bd.Shared
	return n
}

// translator is the catalogue's sentence in lang for an English phrase; with "" the phrase as
// written.
func translator(lang string) func(string) string {
	if lang == "" {
		return func(s string) string { return s }
	}
	return func(s string) string { return words.Text(lang, s) }
}

func handicapNote(bd *Breakdown, tr func(string) string) string {
	if bd.Handicap < 2 {
		return ""
	}
	return fmt.Sprintf(tr(", handicap %d"), bd.Handicap)
}

func bonusNote(bd *Breakdown, tr func(string) string) string {
	if bd.HandicapBonus == 0 {
		return ""
	}
	return fmt.Sprintf(tr(" + handicap %v"), result.Fraction(bd.HandicapBonus))
}

// komiText is the komi as every screen and slip writes it (rules.Ruleset.KomiText: 3¾ 子,
// 6½ 目), so that the count's komi reads as the slip's fields and the table's column do.
func (bd *Breakdown) komiText(lang string) string {
	if bd.ruleset == nil || lang == "" { // goref score: the number as the record writes it
		return fmtHalf(bd.Komi)
	}
	return bd.ruleset.KomiText(lang, bd.Komi)
}

// leadText is Black's lead net said from the side that leads, with a positive amount of the
// unit mark ("White leads by 3¼ 子"): a count never reads a negative lead aloud.
func leadText(lang string, tr func(string) string, mark string, net float64) string {
	switch {
	case net > 0:
		return fmt.Sprintf(tr("%s leads by %s"), tr("Black"), rules.UnitText(lang, mark, net))
	case net < 0:
		return fmt.Sprintf(tr("%s leads by %s"), tr("White"), rules.UnitText(lang, mark, -net))
	}
	return tr("neither side leads")
}

func listOr(vs []board.Vertex, h int, none string) string {
	if len(vs) == 0 {
		return none
	}
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = v.GTP(h)
	}
	return strings.Join(s, ",")
}

func nameOr(c board.Color) string {
	if c == board.Empty {
		return "nobody (tie)"
	}
	return name(c)
}

func proof(f *Fill, tr func(string) string) string {
	if f.Proven() {
		return fmt.Sprintf(tr("%d + %d proven"), f.PerSide, f.PerSide)
	}
	return tr("NOT the stones each side holds")
}
