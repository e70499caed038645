package cli

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/words"
)

// nigiriLines are a script's nigiri header lines, judged by rules once the header is read (its
// lines come in any order): `nigiri odd|even N` (the player named Black on `players` guesses,
// the one named White holds N stones, as in the app's New game dialog), `compensation K` (计活子's
// double choice 双选制: the winner of the guess names K stones) and `choose black|white` (the
// double choice's other player, or Ing's winner).
type nigiriLines struct {
	odd          bool
	stones       int
	compensation *float64
	colour       board.Color
	lines        map[string]int // the line of each, for errors
}

// nigiriSaid is the nigiri as it was judged: its sentence in every language and who plays what.
type nigiriSaid struct {
	text         map[string]string // words.Tag.JSONKey → sentence
	black, white string
	komi         *float64 // the double choice's compensation
}

// nigiriHeader reads one of the three lines.
func (s *script) nigiriHeader(word string, args []string) error {
	if s.nigiri == nil {
		s.nigiri = &nigiriLines{lines: map[string]int{}}
	}
	n := s.nigiri
	switch word {
	case "nigiri":
		if len(args) != 2 || (!strings.EqualFold(args[0], "odd") && !strings.EqualFold(args[0], "even")) {
			return fmt.Errorf(`want "nigiri odd|even STONES"`)
		}
		c, err := strconv.Atoi(args[1])
		if err != nil || c < 1 || c > 361 {
			return fmt.Errorf("nigiri: %q is not a number of stones in the hand (1–361)", args[1])
		}
		n.odd, n.stones = strings.EqualFold(args[0], "odd"), c
	case "compensation":
		if len(args) != 1 {
			return fmt.Errorf(`want "compensation STONES"`)
		}
		k, err := parseKomi(args[0])
		if err != nil {
			return fmt.Errorf("compensation %q is not a number", args[0])
		}
		if err := saneKomi(k); err != nil {
			return err
		}
		n.compensation = &k
	case "choose":
		if len(args) != 1 {
			return fmt.Errorf(`want "choose black|white"`)
		}
		switch strings.ToLower(args[0]) {
		case "black", "b":
			n.colour = board.Black
		case "white", "w":
			n.colour = board.White
		default:
			return fmt.Errorf(`want "choose black|white"`)
		}
	}
	return nil
}

// judgeNigiri applies the nigiri the header gives: the names take the places the rules give
// them, the double choice's compensation is the komi, and the record's GC says it all.
// The error names the line it is about (0: none).
func (s *script) judgeNigiri() (int, error) {
	n := s.nigiri
	if n == nil {
		return 0, nil
	}
	switch {
	case n.stones == 0:
		return max(n.lines["compensation"], n.lines["choose"]), errors.New(`"compensation" and "choose" follow a "nigiri odd|even STONES" line`)
	case s.cfg.Black == "" || s.cfg.White == "":
		return n.lines["nigiri"], errors.New(`a nigiri needs "players BLACK / WHITE": the player named Black guesses, the one named White holds the stones`)
	case s.pairing != nil:
		return n.lines["nigiri"], errors.New("the pairing program gives the colours of a tournament game: no nigiri")
	case n.compensation != nil && s.seen["komi"]:
		return n.lines["compensation"], errors.New(`the double choice's compensation is the komi: give "compensation" or "komi", not both`)
	}
	if line, err := s.judge(n); err != nil {
		return line, err
	}
	return 0, nil
}

// judge asks the rules what the nigiri lines come to.
func (s *script) judge(n *nigiriLines) (int, error) {
	names := [2]string{s.cfg.Black, s.cfg.White} // rules.NigiriGuesser, rules.NigiriHolder
	var said nigiriSaid
	black := -1
	if n.compensation != nil {
		d, err := rules.StartDoubleChoice(s.cfg.Rules, n.stones, n.odd)
		if err == nil {
			d, err = d.Name(*n.compensation)
		}
		if err != nil {
			return n.lines["compensation"], err
		}
		if n.colour == board.Empty {
			return n.lines["nigiri"], fmt.Errorf(`the double choice needs "choose black|white": %s`, d.Explain("en", names))
		}
		if d, err = d.Choose(n.colour); err != nil {
			return n.lines["choose"], err
		}
		black, said.komi = d.BlackPlayer(), n.compensation
		said.text = inEveryLanguage(func(l string) string { return d.Explain(l, names) })
	} else {
		r, err := rules.Nigiri(s.cfg.Rules, n.stones, n.odd, false)
		if err != nil {
			return n.lines["nigiri"], err
		}
		switch {
		case r.NeedChoice && n.colour == board.Empty:
			return n.lines["nigiri"], fmt.Errorf(`the winner chooses his colour: add "choose black|white" (%s)`, r.Explain("en", names, board.Empty))
		case r.NeedChoice:
			black = r.BlackWith(n.colour)
		case n.colour != board.Empty:
			return n.lines["choose"], fmt.Errorf("choose: the rule set leaves no choice (%s)", r.Explain("en", names, board.Empty))
		default:
			black = r.BlackPlayer()
		}
		said.text = inEveryLanguage(func(l string) string { return r.Explain(l, names, n.colour) })
	}
	if black == rules.NigiriHolder {
		s.cfg.Black, s.cfg.White = s.cfg.White, s.cfg.Black
	}
	said.black, said.white = s.cfg.Black, s.cfg.White
	s.cfg.Info.Nigiri = said.text[words.Normalize(s.cfg.Lang).JSONKey()]
	s.said = &said
	return 0, nil
}

// inEveryLanguage is a sentence in each language goref speaks, keyed as the JSON output keys them.
func inEveryLanguage(say func(lang string) string) map[string]string {
	m := map[string]string{}
	for _, t := range words.Tags {
		m[t.JSONKey()] = say(string(t))
	}
	return m
}
