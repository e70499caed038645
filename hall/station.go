package hall

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"

	"goref/rules/table"
)

// Station is a table's side of the hall: it publishes the table's game, as the table keeps it,
// under the table's own credentials. Observe is called from the goroutine that owns the table
// (the app's UI, a script) after every event; publishing happens on the station's own
// goroutine, so a slow or absent network never holds up the game. Everything the station sent
// is kept for the game, and sent again from wherever the director asks.
type Station struct {
	creds  Credentials
	topics Topics
	cm     *autopaho.ConnectionManager
	cancel context.CancelFunc
	life   connLife

	mu      sync.Mutex
	game    string
	msgs    []outgoing // the game's stream: its state, then each input and tick, in order
	state   *outgoing  // the latest reading, waiting to go
	queue   []outgoing
	wake    chan struct{}
	note    Note
	onNote  func(Note)
	up      bool
	lastAt  time.Duration
	seq     int
	latest  *outgoing    // the latest reading, sent again on every reconnection
	asked   int          // the director's resend requests so far
	tbl     *table.Table // the table observed last
	idLen   int          // its journal's length when its game id was worked out
	stopped chan struct{}
	killed  atomic.Bool
	boot    string // this run: the director takes a restarted table's game as it stands
	// connections counts the connections made (a table dropped by the broker makes another).
	connections atomic.Int32
	// onFailed hears a failed connection attempt (the broker refused the credentials, or is
	// out of reach) once until the station is connected again.
	onFailed func(error)
	failSaid bool
	// refusal is the broker's refusal of the message at the head of the queue (Refused).
	refusal   *Refusal
	onRefused func(*Refusal)
	sentAt    time.Time // the last message the broker took
}

type outgoing struct {
	topic  string
	msg    *Message // sealed as it goes out (Published is the instant of sending)
	retain bool
	seq    int
	at     time.Duration
	kind   string
}

// OpenStation connects a table with its credentials. onNote (may be nil) hears the director's
// notes: the call acknowledged, the result confirmed.
func OpenStation(ctx context.Context, creds Credentials, b Broker, onNote func(Note)) (*Station, error) {
	if b.URL == "" {
		b.URL = creds.Broker
	}
	st := &Station{creds: creds, topics: Topics{Event: creds.Event}, wake: make(chan struct{}, 1), boot: randomHex(8),
		onNote: onNote, stopped: make(chan struct{})}
	cctx, cancel := context.WithCancel(context.Background())
	st.cancel = cancel
	t := st.topics
	s := session{Broker: b, ClientID: creds.User, User: creds.User, Password: creds.Password,
		Will: &paho.WillMessage{Topic: t.Online(creds.Table), Payload: []byte("0"), QoS: 1, Retain: true},
		Up: func(cm *autopaho.ConnectionManager) {
			go func() {
				sctx, c := context.WithTimeout(cctx, 10*time.Second)
				defer c()
				_, _ = cm.Subscribe(sctx, &paho.Subscribe{Subscriptions: []paho.SubscribeOptions{{Topic: t.Hall(creds.Table), QoS: 1}}})
				_, _ = cm.Publish(sctx, &paho.Publish{Topic: t.Online(creds.Table), QoS: 1, Retain: true, Payload: []byte("1")})
				st.connections.Add(1)
				st.mu.Lock()
				fn, said := st.onFailed, st.failSaid
				st.up, st.state, st.failSaid = true, st.latest, false
				st.mu.Unlock()
				st.kick()
				if fn != nil && said {
					fn(nil) // connected again after the failure was said
				}
			}()
		},
		Down: func() {
			st.mu.Lock()
			st.up = false
			st.mu.Unlock()
		},
		Receive: st.receive,
		Life:    &st.life,
		Failed: func(err error) {
			st.mu.Lock()
			fn, said := st.onFailed, st.failSaid
			st.failSaid = fn != nil
			st.mu.Unlock()
			if fn != nil && !said {
				fn(err)
			}
		},
		Bye: func() *paho.Disconnect {
			if st.killed.Load() { // MQTT 5: disconnect with the will message, as a crash would
				return &paho.Disconnect{ReasonCode: 0x04}
			}
			return &paho.Disconnect{ReasonCode: 0}
		}}
	cm, err := s.dial(cctx)
	if err != nil {
		cancel()
		return nil, err
	}
	st.cm = cm
	go st.sender(cctx)
	return st, nil
}

// OnFailed sets who hears that the station could not connect (the app's status line): once
// per outage, as it keeps trying, and fn(nil) once it is connected again. A table whose
// credentials the director replaced is refused for good.
func (st *Station) OnFailed(fn func(error)) {
	st.mu.Lock()
	st.onFailed, st.failSaid = fn, false
	st.mu.Unlock()
}

// Close says the table goes offline and disconnects.
func (st *Station) Close() {
	ctx, c := context.WithTimeout(context.Background(), 2*time.Second)
	defer c()
	_, _ = st.cm.Publish(ctx, &paho.Publish{Topic: st.topics.Online(st.creds.Table), QoS: 1, Retain: true, Payload: []byte("0")})
	_ = st.cm.Disconnect(ctx)
	st.cancel()
	<-st.stopped
}

// Kill drops the connection without a word, as a crash or a pulled cable does (the broker sends
// the last will). Tests and the fault runs use it.
func (st *Station) Kill() {
	st.killed.Store(true)
	st.cancel()
	<-st.stopped
}

// Delivered waits until the director's note says it holds the table's game up to the last
// input sent (the director notes where it stands once the game has ended, and after each
// resend it asked for), or ctx ends (false). A table that closes its station as soon as its
// game ends, with the network down, would leave the director without the end of the game:
// the director's resend request, when the network comes back, would find nobody to answer.
func (st *Station) Delivered(ctx context.Context) bool {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		st.mu.Lock()
		n := st.note
		done := st.game != "" && n.Game == st.game && n.Boot == st.boot && !n.Resend && n.Seq >= st.seq && n.At >= st.lastAt
		st.mu.Unlock()
		if done {
			return true
		}
		select {
		case <-ctx.Done():
			return false
		case <-tick.C:
		}
	}
}

// Leave is the table closing (the app quitting): it tells the director so, and waits until
// the director's note says it holds everything the table sent (true), or ctx ends (false: the
// rest stays in the table's autosave, and the station of goref's next start sends it). A
// table that sent nothing has nothing to wait for.
func (st *Station) Leave(ctx context.Context) bool {
	st.mu.Lock()
	if st.game == "" {
		st.mu.Unlock()
		return true
	}
	if st.latest != nil {
		m := *st.latest.msg
		m.Leaving = true
		if o, err := st.seal(&m, st.latest.topic, true); err == nil {
			st.state, st.latest = &o, &o
		}
	}
	st.mu.Unlock()
	st.kick()
	return st.Delivered(ctx)
}

// Note is the director's latest note to this table.
func (st *Station) Note() Note {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.note
}

// GameID tells games apart at one table: the same for a table restored after a crash, another
// for the next game at the table. It is read from the table's setup and its first input's
// instant. The hall names a game by its table's (Station.gameID).
func GameID(t *table.Table) string { return gameID("", t) }

// gameID is the game's id at the table owner: two tables set up alike whose clocks read alike
// (a script starting two laptops, the tests' fake clock) play games of their own.
func gameID(owner string, t *table.Table) string {
	st, _ := t.Save()
	var head struct {
		Journal []table.Input   `json:"journal"`
		Rules   json.RawMessage `json:"rules"`
	}
	_ = json.Unmarshal(st, &head)
	cfg := t.Config()
	h := sha256.New()
	if owner != "" {
		fmt.Fprintf(h, "%q|", owner)
	}
	fmt.Fprintf(h, "%s|%dx%d|%v|%d|%q|%q|%s|", cfg.Rules.Name, cfg.Width, cfg.Height, t.Komi(), cfg.Handicap, cfg.Black, cfg.White, head.Rules)
	if cfg.Time != nil {
		fmt.Fprintf(h, "%+v|", *cfg.Time)
	}
	if len(head.Journal) > 0 {
		first, _ := json.Marshal(head.Journal[0])
		h.Write(first)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// Observe publishes what the table did since the last call: a new game's state, each new
// input, a tick that found something (the update's events with no new input), and the table's
// reading. Call it from the goroutine that owns the table.
func (st *Station) Observe(t *table.Table, u table.Update) {
	journal := t.Journal()
	st.mu.Lock()
	defer st.mu.Unlock()
	if t == st.tbl && len(journal) == st.seq && len(u.Events) == 0 && (st.idLen > 0 || len(journal) == 0) {
		return // nothing new (the app's clock looks five times a second)
	}
	// The game's id is worked out again for another table object (a new game, or the same one
	// restored after a crash) and when the first input appears (the id reads its instant).
	if t != st.tbl || st.idLen == 0 && len(journal) > 0 {
		st.tbl, st.idLen = t, len(journal)
		if game := gameID(st.creds.Event+"/"+st.creds.Table, t); game != st.game {
			state, err := t.Save()
			if err != nil {
				return
			}
			// The game's instant is the one its state holds (the follower's), not a later
			// reading of the table's running clock: a reading even a microsecond later
			// looked to the director like a tick it lacked, and it asked again and again.
			var head struct {
				Now time.Duration `json:"now"`
			}
			_ = json.Unmarshal(state, &head)
			st.game, st.msgs, st.seq, st.lastAt = game, nil, len(journal), head.Now
			st.add(&Message{Kind: KindGame, Seq: st.seq, At: head.Now, State: state})
		}
	}
	for st.seq < len(journal) {
		in := journal[st.seq]
		st.seq++
		st.lastAt = in.At
		st.add(&Message{Kind: KindInput, Seq: st.seq, At: in.At, Input: &in})
	}
	if len(u.Events) > 0 && t.Polled() > st.lastAt {
		st.lastAt = t.Polled()
		st.add(&Message{Kind: KindTick, Seq: st.seq, At: st.lastAt})
	}
	p := t.Public()
	m := &Message{Kind: KindState, Seq: st.seq, At: st.lastAt, Public: &p}
	if o, err := st.seal(m, st.topics.State(st.creds.Table), true); err == nil {
		st.state, st.latest = &o, &o
	}
	st.kick()
}

func (st *Station) seal(m *Message, topic string, retain bool) (outgoing, error) {
	m.Event, m.Table, m.Game, m.Boot = st.creds.Event, st.creds.Table, st.game, st.boot
	m.Sent = time.Now().UnixNano()
	return outgoing{topic: topic, msg: m, retain: retain, seq: m.Seq, at: m.At, kind: m.Kind}, nil
}

// add keeps a stream message and queues it.
func (st *Station) add(m *Message) {
	o, err := st.seal(m, st.topics.In(st.creds.Table), false)
	if err != nil {
		return
	}
	st.msgs = append(st.msgs, o)
	st.queue = append(st.queue, o)
}

func (st *Station) kick() {
	select {
	case st.wake <- struct{}{}:
	default:
	}
}

// receive takes the director's note; a resend request queues the stream from where the
// director stands (the game's state first if the director lacks the game).
func (st *Station) receive(topic string, payload []byte, _ bool) {
	if topic != st.topics.Hall(st.creds.Table) {
		return
	}
	var n Note
	if json.Unmarshal(payload, &n) != nil {
		return
	}
	st.mu.Lock()
	st.note = n
	if n.Resend && st.game != "" {
		from := 0 // index into msgs: the first the director lacks
		if n.Game == st.game && n.Boot == st.boot {
			for i, o := range st.msgs {
				if o.seq < n.Seq || o.seq == n.Seq && (o.kind != KindTick || o.at <= n.At) {
					from = i + 1
				}
			}
		}
		st.queue = append(st.queue[:0:0], st.msgs[from:]...)
		st.state = st.latest
		st.asked++
	}
	cb := st.onNote
	st.mu.Unlock()
	st.kick()
	if cb != nil {
		cb(n)
	}
}

// sender publishes the queue in order, then the latest reading. A publish that fails goes back
// to the head of the queue, so the order holds, and is sent again after a pause that grows from
// retryFirst to retryLast while the failures go on, or at once when the connection is back or
// the table has more to send. (It was left to the table's next move: a move the broker had not
// acknowledged, on a connection that stayed up, sat unsent through a long think.)
func (st *Station) sender(ctx context.Context) {
	defer close(st.stopped)
	retry := time.NewTimer(time.Hour)
	retry.Stop()
	defer retry.Stop()
	beat := time.NewTicker(heartbeat)
	defer beat.Stop()
	var pause time.Duration
	for {
		select {
		case <-ctx.Done():
			return
		case <-st.wake:
		case <-retry.C:
		case <-beat.C:
			// Quiet for a heartbeat: the reading goes again, so the director knows the
			// table is there (a table whose every topic the broker refuses falls silent).
			st.mu.Lock()
			if st.state == nil && time.Since(st.sentAt) >= heartbeat {
				st.state = st.latest
			}
			st.mu.Unlock()
		}
		retry.Stop()
		for {
			st.mu.Lock()
			if !st.up {
				st.mu.Unlock()
				break
			}
			var o outgoing
			switch {
			case len(st.queue) > 0:
				o, st.queue = st.queue[0], st.queue[1:]
			case st.state != nil:
				o, st.state = *st.state, nil
			default:
				st.mu.Unlock()
				o.topic = ""
			}
			if o.topic == "" {
				break
			}
			asked := st.asked
			st.mu.Unlock()
			ack, err := st.publish(o)
			st.refused(o, ack, err)
			if err == nil {
				st.mu.Lock()
				st.sentAt = time.Now()
				st.mu.Unlock()
				pause = 0
				continue
			}
			if ack != nil && o.kind != KindState {
				st.publishReading()
			}
			st.mu.Lock()
			switch {
			case o.kind == KindState:
				if st.state == nil {
					st.state = &o
				}
			case st.asked == asked: // a resend request meanwhile queued it again already
				st.queue = append([]outgoing{o}, st.queue...)
			}
			st.mu.Unlock()
			pause = min(max(2*pause, retryFirst), retryLast)
			retry.Reset(pause)
			break
		}
	}
}

// heartbeat is how long a quiet table waits before it sends its reading again (the director
// shows a table it has heard nothing of for silentAfter as silent).
var heartbeat = 30 * time.Second

// retryFirst and retryLast bound the pause before a failed publish is sent again.
const (
	retryFirst = time.Second
	retryLast  = 16 * time.Second
)

// publish sends one message and waits for the broker's acknowledgement (at most publishWait,
// and no longer than the connection lives).
func (st *Station) publish(o outgoing) (*paho.PublishResponse, error) {
	pctx, c := st.life.within(publishWait)
	defer c()
	m := *o.msg
	m.Published = time.Now().UnixNano()
	payload, err := seal(st.creds.Key, &m)
	if err != nil {
		return nil, err
	}
	return st.cm.Publish(pctx, &paho.Publish{Topic: o.topic, QoS: 1, Retain: o.retain, Payload: payload})
}

// publishReading sends the latest reading on its own while the broker refuses the stream: the
// director sees how far the table is, asks for the rest and shows the table behind (the
// reading waited behind the refused message, and the director saw nothing amiss).
func (st *Station) publishReading() {
	st.mu.Lock()
	o := st.state
	st.state = nil
	st.mu.Unlock()
	if o == nil {
		return
	}
	if _, err := st.publish(*o); err != nil {
		st.mu.Lock()
		if st.state == nil {
			st.state = o
		}
		st.mu.Unlock()
	}
}

// refused keeps what the broker said of a publish: a refusal (its reason code) is told at once,
// and again at each attempt it refuses; a publish it takes after a refusal tells it is over.
// Other failures (no acknowledgement, a dropped connection) change nothing here.
func (st *Station) refused(o outgoing, ack *paho.PublishResponse, err error) {
	st.mu.Lock()
	var r *Refusal
	switch {
	case err == nil && st.refusal == nil, err != nil && (ack == nil || ack.ReasonCode < 0x80):
		st.mu.Unlock()
		return
	case err != nil:
		r = &Refusal{Code: ack.ReasonCode, Topic: o.topic, Held: len(st.queue) + 1}
		if ack.Properties != nil {
			r.Reason = ack.Properties.ReasonString
		}
		st.refusal = r
	default:
		st.refusal = nil
	}
	fn := st.onRefused
	st.mu.Unlock()
	if fn != nil {
		fn(r)
	}
}
