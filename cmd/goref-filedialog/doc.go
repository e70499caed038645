// Command goref-filedialog shows the desktop's file chooser (GTK on Linux, through
// github.com/sqweek/dialog) for goref, in a process of its own: goref itself then neither links
// nor initialises GTK, and its window stays live while the chooser is open.
//
//	goref-filedialog open [--title T] [--ext E] [--watch-stdin]
//	goref-filedialog save [--title T] [--watch-stdin] [--] NAME
//
// open lists SGF files (*.sgf, *.SGF), or with --ext E the files with that extension (--ext
// xml: a tournament file); save suggests NAME (its last path element only: a
// name never takes the chooser to another folder) and lists the files with NAME's extension
// (SGF when it has none). GTK's chooser asks before a file is replaced only when the chosen
// name has that extension: a name without it is the caller's to complete (notes → notes.sgf)
// and to ask about, and "notes" itself is not written. The title is a hint: GTK's chooser shows its own. "--" ends the
// options, so a NAME may start with "-". With --watch-stdin the helper exits (status 1, as if
// cancelled) when its standard input ends: goref gives it a pipe it never writes, which ends
// when goref does, however it ends (kill -9 too), so no chooser outlives it.
//
// Exit status: 0 and the chosen path and a newline on stdout; 1 when the user cancels; 2 on
// bad usage (one line on stderr); 3 when no chooser could be shown (GTK failed to start,
// e.g. there is no display), so the caller should use another dialog.
package main
