package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"goref/board/sgf"
)

// Convert runs `goref convert IN.sgf OUT.sgf` (cli.md): any readable record, in any
// encoding and FF[1]–FF[4], is written as clean FF[4] UTF-8 with CA[UTF-8]. OUT "-" writes
// to stdout. The reader's warnings (encoding guessed, text skipped, …) go to stderr.
// Exit status: 0 written, 2 unusable input or unwritable output, with one line on stderr
// naming the file and the position in it.
func Convert(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprintln(stdout, "usage: goref convert IN.sgf OUT.sgf")
		return 0
	}
	if len(args) != 2 {
		fmt.Fprintln(stderr, "usage: goref convert IN.sgf OUT.sgf")
		return 2
	}
	stderr = safeLines(stderr)
	in, out := args[0], args[1]
	col, err := readRecordFile(in)
	if err != nil {
		fmt.Fprintf(stderr, "goref convert: %s\n", fileError(in, err))
		return 2
	}
	for _, w := range col.Warnings {
		fmt.Fprintf(stderr, "goref convert: %s: warning: %s\n", in, w)
	}
	data, err := sgf.Write(col)
	if err != nil {
		fmt.Fprintf(stderr, "goref convert: %s\n", fileError(out, err))
		return 2
	}
	if len(data) > sgf.MaxFileSize {
		// UTF-8 takes up to three bytes for a legacy encoding's one: a record near the limit
		// would come out as a file goref itself refuses. Nothing is written.
		fmt.Fprintf(stderr, "goref convert: %s: the UTF-8 record would be %.1f MB, more than the %d MB goref reads: not written\n",
			out, float64(len(data))/(1<<20), sgf.MaxFileSize>>20)
		return 2
	}
	if out == "-" {
		if _, err := stdout.Write(data); err != nil {
			fmt.Fprintf(stderr, "goref convert: -: %v\n", err)
			return 2
		}
		return 0
	}
	if err := sgf.WriteAtomic(out, data); err != nil {
		fmt.Fprintf(stderr, "goref convert: %s\n", fileError(out, err))
		return 2
	}
	return 0
}

// fileError renders err as "FILE:LINE:COL: msg" when it has a position, "FILE: msg"
// otherwise.
func fileError(file string, err error) string {
	var se *sgf.Error
	if errors.As(err, &se) && se.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", file, se.Line, se.Col, se.Msg)
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Sprintf("%s: %v", file, err)
}
