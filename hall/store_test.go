package hall

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The director's store: a write that fails is said in the log and tried again until it
// succeeds, so nothing that changed is left unwritten; seats.json (every table's password and
// signing key) and the games are readable by their owner only.
func TestTheStoreWritesAgainAfterAFailureAndKeepsItsSecrets(t *testing.T) {
	r := rigs(t)[0]
	event := "store"
	dir := t.TempDir()
	blocker := filepath.Join(dir, "games")
	if err := os.WriteFile(blocker, []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	d, _, tt := tableOne(t, r, event, dir)
	tt.play("B C3", "W G7")
	sameRecord(t, d, "1", tt)
	eventually(t, "the store's failure reported", func() bool { return d.StoreError() != nil })
	lines, _ := d.Log()
	if len(lines) == 0 || !strings.Contains(lines[len(lines)-1], "store was not written") {
		t.Errorf("the log does not say the store failed: %q", lines)
	}

	if err := os.Remove(blocker); err != nil { // the disk is fine again; nothing new happens
		t.Fatal(err)
	}
	eventually(t, "the store written again", func() bool { return d.StoreError() == nil })
	d.Close()
	for _, f := range []string{"seats.json", filepath.Join("games", "1.json")} {
		fi, err := os.Stat(filepath.Join(dir, f))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s is %v, want -rw------- (it holds passwords, keys and games)", f, fi.Mode().Perm())
		}
	}
	d = startDirector(t, r, event, dir) // the restarted director has the game from its store
	t.Cleanup(d.Close)
	if got, _ := d.Record("1"); string(got) != string(tt.record()) {
		t.Errorf("the restarted director's record:\n%s\nwant\n%s", got, tt.record())
	}
}
