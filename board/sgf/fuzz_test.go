package sgf

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"goref/internal/corpus"
)

// FuzzRead: Read never panics and reads what the old builder read (in pieces too); whatever it accepts, the typed accessors survive, Write
// accepts, and reading the output back gives the same trees.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		"", "(", "()", "(;)", "(;FF[4]GM[1]SZ[19];B[pd];W[])", "(;SZ[19:13]AB[aa:cc]PL[W])",
		"(;C[a\\]b\\\\c\\\nd])", "junk(;GaMe[1]FF [3];b[tt])", ";B[aa];W[bb])", "(;SZ[52];B[zZ])",
		"(;CA[GB2312]PB[\xba\xda])", "\xef\xbb\xbf(;CA[UTF-8])", "\xff\xfe(\x00;\x00)\x00",
		"(;B[aa](;W[bb])(;W[cc];B[dd](;W[ee])))", "(;KM[375]RE[B+R]TM[600]OT[3x30 byo-yomi])",
	} {
		f.Add([]byte(s))
	}
	// Seeds from the shared corpus when it is there; the fuzz target runs without them.
	root := corpus.Root()
	files := corpusFiles(filepath.Join(root, "sgf-edge"))
	for i, p := range corpusFiles(filepath.Join(root, "games")) {
		if i%40 == 0 {
			files = append(files, p)
		}
	}
	for _, p := range files {
		// Big seeds make the mutator slow (minimising a 76 KB file takes minutes) and
		// add no syntax the small ones lack.
		if data, err := os.ReadFile(p); err == nil && len(data) <= 16<<10 {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		defer hangGuard(10 * time.Second)()
		c, err := Read(data)
		old, oerr := oldRead(data)
		if d := sameReading(old, oerr, c, err); d != "" {
			t.Fatalf("toikarin's trees differ from the old builder's: %s", d)
		}
		if err == nil {
			// pieces of 1 to 64 bytes: they end at every place a piece may
			p, perr := readInPieces(data, 1+len(data)%64)
			if d := sameReading(old, oerr, p, perr); d != "" {
				t.Fatalf("in pieces: %s", d)
			}
		}
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if len(c.Games) == 0 {
			t.Fatal("no error and no game")
		}
		for _, g := range c.Games {
			exercise(g)
		}
		if err := roundTrip(c); err != nil {
			t.Fatal(err)
		}
	})
}

// hangGuard crashes the process with every goroutine's stack when the fuzz function
// runs longer than d: the fuzzer has no per-input timeout and would otherwise sit on a
// slow input without saying which.
func hangGuard(d time.Duration) (stop func()) {
	done := make(chan struct{})
	go func() {
		select {
		case <-done:
		case <-time.After(d):
			buf := make([]byte, 1<<20)
			panic("input took longer than " + d.String() + "\n" + string(buf[:runtime.Stack(buf, true)]))
		}
	}()
	return func() { close(done) }
}

// exercise calls the typed accessors; only panics matter here.
func exercise(g *Node) {
	w, h, err := Size(g)
	if err != nil {
		w, h = 19, 19
	}
	RootSetup(g, w, h)
	MainLine(g, w, h)
	gameStats(g)
	g.Walk(func(n *Node) bool {
		Points(n, "TB", w, h)
		LenientNodeMoves(n, w, h)
		return true
	})
}

// FuzzWrite: any values survive Write and Read, apart from what the format itself
// normalises (line breaks become LF, bytes that are not UTF-8 become U+FFFD).
func FuzzWrite(f *testing.F) {
	f.Add("C", "a]b\\c", "柯洁\r\nx", uint8(3))
	f.Add("GR", `{"kind":"halt"}`, "", uint8(0))
	f.Add("XYZ", "\\", "]]", uint8(255))
	f.Add("B", "\xff\xfe", "\\\n", uint8(7))
	f.Fuzz(func(t *testing.T, id, v1, v2 string, shape uint8) {
		if !validID(id) || writerProps[id] {
			id = "ZZ"
		}
		root := &Node{}
		root.Set("GM", "1")
		root.Set(id, v1, v2)
		n := root
		for i := range int(shape % 8) {
			c := n.AddChild(&Node{})
			c.Set(id, v2)
			if shape&(1<<i) != 0 {
				n.AddChild(&Node{}).Set("C", v1)
			}
			n = c
		}
		out, err := Write(&Collection{Games: []*Node{root}})
		if err != nil {
			t.Fatal(err)
		}
		back, err := Read(out)
		if err != nil {
			t.Fatalf("%v\n%q", err, out)
		}
		root.Walk(func(n *Node) bool {
			for i := range n.Props {
				for k, v := range n.Props[i].Values {
					v = strings.ToValidUTF8(v, "\uFFFD")
					v = strings.ReplaceAll(strings.ReplaceAll(v, "\r\n", "\n"), "\r", "\n")
					n.Props[i].Values[k] = v
				}
			}
			return true
		})
		if d := diffTrees(root, back.Games[0]); d != "" {
			t.Fatalf("%s\n%q", d, out)
		}
	})
}
