package cli

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"goref/tournament"
)

// pairingLine is a script's `tournament FILE round N table T` header line: the game starts
// from that pairing of the tournament file (players, ranks, size, handicap, komi, clock,
// event/round/table); the script's own header lines (size, komi, handicap, time, players)
// override it.
type pairingLine struct {
	file         string
	round, table int
	line         int
}

// f0 is the first word of a line as typed (the header word, in its case).
func f0(text string) string {
	f := strings.Fields(text)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// pairingForm is "FILE round N table T": the file's name may hold spaces; the words may be
// parted by any white space strings.Fields knows (a tab, a non-breaking space), in any case.
var pairingForm = regexp.MustCompile(`(?i)^(.*?)` + space + `+round` + space + `+(\d+)` + space + `+table` + space + `+(\d+)` + space + `*$`)

// space is one character of white space as unicode.IsSpace has it (RE2's \s is ASCII only).
const space = `[\s\v\x{85}\p{Z}]`

// afterWord is a header line's value: the line as typed after its first word (the word is
// matched in any case, so it is stripped as typed), spaces inside kept.
func afterWord(text string) string {
	return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), f0(text)))
}

// parsePairingLine reads "FILE round N table T".
func parsePairingLine(rest string) (*pairingLine, error) {
	const form = `want "tournament FILE round N table T"`
	m := pairingForm.FindStringSubmatch(rest)
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return nil, fmt.Errorf(form)
	}
	r, err1 := strconv.Atoi(m[2])
	t, err2 := strconv.Atoi(m[3])
	if err1 != nil || err2 != nil || r < 1 || t < 1 {
		return nil, fmt.Errorf("%s: round and table are numbers from 1", form)
	}
	return &pairingLine{file: strings.TrimSpace(m[1]), round: r, table: t}, nil
}

// fromPairing sets the game up from the pairing, under the script's rules.
func (s *script) fromPairing() error {
	p := s.pairing
	path := p.file
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(s.name), path)
	}
	f, err := tournament.ReadFile(path)
	if err != nil {
		return fmt.Errorf("tournament: %v", err)
	}
	cfg, _, err := f.Config(p.round, p.table, s.cfg.Rules)
	if err != nil {
		return fmt.Errorf("tournament %s: %v", p.file, err)
	}
	if s.seen["size"] || s.seen["load"] {
		if s.cfg.Width != cfg.Width || s.cfg.Height != cfg.Height {
			return fmt.Errorf("the tournament plays on %d×%d, the header says %d×%d", cfg.Width, cfg.Height, s.cfg.Width, s.cfg.Height)
		}
	}
	s.cfg.Width, s.cfg.Height = cfg.Width, cfg.Height
	if !s.seen["handicap"] {
		s.cfg.Handicap = cfg.Handicap
	}
	if !s.seen["komi"] && !s.seen["load"] {
		s.cfg.Komi = cfg.Komi
		if s.seen["handicap"] && s.cfg.Handicap >= 2 {
			s.cfg.Komi = nil // the rule set's compensation, as with any handicap line
		}
	}
	if !s.seen["time"] {
		s.cfg.Time = cfg.Time
	}
	if !s.seen["players"] {
		s.cfg.Black, s.cfg.White = cfg.Black, cfg.White
	}
	s.cfg.Info = cfg.Info
	return nil
}
