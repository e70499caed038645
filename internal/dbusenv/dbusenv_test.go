package dbusenv

import (
	"os"
	"path/filepath"
	"testing"
)

// TestNoAutolaunch: without a session bus goref names none, so the D-Bus library does
// not run dbus-launch (a dbus-daemon left behind per start); a bus at its standard place or
// one named in the environment is kept.
func TestNoAutolaunch(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", dir)
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "")
	NoAutolaunch()
	if got := os.Getenv("DBUS_SESSION_BUS_ADDRESS"); got != "disabled:" {
		t.Fatalf("no bus: DBUS_SESSION_BUS_ADDRESS=%q", got)
	}
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "")
	if err := os.WriteFile(filepath.Join(dir, "bus"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	NoAutolaunch()
	if got := os.Getenv("DBUS_SESSION_BUS_ADDRESS"); got != "" {
		t.Fatalf("the user's bus at $XDG_RUNTIME_DIR/bus replaced by %q", got)
	}
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/x")
	NoAutolaunch()
	if got := os.Getenv("DBUS_SESSION_BUS_ADDRESS"); got != "unix:path=/run/x" {
		t.Fatalf("a named bus replaced by %q", got)
	}
}
