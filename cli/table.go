package cli

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
	"goref/rules/table"
)

// Table runs `goref table SCRIPT [--json]` (shared/spec/table.md): one game at the table,
// headless, on a virtual clock, through the same rules/table object the app uses. Exit 0: the
// script ran to its end; 1: an event was refused (listed, the run goes on); 2: the script or a
// file it names is unusable.
func Table(args []string, stdout, stderr io.Writer) int {
	stderr = safeLines(stderr)
	fs := newFlagSet("table")
	asJSON := fs.Bool("json", false, "print one JSON object at the end")
	sgfOut := fs.String("sgf", "", "also write the game's record to this file")
	slipOut := fs.String("slip", "", "also print the result slip to this PDF file")
	paper := fs.String("paper", "A4", "the slip's paper: A4 or Letter")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, "goref table: give exactly one SCRIPT")
		return 2
	}
	sc, err := readScript(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "goref table: %v\n", err)
		return 2
	}
	run, err := runScript(sc)
	if err != nil {
		fmt.Fprintf(stderr, "goref table: %v\n", err)
		return 2
	}
	if *sgfOut != "" {
		if err := sgf.WriteFile(*sgfOut, &sgf.Collection{Games: []*sgf.Node{run.t.Record()}}); err != nil {
			fmt.Fprintf(stderr, "goref table: %v\n", err)
			return 2
		}
	}
	if *slipOut != "" {
		if err := writeSlip(*slipOut, run.t, *paper); err != nil {
			fmt.Fprintf(stderr, "goref table: %v\n", err)
			return 2
		}
	}
	if *asJSON {
		if err := writeJSONLine(stdout, run.json()); err != nil {
			fmt.Fprintf(stderr, "goref table: %v\n", err)
			return 2
		}
	} else {
		run.text(stdout)
	}
	if run.refused {
		return 1
	}
	return 0
}

// tableRun is a script played out.
type tableRun struct {
	sc      *script
	t       *table.Table
	refused bool
}

// runScript plays the script's events on a virtual clock.
func runScript(sc *script) (*tableRun, error) {
	vt := &clock.FakeTime{}
	t, err := table.New(sc.cfg, vt)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", sc.name, err)
	}
	run := &tableRun{sc: sc, t: t}
	var last time.Duration
	for _, ev := range sc.events {
		at := last
		if ev.hasAt {
			at = ev.at
			if t.Started() {
				at += t.StartedAt()
			}
			if at < last {
				return nil, scriptError(sc.name, ev.line, "at %s is earlier than the previous event", clock.FormatSeconds(ev.at))
			}
		}
		vt.Set(at)
		last = at
		seen := len(t.Events())
		err := run.event(ev)
		if err != nil && !table.IsRefused(err) {
			return nil, scriptError(sc.name, ev.line, "%v", err)
		}
		// exit 1 for an illegal move even where the rule set rules it void (C88) and play goes on
		for _, e := range t.Events()[seen:] {
			if e.Kind == table.KindIllegal || e.Kind == table.KindRefused {
				run.refused = true
			}
		}
		if err != nil {
			run.refused = true
		}
	}
	return run, nil
}

// event runs one script event on the table.
func (r *tableRun) event(ev scriptEvent) error {
	t := r.t
	b := t.Board()
	vertex := func(s string) (board.Vertex, error) {
		if strings.EqualFold(s, "pass") {
			return board.Pass, nil
		}
		return board.ParseGTP(s, b.Width(), b.Height())
	}
	var err error
	switch ev.word {
	case "start":
		_, err = t.Start()
	case "wait":
		t.Tick()
	case "b", "w":
		v, perr := vertex(ev.args[0])
		if perr != nil {
			return perr
		}
		_, err = t.Play(playerOf(ev.word), v)
	case "place":
		v, perr := board.ParseGTP(ev.args[0], b.Width(), b.Height())
		if perr != nil {
			return perr
		}
		_, err = t.Place(v)
	case "late":
		mins, _ := strconv.ParseFloat(ev.args[1], 64)
		var allow float64
		if len(ev.args) == 4 {
			allow, _ = strconv.ParseFloat(ev.args[3], 64)
		}
		_, err = t.Late(playerOf(ev.args[0]), minutesOf(mins), minutesOf(allow))
	case "referee":
		a := rules.Action{Kind: refereeKinds[strings.ToLower(ev.args[0])], Player: playerOf(ev.args[1]), Note: ev.note}
		if len(ev.args) == 3 {
			a.Points, _ = strconv.Atoi(ev.args[2])
		}
		_, err = t.Referee(a)
	case "dead", "seki":
		var vs []board.Vertex
		for _, s := range strings.Split(strings.Join(ev.args, ""), ",") {
			if s == "" {
				continue
			}
			v, perr := board.ParseGTP(s, b.Width(), b.Height())
			if perr != nil {
				return perr
			}
			vs = append(vs, v)
		}
		if ev.word == "dead" {
			_, err = t.MarkDead(vs...)
		} else {
			_, err = t.MarkSeki(vs...)
		}
	case "accept":
		_, err = t.Accept(playerOf(ev.args[0]))
	case "dispute":
		_, err = t.Dispute(playerOf(ev.args[0]))
	case "confirm-start":
		_, err = t.ConfirmStart(playerOf(ev.args[0]))
	case "confirm-end":
		_, err = t.ConfirmEnd()
	case "resume":
		_, err = t.Resume(playerOf(ev.args[0]))
	case "resign":
		_, err = t.Resign(playerOf(ev.args[0]))
	case "undo":
		// With a reason it is the referee's take-back, which the log keeps.
		_, err = t.Undo(ev.note != "", ev.note)
	case "suggest":
		_, err = t.Suggest()
	case "count":
		_, err = t.CountNow()
	case "let-pass":
		_, err = t.LetPassThrough()
	case "keep-refusal":
		_, err = t.KeepRefusal()
	case "keep-verdict":
		_, err = t.KeepVerdict()
	case "keep-marks":
		_, err = t.KeepMarks()
	case "ruling":
		a := rules.Action{Kind: rules.ActCycleRuling, Ruling: strings.ToLower(ev.args[0]), Note: ev.note}
		if len(ev.args) == 2 {
			a.Player = playerOf(ev.args[1])
		}
		_, err = t.Referee(a)
	case "pause":
		_, err = t.PauseClock(ev.note)
	case "restart":
		_, err = t.ResumeClock(ev.note)
	}
	return err
}

func minutesOf(m float64) time.Duration { return time.Duration(math.Round(m * float64(time.Minute))) }

// tableJSON is the object of `goref table --json` (table.md).
type tableJSON struct {
	Rules     string                   `json:"rules"`
	Result    resultJSON               `json:"result"`
	Ended     bool                     `json:"ended"`
	Plies     int                      `json:"plies"`
	Penalties map[string]int           `json:"penalties"`
	Clock     map[string]sideClockJSON `json:"clock,omitempty"`
	Events    []eventJSON              `json:"events"`
	Count     *scoreJSON               `json:"count,omitempty"`
	SGF       string                   `json:"sgf"`
	// Nigiri extends table.md: the header's nigiri as judged, when it has one.
	Nigiri *nigiriJSON `json:"nigiri,omitempty"`
}

// nigiriJSON is the nigiri the script's header gives: its sentence in each language, the
// players in the colours it gave them, and the double choice's compensation (the komi).
type nigiriJSON struct {
	Text  map[string]string `json:"text"`
	Black string            `json:"black"`
	White string            `json:"white"`
	Komi  *float64          `json:"komi,omitempty"`
}

type resultJSON struct {
	RE       *string           `json:"re"`
	Winner   *string           `json:"winner"`
	Reason   *string           `json:"reason"`
	Margin   *float64          `json:"margin"`
	Unit     *string           `json:"unit"`
	Notation map[string]string `json:"notation"`
}

type sideClockJSON struct {
	Used  float64 `json:"used"`
	Left  float64 `json:"left"`
	State string  `json:"state"`
	// BlockLeft extends table.md: in Ing penalty overtime, the time left in the block the
	// last penalty bought (left stays 0 there: the blocks cost points).
	BlockLeft *float64 `json:"block_left,omitempty"`
}

type eventJSON struct {
	T      float64           `json:"t"`
	Kind   string            `json:"kind"`
	Player *string           `json:"player"`
	Ply    *int              `json:"ply"`
	Reason string            `json:"reason,omitempty"`
	Text   map[string]string `json:"text"`
	Action string            `json:"action,omitempty"` // the GR value of the log entry it made
	Point  string            `json:"point,omitempty"`  // a refused Ing pass: a dame still open
	// Detail extends table.md: what the referee reads beyond text, by language, one line each
	// (a cycle: the verdict, the lap, the rule's text, Ing's choices; table.Event.Detail).
	Detail map[string]string `json:"detail,omitempty"`
}

func (r *tableRun) json() tableJSON {
	t := r.t
	j := tableJSON{Rules: t.Rules().Name, Ended: t.Ended(), Plies: t.Game().NumMoves(),
		Penalties: map[string]int{"B": t.Penalties().Black, "W": t.Penalties().White},
		Events:    []eventJSON{}, Result: resultJSON{Notation: map[string]string{}}}
	if o := t.Result(); o != nil {
		re, why := o.RE(), o.Reason
		win := winnerWord(o.Result.Winner)
		j.Result.RE, j.Result.Winner, j.Result.Reason = &re, &win, &why
		if o.Reason == table.EndCount {
			m, u := o.Result.Margin, o.Result.Unit.String()
			j.Result.Margin, j.Result.Unit = &m, &u
		}
		j.Result.Notation = o.Result.Texts()
	}
	if c := t.Clock(); c != nil {
		st := c.State()
		j.Clock = map[string]sideClockJSON{}
		for _, s := range []clock.Side{clock.Black, clock.White} {
			rd := st.Sides[s]
			state := "main"
			switch rd.Phase {
			case clock.Overtime:
				state = "overtime"
			case clock.Lost:
				state = "lost"
			}
			left := rd.Left
			var block *float64
			if c.Config().System == clock.IngPenalty && rd.Phase != clock.Lost {
				left = rd.MainLeft // Ing penalty blocks cost points: not counted in left
				if rd.Phase == clock.Overtime {
					left = 0
					b := rd.PeriodLeft.Seconds()
					block = &b
				}
			}
			j.Clock[s.String()] = sideClockJSON{Used: rd.Used.Seconds(), Left: left.Seconds(), State: state, BlockLeft: block}
		}
	}
	for _, ev := range t.Events() {
		e := eventJSON{T: t.Since(ev.At), Kind: ev.Kind, Reason: ev.Reason, Text: ev.Text, Detail: ev.Detail}
		if ev.Player == board.Black || ev.Player == board.White {
			p := ev.Player.String()
			e.Player = &p
		}
		ply := ev.Ply
		e.Ply = &ply
		if ev.Action != nil {
			e.Action = ev.Action.GRValue()
		}
		if ev.Point != nil {
			e.Point = ev.Point.GTP(t.Board().Height())
		}
		j.Events = append(j.Events, e)
	}
	if n := r.sc.said; n != nil {
		j.Nigiri = &nigiriJSON{Text: n.text, Black: n.black, White: n.white, Komi: n.komi}
	}
	if bd := t.Breakdown(); bd != nil {
		sj := (&scored{bd: bd, h: t.Board().Height()}).json()
		j.Count = &sj
	}
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{t.Record()}})
	if err == nil {
		j.SGF = strings.TrimSpace(string(data))
	}
	return j
}

func winnerWord(w result.Winner) string {
	switch w {
	case result.Black, result.White, result.Draw, result.BothLose:
		return w.String()
	}
	return "void"
}

// text prints the announcements and the log in time order, then the result.
func (r *tableRun) text(w io.Writer) {
	t := r.t
	if n := r.sc.said; n != nil {
		fmt.Fprintf(w, "nigiri: %s", n.text["en"])
		if zh := n.text["zh"]; zh != "" {
			fmt.Fprintf(w, " | %s", zh)
		}
		fmt.Fprintln(w)
	}
	evs := append([]table.Event(nil), t.Events()...)
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].At < evs[j].At })
	for _, ev := range evs {
		who := "-"
		if ev.Player == board.Black || ev.Player == board.White {
			who = ev.Player.String()
		}
		fmt.Fprintf(w, "%9s  %-9s %s  %s", clockTime(t.Since(ev.At)), ev.Kind, who, ev.Text["en"])
		if zh := ev.Text["zh"]; zh != "" && zh != ev.Text["en"] {
			fmt.Fprintf(w, " | %s", zh)
		}
		fmt.Fprintln(w)
		// A cycle's whole explanation, as the app's cycle box says it, under its event line.
		for _, l := range strings.Split(ev.Detail["en"], "\n") {
			if l != "" {
				fmt.Fprintf(w, "%9s  %s\n", "", l)
			}
		}
	}
	if bd := t.Breakdown(); bd != nil {
		for _, l := range bd.Lines(t.Board().Height()) {
			fmt.Fprintln(w, l)
		}
	}
	if o := t.Result(); o != nil {
		fmt.Fprintf(w, "result: %s (RE %s) %s\n", o.Result.Text("en"), o.RE(), o.Result.Text("zh-Hans"))
	} else {
		fmt.Fprintf(w, "result: none yet (%s, %d plies)\n", t.Phase(), t.Game().NumMoves())
	}
}

// clockTime writes seconds as [-]h:mm:ss(.s).
func clockTime(s float64) string {
	sign := ""
	if s < 0 {
		sign, s = "-", -s
	}
	whole := int(s)
	frac := ""
	if f := s - float64(whole); f > 1e-9 {
		frac = strings.TrimPrefix(strconv.FormatFloat(f, 'f', -1, 64), "0")
	}
	return fmt.Sprintf("%s%d:%02d:%02d%s", sign, whole/3600, whole/60%60, whole%60, frac)
}
