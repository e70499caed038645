package sgf

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"goref/internal/corpus"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// corpusStats is what the corpus report counts.
type corpusStats struct {
	files, games, nodes, moves int
	encodings                  map[string]int // "GB18030 (guessed)" → files
	warnings                   map[string]int // warning kind → files
	readFailures               []string       // file: error
	gameProblems               map[string]int // problem kind → games
	roundTripFailures          []string
}

func collectCorpus(t testing.TB, dirs ...string) *corpusStats {
	s := &corpusStats{encodings: map[string]int{}, warnings: map[string]int{}, gameProblems: map[string]int{}}
	for _, dir := range dirs {
		for i, p := range corpusFiles(dir) {
			if raceDetector && isGamesDir(dir) && i%10 != 0 {
				continue
			}
			s.files++
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			rel, _ := filepath.Rel(filepath.Dir(dir), p)
			col, err := Read(data)
			if err != nil {
				s.readFailures = append(s.readFailures, rel+": "+err.Error())
				continue
			}
			enc := col.Encoding
			if col.EncodingGuessed {
				enc += " (detected)"
			}
			s.encodings[enc]++
			for _, w := range col.Warnings {
				s.warnings[kind(w)]++
			}
			for _, g := range col.Games {
				s.games++
				gs := gameStats(g)
				s.nodes += gs.nodes
				s.moves += gs.moves
				for _, p := range gs.problems {
					s.gameProblems[kind(p)]++
				}
			}
			if err := roundTrip(col); err != nil {
				s.roundTripFailures = append(s.roundTripFailures, rel+": "+err.Error())
			}
		}
	}
	return s
}

// treeStats is what the corpus report counts of one game tree.
type treeStats struct {
	nodes, moves int
	problems     []string
}

// gameStats counts a game's nodes and main-line moves and lists what its syntax gets wrong: a
// game that is not Go, an unreadable size, values naming no point.
func gameStats(root *Node) treeStats {
	var st treeStats
	root.Walk(func(*Node) bool { st.nodes++; return true })
	if err := GoGame(root); err != nil {
		st.problems = append(st.problems, err.Error())
	}
	w, h, err := Size(root)
	if err != nil {
		st.problems = append(st.problems, err.Error())
		return st
	}
	l, err := LenientMainLine(root, w, h)
	if err != nil {
		st.problems = append(st.problems, err.Error())
	}
	for _, s := range l.Skipped {
		st.problems = append(st.problems, s.Error())
	}
	for _, m := range l.Moves {
		if m.Color != 0 {
			st.moves++
		}
	}
	return st
}

// kind shortens a message to its kind: numbers, positions and quoted parts removed.
func kind(msg string) string {
	if i := strings.Index(msg, ": "); i >= 0 && strings.HasPrefix(msg, "line ") {
		msg = msg[i+2:]
	}
	var b strings.Builder
	quoted := false
	for _, r := range msg {
		switch {
		case r == '"':
			quoted = !quoted
			if quoted {
				b.WriteString(`"…"`)
			}
		case quoted:
		case r >= '0' && r <= '9':
			if !strings.HasSuffix(b.String(), "N") {
				b.WriteByte('N')
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (s *corpusStats) report() string {
	var b strings.Builder
	fmt.Fprintf(&b, "files %d, games %d, nodes %d, main-line moves %d\n", s.files, s.games, s.nodes, s.moves)
	section := func(title string, m map[string]int) {
		fmt.Fprintf(&b, "%s:\n", title)
		for _, k := range slices.Sorted(maps.Keys(m)) {
			fmt.Fprintf(&b, "  %6d  %s\n", m[k], k)
		}
	}
	section("encodings (files)", s.encodings)
	section("reader warnings (files)", s.warnings)
	section("problems of games (GM/Size/RootSetup/MainLine)", s.gameProblems)
	fmt.Fprintf(&b, "read failures: %d\n", len(s.readFailures))
	for _, f := range s.readFailures {
		fmt.Fprintf(&b, "  %s\n", f)
	}
	fmt.Fprintf(&b, "round-trip failures: %d\n", len(s.roundTripFailures))
	for _, f := range s.roundTripFailures {
		fmt.Fprintf(&b, "  %s\n", f)
	}
	return b.String()
}

// TestCorpus reads every corpus file, writes it and reads it back to the same trees.
// Run with -v for the report.
func TestCorpus(t *testing.T) {
	for _, dir := range []string{gamesDir(t), edgeDir(t)} {
		if corpusFiles(dir) == nil {
			corpus.Missing(t, dir+"/*.sgf")
		}
		s := collectCorpus(t, dir)
		t.Logf("%s\n%s", dir, s.report())
		if len(s.roundTripFailures) > 0 {
			t.Errorf("%d files do not round-trip", len(s.roundTripFailures))
		}
		if isGamesDir(dir) && len(s.readFailures) > 0 {
			t.Errorf("%d real games do not read", len(s.readFailures))
		}
	}
}

// The 126,000-move stress file: reading, the main line, writing and reading back work
// without deep recursion.
func TestHugeGame(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(edgeDir(t), "gogamer/tests/testthat/move1e5.sgf.gz"))
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	col, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	g := col.Games[0]
	w, h, err := Size(g)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := MainLine(g, w, h)
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) < 100_000 {
		t.Errorf("%d moves", len(moves))
	}
	if err := roundTrip(col); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkReadCorpus reads the whole games corpus once per iteration: Read (every game kept),
// ReadEach (one game at a time, as goref check reads) and ReadEach with each game's main line
// (check's reading of a record, GoMainLineLazy). Its B/op against the corpus size (SetBytes)
// is the reader's allocation per byte of SGF.
func BenchmarkReadCorpus(b *testing.B) {
	files := corpusFiles(gamesDir(b))
	if files == nil {
		corpus.Missing(b, gamesDir(b)+"/*.sgf")
	}
	var data [][]byte
	total := 0
	for _, p := range files {
		d, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		data = append(data, d)
		total += len(d)
	}
	each := func(mainLine bool) func(*Collection, *Node) {
		return func(_ *Collection, root *Node) {
			if mainLine {
				GoMainLineLazy(root)
			}
		}
	}
	for _, c := range []struct {
		name string
		read func([]byte) error
	}{
		{"Read", func(d []byte) error { _, err := Read(d); return err }},
		{"ReadEach", func(d []byte) error { _, err := ReadEach(d, each(false)); return err }},
		{"ReadEachMainLine", func(d []byte) error { _, err := ReadEach(d, each(true)); return err }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(total))
			for b.Loop() {
				for _, d := range data {
					if err := c.read(d); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
