package hall

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"
)

// deny makes the broker's access list deny (or allow again) table's publishing on its own
// topics, on a live connection: the embedded broker's account loses the rights, and the rules
// of Mosquitto's dynamic-security role for them say deny.
func deny(t *testing.T, r rig, event, table string, denied bool, topics ...string) {
	t.Helper()
	tp := Topics{Event: event}
	user := tp.TableUser(table)
	ctx, c := context.WithTimeout(context.Background(), 30*time.Second)
	defer c()
	switch a := r.access(t).(type) {
	case *Embedded:
		a.hook.mu.Lock()
		acc := a.hook.accounts[user]
		a.hook.mu.Unlock()
		var rights []rule
		for _, right := range tp.tableRights(table) {
			if !denied || !slices.Contains(topics, right.Topic) || right.Type != ruleSend {
				rights = append(rights, right)
			}
		}
		a.hook.set(user, acc.password, rights)
	case *Mosquitto:
		var cmds []dynsecCommand
		for _, topic := range topics {
			cmds = append(cmds, dynsecCommand{"command": "removeRoleACL", "rolename": user, "acltype": ruleSend, "topic": topic},
				dynsecCommand{"command": "addRoleACL", "rolename": user, "acltype": ruleSend, "topic": topic, "allow": !denied})
		}
		if err := a.run(ctx, nil, cmds...); err != nil {
			t.Fatal(err)
		}
	default:
		t.Fatalf("no way to deny a topic on %s", r.name)
	}
}

// denyIn denies (or allows again) table's input topic.
func denyIn(t *testing.T, r rig, event, table string, denied bool) {
	t.Helper()
	deny(t, r, event, table, denied, Topics{Event: event}.In(table))
}

// A broker that refuses a table's messages for good (its access list denies the table's topic)
// is said at the table — the reason code the broker gave, at once — while the station keeps
// the refused move and those after it, in order; the director's room shows the table behind
// (its reading is further on than the director's copy). Once the broker takes them again,
// everything arrives, the table is told the refusal is over and the room no longer shows it
// behind. On both brokers.
func TestABrokerRefusingATableIsSaidAndLosesNothing(t *testing.T) {
	old := behindAfter
	behindAfter = time.Second
	t.Cleanup(func() { behindAfter = old })
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			event := "deny-" + r.name
			d, st, tt := tableOne(t, r, event, "")
			var mu sync.Mutex
			var said []*Refusal
			st.OnRefused(func(r *Refusal) {
				mu.Lock()
				said = append(said, r)
				mu.Unlock()
			})
			last := func() (*Refusal, int) {
				mu.Lock()
				defer mu.Unlock()
				if len(said) == 0 {
					return nil, 0
				}
				return said[len(said)-1], len(said)
			}
			tt.play("B E5")
			sameRecord(t, d, "1", tt)

			denyIn(t, r, event, "1", true)
			tt.play("W C3")
			eventually(t, "the table told of the refusal", func() bool { r, _ := last(); return r != nil })
			if r, _ := last(); r.Code != 0x87 || !r.NotAuthorized() || r.Topic != (Topics{Event: event}).In("1") {
				t.Fatalf("the refusal said is %+v, want reason code 0x87 (not authorized) on table 1's input topic", r)
			}
			if st.Refused() == nil {
				t.Fatal("the station does not say its messages are refused")
			}
			tt.play("B G7")
			eventually(t, "the room shows table 1 behind", func() bool { v, _ := d.Seat("1"); return v.Behind })
			if lines, _ := d.Log(); len(lines) > 0 {
				t.Logf("the director's log: %q", lines)
			}

			denyIn(t, r, event, "1", false)
			tt.play("W D4") // the next move wakes the sender at once (else its pause, up to 16 s)
			sameRecord(t, d, "1", tt)
			eventually(t, "the table told the refusal is over", func() bool { r, n := last(); return n > 1 && r == nil })
			if st.Refused() != nil {
				t.Fatal("the station still says its messages are refused")
			}
			eventually(t, "the room no longer shows table 1 behind", func() bool { v, _ := d.Seat("1"); return !v.Behind })
		})
	}
}

// A table the broker refuses everything (its access list denies all the table's topics: not
// even its reading reaches the director) still looks online to the director, whose last news
// of it stands still; as a quiet table sends its reading every heartbeat, the room shows a
// table it has heard nothing of for a while silent, until it hears from it again. On both
// brokers; the heartbeat made short here.
func TestATableTheBrokerRefusesEverythingIsShownSilent(t *testing.T) {
	oldBeat, oldSilent := heartbeat, silentAfter
	heartbeat, silentAfter = 200*time.Millisecond, 1500*time.Millisecond
	t.Cleanup(func() { heartbeat, silentAfter = oldBeat, oldSilent })
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			event := "silent-" + r.name
			d, st, tt := tableOne(t, r, event, "")
			tp := Topics{Event: event}
			all := []string{tp.In("1"), tp.State("1"), tp.Online("1")}
			tt.play("B E5")
			sameRecord(t, d, "1", tt)
			// Quiet, the table is still heard (its heartbeat): never silent.
			for range 10 {
				time.Sleep(200 * time.Millisecond)
				if v, _ := d.Seat("1"); v.Silent || !v.Online {
					t.Fatalf("a quiet table shown silent (%v) or offline (%v)", v.Silent, !v.Online)
				}
			}
			deny(t, r, event, "1", true, all...)
			eventually(t, "the table told of the refusal", func() bool { return st.Refused() != nil })
			eventually(t, "the room shows table 1 silent", func() bool { v, _ := d.Seat("1"); return v.Silent && v.Online })
			tt.play("W C3")
			deny(t, r, event, "1", false, all...)
			tt.play("B G7")
			sameRecord(t, d, "1", tt)
			eventually(t, "the room no longer shows table 1 silent", func() bool { v, _ := d.Seat("1"); return !v.Silent })
		})
	}
}

// A table whose connection attempts fail (the network cut, the broker out of reach) hears it
// once, and hears when it is connected again (nil): its status line says the trouble until then.
func TestATableHearsWhenItIsConnectedAgain(t *testing.T) {
	r := rigs(t)[0]
	_, st, tt, proxy := tableBehindProxy(t, r, "again")
	var mu sync.Mutex
	var heard []error
	st.OnFailed(func(err error) {
		mu.Lock()
		heard = append(heard, err)
		mu.Unlock()
	})
	said := func() []error {
		mu.Lock()
		defer mu.Unlock()
		return append([]error(nil), heard...)
	}
	proxy.Cut()
	eventually(t, "the failed connection heard", func() bool { return len(said()) > 0 })
	proxy.Mend()
	eventually(t, "the connection heard back", func() bool { h := said(); return h[len(h)-1] == nil })
	if h := said(); len(h) != 2 || h[0] == nil {
		t.Fatalf("the table heard %v, want one failure then nil", h)
	}
	tt.play("B C3")
}
