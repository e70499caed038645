//go:build linux && cgo

package atstart

/*
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

// The rule of dbusenv.NoAutolaunch: keep a bus named in the environment or at its standard
// place ($XDG_RUNTIME_DIR/bus), else name none.
__attribute__((constructor)) static void goref_no_autolaunch(void) {
	const char *bus = getenv("DBUS_SESSION_BUS_ADDRESS");
	if (bus != NULL && bus[0] != '\0') {
		return;
	}
	const char *dir = getenv("XDG_RUNTIME_DIR");
	if (dir != NULL && dir[0] != '\0') {
		char path[4096];
		int n = snprintf(path, sizeof path, "%s/bus", dir);
		if (n > 0 && (size_t)n < sizeof path && access(path, F_OK) == 0) {
			return;
		}
	}
	setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1);
}

static const char *goref_bus(void) {
	const char *bus = getenv("DBUS_SESSION_BUS_ADDRESS");
	return bus != NULL ? bus : "";
}
*/
import "C"

// Address is the session bus address C libraries see in this process: what the constructor
// left (Go's os.Getenv reads the environment Go copied before it ran).
func Address() string { return C.GoString(C.goref_bus()) }
