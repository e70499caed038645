package ui

import (
	"fmt"
	"strings"

	"goref/app/i18n"
	"goref/board"
	"goref/rules/casebook"
)

// moveColour is a move's colour as the casebook's cells write it: the catalogue's letter, B and
// W in English, 黒 and 白 in Japanese, 흑 and 백 in Korean, 黑 and 白 in Chinese.
func moveColour(c board.Color) string { return L(c.String()) }

// moveName is a move of a case as the casebook's cells write it: its point, or a pass, a
// 计活子 virtual move or a J89 confirmation in the UI language.
func moveName(m casebook.Move, h int) string {
	switch n := casebook.MoveName(m, h); n {
	case "pass":
		return L("casebook/pass")
	case "virtual":
		return L("casebook/virtual")
	case "confirm":
		return L("casebook/confirm")
	default:
		return n
	}
}

// playerWord names a player of the casebook notation ("B", "W").
func playerWord(p string) string { return i18n.Color(p == "B") }

// verdictWord is one token of the casebook notation as a phrase in the UI language: an
// illegal move's reason, an event, or a confirmation's start; an unknown token is shown as is.
func verdictWord(tok string) string {
	short := map[string]string{
		"ok":                           "legal",
		"superko":                      "superko ban",
		"ko":                           "ko ban",
		"suicide":                      "suicide",
		"occupied":                     "point occupied",
		"hot-stone":                    "hot stone (热子)",
		"must-not-pass":                "pass not allowed",
		"disturber-banned":             "disturber banned (越环禁搅)",
		"confirmation-ko":              "ko retake needs a pass first",
		"dame-open":                    "pass refused: a dame is open",
		"no-confirmation":              "no confirmation in this rule set",
		"halt:passes":                  "play stops",
		"end:passes":                   "game ends",
		"cycle:no-result-by-agreement": "cycle: no result by agreement",
		"cycle:referee-draw-or-replay": "cycle: the referee rules a draw or a replay",
		"cycle:contest":                "cycle: contest (争)",
		"end:repetition:draw":          "repetition: draw",
		"end:repetition:no-result":     "repetition: no result",
		"end:repetition:replay":        "repetition: replay",
	}
	if k, ok := short[tok]; ok {
		return L(k)
	}
	switch parts := strings.Split(tok, ":"); {
	case len(parts) == 3 && parts[0] == "cycle" && parts[1] == "disturb":
		return LD("cycle: disturbance (搅) by {{.Player}}", map[string]any{"Player": playerWord(parts[2])})
	case len(parts) == 3 && parts[0] == "end" && parts[1] == "repetition":
		return LD("repetition: {{.Player}} wins", map[string]any{"Player": playerWord(parts[2])})
	case len(parts) == 2 && parts[0] == "confirm":
		return LD("confirmation, {{.Player}} attacks", map[string]any{"Player": playerWord(parts[1])})
	}
	return tok
}

// eventWords is what matters of a move's outcome in the UI language: the events of a legal
// move ("ok cycle:contest" → "cycle: contest (争)"), or the reason it was refused.
func eventWords(o string) string {
	toks := strings.Fields(o)
	if len(toks) > 1 && toks[0] == "ok" {
		toks = toks[1:]
	}
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = verdictWord(t)
	}
	return listOf(words)
}

// notableText is the table's verdict cell: the moves that matter, as "6 B C5: superko ban",
// then each confirmation's outcome.
func notableText(c *casebook.Case, row *casebook.Row) string {
	var out []string
	moves := c.Runs[row.Run].Moves
	for i, o := range row.Moves {
		if o == "ok" || o == "skipped" || i >= len(moves) {
			continue
		}
		m := moves[i]
		word := eventWords(o)
		if m.Confirm {
			out = append(out, fmt.Sprintf("%d: %s", i+1, word))
			continue
		}
		out = append(out, fmt.Sprintf("%d %s %s: %s", i+1, moveColour(m.Color), moveName(m, c.Height), word))
	}
	for _, r := range row.Confirm {
		out = append(out, LD("confirmed: {{.Status}}", map[string]any{"Status": L(r)}))
	}
	return strings.Join(out, "; ")
}
