package casebook

import (
	"fmt"
	"strconv"
	"strings"

	"goref/board"
	"goref/board/sgf"
	"goref/rules/record"
	"goref/words"
)

// Case is one casebook position with its runs.
type Case struct {
	ID     string            // file name without .sgf
	Title  map[string]string // by language (Languages)
	Text   map[string]string // the explanation, by language
	Source string

	Width, Height int
	Black, White  []board.Vertex
	ToPlay        board.Color // board.Empty: the first run's first mover

	Count      bool    // the case ends in a count
	AskPass    bool    // PA[]: a pass is first put to Game.PassAllowed (Ing 可争禁虚)
	Komi       float64 // for the count, in each rule set's unit
	PresetKomi bool    // count with each rule set's own komi
	Prisoners  [2]int  // captured before the position: by Black, by White

	Runs []Run
}

// Run is one sequence of attempted moves.
type Run struct {
	Presets []string // the presets that use this run (RP); the first run serves the rest
	Moves   []Move
	Dead    []board.Vertex // TB/TW marks on the last node
	Resumed []board.Vertex // Ikeda II′: stones placed after the first resumption
}

// Move is one attempted move of a run.
type Move struct {
	Color   board.Color
	Vertex  board.Vertex // board.Pass for a pass or a virtual move
	Virtual bool
	Label   string // N[] of the node, shown in the app

	// Confirm marks a pseudo-move that opens a J89 Art. 7 confirmation with Color attacking
	// (CF[B] or CF[W]); Query are the stones whose life it decides (CQ). The moves after it,
	// up to the next Confirm, are the confirmation's plies.
	Confirm bool
	Query   []board.Vertex
	// PassKo is the ko a confirmation pass is for (PK[]); board.Pass names none.
	PassKo board.Vertex
}

// Languages are the languages of the case texts: every case has its title and explanation in
// each, in the root properties langProps names.
var Languages = []string{"en", "zh-Hans", "zh-Hant", "ja", "ko"}

// langProps is the suffix of the title (GN…) and explanation (C…) properties of each language.
var langProps = map[string]string{"en": "", "zh-Hans": "ZH", "zh-Hant": "ZHT", "ja": "JA", "ko": "KO"}

// Title returns the case title in lang, falling back to English.
func (c *Case) TitleIn(lang string) string { return pick(c.Title, lang) }

// TextIn returns the explanation in lang, falling back to English.
func (c *Case) TextIn(lang string) string { return pick(c.Text, lang) }

// pick reads m in the language lang names, falling back as words.Tag.Fallbacks does.
func pick(m map[string]string, lang string) string {
	for _, t := range words.Normalize(lang).Fallbacks() {
		if s := m[string(t)]; s != "" {
			return s
		}
	}
	return ""
}

// RunFor returns the index of the run preset uses.
func (c *Case) RunFor(preset string) int {
	for i, r := range c.Runs {
		for _, p := range r.Presets {
			if p == preset {
				return i
			}
		}
	}
	return 0
}

// Parse reads one case from SGF data.
func Parse(id string, data []byte) (*Case, error) {
	col, err := sgf.Read(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", id, err)
	}
	if len(col.Games) != 1 {
		return nil, fmt.Errorf("%s: want one game tree, got %d", id, len(col.Games))
	}
	root := col.Games[0]
	c := &Case{ID: id, Title: map[string]string{}, Text: map[string]string{}}
	if c.Width, c.Height, err = sgf.Size(root); err != nil {
		return nil, fmt.Errorf("%s: %w", id, err)
	}
	for lang, suffix := range langProps {
		if v, ok := root.Get("GN" + suffix); ok {
			c.Title[lang] = strings.TrimSpace(v)
		}
		if v, ok := root.Get("C" + suffix); ok {
			c.Text[lang] = strings.TrimSpace(v)
		}
	}
	if c.Title["en"] == "" {
		return nil, fmt.Errorf("%s: no GN title", id)
	}
	c.Source, _ = root.Get("SO")
	setup, err := sgf.RootSetup(root, c.Width, c.Height)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", id, err)
	}
	c.Black, c.White, c.ToPlay = setup.Black, setup.White, setup.ToPlay
	c.Count = root.Has("CNT")
	c.AskPass = root.Has("PA")
	c.PresetKomi = root.Has("KMR")
	if v, ok := root.Get("KM"); ok {
		if c.Komi, err = strconv.ParseFloat(strings.TrimSpace(v), 64); err != nil {
			return nil, fmt.Errorf("%s: KM[%s]: %v", id, v, err)
		}
	}
	for i, p := range []string{"CAPB", "CAPW"} {
		if v, ok := root.Get(p); ok {
			if c.Prisoners[i], err = strconv.Atoi(strings.TrimSpace(v)); err != nil || c.Prisoners[i] < 0 {
				return nil, fmt.Errorf("%s: %s[%s] is not a count", id, p, v)
			}
		}
	}
	for _, child := range root.Children {
		r, err := c.readRun(child)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", id, err)
		}
		c.Runs = append(c.Runs, r)
	}
	if len(c.Runs) == 0 {
		// A count-only case: the position itself, dead stones marked on the root.
		r, err := c.marks(root, Run{})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", id, err)
		}
		c.Runs = []Run{r}
	}
	return c, nil
}

// readRun follows a variation's main line.
func (c *Case) readRun(n *sgf.Node) (Run, error) {
	r := Run{Presets: n.GetAll("RP")}
	last := n
	for ; n != nil; n = first(n) {
		last = n
		ms, err := sgf.NodeMoves(n, c.Width, c.Height)
		if err != nil {
			return Run{}, err
		}
		label, _ := n.Get("N")
		cf, err := confirmMove(n, c.Width, c.Height, label)
		if err != nil {
			return Run{}, err
		}
		if cf != nil {
			r.Moves = append(r.Moves, *cf)
		}
		ko, err := passKo(n, c.Width, c.Height)
		if err != nil {
			return Run{}, err
		}
		for _, m := range ms {
			r.Moves = append(r.Moves, Move{Color: m.Color, Vertex: m.Vertex, Virtual: m.Virtual, Label: label, PassKo: ko})
		}
	}
	return c.marks(last, r)
}

// marks reads the dead stones and the resumed stones of a run's last node.
func (c *Case) marks(n *sgf.Node, r Run) (Run, error) {
	tb, tw, err := record.TerritoryMarks(n, c.Width, c.Height)
	if err != nil {
		return Run{}, err
	}
	r.Dead = append(tb, tw...)
	if r.Resumed, err = sgf.Points(n, "RES", c.Width, c.Height); err != nil {
		return Run{}, err
	}
	return r, nil
}

func first(n *sgf.Node) *sgf.Node {
	if len(n.Children) == 0 {
		return nil
	}
	return n.Children[0]
}
