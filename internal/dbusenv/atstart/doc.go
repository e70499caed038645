// Package atstart applies dbusenv's rule (see dbusenv.NoAutolaunch) when the program is
// loaded, before any Go package is initialised: github.com/sqweek/dialog starts GTK in its
// init, and GTK's accessibility bridge looks for the session bus there, running dbus-launch
// (a dbus-daemon left behind) before main could name no bus. Go's init order cannot put a
// package before it, so the rule runs as a C constructor, on the C environment GTK reads.
// Importing it (blank) is enough; goref-filedialog does, whoever starts it. On Linux only
// with cgo (D-Bus autolaunch is X11's); elsewhere the package is empty.
package atstart
