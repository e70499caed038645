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
// double choice 双选制: the winner of the guess names K stones), `bids K1 K2` (计活子's
// competition for White 公平竞争: the players named first and second offer K1 and K2 stones;
// a tie needs the `nigiri` line), `set-komi K` (Ing's 设定还点: the loser of the guess sets K
// points, even) and `choose black|white` (the double choice's other player, or Ing's winner).
type nigiriLines struct {
	odd          bool
	stones       int
	compensation *float64
	bids         *[2]float64
	setKomi      *float64
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
		k, err := stonesArg("compensation", args[0])
		if err != nil {
			return err
		}
		n.compensation = &k
	case "bids":
		if len(args) != 2 {
			return fmt.Errorf(`want "bids K1 K2": the stones each player offers to give for White, in the order of "players"`)
		}
		var b [2]float64
		for i, a := range args {
			k, err := stonesArg("bids", a)
			if err != nil {
				return err
			}
			b[i] = k
		}
		n.bids = &b
	case "set-komi":
		if len(args) != 1 {
			return fmt.Errorf(`want "set-komi POINTS"`)
		}
		k, err := stonesArg("set-komi", args[0])
		if err != nil {
			return err
		}
		n.setKomi = &k
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
	first := max(n.lines["nigiri"], n.lines["bids"])
	switch {
	case n.stones == 0 && n.bids == nil && n.setKomi != nil:
		return n.lines["set-komi"], errors.New(`"set-komi" follows a "nigiri odd|even STONES" line: the loser of the guess sets the komi`)
	case n.stones == 0 && n.bids == nil:
		return max(n.lines["compensation"], n.lines["choose"]), errors.New(`"compensation" and "choose" follow a "nigiri odd|even STONES" line`)
	case (s.cfg.Black == "" || s.cfg.White == "") && n.bids != nil:
		return first, errors.New(`bids need "players BLACK / WHITE": the bids are in the order of the names`)
	case s.cfg.Black == "" || s.cfg.White == "":
		return first, errors.New(`a nigiri needs "players BLACK / WHITE": the player named Black guesses, the one named White holds the stones`)
	case s.pairing != nil:
		return first, errors.New("the pairing program gives the colours of a tournament game: no nigiri")
	case n.compensation != nil && s.seen["komi"]:
		return n.lines["compensation"], errors.New(`the double choice's compensation is the komi: give "compensation" or "komi", not both`)
	case n.bids != nil && s.seen["komi"]:
		return n.lines["bids"], errors.New(`the higher bid is the komi: give "bids" or "komi", not both`)
	case n.setKomi != nil && s.seen["komi"]:
		return n.lines["set-komi"], errors.New(`set-komi is the komi: give "set-komi" or "komi", not both`)
	case n.bids != nil && (n.compensation != nil || n.setKomi != nil || n.colour != board.Empty):
		return max(n.lines["compensation"], n.lines["set-komi"], n.lines["choose"]), errors.New(`the bids decide who takes White: no "compensation", "set-komi" or "choose" beside them`)
	case n.setKomi != nil && n.compensation != nil:
		return n.lines["set-komi"], errors.New(`"set-komi" is Ing's, "compensation" 计活子's: give one`)
	}
	if n.bids != nil {
		return s.judgeBids(n)
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
		r, err := rules.Nigiri(s.cfg.Rules, n.stones, n.odd, n.setKomi != nil)
		if err != nil {
			return n.lines["nigiri"], err
		}
		if n.setKomi != nil {
			return s.judgeSetKomi(n, r)
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
	s.settle(black, said)
	return 0, nil
}

// settle puts the names where the nigiri's outcome puts them (black: rules.NigiriGuesser or
// NigiriHolder) and keeps what it said for the record and the JSON.
func (s *script) settle(black int, said nigiriSaid) {
	if black == rules.NigiriHolder {
		s.cfg.Black, s.cfg.White = s.cfg.White, s.cfg.Black
	}
	said.black, said.white = s.cfg.Black, s.cfg.White
	s.cfg.Info.Nigiri = said.text[words.Normalize(s.cfg.Lang).JSONKey()]
	s.said = &said
}

// judgeBids asks the rules what 计活子's competition for White comes to: the higher bid takes
// White and is the komi; equal bids go to the nigiri line.
func (s *script) judgeBids(n *nigiriLines) (int, error) {
	names := [2]string{s.cfg.Black, s.cfg.White}
	b, err := rules.Bid(s.cfg.Rules, *n.bids)
	if err != nil {
		return n.lines["bids"], err
	}
	switch {
	case b.Tied() && n.stones == 0:
		return n.lines["bids"], fmt.Errorf(`equal bids go to the nigiri: add "nigiri odd|even STONES" (%s)`, b.Explain("en", names))
	case b.Tied():
		if b, err = b.Draw(s.cfg.Rules, n.stones, n.odd); err != nil {
			return n.lines["nigiri"], err
		}
	case n.stones != 0:
		return n.lines["nigiri"], rules.ErrBidNoTie
	}
	komi := b.Komi()
	s.settle(b.BlackPlayer(), nigiriSaid{komi: &komi, text: inEveryLanguage(func(l string) string { return b.Explain(l, names) })})
	return 0, nil
}

// judgeSetKomi is Ing's 设定还点: the loser of the guess set the komi, an even number of points,
// and the winner chose his colour.
func (s *script) judgeSetKomi(n *nigiriLines, r rules.NigiriResult) (int, error) {
	names := [2]string{s.cfg.Black, s.cfg.White}
	switch {
	case r.SetsKomi < 0:
		return n.lines["set-komi"], errors.New("set-komi: 设定还点 is Ing's (rules ing): the loser of the guess sets the komi")
	case rules.ValidateSetKomi(*n.setKomi) != nil:
		return n.lines["set-komi"], fmt.Errorf("set-komi %v: 设定还点 「必须为偶数」, an even number of points", *n.setKomi)
	case n.colour == board.Empty:
		return n.lines["nigiri"], fmt.Errorf(`the winner chooses his colour: add "choose black|white" (%s)`, r.Explain("en", names, board.Empty))
	}
	komi := *n.setKomi
	s.settle(r.BlackWith(n.colour), nigiriSaid{komi: &komi, text: inEveryLanguage(func(l string) string { return r.ExplainSetKomi(l, names, komi, n.colour) })})
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

// stonesArg reads the number a of the header line named line, as a komi is read.
func stonesArg(line, a string) (float64, error) {
	k, err := parseKomi(a)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a number", line, a)
	}
	return k, saneKomi(k)
}
