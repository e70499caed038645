package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"testing"

	"goref/board/sgf"
	"goref/internal/corpus"
)

// writeJSONReflect is check's JSON writer before the appending one: encoding/json for every
// piece. It stays as the other side of BenchmarkCheckJSONWriter.
func (cg *checkedGame) writeJSONReflect(w *bufio.Writer, withBoard bool) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	jc := jsonControls{w}
	put := func(v any) {
		buf.Reset()
		enc.Encode(v)
		jc.Write(buf.Bytes()[:buf.Len()-1]) // without the encoder's newline
	}
	buf.Reset()
	enc.Encode(cg.head)
	jc.Write(buf.Bytes()[:buf.Len()-2]) // without its '}' and newline
	w.WriteString(`,"problems":[`)
	sep := ""
	cg.eachProblem(func(p string) {
		w.WriteString(sep)
		put(p)
		sep = ","
	})
	w.WriteString(`],"plies":[`)
	sep = ""
	cg.eachPly(func(p *checkPly) {
		w.WriteString(sep)
		put(p)
		sep = ","
	})
	w.WriteString(`],"result":`)
	put(cg.g.Ended())
	if withBoard {
		w.WriteString(`,"final_board":`)
		put(cg.g.Board().Rows())
	}
	w.WriteString("}\n")
}

// The JSON of check over every 10th game of the corpus, replayed once: encoding/json (the
// writer before) against the appending writer, on the same games in the same run.
func BenchmarkCheckJSONWriter(b *testing.B) {
	var games []*checkedGame
	var rf ruleFlags
	files := corpus.Files(corpus.Dir(b, "games"), ".sgf")
	for i := 0; i < len(files); i += 10 {
		gi := 0
		readRecordsEach(files[i], func(col *sgf.Collection, root *sgf.Node) {
			// Each game keeps its board and game: none is released to the pool.
			if cg, err := checkGame(files[i], gi, col, root, &rf); err == nil {
				games = append(games, cg)
			}
			gi++
		})
	}
	if len(games) == 0 {
		b.Fatal("no game replayed")
	}
	writers := []struct {
		name  string
		write func(cg *checkedGame, w *bufio.Writer)
	}{
		{"encoding-json", func(cg *checkedGame, w *bufio.Writer) { cg.writeJSONReflect(w, false) }},
		{"append", func(cg *checkedGame, w *bufio.Writer) { cg.writeJSON(w, false) }},
	}
	var outs [2]bytes.Buffer
	for i, wr := range writers {
		w := bufio.NewWriter(&outs[i])
		for _, cg := range games {
			wr.write(cg, w)
		}
		w.Flush()
	}
	if !bytes.Equal(outs[0].Bytes(), outs[1].Bytes()) {
		b.Fatal("the two writers differ")
	}
	plies := 0
	for _, cg := range games {
		plies += cg.head.Moves
	}
	for _, wr := range writers {
		b.Run(wr.name, func(b *testing.B) {
			w := bufio.NewWriterSize(io.Discard, 64<<10)
			b.SetBytes(int64(outs[0].Len()))
			b.ReportAllocs()
			for b.Loop() {
				for _, cg := range games {
					wr.write(cg, w)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*plies), "ns/ply")
		})
	}
}
