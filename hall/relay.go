package hall

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"goref/rules/clock"
	"goref/rules/table"
)

// Relay is the director's web page for the audience: the boards of chosen tables, live, over
// HTTP and Server-Sent Events, in any browser of the venue network or as an OBS browser
// source. GET / is the page (?tables=1,2 chooses; all tables without it), GET /events the
// stream (an event per change of a table; Last-Event-ID resumes where a dropped connection
// stopped), GET /table/N.sgf the live record (with BL/WL).
type Relay struct {
	d       *Director
	mu      sync.Mutex
	events  []relayEvent // the latest events, oldest first
	next    int64
	clients map[chan relayEvent]bool
	stop    func()
}

type relayEvent struct {
	ID    int64
	Table string
	Data  []byte
}

// relayKeep is how many events a resuming browser can catch up on; one that fell further
// behind gets every table's current state instead.
const relayKeep = 5000

// RelayTable is one table as the page receives it.
type RelayTable struct {
	Table     string        `json:"table"`
	Public    *table.Public `json:"public"`
	Clock     *clock.State  `json:"clock,omitempty"`
	Online    bool          `json:"online"`
	Confirmed string        `json:"confirmed,omitempty"`
	SGF       string        `json:"sgf"`
}

// NewRelay starts following the director's changes.
func NewRelay(d *Director) *Relay {
	r := &Relay{d: d, clients: map[chan relayEvent]bool{}, next: 1}
	ch, stop := d.Watch()
	done := make(chan struct{})
	r.stop = func() { stop(); close(done) }
	go func() {
		for {
			select {
			case <-done:
				return
			case name := <-ch:
				r.publish(name)
			}
		}
	}()
	return r
}

// Close stops following.
func (r *Relay) Close() { r.stop() }

func (r *Relay) snapshot(name string) ([]byte, bool) {
	v, ok := r.d.Seat(name)
	if !ok || v.Public == nil {
		return nil, false
	}
	rt := RelayTable{Table: name, Public: v.Public, Clock: r.d.ClockNow(name), Online: v.Online, Confirmed: v.Confirmed}
	if data, err := r.d.Record(name); err == nil {
		rt.SGF = string(data)
	}
	b, err := json.Marshal(rt)
	return b, err == nil
}

func (r *Relay) publish(name string) {
	data, ok := r.snapshot(name)
	if !ok {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ev := relayEvent{ID: r.next, Table: name, Data: data}
	r.next++
	r.events = append(r.events, ev)
	if len(r.events) > relayKeep {
		r.events = r.events[len(r.events)-relayKeep:]
	}
	for c := range r.clients {
		select {
		case c <- ev:
		default: // a browser this far behind resumes with Last-Event-ID
		}
	}
}

// ServeHTTP serves the page, the stream and the records.
func (r *Relay) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	switch {
	case req.URL.Path == "/":
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write(relayPage)
	case req.URL.Path == "/events":
		r.stream(w, req)
	case strings.HasPrefix(req.URL.Path, "/table/") && strings.HasSuffix(req.URL.Path, ".sgf"):
		name := strings.TrimSuffix(strings.TrimPrefix(req.URL.Path, "/table/"), ".sgf")
		data, err := r.d.Record(name)
		if err != nil {
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/x-go-sgf; charset=utf-8")
		_, _ = w.Write(data)
	default:
		http.NotFound(w, req)
	}
}

func chosen(req *http.Request) func(string) bool {
	list := req.URL.Query().Get("tables")
	if list == "" {
		return func(string) bool { return true }
	}
	set := map[string]bool{}
	for _, t := range strings.Split(list, ",") {
		set[strings.TrimSpace(t)] = true
	}
	return func(t string) bool { return set[t] }
}

func (r *Relay) stream(w http.ResponseWriter, req *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	want := chosen(req)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	c := make(chan relayEvent, 1024)
	r.mu.Lock()
	r.clients[c] = true
	var backlog []relayEvent
	last, err := strconv.ParseInt(req.Header.Get("Last-Event-ID"), 10, 64)
	resumed := err == nil && len(r.events) > 0 && last >= r.events[0].ID-1 && last < r.next
	if resumed {
		for _, ev := range r.events {
			if ev.ID > last {
				backlog = append(backlog, ev)
			}
		}
	}
	current := r.next - 1
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		delete(r.clients, c)
		r.mu.Unlock()
	}()
	send := func(ev relayEvent) bool {
		if !want(ev.Table) {
			return true
		}
		_, err := fmt.Fprintf(w, "id: %d\nevent: table\ndata: %s\n\n", ev.ID, ev.Data)
		return err == nil
	}
	fmt.Fprint(w, "retry: 1000\n\n")
	if !resumed { // every chosen table as it stands, under the latest id
		for _, v := range r.d.Seats() {
			if data, ok := r.snapshot(v.Table); ok && !send(relayEvent{ID: current, Table: v.Table, Data: data}) {
				return
			}
		}
	}
	for _, ev := range backlog {
		if !send(ev) {
			return
		}
	}
	fl.Flush()
	keep := time.NewTicker(15 * time.Second)
	defer keep.Stop()
	for {
		select {
		case <-req.Context().Done():
			return
		case ev := <-c:
			if ev.ID <= current && !resumed {
				continue // already in the snapshot
			}
			if !send(ev) {
				return
			}
			fl.Flush()
		case <-keep.C:
			fmt.Fprint(w, ": keep-alive\n\n")
			fl.Flush()
		}
	}
}

//go:embed relay.html
var relayPage []byte
