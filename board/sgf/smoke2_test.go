package sgf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSmokeOdd(t *testing.T) {
	filepath.Walk("/work/shared/corpus/games", func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() || !strings.HasSuffix(p, ".sgf") {
			return nil
		}
		data, _ := os.ReadFile(p)
		c, err := Read(data)
		if err == nil && c.Encoding != "UTF-8" {
			pb, _ := c.Games[0].Get("PB")
			pw, _ := c.Games[0].Get("PW")
			t.Logf("%s: %s %q %q %q", p, c.Encoding, pb, pw, c.Warnings)
		}
		return nil
	})
}
