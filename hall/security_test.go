package hall

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"

	"goref/hall/halltest"
	"goref/rules/table"
)

// raw connects with an account as any MQTT client could, to try what the hall must refuse.
func raw(t *testing.T, r rig, user, password string) *autopaho.ConnectionManager {
	t.Helper()
	up := make(chan struct{}, 1)
	cm, err := session{Broker: Broker{URL: r.url}, ClientID: "raw-" + randomHex(4), User: user, Password: password,
		Up: func(*autopaho.ConnectionManager) { up <- struct{}{} }}.dial(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-up:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s could not connect", user)
	}
	t.Cleanup(func() {
		ctx, c := context.WithTimeout(context.Background(), time.Second)
		defer c()
		_ = cm.Disconnect(ctx)
	})
	return cm
}

// refusedPublish tells whether the broker refused a QoS 1 publish (MQTT 5 reason code ≥ 0x80).
func refusedPublish(t *testing.T, cm *autopaho.ConnectionManager, topic string, payload []byte) bool {
	t.Helper()
	ctx, c := context.WithTimeout(context.Background(), 5*time.Second)
	defer c()
	resp, err := cm.Publish(ctx, &paho.Publish{Topic: topic, QoS: 1, Payload: payload})
	return err != nil || resp != nil && resp.ReasonCode >= 0x80
}

func refusedSubscribe(t *testing.T, cm *autopaho.ConnectionManager, filter string) bool {
	t.Helper()
	ctx, c := context.WithTimeout(context.Background(), 5*time.Second)
	defer c()
	ack, err := cm.Subscribe(ctx, &paho.Subscribe{Subscriptions: []paho.SubscribeOptions{{Topic: filter, QoS: 1}}})
	return err != nil || len(ack.Reasons) == 1 && ack.Reasons[0] >= 0x80
}

// The broker holds a table to its own topics: it cannot publish as another table or as the
// director, nor read another table's notes or the join answers; a wrong event secret does not
// get in at all. Each on both brokers.
func TestTheBrokerHoldsATableToItsOwnTopics(t *testing.T) {
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			event := "acl-" + r.name
			d := startDirector(t, r, event, "")
			defer d.Close()
			c1, c2 := join(t, r, event, "1"), join(t, r, event, "2")
			if _, err := Join(context.Background(), Broker{URL: r.url}, event, "wrong secret", "3", 5*time.Second); err == nil {
				t.Fatal("a join with a wrong secret got credentials")
			}
			tp := Topics{Event: event}
			cm := raw(t, r, c1.User, c1.Password)
			m, _ := seal(c1.Key, &Message{Event: event, Table: "2", Game: "x", Kind: KindGame})
			for _, topic := range []string{tp.In("2"), tp.State("2"), tp.Online("2"), tp.Hall("1"), tp.Hall("2"), tp.Joined("x"), tp.Join("x")} {
				if !refusedPublish(t, cm, topic, m) {
					t.Errorf("table 1 published on %s", topic)
				}
			}
			for _, filter := range []string{tp.Hall("2"), tp.Hall("+"), tp.In("2"), tp.Joined("+"), tp.All(), "#"} {
				if !refusedSubscribe(t, cm, filter) {
					t.Errorf("table 1 subscribed to %s", filter)
				}
			}
			if refusedPublish(t, cm, tp.In("1"), m) || refusedSubscribe(t, cm, tp.Hall("1")) {
				t.Error("table 1 was refused its own topics")
			}
			// The join account asks and reads answers; it cannot publish as a table.
			jcm := raw(t, r, tp.JoinUser(), JoinPassword(event, testSecret))
			if !refusedPublish(t, jcm, tp.In("2"), m) || !refusedPublish(t, jcm, tp.Hall("2"), m) {
				t.Error("the join account published on a table's or the director's topic")
			}
			_ = c2
		})
	}
}

// The director checks every message again and refuses, logs and never applies a bad one: junk,
// a wrong signature, a table's message claiming another table, an input out of order, and a
// replay: another input under a number already used, sent with the table's own account. An
// old message sent again whole is a duplicate (a resend after a dropped connection): passed
// over without a word.
func TestTheDirectorRefusesBadMessages(t *testing.T) {
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			event := "bad-" + r.name
			d := startDirector(t, r, event, "")
			defer d.Close()
			c1 := join(t, r, event, "1")
			c2 := join(t, r, event, "2")
			s1 := openStation(t, r, c1)
			defer func() { s1.Close() }()
			t1 := newTestTable(t, s1, "chinese", 9, 0, "", "A", "B")
			t1.do(t1.tb.Start())
			t1.play("B E5", "W C3")
			sameRecord(t, d, "1", t1)
			before, _ := d.Record("1")
			_, refusedBefore := d.Log()

			tp := Topics{Event: event}
			cm := raw(t, r, c1.User+"", c1.Password)
			// The table's own stream so far, as the broker carried it: its last input is the
			// message sent again.
			s1.mu.Lock()
			old, _ := seal(c1.Key, s1.msgs[len(s1.msgs)-1].msg)
			game, boot := s1.game, s1.boot
			s1.mu.Unlock()
			forged, _ := seal([]byte("not the key"), &Message{Event: event, Table: "1", Game: game, Boot: boot, Kind: KindInput, Seq: 3,
				Input: &table.Input{Op: "resign", Player: 1, At: time.Hour}})
			claim, _ := seal(c1.Key, &Message{Event: event, Table: "2", Game: game, Boot: boot, Kind: KindInput, Seq: 3,
				Input: &table.Input{Op: "resign", Player: 1, At: time.Hour}})
			replay, _ := seal(c1.Key, &Message{Event: event, Table: "1", Game: game, Boot: boot, Kind: KindInput, Seq: 3,
				Input: &table.Input{Op: "resign", Player: 1, At: time.Hour}})
			gap, _ := seal(c1.Key, &Message{Event: event, Table: "1", Game: game, Boot: boot, Kind: KindInput, Seq: 9,
				Input: &table.Input{Op: "resign", Player: 1, At: time.Hour}})
			cases := []struct {
				name    string
				payload []byte
				says    string
			}{
				{"junk", []byte("{not json"), "not a signed message"},
				{"junk under a good signature", mustSeal(c1.Key, []byte("]]")), "invalid character"},
				{"wrong signature", forged, "bad signature"},
				{"claims another table", claim, `table "2" on table 1's topic`},
				{"out of order", gap, "out of order"},
				{"replay", replay, "again"},
			}
			for i, c := range cases {
				if refusedPublish(t, cm, tp.In("1"), c.payload) {
					t.Fatalf("%s: the broker refused table 1 its own topic", c.name)
				}
				eventually(t, c.name+" refused and logged", func() bool {
					lines, n := d.Log()
					return n >= refusedBefore+i+1 && strings.Contains(lines[len(lines)-1], c.says)
				})
				if got, _ := d.Record("1"); !bytes.Equal(got, before) {
					t.Fatalf("%s was applied:\n%s", c.name, got)
				}
			}
			// The last input sent again whole is passed over: the next refusal logged is the
			// message after it.
			_, refusedBefore = d.Log()
			for _, payload := range [][]byte{old, gap} {
				if refusedPublish(t, cm, tp.In("1"), payload) {
					t.Fatal("the broker refused table 1 its own topic")
				}
			}
			eventually(t, "the message after the duplicate refused", func() bool {
				_, n := d.Log()
				return n > refusedBefore
			})
			if lines, n := d.Log(); n != refusedBefore+1 || !strings.Contains(lines[len(lines)-1], "out of order") {
				t.Fatalf("the director logged %d lines for a duplicate and a gap, want the gap's alone: %q", n-refusedBefore, lines)
			}
			// A table that restarted: its new run takes over, and the old run's messages are
			// replays.
			oldRun := old
			s1.Kill()
			s1 = openStation(t, r, c1)
			t1.st = s1
			t1.do(table.Update{}, nil)
			eventually(t, "the new run followed", func() bool {
				d.mu.Lock()
				defer d.mu.Unlock()
				return d.seats["1"].Boot == s1.boot
			})
			_, refusedBefore = d.Log()
			if refusedPublish(t, cm, tp.In("1"), oldRun) {
				t.Fatal("the broker refused table 1 its own topic")
			}
			eventually(t, "a replay from the earlier run refused", func() bool {
				lines, n := d.Log()
				return n > refusedBefore && strings.Contains(lines[len(lines)-1], "earlier run")
			})
			_ = c2
			// The game goes on after all that, and the director still keeps it.
			t1.play("B G7")
			sameRecord(t, d, "1", t1)
		})
	}
}

// mustSeal signs any bytes with key, as a table with a bug could.
func mustSeal(key, body []byte) []byte {
	mac := hmac.New(sha256.New, key)
	mac.Write(body)
	return append(append(hex.AppendEncode(nil, mac.Sum(nil)), '\n'), body...)
}

// TLS where the broker offers it, on both brokers: a listener with a certificate signed by a
// test CA made here (the venue's own); a table given that CA (Broker.CA, as --ca FILE) joins and
// plays over it, and a client that does not trust the CA is turned away.
func TestTLS(t *testing.T) {
	dir := t.TempDir()
	caFile, certFile, keyFile := testCA(t, dir)
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("embedded", func(t *testing.T) {
		e, err := StartEmbedded(EmbeddedOptions{Addr: "127.0.0.1:0", TLSAddr: "127.0.0.1:0",
			TLS: &tls.Config{Certificates: []tls.Certificate{cert}}})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		playOverTLS(t, Broker{URL: "mqtts://" + e.TLSAddr(), CA: caFile}, e)
	})
	t.Run("mosquitto", func(t *testing.T) {
		m, err := halltest.StartMosquittoWith(t.TempDir(), halltest.MosquittoOptions{CertFile: certFile, KeyFile: keyFile})
		if err != nil {
			if os.Getenv("GOREF_REQUIRE_MOSQUITTO") != "" {
				t.Fatalf("mosquitto is required here: %v", err)
			}
			t.Skipf("mosquitto: %v", err)
		}
		defer m.Stop()
		// The director drives the broker's accounts over TLS too.
		a, err := DialMosquitto(context.Background(), Broker{URL: m.TLSURL(true), CA: caFile}, "goref-test-admin-"+randomHex(4))
		if err != nil {
			t.Fatal(err)
		}
		defer a.Close()
		playOverTLS(t, Broker{URL: m.TLSURL(false), CA: caFile}, a)
	})
}

// playOverTLS runs a director and a table on trusted, the broker's TLS listener with the CA.
func playOverTLS(t *testing.T, trusted Broker, access Access) {
	t.Helper()
	d, err := StartDirector(context.Background(), DirectorConfig{Event: "tls", Secret: testSecret, Broker: trusted,
		Access: access, Password: "director-tls"})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if _, err := Join(context.Background(), Broker{URL: trusted.URL}, "tls", testSecret, "1", 3*time.Second); err == nil {
		t.Fatal("a client that does not trust the test CA joined")
	}
	// It was the certificate that turned it away.
	var unknown x509.UnknownAuthorityError
	if c, err := tls.Dial("tcp", strings.TrimPrefix(trusted.URL, "mqtts://"), &tls.Config{}); !errors.As(err, &unknown) {
		if c != nil {
			c.Close()
		}
		t.Fatalf("a TLS client without the test CA: %v, want an unknown authority", err)
	}
	c, err := Join(context.Background(), trusted, "tls", testSecret, "1", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	st, err := OpenStation(context.Background(), c, trusted, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	tt := newTestTable(t, st, "japanese", 9, 0, "", "A", "B")
	tt.do(tt.tb.Start())
	tt.play("B E5", "W C3", "B pass")
	sameRecord(t, d, "1", tt)
}

// testCA makes a CA and a certificate for 127.0.0.1 signed by it, as PEM files in dir: the CA's
// certificate, the broker's certificate and its key.
func testCA(t *testing.T, dir string) (caFile, certFile, keyFile string) {
	t.Helper()
	newKey := func() *ecdsa.PrivateKey {
		k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	caKey, key := newKey(), newKey()
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "goref hall test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageCRLSign}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	ca, _ := x509.ParseCertificate(caDER)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "goref hall test broker"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, kind string, der []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der}), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	return write("ca.pem", "CERTIFICATE", caDER), write("broker.pem", "CERTIFICATE", der), write("broker-key.pem", "EC PRIVATE KEY", keyDER)
}
