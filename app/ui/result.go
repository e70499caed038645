package ui

import (
	"strings"

	"goref/app/i18n"
	"goref/rules"
	"goref/rules/result"
)

// resultText renders an RE value in the UI language with the terms of the rule text
// (黑中盘胜, 白胜¾子, 黑胜5点, 中押し勝ち …), through rules/result.
func resultText(re string, rs rules.Ruleset) string {
	r, err := result.ParseSGF(re)
	if err != nil {
		return re
	}
	r.System = rs.Name
	// RE carries the margin in the rule set's own unit (B+0.75 is ¾ 子), as rules/result
	// writes it.
	switch rs.KomiUnit {
	case rules.UnitStone:
		r.Unit = result.Stone
	case rules.UnitMoku:
		r.Unit = result.Moku
	}
	return r.Text(strings.ReplaceAll(i18n.Current(), "_", "-"))
}
