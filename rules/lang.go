package rules

import "goref/words"

// The referee's sentences (Action.Explain, Game.NextStep, the ways a game ends) live in goref's
// catalogue (words/texts), keyed "explain/…", "step/…", "reason/…", "player/…" and
// "minutes/…"; {P}, {O}, {N}, {R} … are filled in here.

// sentence is the catalogue's sentence key in language l; a language that lacks it falls back
// as words.Tag.Fallbacks does.
func sentence(l words.Tag, key string) string { return words.Text(string(l), key) }
