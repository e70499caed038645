package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/rules/count"
	"goref/rules/record"
)

// scoreFlags are the flags only `goref score` takes.
type scoreFlags struct {
	komi, dead, seki, penalties, prisoners, resumed string
	dame                                            string
	oneSidedBlack, oneSidedWhite                    string
}

func (s *scoreFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&s.komi, "komi", "", "komi in the rule set's unit: 7.5, 2.75, 11/4")
	fs.StringVar(&s.dead, "dead", "", "dead stones V,V,… (GTP or SGF vertices; a stone marks its chain)")
	fs.StringVar(&s.seki, "seki", "", "groups in seki V,…, or none")
	fs.StringVar(&s.penalties, "penalties", "", "Ing time penalties B=N,W=M (2 points each)")
	fs.StringVar(&s.prisoners, "prisoners", "", "stones captured by Black / by White missing from the record, B=N,W=M")
	fs.StringVar(&s.resumed, "resumed", "", "ikeda: stones placed after the first resumption V,…")
	fs.StringVar(&s.dame, "dame", "practice", "territory counting: practice (open dame count for nobody) or strict (J89 Art. 8: no territory next to an open dame)")
	fs.StringVar(&s.oneSidedBlack, "one-sided-black", "", "ikeda1: one-sided dame only Black may play V,… (Black's territory in the agreement count)")
	fs.StringVar(&s.oneSidedWhite, "one-sided-white", "", "ikeda1: one-sided dame only White may play V,…")
}

// input builds count.Input from the flags, the record and the final position b; the record's
// last node's TB/TW marks give the dead stones when --dead is absent.
func (s *scoreFlags) input(rs rules.Ruleset, rec *record.Record, b *board.Board) (count.Input, error) {
	in := count.Input{Rules: rs, Handicap: rec.Info.Handicap}
	in.Komi, _ = rec.Info.GameKomi(rs)
	var err error
	if s.komi != "" {
		if in.Komi, err = parseKomi(s.komi); err != nil {
			return in, err
		}
		if err := saneKomi(in.Komi); err != nil {
			return in, fmt.Errorf("--komi: %v", err)
		}
	}
	w, h := rec.Width, rec.Height
	if s.dead != "" {
		if in.Dead, err = parseVertices("--dead", s.dead, w, h); err != nil {
			return in, err
		}
	} else if in.Dead, err = record.DeadStones(rec.Last, w, h, b.At); err != nil {
		return in, fmt.Errorf("TB/TW marks: %v", err)
	}
	switch strings.ToLower(strings.TrimSpace(s.seki)) {
	case "":
	case "none":
		in.NoSeki = true
	default:
		if in.Seki, err = parseVertices("--seki", s.seki, w, h); err != nil {
			return in, err
		}
	}
	if in.Penalties, err = parsePair("--penalties", s.penalties); err != nil {
		return in, err
	}
	extra, err := parsePair("--prisoners", s.prisoners)
	if err != nil {
		return in, err
	}
	in.Prisoners = count.Pair{Black: b.Captures(board.Black) + extra.Black, White: b.Captures(board.White) + extra.White}
	if s.resumed != "" {
		if in.Resumed, err = parseVertices("--resumed", s.resumed, w, h); err != nil {
			return in, err
		}
	}
	switch strings.ToLower(strings.TrimSpace(s.dame)) {
	case "", "practice":
	case "strict":
		in.DameStrict = true
	default:
		return in, fmt.Errorf("--dame: want practice or strict, got %q", s.dame)
	}
	if in.OneSided.Black, err = parseVertices("--one-sided-black", s.oneSidedBlack, w, h); err != nil {
		return in, err
	}
	if in.OneSided.White, err = parseVertices("--one-sided-white", s.oneSidedWhite, w, h); err != nil {
		return in, err
	}
	return in, nil
}

// parseKomi reads 7.5, -3, 2.75 or 11/4.
func parseKomi(s string) (float64, error) {
	t := strings.TrimSpace(s)
	if num, den, ok := strings.Cut(t, "/"); ok {
		n, err1 := strconv.ParseFloat(strings.TrimSpace(num), 64)
		d, err2 := strconv.ParseFloat(strings.TrimSpace(den), 64)
		if err1 != nil || err2 != nil || d == 0 {
			return 0, fmt.Errorf("invalid --komi %q", s)
		}
		return n / d, nil
	}
	k, err := strconv.ParseFloat(t, 64)
	if err != nil {
		return 0, fmt.Errorf("invalid --komi %q", s)
	}
	return k, nil
}

func parseVertices(flag, list string, w, h int) ([]board.Vertex, error) {
	var out []board.Vertex
	for _, f := range strings.Split(list, ",") {
		if strings.TrimSpace(f) == "" {
			continue
		}
		v, err := board.ParseVertex(f, w, h)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", flag, err)
		}
		if v.IsPass() {
			return nil, fmt.Errorf("%s: %q is not a point", flag, f)
		}
		out = append(out, v)
	}
	return out, nil
}

// parsePair reads B=N,W=M (either part may be missing).
func parsePair(flag, s string) (count.Pair, error) {
	var p count.Pair
	if strings.TrimSpace(s) == "" {
		return p, nil
	}
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if !ok || err != nil || n < 0 {
			return p, fmt.Errorf("%s: want B=N,W=M, got %q", flag, s)
		}
		if n > maxCount {
			return p, fmt.Errorf("%s: %d is out of range (0 to %d)", flag, n, maxCount)
		}
		switch c, _ := board.ParseColor(strings.TrimSpace(k)); c {
		case board.Black:
			p.Black = n
		case board.White:
			p.White = n
		default:
			return p, fmt.Errorf("%s: want B=N,W=M, got %q", flag, s)
		}
	}
	return p, nil
}
