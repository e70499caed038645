package sgf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSmokeCorpus(t *testing.T) {
	for _, dir := range []string{"/work/shared/corpus/sgf-edge", "/work/shared/corpus/games"} {
		n, fails := 0, 0
		encs := map[string]int{}
		filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
			if err != nil || fi.IsDir() || !strings.HasSuffix(p, ".sgf") {
				return nil
			}
			n++
			data, _ := os.ReadFile(p)
			c, err := Read(data)
			if err != nil {
				fails++
				t.Logf("%s: %v", p, err)
				return nil
			}
			encs[c.Encoding]++
			if strings.Contains(p, "sgf-edge") {
				t.Logf("%s: %s guessed=%v games=%d warn=%q", p[len(dir):], c.Encoding, c.EncodingGuessed, len(c.Games), c.Warnings)
			}
			for _, g := range c.Games {
				w, h, err := Size(g)
				if err != nil {
					t.Logf("%s: size %v", p, err)
					continue
				}
				if _, err := RootSetup(g, w, h); err != nil {
					t.Logf("%s: setup %v", p, err)
				}
				if _, err := MainLine(g, w, h); err != nil {
					t.Logf("%s: mainline %v", p, err)
				}
			}
			return nil
		})
		t.Logf("%s: %d files, %d failures, encodings %v", dir, n, fails, encs)
	}
}
