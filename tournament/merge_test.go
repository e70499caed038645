package tournament

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Results entered into a copy of CdFO2020 (round 7 is paired, no result yet): the new file
// differs from the old only in those attributes' values, the old one is kept as a backup,
// and the file still validates against OpenGotha's DTD.
func TestMergeChangesOnlyTheResults(t *testing.T) {
	dir := samples(t)
	path := filepath.Join(t.TempDir(), "CdFO2020.xml")
	copyFile(t, filepath.Join(dir, "CdFO2020.xml"), path)
	before, _ := os.ReadFile(path)
	f, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for tbl, r := range map[int]Result{1: WhiteWins, 2: BlackWins, 5: Equal, 8: BothLose, 9: BlackWins + ByDefault} {
		if changed, err := f.SetResult(7, tbl, r); err != nil || !changed {
			t.Fatalf("table %d: %v %v", tbl, changed, err)
		}
	}
	// a result already there: the same is no change, a different one a conflict
	if changed, err := f.SetResult(1, 1, BlackWins); err != nil || changed {
		t.Errorf("same result: %v %v", changed, err)
	}
	var conflict *ConflictError
	if _, err := f.SetResult(1, 1, WhiteWins); !errors.As(err, &conflict) || conflict.InFile != BlackWins {
		t.Errorf("different result: %v", err)
	}
	backup, err := f.WriteFile(path, time.Date(2020, 11, 1, 18, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if kept, _ := os.ReadFile(backup); !bytes.Equal(kept, before) || !strings.HasSuffix(backup, ".20201101-180000.bak") {
		t.Errorf("backup %s is not the previous file", backup)
	}
	after, _ := os.ReadFile(path)
	// The expected file, by hand: the five lines of round 7 with their result replaced.
	want := string(before)
	for _, c := range [][2]string{
		{`roundNumber="7" tableNumber="1" `, "RESULT_WHITEWINS"}, {`roundNumber="7" tableNumber="2" `, "RESULT_BLACKWINS"},
		{`roundNumber="7" tableNumber="5" `, "RESULT_EQUAL"}, {`roundNumber="7" tableNumber="8" `, "RESULT_BOTHLOSE"},
		{`roundNumber="7" tableNumber="9" `, "RESULT_BLACKWINS_BYDEF"},
	} {
		i := strings.Index(want, c[0])
		j := strings.LastIndex(want[:i], `result="RESULT_UNKNOWN"`)
		want = want[:j] + `result="` + c[1] + `"` + want[j+len(`result="RESULT_UNKNOWN"`):]
	}
	if string(after) != want {
		t.Errorf("the file changed elsewhere than in the five results")
	}
	xmllint(t, "--noout", "--dtdvalid", filepath.Join(dir, "tournament.dtd"), path)
	// The file as written reads back with the results.
	g, _ := f.Game(7, 9)
	if g.Result != BlackWins+ByDefault || !g.Result.NotPlayed() || g.Result.Short() != "0-1!" {
		t.Errorf("read back: %v", g.Result)
	}
	// Writing again changes nothing and keeps no second backup.
	if b, err := f.WriteFile(path, time.Now()); err != nil || b != "" {
		t.Errorf("second write: %q %v", b, err)
	}
}

// A file the pairing program saved after goref read it is not overwritten.
func TestMergeRefusesAFileChangedSinceRead(t *testing.T) {
	dir := samples(t)
	path := filepath.Join(t.TempDir(), "t.xml")
	copyFile(t, filepath.Join(dir, "TournoiChinois.xml"), path)
	f, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var unknown Game
	for _, g := range f.Games {
		if !g.Result.Known() {
			unknown = g
		}
	}
	if unknown.Round == 0 {
		t.Fatal("TournoiChinois has a game without result (by hand: one RESULT_UNKNOWN)")
	}
	if _, err := f.SetResult(unknown.Round, unknown.Table, WhiteWins); err != nil {
		t.Fatal(err)
	}
	saved := append(f.Bytes(), ' ')
	if err := os.WriteFile(path, saved, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteFile(path, time.Now()); err == nil {
		t.Error("no error")
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, saved) {
		t.Error("the file was overwritten")
	}
	if m, _ := filepath.Glob(path + ".*.bak"); len(m) != 0 {
		t.Errorf("backups %v", m)
	}
}
