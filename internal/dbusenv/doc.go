// Package dbusenv keeps goref's processes from starting a D-Bus session bus of their own.
package dbusenv
