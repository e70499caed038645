package ui

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxNameBytes keeps a suggested file name, extension included, within what every file
// system takes (255 bytes).
const maxNameBytes = 200

// fileName makes text from a record (players' names, a round, a table) into one component of
// a path, to suggest as a file name: a separator, '..' or a character Windows refuses in a
// name cannot take the save out of the folder the dialog shows. ext is added (".sgf");
// fallback is used when nothing of text is left.
func fileName(text, ext, fallback string) string {
	name := strings.Map(func(r rune) rune {
		switch {
		case r == utf8.RuneError, unicode.IsControl(r), strings.ContainsRune(`/\:*?"<>|`, r):
			return '_'
		}
		return r
	}, text)
	// Leading dots hide a file (and "." and ".." name folders); Windows drops trailing dots and
	// spaces.
	name = strings.TrimFunc(name, func(r rune) bool { return r == '.' || unicode.IsSpace(r) })
	for len(name)+len(ext) > maxNameBytes {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	if name == "" {
		name = fallback
	}
	if reservedOnWindows(name) {
		name = "_" + name
	}
	return name + ext
}

// reservedOnWindows: Windows takes CON, NUL, COM1… (with any extension) for devices.
func reservedOnWindows(name string) bool {
	base, _, _ := strings.Cut(strings.ToUpper(name), ".")
	switch base {
	case "CON", "PRN", "AUX", "NUL":
		return true
	}
	return len(base) == 4 && (strings.HasPrefix(base, "COM") || strings.HasPrefix(base, "LPT")) && base[3] >= '1' && base[3] <= '9'
}
