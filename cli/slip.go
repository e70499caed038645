package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
	"goref/slip"
	"goref/tournament"
)

// paperOf reads --paper.
func paperOf(s string) (slip.Paper, error) {
	switch strings.ToLower(s) {
	case "a4", "":
		return slip.A4, nil
	case "letter":
		return slip.Letter, nil
	}
	return "", fmt.Errorf("paper %q: A4 or Letter", s)
}

// writeSlip prints a table's result slip to path (the record it belongs to is the table's own).
func writeSlip(path string, t *table.Table, paper string) error {
	p, err := paperOf(paper)
	if err != nil {
		return err
	}
	rec, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{t.Record()}})
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := slip.Write(&b, slip.Input{Table: t, Record: rec}, p); err != nil {
		return err
	}
	return sgf.WriteAtomic(path, b.Bytes())
}

// Slip runs `goref slip RECORD.sgf OUT.pdf [--paper A4|Letter] [--lang L]`: the result slip of
// a finished record (its result, count, clocks and referee log as the table reads them).
// Exit 0; 2 when the record or the output cannot be used.
func Slip(args []string, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("slip")
	paper := fs.String("paper", "A4", "A4 or Letter")
	lang := fs.String("lang", "en", "the language of the log's explanations: en, zh-Hans, zh-Hant, ja, ko")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if len(pos) != 2 {
		fmt.Fprintln(stderr, "goref slip: want RECORD.sgf OUT.pdf")
		return 2
	}
	p, err := paperOf(*paper)
	if err != nil {
		fmt.Fprintf(stderr, "goref slip: %v\n", err)
		return 2
	}
	col, err := readRecordFile(pos[0])
	if err == nil && len(col.Games) == 0 {
		err = fmt.Errorf("no game in the file")
	}
	if err != nil {
		fmt.Fprintf(stderr, "goref slip: %s: %v\n", pos[0], err)
		return 2
	}
	t, err := table.Open(col.Games[0], rules.Chinese, &clock.FakeTime{})
	if err != nil {
		fmt.Fprintf(stderr, "goref slip: %s: %v\n", pos[0], err)
		return 2
	}
	// the file's own bytes: the QR code names this very file
	rec, err := os.ReadFile(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "goref slip: %v\n", err)
		return 2
	}
	var b bytes.Buffer
	if err := slip.Write(&b, slip.Input{Table: t, Record: rec, Lang: *lang}, p); err != nil {
		fmt.Fprintf(stderr, "goref slip: %v\n", err)
		return 2
	}
	if err := sgf.WriteAtomic(pos[1], b.Bytes()); err != nil {
		fmt.Fprintf(stderr, "goref slip: %v\n", err)
		return 2
	}
	return 0
}

// Sheet runs `goref sheet FILE.xml round N OUT.pdf [--signed T,T,…] [--paper A4|Letter]
// [--lang L]`: the director's round sheet, every table with its result and whether its slip was
// signed, its words in the language L.
func Sheet(args []string, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("sheet")
	paper := fs.String("paper", "A4", "A4 or Letter")
	signedList := fs.String("signed", "", "the tables whose slips are signed: 1,2,5")
	lang := fs.String("lang", "en", "the sheet's language: en, zh-Hans, zh-Hant, ja, ko")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if len(pos) != 4 || strings.ToLower(pos[1]) != "round" {
		fmt.Fprintln(stderr, "goref sheet: want FILE.xml round N OUT.pdf")
		return 2
	}
	round, err := strconv.Atoi(pos[2])
	p, perr := paperOf(*paper)
	if err != nil || round < 1 || perr != nil {
		fmt.Fprintf(stderr, "goref sheet: want a round number and A4 or Letter\n")
		return 2
	}
	signed, err := slip.Tables(*signedList)
	if err != nil {
		fmt.Fprintf(stderr, "goref sheet: --signed %v\n", err)
		return 2
	}
	f, err := tournament.ReadFile(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "goref sheet: %v\n", err)
		return 2
	}
	var b bytes.Buffer
	if err := slip.Sheet(&b, f, round, signed, p, *lang); err != nil {
		fmt.Fprintf(stderr, "goref sheet: %v\n", err)
		return 2
	}
	if err := sgf.WriteAtomic(pos[3], b.Bytes()); err != nil {
		fmt.Fprintf(stderr, "goref sheet: %v\n", err)
		return 2
	}
	return 0
}
