package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"goref/board"
	"goref/rules"
)

// Version is goref's version as commands report it.
const Version = "0.1.0"

// ruleFlags are the flags check, score and gtp share: --rules, --ko, --suicide and
// --ing-cycles.
type ruleFlags struct {
	rules, ko, suicide, ingCycles string
}

func (r *ruleFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&r.rules, "rules", "", "rule set: "+fmt.Sprint(rules.PresetNames()))
	fs.StringVar(&r.ko, "ko", "", "override the ko rule: none, simple, positional, situational")
	fs.StringVar(&r.suicide, "suicide", "", "override the suicide rule: forbid, multi, all")
	fs.StringVar(&r.ingCycles, "ing-cycles", "", "Ing 争/搅: book (Ing's rulings as the book reports them, the default) or shape-count (Chen's)")
}

// resolve returns the rule set: the --rules preset, else fallback (the record's RU), with the
// --ko and --suicide overrides applied.
func (r *ruleFlags) resolve(fallback rules.Ruleset) (rules.Ruleset, error) {
	rs := fallback
	if r.rules != "" {
		p, err := rules.Preset(r.rules)
		if err != nil {
			return rs, err
		}
		rs = p
	}
	if r.ko != "" {
		k, ok := board.ParseKoRule(r.ko)
		if !ok {
			return rs, fmt.Errorf("unknown ko rule %q (none, simple, positional, situational)", r.ko)
		}
		rs.Ko = k
	}
	if r.suicide != "" {
		s, ok := board.ParseSuicideRule(r.suicide)
		if !ok {
			return rs, fmt.Errorf("unknown suicide rule %q (forbid, multi, all)", r.suicide)
		}
		rs.Suicide = s
	}
	switch r.ingCycles {
	case "", "book":
	case "shape-count", "chen":
		rs.IngShapeCount = true
	default:
		return rs, fmt.Errorf("unknown --ing-cycles %q (book, shape-count)", r.ingCycles)
	}
	return rs, nil
}

// newFlagSet makes a flag set that never exits the process and prints nothing itself: a
// parse error is reported by flagFailure.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("goref "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// flagFailure reports a parse error of fs: --help prints the flags to stdout (exit 0); any
// other error is one line pointing to --help (exit 2), never the whole usage.
func flagFailure(fs *flag.FlagSet, err error, stdout, stderr io.Writer) int {
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stdout, "usage of %s:\n", fs.Name())
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		return 0
	}
	fmt.Fprintf(safeLines(stderr), "%s: %v (see %s --help)\n", fs.Name(), err, fs.Name())
	return 2
}

// parseInterspersed parses flags that may stand before or after the positional arguments,
// as `goref check FILE --json` users type them.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
