package tournament

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"goref/internal/corpus"
)

// FuzzRead: any bytes read as a tournament file give a File or an error, never a panic; a
// file read whole gives back its own bytes when nothing is entered, and a result entered into
// its first open game changes the bytes only inside that game's tag.
func FuzzRead(f *testing.F) {
	f.Add([]byte(`<Tournament dataVersion="201"><Players><Player name="A" firstName="B"/><Player name="C" firstName="D"/></Players><Games><Game roundNumber="1" tableNumber="1" whitePlayer="AB" blackPlayer="CD"/></Games></Tournament>`))
	f.Add([]byte("<?xml version=\"1.0\" encoding=\"ISO-8859-15\"?><Tournament><Players><Player name=\"Andr\xe9\" firstName=\"x\"/></Players></Tournament>"))
	// the sample tournaments, where they are (../shared/tournaments)
	m, _ := filepath.Glob(filepath.Join(filepath.Dir(corpus.Root()), "tournaments", "*.xml"))
	for _, p := range m {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read(data)
		if err != nil {
			return
		}
		if !bytes.Equal(file.Updated(), data) {
			t.Fatal("nothing entered, yet the bytes changed")
		}
		for _, g := range file.Games {
			if g.Result.Known() {
				continue
			}
			if _, err := file.SetResult(g.Round, g.Table, WhiteWins); err != nil {
				return // a second game at the same table: SetResult took the first
			}
			out := file.Updated()
			if !bytes.Equal(out[:g.at.from], data[:g.at.from]) || !bytes.Equal(out[len(out)-(len(data)-g.at.to):], data[g.at.to:]) {
				t.Fatal("bytes outside the game's tag changed")
			}
			back, err := Read(out)
			if err != nil {
				t.Fatalf("the file written does not read: %v", err)
			}
			if got, _ := back.Game(g.Round, g.Table); got.Result != WhiteWins {
				t.Fatalf("read back %v", got.Result)
			}
			return
		}
	})
}
