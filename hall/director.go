package hall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"

	"goref/board/sgf"
	"goref/rules/table"
)

// DirectorConfig sets up the director of an event.
type DirectorConfig struct {
	Event  string
	Secret string // the event secret tables join with
	Broker Broker // where the director connects
	// TableBroker is the broker URL a table is told to use when it joins ("": Broker.URL).
	TableBroker string
	Access      Access
	// Password of the director's own account (made by Setup).
	Password string
	// Dir keeps the director's copy of every game (and the credentials it issued), so a
	// restarted director goes on where it stopped; "": kept in memory only.
	Dir string
	// Refused (may be nil) hears each line of the log of refused messages as it is written
	// (`goref hall director` prints them on stderr). It must not call the director.
	Refused func(line string)
}

// Director follows every table of an event: a follower per table (rules/table) fed by the
// table's signed, numbered messages, the calls and results it acknowledges, and a log of every
// message it refused.
type Director struct {
	cfg    DirectorConfig
	topics Topics
	// cm is the connection: set by its first Up, which can come before dial returns.
	cm     atomic.Pointer[autopaho.ConnectionManager]
	cancel context.CancelFunc
	life   connLife

	mu       sync.Mutex
	seats    map[string]*seat
	log      []string
	refused  int
	watchers map[*watcher]bool
	latency  []time.Duration // table's move to the director's state, since the last Latencies
	wire     []time.Duration // the message's sending to the director's state
	dirty    map[string]bool
	issuing  map[string]bool // tables whose join is being answered (the broker granting the account)
	storeErr error           // the store's last write failed
	flushed  chan struct{}
}

// seat is one table as the director knows it.
type seat struct {
	Table    string          `json:"table"`
	Password string          `json:"password"`
	Key      []byte          `json:"key"`
	Game     string          `json:"game,omitempty"`
	Seen     map[string]bool `json:"seen,omitempty"`
	// Left is where the director's copy of each game the table left stood: the table may come
	// back to it (it showed a record for a while) with its state at or past that input.
	Left map[string]int `json:"left,omitempty"`
	// Boot is the run of the table's station the director follows; Boots every run seen (a
	// message of an earlier run is a replay).
	Boot  string          `json:"boot,omitempty"`
	Boots map[string]bool `json:"boots,omitempty"`
	Note  Note            `json:"note"`
	// Played are the games the table left for another, in the order played (Games).
	Played []*played `json:"played,omitempty"`

	follower *table.Table
	seq      int
	online   bool
	public   *table.Public // the latest reading: the follower's, or the table's retained one
	received time.Time     // wall clock of the latest reading
	heard    time.Time     // wall clock of the table's latest message, whatever it was
	lastNeed time.Time
	// reading is the table's latest reading (its game, run, input and instant); behindSince
	// when it was first seen ahead of the director's copy (zero: not ahead).
	reading     *Message
	behindSince time.Time
	rejoin      bool // the director let it join again while its game is in progress
	leaving     bool // the table's reading says it is closing: every input applied is noted to it
	// pending is the note waiting to be published by the table's one publisher, while
	// publishing says it runs (note).
	pending    []byte
	publishing bool
}

// StartDirector connects the director and starts following.
func StartDirector(ctx context.Context, cfg DirectorConfig) (*Director, error) {
	if err := CheckID("event", cfg.Event); err != nil {
		return nil, err
	}
	if cfg.Secret == "" {
		return nil, errors.New("director: the event needs a secret")
	}
	d := &Director{cfg: cfg, topics: Topics{Event: cfg.Event}, seats: map[string]*seat{},
		watchers: map[*watcher]bool{}, dirty: map[string]bool{}, issuing: map[string]bool{}, flushed: make(chan struct{})}
	if err := d.load(); err != nil {
		return nil, err
	}
	if err := cfg.Access.Setup(ctx, d.topics, cfg.Password, JoinPassword(cfg.Event, cfg.Secret)); err != nil {
		return nil, fmt.Errorf("director: broker accounts: %v", err)
	}
	if err := d.keepAccounts(ctx); err != nil {
		return nil, err
	}
	cctx, cancel := context.WithCancel(context.Background())
	d.cancel = cancel
	up := make(chan error, 1)
	s := session{Broker: cfg.Broker, ClientID: "goref-" + cfg.Event + "-director", User: d.topics.DirectorUser(),
		Password: cfg.Password, Keep: true,
		Up: func(cm *autopaho.ConnectionManager) {
			d.cm.Store(cm)
			go func() {
				sctx, c := context.WithTimeout(cctx, 10*time.Second)
				defer c()
				// Asked again when the broker refuses (seen once in the tests, on the embedded
				// broker just after a director's restart): a reconnection whose subscription
				// failed would leave the director deaf without a word.
				var err error
				for try := 0; try < 5 && sctx.Err() == nil; try++ {
					var ack *paho.Suback
					ack, err = cm.Subscribe(sctx, &paho.Subscribe{Subscriptions: []paho.SubscribeOptions{
						{Topic: d.topics.In("+"), QoS: 1}, {Topic: d.topics.State("+"), QoS: 1},
						{Topic: d.topics.Online("+"), QoS: 1}, {Topic: d.topics.Join("+"), QoS: 1}}})
					if err == nil {
						break
					}
					if ack != nil {
						err = fmt.Errorf("%v (reason codes %x)", err, ack.Reasons)
					}
					time.Sleep(300 * time.Millisecond)
				}
				select {
				case up <- err:
				default:
				}
			}()
		},
		Receive: d.receive, Life: &d.life}
	cm, err := s.dial(cctx)
	if err != nil {
		cancel()
		return nil, err
	}
	d.cm.Store(cm)
	select {
	case err := <-up:
		if err != nil {
			cancel()
			return nil, fmt.Errorf("director: subscribe: %v", err)
		}
	case <-time.After(15 * time.Second):
		cancel()
		return nil, fmt.Errorf("director: no connection to %s", cfg.Broker.URL)
	}
	go d.saver(cctx)
	return d, nil
}

// accountKeeper is an Access that makes sure accounts exist without making again those that do.
type accountKeeper interface {
	Keep(ctx context.Context, t Topics, passwords map[string]string) error
}

// keepAccounts gives the tables the director knows their accounts again (a restarted director,
// a broker that lost its accounts). On Mosquitto the accounts there are kept as they are: made
// again, each would drop its table's connection — every table of the hall at once — and, one
// request each, took 10 s for 40 tables before the director could connect.
func (d *Director) keepAccounts(ctx context.Context) error {
	if k, ok := d.cfg.Access.(accountKeeper); ok {
		passwords := map[string]string{}
		for _, s := range d.seats {
			passwords[s.Table] = s.Password
		}
		if err := k.Keep(ctx, d.topics, passwords); err != nil {
			return fmt.Errorf("director: the tables' accounts: %v", err)
		}
		return nil
	}
	for _, s := range d.seats {
		if err := d.cfg.Access.Grant(ctx, d.topics, s.Table, s.Password); err != nil {
			return fmt.Errorf("director: table %s's account: %v", s.Table, err)
		}
	}
	return nil
}

// Close saves and disconnects.
func (d *Director) Close() {
	d.cancel()
	<-d.flushed
	dctx, c := context.WithTimeout(context.Background(), time.Second)
	defer c()
	_ = d.cm.Load().Disconnect(dctx)
}

// refuse logs a message the director did not apply.
func (d *Director) refuse(table, why string) {
	d.refused++
	d.logLine("table " + table + ": refused: " + why)
}

// logLine adds a line to the director's log (the last 500 are kept) and passes it to Refused.
func (d *Director) logLine(line string) {
	line = time.Now().Format("15:04:05") + " " + line
	d.log = append(d.log, line)
	if d.cfg.Refused != nil {
		d.cfg.Refused(line)
	}
	if len(d.log) > 500 {
		d.log = d.log[len(d.log)-500:]
	}
}

func (d *Director) receive(topic string, payload []byte, _ bool) {
	kind, name, ok := d.topics.parse(topic)
	if !ok {
		return
	}
	if kind == "join" {
		go d.join(name, payload)
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil {
		d.refuse(name, "no such table has joined")
		return
	}
	switch kind {
	case "online":
		if p := string(payload); p != "0" && p != "1" {
			d.refuse(name, fmt.Sprintf("online %q: neither 1 nor 0", p))
			return
		}
		s.online = string(payload) == "1"
		s.heard = time.Now()
		d.changed(name)
		return
	case "in", "state":
	default:
		d.refuse(name, "unknown topic "+topic)
		return
	}
	m, err := open(s.Key, payload)
	if err != nil {
		d.refuse(name, err.Error())
		return
	}
	if m.Event != d.cfg.Event || m.Table != name {
		d.refuse(name, fmt.Sprintf("a message of event %q table %q on table %s's topic", m.Event, m.Table, name))
		return
	}
	s.heard = time.Now()
	if kind == "state" {
		d.state(s, m)
		return
	}
	if s.duplicate(m) {
		d.acknowledge(s)
		return
	}
	if d.stream(s, m) {
		if m.Sent > 0 && m.Published > 0 {
			now := time.Now()
			d.latency = append(d.latency, now.Sub(time.Unix(0, m.Sent)))
			d.wire = append(d.wire, now.Sub(time.Unix(0, m.Published)))
		}
		p := s.follower.Public()
		s.public, s.received = &p, time.Now()
		d.acknowledge(s)
		s.behind()
		d.dirty[name] = true
		d.changed(name)
	}
}

// behind tells whether the table's reading is further on than the director's copy, and keeps
// since when (the room shows a table whose messages do not come).
func (s *seat) behind() bool {
	r := s.reading
	behind := r != nil && (r.Boot != s.Boot || r.Game != s.Game || r.Seq > s.seq || (s.follower != nil && r.At > s.follower.Now()))
	switch {
	case !behind:
		s.behindSince = time.Time{}
	case s.behindSince.IsZero():
		s.behindSince = time.Now()
	}
	return behind
}

// behindAfter is how long the director's copy stays behind the table's reading before the
// room shows the table behind: a resend takes a moment; a broker refusing the table's
// messages, or a table that cannot send them, takes longer.
var behindAfter = 5 * time.Second

// silentAfter is how long the director hears nothing of an online table before the room shows
// it silent: a little over two heartbeats.
var silentAfter = 2*heartbeat + 15*time.Second

// acknowledge notes to a table where the director's copy stands when the table waits for it:
// a resend it asked for arrived, or the table's game has ended (or the table is closing) and
// the director holds it up to here, so the table may close (Delivered).
func (d *Director) acknowledge(s *seat) {
	switch {
	case s.Note.Resend && s.seq >= s.Note.Seq:
		d.note(s, false)
	case (s.leaving || s.follower.Ended()) && (s.Note.Game != s.Game || s.Note.Boot != s.Boot || s.Note.Seq != s.seq || s.Note.At != s.follower.Now()):
		d.note(s, false)
	}
}

// stream applies one message of a table's stream, or refuses it; true if applied.
func (d *Director) stream(s *seat, m *Message) bool {
	name := s.Table
	switch m.Kind {
	case KindGame:
		if err := CheckID("game", m.Game); err != nil {
			d.refuse(name, err.Error())
			return false
		}
		// A table that restarted (a new run of its station) sends its game as its autosave
		// kept it: that is the game, even behind the director's copy (the crash lost what it
		// had sent but not saved). Within one run, a state the director has is sent again.
		if s.Boots[m.Boot] && m.Boot != s.Boot {
			d.refuse(name, "a replay from an earlier run of the table ("+m.Boot+")")
			return false
		}
		if m.Boot == s.Boot && m.Game == s.Game && m.Seq <= s.seq {
			d.refuse(name, fmt.Sprintf("game %s up to %d again: already applied up to %d", m.Game, m.Seq, s.seq))
			return false
		}
		if left, back := s.Left[m.Game]; s.Seen[m.Game] && m.Game != s.Game && (!back || m.Seq < left) {
			d.refuse(name, "a replay of game "+m.Game+", which the table has left")
			return false
		}
		f, err := table.Follow(m.State)
		if err != nil {
			d.refuse(name, "game state: "+err.Error())
			return false
		}
		if len(f.Journal()) != m.Seq {
			d.refuse(name, fmt.Sprintf("game state holds %d inputs, the message says %d", len(f.Journal()), m.Seq))
			return false
		}
		if s.Seen == nil {
			s.Seen, s.Boots = map[string]bool{}, map[string]bool{}
		}
		if s.Boots == nil {
			s.Boots = map[string]bool{}
		}
		if m.Game == s.Game && m.Seq < s.seq {
			d.refuse(name, fmt.Sprintf("the table restarted at input %d of game %s, behind the director's %d: the table's game is kept", m.Seq, m.Game, s.seq))
		}
		if s.Game != "" && m.Game != s.Game {
			if s.Left == nil {
				s.Left = map[string]int{}
			}
			s.Left[s.Game] = s.seq
		}
		s.leave(m.Game)
		delete(s.Left, m.Game)
		s.follower, s.Game, s.seq, s.Seen[m.Game] = f, m.Game, m.Seq, true
		s.Boot, s.Boots[m.Boot] = m.Boot, true
		return true
	case KindInput, KindTick:
		if m.Boot != s.Boot {
			if s.Boots[m.Boot] {
				d.refuse(name, "a replay from an earlier run of the table ("+m.Boot+")")
			} else {
				d.refuse(name, "an input of a run of the table the director has not followed yet: asking for its game")
				d.need(s)
			}
			return false
		}
		if m.Game != s.Game || s.follower == nil {
			if s.follower == nil && m.Game == s.Game {
				// A seat with no game yet (its name and run empty too): nothing to apply to.
				d.refuse(name, "an input before any game's state: asking for it")
				d.need(s)
				return false
			}
			if _, back := s.Left[m.Game]; back {
				d.refuse(name, "an input of game "+m.Game+", which the table has come back to: asking for its state")
				d.need(s)
			} else if s.Seen[m.Game] {
				d.refuse(name, "a replay of game "+m.Game+", which the table has left")
			} else {
				d.refuse(name, "an input of game "+m.Game+" before its state: asking for it")
				d.need(s)
			}
			return false
		}
		if m.Kind == KindTick {
			if m.Seq != s.seq || m.At <= s.follower.Now() {
				d.refuse(name, fmt.Sprintf("tick %d at %v: the director stands at %d, %v", m.Seq, m.At, s.seq, s.follower.Now()))
				if m.Seq > s.seq {
					d.need(s)
				}
				return false
			}
			if _, err := s.follower.TickAt(m.At); err != nil {
				d.refuse(name, "tick: "+err.Error())
				return false
			}
			return true
		}
		switch {
		case m.Input == nil:
			d.refuse(name, "an input message without its input")
			return false
		case m.Seq <= s.seq:
			d.refuse(name, fmt.Sprintf("input %d again, not the input applied there (a replay): already applied up to %d", m.Seq, s.seq))
			return false
		case m.Seq > s.seq+1:
			d.refuse(name, fmt.Sprintf("input %d out of order: the next is %d; asking for it", m.Seq, s.seq+1))
			d.need(s)
			return false
		}
		if err := s.follower.Apply(*m.Input); err != nil && !table.IsRefused(err) {
			d.refuse(name, fmt.Sprintf("input %d: %v", m.Seq, err))
			return false
		}
		s.seq = m.Seq
		return true
	}
	d.refuse(name, fmt.Sprintf("a message of kind %q on the stream", m.Kind))
	return false
}

// state takes a table's retained reading: shown at once, and if the table is further on than
// the director's copy, the director asks for the rest.
func (d *Director) state(s *seat, m *Message) {
	if m.Kind != KindState || m.Public == nil {
		d.refuse(s.Table, "a state message without a reading")
		return
	}
	if s.follower == nil || m.Game != s.Game {
		s.public, s.received = m.Public, time.Now()
		d.changed(s.Table)
	}
	s.reading = &Message{Game: m.Game, Boot: m.Boot, Seq: m.Seq, At: m.At}
	behind := s.behind()
	s.leaving = m.Leaving
	switch {
	case behind:
		d.need(s)
	case m.Leaving:
		d.note(s, false) // the table is closing and the director holds all it sent: it may go
	}
}

// need asks the table to send again from where the director's copy stands (at most once a
// second while nothing arrives).
func (d *Director) need(s *seat) {
	if s.Note.Resend && s.Note.Game == s.Game && s.Note.Boot == s.Boot && s.Note.Seq == s.seq && time.Since(s.lastNeed) < time.Second {
		return
	}
	s.lastNeed = time.Now()
	d.note(s, true)
}

// note publishes the director's retained note to a table.
func (d *Director) note(s *seat, resend bool) {
	s.Note.Game, s.Note.Boot, s.Note.Seq, s.Note.Resend = s.Game, s.Boot, s.seq, resend
	if s.follower != nil {
		s.Note.At = s.follower.Now()
	}
	body, _ := json.Marshal(s.Note)
	topic := d.topics.Hall(s.Table)
	cm := d.cm.Load()
	if cm == nil {
		return // not connected (the fuzz target drives receive alone)
	}
	// One publisher per table, the newest note last: two notes published by two goroutines
	// could reach the broker in either order, and the retained one — what the table reads —
	// be the older (a table was seen waiting for a note the director had already sent).
	s.pending = body
	if s.publishing {
		return
	}
	s.publishing = true
	go func() {
		for {
			d.mu.Lock()
			body := s.pending
			s.pending = nil
			if body == nil {
				s.publishing = false
				d.mu.Unlock()
				return
			}
			d.mu.Unlock()
			ctx, c := d.life.within(publishWait)
			_, _ = cm.Publish(ctx, &paho.Publish{Topic: topic, QoS: 1, Retain: true, Payload: body})
			c()
		}
	}()
}

// join answers a table asking for its credentials.
func (d *Director) join(id string, payload []byte) {
	reply := answerJoin(d.cfg.Secret, d.cfg.Event, payload, d.issue)
	if reply.Error != "" {
		d.mu.Lock()
		d.refuse("?", "join "+id+": "+reply.Error)
		d.mu.Unlock()
	}
	body, _ := json.Marshal(reply)
	ctx, c := context.WithTimeout(context.Background(), 10*time.Second)
	defer c()
	_, _ = d.cm.Load().Publish(ctx, &paho.Publish{Topic: d.topics.Joined(id), QoS: 1, Payload: body})
}

// issue makes table's credentials: refused while the table is joined and online (a second
// laptop claiming it), while another join of it is being answered, and while its game is in
// progress unless the director let it join again (AllowJoin): anyone with the event secret
// could otherwise take over a table whose connection dropped. A table that may join again
// gets new credentials; its old password stops.
func (d *Director) issue(name string) (Credentials, error) {
	d.mu.Lock()
	s := d.seats[name]
	switch {
	case s != nil && s.online:
		d.mu.Unlock()
		return Credentials{}, fmt.Errorf("table %s is joined and online already", name)
	case d.issuing[name]:
		d.mu.Unlock()
		return Credentials{}, fmt.Errorf("table %s is joining already", name)
	case s != nil && s.follower != nil && !s.follower.Ended() && !s.rejoin:
		d.mu.Unlock()
		return Credentials{}, fmt.Errorf("table %s has a game in progress: the director must let it join again", name)
	}
	if s != nil {
		s.rejoin = false
	}
	d.issuing[name] = true
	pass, key := randomHex(16), []byte(randomHex(32))
	d.mu.Unlock()
	ctx, c := context.WithTimeout(context.Background(), 10*time.Second)
	defer c()
	err := d.cfg.Access.Grant(ctx, d.topics, name, pass)
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.issuing, name)
	if err != nil {
		return Credentials{}, fmt.Errorf("the broker did not take the account: %v", err)
	}
	if s = d.seats[name]; s == nil {
		s = &seat{Table: name}
		d.seats[name] = s
	}
	s.Password, s.Key = pass, key
	d.dirty[name] = true
	d.changed(name)
	broker := d.cfg.TableBroker
	if broker == "" {
		broker = d.cfg.Broker.URL
	}
	return Credentials{Event: d.cfg.Event, Table: name, Broker: broker, User: d.topics.TableUser(name), Password: pass, Key: key}, nil
}

// AllowJoin lets a table whose game is in progress join again once (its laptop was replaced,
// its credentials file lost): the next join of it gets new credentials and the old ones stop.
// The room view asks first.
func (d *Director) AllowJoin(name string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil {
		return fmt.Errorf("table %s has not joined", name)
	}
	s.rejoin = true
	d.logLine("table " + name + " may join again (the director allowed it)")
	return nil
}

// changed tells the watchers (the room view, the relay page) that a table changed.
func (d *Director) changed(name string) {
	for w := range d.watchers {
		w.add(name)
	}
}

// watcher keeps the tables that changed until its reader takes them: a table that changes
// again before then is kept once, so a slow reader is never told less than the last change.
type watcher struct {
	mu      sync.Mutex
	pending map[string]bool
	order   []string
	signal  chan struct{} // one pending wake-up
}

func (w *watcher) add(name string) {
	w.mu.Lock()
	if !w.pending[name] {
		w.pending[name] = true
		w.order = append(w.order, name)
	}
	w.mu.Unlock()
	select {
	case w.signal <- struct{}{}:
	default:
	}
}

func (w *watcher) take() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	names := w.order
	w.order, w.pending = nil, map[string]bool{}
	return names
}

// Watch returns a channel of the names of tables that changed; stop ends it. A table that
// changes several times while the reader is busy comes once, after its latest change: none is
// dropped.
func (d *Director) Watch() (<-chan string, func()) {
	w := &watcher{pending: map[string]bool{}, signal: make(chan struct{}, 1)}
	ch, done := make(chan string), make(chan struct{})
	d.mu.Lock()
	d.watchers[w] = true
	d.mu.Unlock()
	go func() {
		for {
			select {
			case <-done:
				return
			case <-w.signal:
			}
			for _, name := range w.take() {
				select {
				case ch <- name:
				case <-done:
					return
				}
			}
		}
	}()
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			d.mu.Lock()
			delete(d.watchers, w)
			d.mu.Unlock()
			close(done)
		})
	}
}

// SeatView is one table as the room shows it.
type SeatView struct {
	Table     string
	Online    bool
	Public    *table.Public // nil before the table sent anything
	Received  time.Time     // wall clock of Public
	Game      string
	Confirmed string // the RE the director confirmed for this game, "" if not yet
	CallAcked bool   // the pending call was acknowledged
	Games     int    // how many games the director holds of the table, the live one included
	// Behind: the table's reading has been further on than the director's copy for a while
	// (behindAfter): the table's messages are not reaching the director.
	Behind bool
	// Silent: the table is online but the director has heard nothing of it for silentAfter,
	// though a quiet table sends its reading every heartbeat (a broker refusing all it sends).
	Silent bool
}

// Seats lists the tables that joined, by name.
func (d *Director) Seats() []SeatView {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := make([]SeatView, 0, len(d.seats))
	for _, s := range d.seats {
		out = append(out, s.view())
	}
	sort.Slice(out, func(i, j int) bool { return tableLess(out[i].Table, out[j].Table) })
	return out
}

// Seat is one table's view.
func (d *Director) Seat(name string) (SeatView, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil {
		return SeatView{}, false
	}
	return s.view(), true
}

func (s *seat) view() SeatView {
	v := SeatView{Table: s.Table, Online: s.online, Public: s.public, Received: s.received, Game: s.Game, Games: len(s.Played)}
	if s.follower != nil {
		v.Games++
	}
	v.Behind = !s.behindSince.IsZero() && time.Since(s.behindSince) >= behindAfter
	v.Silent = s.online && !s.heard.IsZero() && time.Since(s.heard) >= silentAfter
	if s.confirmed() {
		v.Confirmed = s.Note.Confirmed
	}
	if s.public != nil && s.public.Call != nil && s.Note.CallAcked && s.Note.CallAck == s.public.Call.At {
		v.CallAcked = true
	}
	return v
}

// confirmed tells whether the director's confirmation holds: the result it confirmed is the
// game's result now (a result revoked at the table, or another one recorded after, is not).
func (s *seat) confirmed() bool {
	return s.Note.Confirmed != "" && s.Note.ConfirmedGame == s.Game && s.follower != nil &&
		s.follower.Ended() && s.follower.Result().RE() == s.Note.Confirmed
}

// tableLess orders table names as numbers where they are numbers.
func tableLess(a, b string) bool {
	if len(a) != len(b) && isDigits(a) && isDigits(b) {
		return len(a) < len(b)
	}
	return a < b
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// WithTable reads a table's follower (nil before its game arrived) under the director's lock:
// the board and the referee log of the room view's read-only window. fn must not keep it.
func (d *Director) WithTable(name string, fn func(t *table.Table)) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if s := d.seats[name]; s != nil {
		fn(s.follower)
	} else {
		fn(nil)
	}
}

// Record is the director's copy of a table's game as SGF: the table's own record, byte for byte.
func (d *Director) Record(name string) ([]byte, error) {
	var data []byte
	var err error
	d.WithTable(name, func(t *table.Table) {
		if t == nil {
			err = fmt.Errorf("table %s: no game yet", name)
			return
		}
		data, err = sgf.Write(&sgf.Collection{Games: []*sgf.Node{t.Record()}})
	})
	return data, err
}

// Confirm is the director confirming re as a table's result (the room view asks first, showing
// re). Refused while the game has no result, and when its result is no longer re (taken back,
// or another recorded since the question was asked).
func (d *Director) Confirm(name, re string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil || s.follower == nil || !s.follower.Ended() {
		return fmt.Errorf("table %s has no result to confirm", name)
	}
	if now := s.follower.Result().RE(); now != re {
		return fmt.Errorf("table %s's result is %s now, not %s: nothing confirmed", name, now, re)
	}
	s.Note.Confirmed, s.Note.ConfirmedGame = re, s.Game
	d.note(s, s.Note.Resend)
	d.dirty[name] = true
	d.changed(name)
	return nil
}

// SettledGame is a game whose result is settled, as the round sheet needs it.
type SettledGame struct {
	Seat  string // the hall's name of the table it was played at
	Round string // its round (RO), "" when the game was not set up with one
	Table string // its table in the tournament: the game's own, else the seat's name
}

// Settled lists the games whose result is settled: the slip signed at the table (table.Signed)
// or the result confirmed here, each with the round and table the game was set up with (a
// table's game of an earlier round is not this round's). The round sheet marks them signed.
func (d *Director) Settled() []SettledGame {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []SettledGame
	settled := func(name string, f *table.Table) {
		info := f.Config().Info
		g := SettledGame{Seat: name, Round: info.Round, Table: info.Table}
		if g.Table == "" {
			g.Table = name
		}
		out = append(out, g)
	}
	for name, s := range d.seats {
		for _, p := range s.Played {
			if p.follower.Ended() && (p.follower.Signed() || p.view.Confirmed != "") {
				settled(name, p.follower)
			}
		}
		if s.follower != nil && s.follower.Ended() && (s.follower.Signed() || s.confirmed()) {
			settled(name, s.follower)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return tableLess(out[i].Table, out[j].Table) })
	return out
}

// AckCall acknowledges a table's pending referee call: the card stops flashing and the table
// is told the referee is coming.
func (d *Director) AckCall(name string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil || s.public == nil || s.public.Call == nil {
		return fmt.Errorf("table %s has no pending call", name)
	}
	s.Note.CallAck, s.Note.CallAcked = s.public.Call.At, true
	d.note(s, s.Note.Resend)
	d.dirty[name] = true
	d.changed(name)
	return nil
}

// Log is what the director refused, oldest first (at most the last 500), and how many in all.
func (d *Director) Log() ([]string, int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.log...), d.refused
}

// Latencies returns the latencies measured since the last call and forgets them: from a table's
// event to the director's state, and from the message's sending to the director's state (the
// table's own queue left out).
func (d *Director) Latencies() (event, wire []time.Duration) {
	d.mu.Lock()
	defer d.mu.Unlock()
	event, wire = d.latency, d.wire
	d.latency, d.wire = nil, nil
	return event, wire
}
