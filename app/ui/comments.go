package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"goref/board/sgf"
	"goref/rules"
)

// nodeNotes is what a record says at a node: its comment (C) and the referee's rulings (GR),
// each said in the UI language. A ruling goref recorded is explained in the comment already
// (in the language of the day); one the comment does not hold — written by another program —
// is explained here.
func nodeNotes(n *sgf.Node, lang string) string {
	if n == nil {
		return ""
	}
	c, _ := n.Get("C")
	c = strings.TrimSpace(c)
	notes := []string{}
	if c != "" {
		notes = append(notes, c)
	}
	for _, v := range n.GetAll("GR") {
		a, err := rules.ParseGR(v)
		if err != nil {
			notes = append(notes, "GR["+v+"]")
			continue
		}
		if e := a.Explain(lang); !strings.Contains(c, e) {
			notes = append(notes, e)
		}
	}
	return strings.Join(notes, "\n")
}

// RecordTexts are the texts of a record goref did not write and may show: the players'
// names, the event and every comment. Opening a record takes a font for all of them at once
// (see chooseFace): a font per move of a commented record would be parsed again at each.
func RecordTexts(root *sgf.Node) []string {
	var texts []string
	for _, id := range []string{"PB", "PW", "EV"} {
		if v, ok := root.Get(id); ok {
			texts = append(texts, v)
		}
	}
	var walk func(n *sgf.Node)
	walk = func(n *sgf.Node) {
		for n != nil {
			if c, ok := n.Get("C"); ok {
				texts = append(texts, c)
			}
			if len(n.Children) == 0 {
				return
			}
			for _, ch := range n.Children[1:] {
				walk(ch)
			}
			n = n.Children[0] // the main line iteratively: records run to 100,000 moves and more
		}
	}
	walk(root)
	return texts
}

// notesBox is the record's comment at the current move, beside the board: it scrolls when
// long.
func (c *column) notesBox() fyne.CanvasObject {
	return panel(container.NewVScroll(c.u.Notes))
}

// showNotes fills the notes beside the board from the current node.
func (c *column) showNotes() {
	text := nodeNotes(c.u.sess.Node(), uiLang())
	c.u.showing(text)
	c.u.Notes.SetText(text)
}
