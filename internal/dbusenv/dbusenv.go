package dbusenv

import (
	"os"
	"path/filepath"
)

// NoAutolaunch: with no D-Bus session bus (a bare X server, a CI machine) the D-Bus libraries
// (Fyne's godbus, GTK's GDBus) run dbus-launch, which leaves a dbus-daemon behind at every
// start; after about 128 of them Fyne can no longer watch its settings file. NoAutolaunch
// names no bus instead, for this process and its children: they then go without the desktop's
// portal settings and notifications, as they would anyway. A bus named in the environment or
// at its standard place is kept. A program whose C libraries look for the bus before main
// runs (GTK, started by a package's init) imports package atstart, which applies the same
// rule when the program is loaded.
func NoAutolaunch() {
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") != "" {
		return
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "bus")); err == nil {
			return // the user's bus at its standard place: the libraries find it
		}
	}
	os.Setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:")
}
