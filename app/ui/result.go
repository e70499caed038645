package ui

import "goref/app/session"

// resultText is the game's result in the UI language with the terms of the rule text (黑中盘胜,
// 白胜¾子, 黑胜5点, 中押し勝ち …): the table's own typed result (rules/result), never an RE read
// back; "" while the game is on.
func resultText(s *session.Session) string {
	o := s.Table().Result()
	if o == nil {
		return ""
	}
	return o.Result.Text(uiLang())
}
