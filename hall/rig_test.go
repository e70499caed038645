package hall

import (
	"bytes"
	"context"
	"net/url"
	"os"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/hall/halltest"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// rig is a broker the hall runs on: the embedded one or Debian's mosquitto.
type rig struct {
	name    string
	url     string
	access  func(t *testing.T) Access
	restart func(t *testing.T) // kill -9 and start again on the same port
}

// rigs are the brokers every hall test runs against. Without mosquitto its runs are skipped,
// unless GOREF_REQUIRE_MOSQUITTO is set (make test sets it).
func rigs(t *testing.T) []rig {
	t.Helper()
	var out []rig
	e := startEmbedded(t, "127.0.0.1:0")
	emb := rig{name: "embedded", url: "mqtt://" + e.Addr}
	emb.access = func(*testing.T) Access { return e }
	emb.restart = func(t *testing.T) {
		addr := e.Addr
		e.hook.mu.Lock()
		old := e.hook.accounts
		e.hook.mu.Unlock()
		_ = e.Close()
		ne := startEmbedded(t, addr)
		for user, a := range old { // the director's accounts (an embedded broker restarts with its director)
			ne.hook.set(user, a.password, a.rights)
		}
		*e = *ne
	}
	out = append(out, emb)
	m, err := halltest.StartMosquitto(t.TempDir())
	if err != nil {
		if os.Getenv("GOREF_REQUIRE_MOSQUITTO") != "" {
			t.Fatalf("mosquitto is required here: %v", err)
		}
		t.Logf("the Mosquitto runs are skipped: %v", err)
		return out
	}
	t.Cleanup(m.Stop)
	out = append(out, rig{name: "mosquitto", url: m.URL(),
		access: func(t *testing.T) Access {
			a, err := DialMosquitto(context.Background(), Broker{URL: m.AdminURL}, "goref-test-admin-"+randomHex(4))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(a.Close)
			return a
		},
		restart: func(t *testing.T) {
			m.Kill()
			if err := m.Restart(); err != nil {
				t.Fatal(err)
			}
		}})
	return out
}

// behindProxy is r reached through a proxy that can cut the network.
func behindProxy(t *testing.T, r rig) (rig, *halltest.Proxy) {
	t.Helper()
	u, _ := url.Parse(r.url)
	proxy, err := halltest.StartProxy(u.Host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(proxy.Close)
	cut := r
	cut.url = "mqtt://" + proxy.Addr()
	return cut, proxy
}

func startEmbedded(t *testing.T, addr string) *Embedded {
	t.Helper()
	var e *Embedded
	var err error
	for range 50 { // the port of a broker just closed may take a moment to free
		if e, err = StartEmbedded(EmbeddedOptions{Addr: addr}); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = e.Close() })
	return e
}

const testSecret = "correct horse battery staple"

func startDirector(t *testing.T, r rig, event, dir string) *Director {
	t.Helper()
	d, err := StartDirector(context.Background(), DirectorConfig{Event: event, Secret: testSecret,
		Broker: Broker{URL: r.url}, Access: r.access(t), Password: "director-" + event, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func join(t *testing.T, r rig, event, tableName string) Credentials {
	t.Helper()
	c, err := Join(context.Background(), Broker{URL: r.url}, event, testSecret, tableName, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func openStation(t *testing.T, r rig, c Credentials) *Station {
	t.Helper()
	st, err := OpenStation(context.Background(), c, Broker{URL: r.url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// eventually waits up to 15 s for cond.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 15 s: %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// seat is a table of the test: the game on a virtual clock, and its station.
type testTable struct {
	t  *testing.T
	tb *table.Table
	ft *clock.FakeTime
	st *Station
}

func newTestTable(t *testing.T, st *Station, preset string, size int, main time.Duration, ot, black, white string) *testTable {
	t.Helper()
	rs, err := rules.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	cfg := table.Config{Rules: rs, Width: size, Black: black, White: white}
	if ot != "" {
		tc, err := clock.ParseOT(main, ot)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Time = &tc
	}
	ft := &clock.FakeTime{}
	tb, err := table.New(cfg, ft)
	if err != nil {
		t.Fatal(err)
	}
	tt := &testTable{t: t, tb: tb, ft: ft, st: st}
	if st != nil {
		st.Observe(tb, table.Update{})
	}
	return tt
}

// do runs a table event and lets the station see it, as the app does.
func (tt *testTable) do(u table.Update, err error) {
	tt.t.Helper()
	if err != nil && !table.IsRefused(err) {
		tt.t.Fatal(err)
	}
	if tt.st != nil {
		tt.st.Observe(tt.tb, u)
	}
}

func (tt *testTable) play(moves ...string) {
	tt.t.Helper()
	for _, m := range moves {
		tt.ft.Advance(2 * time.Second)
		c := board.Black
		if m[0] == 'W' {
			c = board.White
		}
		v := board.Pass
		if m[2:] != "pass" {
			var err error
			if v, err = board.ParseGTP(m[2:], tt.tb.Board().Width(), tt.tb.Board().Height()); err != nil {
				tt.t.Fatal(err)
			}
		}
		tt.do(tt.tb.Play(c, v))
	}
}

// tick lets the clock run by d, a second at a time, as the app's timer does.
func (tt *testTable) tick(d time.Duration) {
	for ; d > 0; d -= time.Second {
		tt.ft.Advance(time.Second)
		tt.do(tt.tb.Tick(), nil)
	}
}

func (tt *testTable) record() []byte {
	tt.t.Helper()
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tt.tb.Record()}})
	if err != nil {
		tt.t.Fatal(err)
	}
	return data
}

// sameRecord waits until the director's copy of name's game equals the table's, byte for byte.
func sameRecord(t *testing.T, d *Director, name string, tt *testTable) {
	t.Helper()
	want := tt.record()
	var got []byte
	deadline := time.Now().Add(15 * time.Second)
	for {
		got, _ = d.Record(name)
		if bytes.Equal(got, want) {
			return
		}
		if time.Now().After(deadline) {
			lines, _ := d.Log()
			t.Fatalf("table %s: the director's record is not the table's after 15 s:\n%s\nwant:\n%s\nrefused:\n%q", name, got, want, lines)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// tableOne is the set-up most hall tests share: a director of event on r (keeping its store in
// dir, "" for none), table 1 joined and connected, and a 9×9 game under Chinese rules with
// C88's time (10 minutes, 5 reserved) between A and B, its clock started. The director and the
// station close when the test ends.
func tableOne(t *testing.T, r rig, event, dir string) (*Director, *Station, *testTable) {
	t.Helper()
	d := startDirector(t, r, event, dir)
	t.Cleanup(d.Close)
	st := openStation(t, r, join(t, r, event, "1"))
	t.Cleanup(st.Close)
	tt := newTestTable(t, st, "chinese", 9, 10*time.Minute, "5 min reserved (C88)", "A", "B")
	tt.do(tt.tb.Start())
	return d, st, tt
}
