package cli

import (
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

// check keeps a board and a game from one record to the next: each record's report is the
// same after any other as when it is checked alone, under every rule set.
func TestCheckReportsDoNotDependOnTheRecordBefore(t *testing.T) {
	files, _ := filepath.Glob("../assets/casebook/*.sgf")
	if len(files) < 30 {
		t.Fatalf("the casebook has %d records, want its 39", len(files))
	}
	// One worker, so that each record reuses what the one before left.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	for _, rs := range []string{"", "japanese", "ing", "jihuozi", "tromp-taylor"} {
		var flags []string
		if rs != "" {
			flags = []string{"--rules", rs}
		}
		flags = append(flags, "--json", "--board")
		var alone string
		// Backwards too: each record follows a different one than in the run over all.
		for i := len(files) - 1; i >= 0; i-- {
			replays = sync.Pool{New: replays.New} // a fresh board and game
			_, out, _ := runCheck(t, append(flags, files[i])...)
			alone = out + alone
		}
		_, together, _ := runCheck(t, append(flags, files...)...)
		if together != alone {
			t.Errorf("rules %q: the reports over all records differ from each record's alone", rs)
		}
	}
}
