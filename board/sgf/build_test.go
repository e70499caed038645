package sgf

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/internal/corpus"
)

// Every file of the shared corpus and of the reproducers, and the hostile shapes the tests and
// bars use (smaller), read by toikarin's trees as the reader read them before (issue 30): the
// same error, encoding, warnings, trees and node positions; and the same again when toikarin
// is given pieces of 200 bytes, so that pieces end everywhere a real file allows.
func TestSameTreesAsTheOldBuilder(t *testing.T) {
	root := corpus.Root()
	files := append(corpus.Files(root, ".sgf"), corpus.Files(root, ".gz")...)
	if len(files) == 0 {
		corpus.Missing(t, root+"/**/*.sgf")
	}
	repro := filepath.Dir(corpus.Repro(t, "mem-setup-560KB-1.38GB.sgf"))
	files = append(files, corpus.Files(repro, ".sgf")...)
	inputs := map[string][]byte{}
	for i, p := range files {
		if raceDetector && i%10 != 0 {
			continue // ten times slower: a sample
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(p, ".gz") {
			zr, err := gzip.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if data, err = io.ReadAll(zr); err != nil {
				t.Fatal(err)
			}
		}
		inputs[p] = data
	}
	for name, s := range map[string]string{
		"ko cycle":        "(;GM[1]SZ[19]AB[ba][ab][bc]AW[ca][db][cc]" + strings.Repeat(";B[cb];W[bb]", 50_000) + ")",
		"passes 25x25":    "(;GM[1]SZ[25]" + strings.Repeat(";B[];W[]", 50_000) + ")",
		"setup 25x25":     "(;GM[1]SZ[25]" + strings.Repeat(";AB[aa:yy]AW[aa:yy]AE[aa:yy]", 5000) + ")",
		"games":           strings.Repeat("(;GM[1]SZ[19];B[dd])", 5000),
		"plies, comments": "(;GM[1]SZ[19]" + strings.Repeat(";B[tt]C[a comment]", 20_000) + ")",
		"one node, many values": "(;GM[1]SZ[19]AB" + strings.Repeat("[aa][bb]", 100_000) + "AW[cc]AB[aa][dd]" +
			"C[" + strings.Repeat("long ", 40_000) + "])",
		"many properties": "(;GM[1]" + strings.Repeat("XA[1]XB[2]XC[3]XD[4]XE[5]XF[6]XG[7]XH[8]XI[9]XJ[1]XK[2]XL[3]XM[4]", 20) + "XA[1][9])",
	} {
		inputs[name] = []byte(s)
	}
	for name, data := range inputs {
		old, oerr := oldRead(data)
		c, err := Read(data)
		if d := sameReading(old, oerr, c, err); d != "" {
			t.Errorf("%s: %s", name, d)
			continue
		}
		c, err = readInPieces(data, 200)
		if d := sameReading(old, oerr, c, err); d != "" {
			t.Errorf("%s, in pieces of 200 bytes: %s", name, d)
		}
	}
}

// Random trees (variations in variations, repeated properties, long and escaped values, nodes
// of many values) read the same whole and in pieces of every size up to 60 bytes.
func TestPiecesEndAnywhere(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 1))
	for range 300 {
		data := []byte(randomTree(r))
		old, oerr := oldRead(data)
		if oerr != nil {
			t.Fatalf("%q: %v", data, oerr)
		}
		for size := 1; size <= 60; size++ {
			c, err := readInPieces(data, size)
			if d := sameReading(old, oerr, c, err); d != "" {
				t.Fatalf("%q in pieces of %d bytes: %s", data, size, d)
			}
		}
	}
}

// randomTree is a file of one or two games with variations, repeated properties, and values
// long, empty, escaped or not UTF-8.
func randomTree(r *rand.Rand) string {
	values := []string{"", "aa", "a\\]b", "x\\\\", strings.Repeat("c", 70), "\xff\xfe", "bb:cc", "\\\n"}
	names := []string{"B", "W", "AB", "C", "B", "XY"}
	var b strings.Builder
	for range 1 + r.IntN(2) {
		depth := 0
		b.WriteString("(")
		for {
			b.WriteByte(';')
			for range r.IntN(4) {
				b.WriteString(names[r.IntN(len(names))])
				for range 1 + r.IntN(5) {
					fmt.Fprintf(&b, "[%s]", values[r.IntN(len(values))])
				}
			}
			switch x := r.IntN(10); {
			case x < 3 && depth < 6:
				b.WriteString("(")
				depth++
			case x < 6 && depth > 0:
				b.WriteString(")(")
			case x < 8 && depth > 0:
				b.WriteString(")")
				depth--
				for depth > 0 && r.IntN(2) == 0 {
					b.WriteString(")")
					depth--
				}
				if depth > 0 {
					b.WriteString("(")
					depth++
				} else {
					goto closed
				}
			case x >= 8:
				goto closed
			}
		}
	closed:
		for ; depth >= 0; depth-- {
			b.WriteString(")")
		}
	}
	return b.String()
}

// Every file of the corpus and of the reproducers, written through toikarin's Sgf, gives the
// bytes goref's own writer gave, and reads back to the same trees (issue 30).
func TestWritesWhatTheOldWriterWrote(t *testing.T) {
	root := corpus.Root()
	files := corpus.Files(root, ".sgf")
	if len(files) == 0 {
		corpus.Missing(t, root+"/**/*.sgf")
	}
	files = append(files, corpus.Files(filepath.Dir(corpus.Repro(t, "mem-setup-560KB-1.38GB.sgf")), ".sgf")...)
	written := 0
	for i, p := range files {
		if raceDetector && i%10 != 0 {
			continue // ten times slower: a sample
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Read(data)
		if err != nil {
			continue // what Read refuses is never written
		}
		out, err := Write(c)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		if old := oldWrite(c); !bytes.Equal(out, old) {
			i := 0
			for i < min(len(out), len(old)) && out[i] == old[i] {
				i++
			}
			t.Errorf("%s: byte %d: %q, the old writer %q", p, i, out[i:min(len(out), i+40)], old[i:min(len(old), i+40)])
		}
		if err := roundTrip(c); err != nil {
			t.Errorf("%s: %v", p, err)
		}
		written++
	}
	t.Logf("%d files written", written)
}
