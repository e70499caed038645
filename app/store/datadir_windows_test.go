package store

import (
	"path/filepath"
	"testing"
)

func TestDataDirWindows(t *testing.T) {
	t.Setenv("GOREF_DATA_DIR", "")
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("APPDATA", `C:\Users\ref\AppData\Roaming`)
	if d, err := DataDir(); err != nil || d != filepath.Join(`C:\Users\ref\AppData\Roaming`, "goref") {
		t.Errorf("DataDir() = %q, %v; want %%AppData%%\\goref", d, err)
	}
}
