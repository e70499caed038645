package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"goref/hall"
)

// goref hall join writes the table's credentials (its password and signing key) readable by
// its owner only, even over a file that was readable by all.
func TestHallJoinWritesTheCredentialsOwnerOnly(t *testing.T) {
	e, err := hall.StartEmbedded(hall.EmbeddedOptions{Addr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	url := "mqtt://" + e.Addr
	d, err := hall.StartDirector(context.Background(), hall.DirectorConfig{Event: "join", Secret: "s3cret",
		Broker: hall.Broker{URL: url}, Access: e, Password: "director-pw"})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	out := filepath.Join(t.TempDir(), "creds.json")
	if err := os.WriteFile(out, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := Hall([]string{"join", "--broker", url, "--event", "join", "--secret", "s3cret", "--table", "1", "--out", out},
		&stdout, &stderr, nil); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	fi, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("the credentials are %v, want -rw-------", fi.Mode().Perm())
	}
	if data, _ := os.ReadFile(out); !bytes.Contains(data, []byte(`"password"`)) {
		t.Errorf("the file holds %s", data)
	}
}
