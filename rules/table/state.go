package table

import (
	"encoding/json"
	"fmt"
	"reflect"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
)

// Input is one table event as the journal keeps it.
type Input struct {
	At        time.Duration  `json:"at"` // the table's instant
	Op        string         `json:"op"`
	Player    board.Color    `json:"player,omitempty"`
	Vertex    board.Vertex   `json:"vertex,omitempty"`
	Vertices  []board.Vertex `json:"vertices,omitempty"`
	D         time.Duration  `json:"d,omitempty"`         // late: how late
	Allowance time.Duration  `json:"allowance,omitempty"` // late: the venue's allowance
	GR        string         `json:"gr,omitempty"`        // referee: the action as its GR value
	Logged    bool           `json:"logged,omitempty"`    // undo: the referee's, logged
	Note      string         `json:"note,omitempty"`      // undo: the reason
	Ruling    string         `json:"ruling,omitempty"`    // referee: a cycle ruling (rules.Action.Ruling)
	On        bool           `json:"on,omitempty"`        // set-tournament, set-suggest: the new value
	// Estimated: the estimator was asked during this input (a halt's proposal, an Ing pass
	// judged against the dead stones): what it proposed, which Restore applies again.
	Estimated bool           `json:"estimated,omitempty"`
	Dead      []board.Vertex `json:"dead,omitempty"`
	Uncertain []board.Vertex `json:"uncertain,omitempty"`
}

// Journal operations.
const (
	opStart        = "start"
	opWait         = "wait"
	opPlay         = "play"
	opLate         = "late"
	opReferee      = "referee"
	opDead         = "dead"
	opSeki         = "seki"
	opAccept       = "accept"
	opDispute      = "dispute"
	opResume       = "resume"
	opConfirmStart = "confirm-start"
	opConfirmEnd   = "confirm-end"
	opResign       = "resign"
	opUndo         = "undo"
	opCountNow     = "count-now"
	opPause        = "pause"
	opResumeClock  = "resume-clock"
	opPlace        = "place"
	opSuggest      = "suggest"
	opKeepVerdict  = "keep-verdict"
	opKeepRefusal  = "keep-refusal"
	opOversight    = "oversight"
	opRevoke       = "revoke"
	opSign         = "sign"
	opKeepMarks    = "keep-marks"
	opSetTourn     = "set-tournament"
	opSetSuggest   = "set-suggest"
)

// State is the table saved whole (the app's autosave): the setup, the journal of every event
// with its instant, the instant of the save, and a snapshot of what the journal leads to —
// phase, marks, acceptances, dispute, clocks, log, result — which Restore checks.
type State struct {
	Version      int           `json:"version"`
	Rules        rules.Ruleset `json:"rules"`
	Width        int           `json:"width"`
	Height       int           `json:"height"`
	Komi         float64       `json:"komi"`
	Handicap     int           `json:"handicap,omitempty"`
	FreeHandicap bool          `json:"free_handicap,omitempty"`
	Setup        *Setup        `json:"setup,omitempty"`
	Time         *clock.Config `json:"time,omitempty"`
	Black        string        `json:"black,omitempty"`
	White        string        `json:"white,omitempty"`
	Info         *Info         `json:"info,omitempty"`
	Lang         string        `json:"lang,omitempty"`
	// Tournament and Suggest are the modes as the table began (version 2: as it was saved, no
	// switch being journalled); the journal's set-tournament and set-suggest change them.
	Tournament bool          `json:"tournament,omitempty"`
	Suggest    bool          `json:"suggest,omitempty"`
	Record     string        `json:"record,omitempty"` // the SGF Open started from
	Now        time.Duration `json:"now"`
	Polled     time.Duration `json:"polled"` // the clock was last looked at (a tick)
	Journal    []Input       `json:"journal"`
	Snapshot   Snapshot      `json:"snapshot"`
}

// Snapshot is what a table holds beyond its record, read at one instant.
type Snapshot struct {
	Phase     string         `json:"phase"`
	Plies     int            `json:"plies"`
	Placing   int            `json:"placing,omitempty"` // free handicap stones still to place
	ToMove    string         `json:"to_move"`
	Dead      []board.Vertex `json:"dead,omitempty"`
	Seki      []board.Vertex `json:"seki,omitempty"`
	SekiSet   bool           `json:"seki_set,omitempty"`
	Accepted  [2]bool        `json:"accepted"`
	Disputer  string         `json:"disputer,omitempty"`
	Confirm   bool           `json:"confirming,omitempty"`
	ResumedAt int            `json:"resumed_at"`
	Proof     bool           `json:"proof_by_capture,omitempty"`
	Uncertain []board.Vertex `json:"uncertain,omitempty"`
	// Cycle is the ply of the repetition waiting for the referee's ruling; RefusedPass the
	// player whose Ing pass was refused, waiting for the referee (漏着 or not).
	Cycle       *int         `json:"cycle,omitempty"`
	RefusedPass string       `json:"refused_pass,omitempty"`
	Started     bool         `json:"started"`
	Clock       *clock.State `json:"clock,omitempty"`
	Log         []string     `json:"log,omitempty"` // GR values
	RE          string       `json:"re,omitempty"`
	Signed      bool         `json:"signed,omitempty"`
	Events      int          `json:"events"`
}

// stateVersion 3: the tournament and suggest modes are switched by journalled inputs, State
// keeping them as the table began. Version 2 (a mark is a related group, a halt's proposal and
// an Ing pass's estimate are journalled) had no switches, so its modes as saved held from the
// start, as they are read now; version 1 is still read (its marks were chains, nothing was
// proposed).
const stateVersion = 3

// Snapshot reads the table's state now.
func (t *Table) Snapshot() Snapshot {
	s := Snapshot{Phase: t.game.Phase().String(), Plies: t.game.NumMoves(), ToMove: t.ToMove().String(),
		Dead: sorted(t.dead), Seki: sorted(t.seki), SekiSet: t.sekiSet,
		Accepted: [2]bool{t.accepted[board.Black], t.accepted[board.White]}, Confirm: t.conf != nil,
		ResumedAt: t.ResumedAt(), Proof: t.proof, Started: t.started, Events: len(t.events),
		Placing: t.Placing(), Uncertain: t.uncertain}
	if t.disputer != board.Empty {
		s.Disputer = t.disputer.String()
	}
	if pc := t.PendingCycle(); pc != nil {
		ply := pc.Ply
		s.Cycle = &ply
	}
	if rp := t.RefusedPass(); rp != nil {
		s.RefusedPass = rp.Player.String()
	}
	if t.clk != nil {
		st := t.clk.State()
		s.Clock = &st
	}
	for _, a := range t.game.Log.Actions {
		s.Log = append(s.Log, a.GRValue())
	}
	if t.outcome != nil {
		s.RE = t.outcome.RE()
	}
	s.Signed = t.signed
	return s
}

// Save is the table as JSON, for the app's autosave; Restore reads it back.
func (t *Table) Save() ([]byte, error) {
	// The snapshot is read at the instant of the save: on the real clock, time moves between
	// two readings, and Restore rebuilds the snapshot at exactly Now.
	now := t.Now()
	if t.src.fixed == nil {
		t.src.fixed = &now
		defer func() { t.src.fixed = nil }()
	}
	st := State{Version: stateVersion, Rules: t.cfg.Rules, Width: t.cfg.Width, Height: t.cfg.Height,
		Komi: t.komi, Handicap: t.cfg.Handicap, FreeHandicap: t.cfg.FreeHandicap, Setup: t.cfg.Setup, Time: t.cfg.Time,
		Black: t.cfg.Black, White: t.cfg.White, Lang: t.cfg.Lang, Tournament: t.atStart.tournament, Suggest: t.atStart.suggest,
		Now: now, Polled: t.polled,
		Journal: t.journal, Snapshot: t.Snapshot()}
	st.Record = t.opened
	if t.cfg.Info != (Info{}) {
		info := t.cfg.Info
		st.Info = &info
	}
	if t.legacy { // a game restored from version 1 goes on by its rules, and is saved so
		st.Version = 1
		st.Tournament, st.Suggest = t.cfg.Tournament, t.cfg.Suggest // as version 1 kept them
		st.Snapshot.Uncertain, st.Snapshot.Cycle, st.Snapshot.RefusedPass = nil, nil, ""
	}
	return json.Marshal(st)
}

// Restore rebuilds a saved table on src: the journal is replayed at its own instants, and the
// table's time goes on from the instant of the save (the time the app was not running is not
// charged to anyone). The result must match the saved snapshot, so a damaged or foreign file
// is an error rather than a different game.
func Restore(data []byte, src clock.TimeSource) (*Table, error) {
	var st State
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("table state: %v", err)
	}
	if st.Version < 1 || st.Version > stateVersion {
		return nil, fmt.Errorf("table state: version %d, want %d", st.Version, stateVersion)
	}
	komi := st.Komi
	cfg := Config{Rules: st.Rules, Width: st.Width, Height: st.Height, Komi: &komi, Handicap: st.Handicap,
		FreeHandicap: st.FreeHandicap, Setup: st.Setup, Time: st.Time, Black: st.Black, White: st.White, Lang: st.Lang,
		Tournament: st.Tournament, Suggest: st.Suggest}
	if st.Info != nil {
		cfg.Info = *st.Info
	}
	t, err := New(cfg, src)
	if st.Record != "" {
		col, rerr := sgf.Read([]byte(st.Record))
		if rerr != nil || len(col.Games) == 0 {
			return nil, fmt.Errorf("table state: the opened record: %v", rerr)
		}
		t, err = Open(col.Games[0], st.Rules, src)
		if err == nil {
			t.cfg.Tournament, t.cfg.Suggest = st.Tournament, st.Suggest
			t.atStart = modes{st.Tournament, st.Suggest}
		}
	}
	if err != nil {
		return nil, fmt.Errorf("table state: %v", err)
	}
	t.replay, t.replaying = true, st.Journal
	t.legacy = st.Version == 1
	for i, in := range st.Journal {
		if i > 0 && in.At < st.Journal[i-1].At || in.At > st.Now {
			return nil, fmt.Errorf("table state: event %d goes back in time", i+1)
		}
		at := in.At
		t.src.fixed = &at
		if err := t.apply(in); err != nil && !IsRefused(err) {
			return nil, fmt.Errorf("table state: event %d (%s): %v", i+1, in.Op, err)
		}
	}
	if st.Polled > t.polled && st.Polled <= st.Now { // the ticks since the last event
		polled := st.Polled
		t.src.fixed = &polled
		t.sync(&Update{})
	}
	now := st.Now
	t.src.fixed = &now
	t.journal = append([]Input(nil), st.Journal...)
	got := t.Snapshot()
	t.src.fixed = nil
	t.src.offset = st.Now - t.src.src.Now()
	t.replay, t.replaying = false, nil
	if t.legacy { // version 1 kept none of these; the table stays version 1 (Save)
		got.Uncertain, got.Cycle, got.RefusedPass = nil, nil, ""
	}
	if !reflect.DeepEqual(normal(got), normal(st.Snapshot)) {
		return nil, fmt.Errorf("table state: the journal does not lead to the saved state")
	}
	return t, nil
}

// normal makes a snapshot comparable after a JSON round trip (nil and empty lists).
func normal(s Snapshot) Snapshot {
	b, _ := json.Marshal(s)
	var out Snapshot
	_ = json.Unmarshal(b, &out)
	return out
}

// apply runs a journal input.
func (t *Table) apply(in Input) error {
	t.given = &in
	defer func() { t.given = nil }()
	var err error
	switch in.Op {
	case opStart:
		_, err = t.Start()
	case opWait:
		t.Tick()
	case opPlay:
		_, err = t.Play(in.Player, in.Vertex)
	case opLate:
		_, err = t.Late(in.Player, in.D, in.Allowance)
	case opReferee:
		a, perr := rules.ParseGR(in.GR)
		if perr != nil {
			return perr
		}
		a.Event = nil
		if in.Ruling != "" {
			a.Ruling = in.Ruling
		}
		_, err = t.Referee(a)
	case opDead:
		_, err = t.MarkDead(in.Vertices...)
	case opSeki:
		_, err = t.MarkSeki(in.Vertices...)
	case opAccept:
		_, err = t.Accept(in.Player)
	case opDispute:
		_, err = t.Dispute(in.Player)
	case opResume:
		_, err = t.Resume(in.Player)
	case opConfirmStart:
		_, err = t.ConfirmStart(in.Player)
	case opConfirmEnd:
		_, err = t.ConfirmEnd()
	case opResign:
		_, err = t.Resign(in.Player)
	case opUndo:
		_, err = t.Undo(in.Logged, in.Note)
	case opCountNow:
		_, err = t.CountNow()
	case opPause:
		_, err = t.PauseClock(in.GR)
	case opResumeClock:
		_, err = t.ResumeClock(in.GR)
	case opPlace:
		_, err = t.Place(in.Vertex)
	case opSuggest:
		_, err = t.Suggest()
	case opKeepVerdict:
		_, err = t.KeepVerdict()
	case opKeepRefusal:
		_, err = t.KeepRefusal()
	case opOversight:
		_, err = t.LetPassThrough()
	case opRevoke:
		_, err = t.Revoke(in.Note)
	case opSign:
		_, err = t.Sign()
	case opKeepMarks:
		_, err = t.KeepMarks()
	case opCall:
		_, err = t.CallReferee(in.Player, in.Note)
	case opAnswer:
		_, err = t.AnswerCall()
	case opSetTourn:
		t.SetTournament(in.On)
	case opSetSuggest:
		t.setMode(opSetSuggest, in.On) // its proposal, if it made one, is the next input
	default:
		err = fmt.Errorf("unknown event %q", in.Op)
	}
	return err
}
