//go:build linux && cgo

package atstart

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"goref/internal/dbusenv"
)

// TestConstructorAppliesTheRule: a process started without a bus, with one at the standard
// place, and with one named, sees in C what dbusenv.NoAutolaunch gives Go in each case: the
// test runs itself as that process, which prints Address.
func TestConstructorAppliesTheRule(t *testing.T) {
	if os.Getenv("ATSTART_PRINT") != "" {
		os.Stdout.WriteString(Address())
		os.Exit(0)
	}
	withBus := t.TempDir()
	if err := os.WriteFile(filepath.Join(withBus, "bus"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, runtimeDir, address string
	}{
		{"no bus", t.TempDir(), ""},
		{"a bus at $XDG_RUNTIME_DIR/bus", withBus, ""},
		{"a bus named", t.TempDir(), "unix:path=/run/x"},
	} {
		t.Setenv("XDG_RUNTIME_DIR", c.runtimeDir)
		t.Setenv("DBUS_SESSION_BUS_ADDRESS", c.address)
		dbusenv.NoAutolaunch()
		want := os.Getenv("DBUS_SESSION_BUS_ADDRESS")
		t.Setenv("DBUS_SESSION_BUS_ADDRESS", c.address)

		cmd := exec.Command(os.Args[0], "-test.run=^TestConstructorAppliesTheRule$")
		env := []string{"ATSTART_PRINT=1", "XDG_RUNTIME_DIR=" + c.runtimeDir}
		if c.address != "" {
			env = append(env, "DBUS_SESSION_BUS_ADDRESS="+c.address)
		}
		cmd.Env = env
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := strings.TrimSpace(string(out)); got != want {
			t.Errorf("%s: C sees DBUS_SESSION_BUS_ADDRESS=%q, dbusenv gives %q", c.name, got, want)
		}
	}
}
