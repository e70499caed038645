package sgf

import (
	"errors"
	"os"
)

// Summary describes one file for `goref check --json` and `goref convert`.
type Summary struct {
	File            string        `json:"file"`
	Encoding        string        `json:"encoding,omitempty"`
	EncodingGuessed bool          `json:"encoding_guessed"`
	Games           []GameSummary `json:"games"`
	Problems        []string      `json:"problems"` // warnings of the reader and problems of the games
	Error           *Error        `json:"error,omitempty"`
}

// GameSummary describes one game tree.
type GameSummary struct {
	Game       int      `json:"game"` // index in the file, from 0
	Size       [2]int   `json:"size"`
	Nodes      int      `json:"nodes"`
	Variations int      `json:"variations"` // children beyond the first, over the whole tree
	Moves      int      `json:"moves"`      // B/W moves on the main line
	Black      string   `json:"black,omitempty"`
	White      string   `json:"white,omitempty"`
	Rules      string   `json:"rules,omitempty"`
	Komi       *float64 `json:"komi,omitempty"` // in points
	Handicap   int      `json:"handicap,omitempty"`
	Result     string   `json:"result,omitempty"`
	Problems   []string `json:"problems"`
}

// SummarizeFile reads path and summarises it; a file that cannot be read has Error set.
func SummarizeFile(path string) Summary {
	c, err := ReadFile(path)
	return summarize(path, c, err)
}

// Summarize summarises the bytes of a file named file.
func Summarize(file string, data []byte) Summary {
	c, err := Read(data)
	return summarize(file, c, err)
}

func summarize(file string, c *Collection, err error) Summary {
	s := Summary{File: file, Games: []GameSummary{}, Problems: []string{}}
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			if pe, ok := err.(*os.PathError); ok {
				err = pe.Err
			}
			e = &Error{Msg: err.Error()}
		}
		s.Error = e
		s.Problems = append(s.Problems, e.Error())
		return s
	}
	s.Encoding, s.EncodingGuessed = c.Encoding, c.EncodingGuessed
	s.Problems = append(s.Problems, c.Warnings...)
	for i, g := range c.Games {
		gs := SummarizeGame(g)
		gs.Game = i
		s.Games = append(s.Games, gs)
	}
	return s
}

// SummarizeGame summarises one game tree.
func SummarizeGame(root *Node) GameSummary {
	gs := GameSummary{Problems: []string{}}
	problem := func(err error) {
		if err != nil {
			gs.Problems = append(gs.Problems, err.Error())
		}
	}
	root.Walk(func(n *Node) bool {
		gs.Nodes++
		if len(n.Children) > 1 {
			gs.Variations += len(n.Children) - 1
		}
		return true
	})
	if err := GoGame(root); err != nil {
		gs.Problems = append(gs.Problems, err.Error())
	}
	w, h, err := Size(root)
	problem(err)
	if err == nil {
		gs.Size = [2]int{w, h}
		l, err := LenientMainLine(root, w, h)
		problem(err)
		for _, s := range l.Skipped {
			gs.Problems = append(gs.Problems, s.Error())
		}
		for _, m := range l.Moves {
			if m.Color != 0 {
				gs.Moves++
			}
		}
	}
	gi, err := Info(root)
	problem(err)
	gs.Black, gs.White, gs.Rules, gs.Handicap = gi.Black, gi.White, gi.Rules, gi.Handicap
	gs.Result = gi.Result.Raw
	if gi.HasKomi {
		k := gi.Komi.Points
		gs.Komi = &k
	}
	return gs
}
