package cli

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"goref/board/sgf"
	"goref/hall"
)

// HallWindow opens the director's room view (app/hallview); nil runs the director headless.
type HallWindow func(d *hall.Director, info HallInfo) int

// HallInfo is what the room view shows about the event: how a table joins.
type HallInfo struct {
	Event, Secret, Broker, Relay string
	Dir                          string // the director's data directory (it keeps the room's language too)
}

const hallUsage = `usage:
  goref hall director --event NAME [--secret S] [--listen :1883] [--broker URL] [--relay :8080] [--headless]
  goref hall join --broker URL --event NAME --secret S --table N [--out FILE]`

// Hall runs the hall's commands: the director (with its room view unless headless) and a
// table's join.
func Hall(args []string, stdout, stderr io.Writer, window HallWindow) int {
	stderr = safeLines(stderr)
	if len(args) == 0 {
		fmt.Fprintln(stderr, hallUsage)
		return 2
	}
	switch args[0] {
	case "director":
		return hallDirector(args[1:], stdout, stderr, window)
	case "join":
		return hallJoin(args[1:], stdout, stderr)
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, hallUsage)
		return 0
	}
	fmt.Fprintf(stderr, "goref hall: unknown command %q\n%s\n", args[0], hallUsage)
	return 2
}

// venueAddress is this machine's first address on a network other than the loopback: what a
// table on the venue network connects to.
func venueAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err == nil {
		for _, a := range addrs {
			if ip, ok := a.(*net.IPNet); ok && !ip.IP.IsLoopback() && ip.IP.To4() != nil {
				return ip.IP.String()
			}
		}
	}
	return "127.0.0.1"
}

// reachable is the host tables reach a listener of this machine at: the one it listens on,
// or, listening on every address, this machine's address on the venue network.
func reachable(listen string) string {
	host, _, err := net.SplitHostPort(listen)
	if err != nil || host == "" || host == "0.0.0.0" || host == "::" {
		return venueAddress()
	}
	return host
}

func hallDirector(args []string, stdout, stderr io.Writer, window HallWindow) int {
	fs := newFlagSet("hall director")
	event := fs.String("event", "", "the event's name (letters, digits, - and _)")
	secret := fs.String("secret", "", "the event secret tables join with (default: a new one, printed)")
	listen := fs.String("listen", ":1883", "the embedded broker's address (without --broker)")
	tlsListen := fs.String("tls-listen", "", "also MQTT over TLS on this address (with --cert and --key)")
	cert := fs.String("cert", "", "TLS certificate (PEM)")
	key := fs.String("key", "", "TLS key (PEM)")
	broker := fs.String("broker", "", "an external broker instead: mqtt[s]://ADMIN:PASSWORD@HOST:PORT (Mosquitto with its dynamic-security plugin)")
	ca := fs.String("ca", "", "the CA of the external broker's certificate (PEM)")
	tableBroker := fs.String("table-broker", "", "the broker URL tables are told to use (default: this machine's address)")
	relay := fs.String("relay", ":8080", "serve the relay page here (\"\": none)")
	data := fs.String("data", "", "keep the director's copy of every game here (default: the data directory's hall/EVENT)")
	headless := fs.Bool("headless", false, "no room view: print the room to stdout")
	stats := fs.Duration("stats", 0, "print a JSON line of figures this often (the bench)")
	if _, err := parseInterspersed(fs, args); err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if err := hall.CheckID("event", *event); err != nil {
		fmt.Fprintf(stderr, "goref hall director: %v\n", err)
		return 2
	}
	if *secret == "" {
		*secret = newSecret()
	}
	if *data == "" {
		*data = filepath.Join(dataDir(), "hall", *event)
	}
	ctx := context.Background()
	cfg := hall.DirectorConfig{Event: *event, Secret: *secret, Dir: *data, TableBroker: *tableBroker,
		Refused: func(line string) { fmt.Fprintln(stderr, "goref hall director:", line) }}
	if *broker == "" {
		var tc *tls.Config
		if *tlsListen != "" {
			c, err := tls.LoadX509KeyPair(*cert, *key)
			if err != nil {
				fmt.Fprintf(stderr, "goref hall director: TLS: %v\n", err)
				return 2
			}
			tc = &tls.Config{Certificates: []tls.Certificate{c}}
		}
		admin := newSecret()
		e, err := hall.StartEmbedded(hall.EmbeddedOptions{Addr: *listen, TLSAddr: *tlsListen, TLS: tc})
		if err != nil {
			fmt.Fprintf(stderr, "goref hall director: %v\n", err)
			return 1
		}
		defer e.Close()
		_, port, _ := net.SplitHostPort(e.Addr)
		cfg.Broker = hall.Broker{URL: "mqtt://127.0.0.1:" + port}
		cfg.Access, cfg.Password = e, admin
		if cfg.TableBroker == "" {
			cfg.TableBroker = "mqtt://" + reachable(*listen) + ":" + port
			if *tlsListen != "" {
				_, tport, _ := net.SplitHostPort(e.TLSAddr())
				cfg.TableBroker = "mqtts://" + reachable(*tlsListen) + ":" + tport
			}
		}
	} else {
		b := hall.Broker{URL: *broker, CA: *ca}
		m, err := hall.DialMosquitto(ctx, b, "goref-"+*event+"-admin")
		if err != nil {
			fmt.Fprintf(stderr, "goref hall director: %v\n", err)
			return 1
		}
		defer m.Close()
		u, _ := hall.ParseBroker(*broker)
		u.User = nil
		cfg.Broker, cfg.Access, cfg.Password = hall.Broker{URL: u.String(), CA: *ca}, m, derivedPassword(*secret, *event)
		if cfg.TableBroker == "" {
			cfg.TableBroker = u.String()
		}
	}
	d, err := hall.StartDirector(ctx, cfg)
	if err != nil {
		fmt.Fprintf(stderr, "goref hall director: %v\n", err)
		return 1
	}
	defer d.Close()
	info := HallInfo{Event: *event, Secret: *secret, Broker: cfg.TableBroker, Dir: *data}
	if *relay != "" {
		ln, err := net.Listen("tcp", *relay)
		if err != nil {
			fmt.Fprintf(stderr, "goref hall director: relay page: %v\n", err)
			return 1
		}
		r := hall.NewRelay(d)
		defer r.Close()
		srv := &http.Server{Handler: r, ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = srv.Serve(ln) }()
		defer srv.Close()
		_, port, _ := net.SplitHostPort(ln.Addr().String())
		info.Relay = "http://" + reachable(*relay) + ":" + port + "/"
	}
	fmt.Fprintf(stdout, "hall %s: tables join with\n  goref hall join --broker %s --event %s --secret %s --table N\nor\n  goref hall join --link '%s' --table N\n",
		*event, info.Broker, *event, *secret, hall.JoinLink(info.Broker, *event, *secret))
	if info.Relay != "" {
		fmt.Fprintf(stdout, "relay page: %s\n", info.Relay)
	}
	if *stats > 0 {
		go printStats(d, *stats, stdout)
	}
	if window != nil && !*headless {
		return window(d, info)
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	<-sig
	return 0
}

// derivedPassword is the director's account password on an external broker: the same after a
// restart, known only to holders of the secret.
func derivedPassword(secret, event string) string {
	return hall.JoinPassword(event+"/director", secret)
}

func newSecret() string {
	b := make([]byte, 9)
	f, err := os.Open("/dev/urandom")
	if err == nil {
		_, _ = io.ReadFull(f, b)
		f.Close()
	}
	const letters = "abcdefghjkmnpqrstuvwxyz23456789"
	out := make([]byte, 12)
	for i := range out {
		out[i] = letters[int(b[i%9]+byte(i*7))%len(letters)]
	}
	return string(out[:4]) + "-" + string(out[4:8]) + "-" + string(out[8:])
}

// dataDir is the app's data directory (the same rule as app/store's).
func dataDir() string {
	if d := os.Getenv("GOREF_DATA_DIR"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "goref")
	}
	home, _ := os.UserHomeDir()
	return filepath.Join(home, ".local", "share", "goref")
}

func printStats(d *hall.Director, every time.Duration, out io.Writer) {
	enc := json.NewEncoder(out)
	for range time.Tick(every) {
		l, wire := d.Latencies()
		seats := d.Seats()
		online, ended := 0, 0
		for _, s := range seats {
			if s.Online {
				online++
			}
			if s.Public != nil && s.Public.Result != "" {
				ended++
			}
		}
		_, refused := d.Log()
		us, wus := make([]int64, len(l)), make([]int64, len(wire))
		for i, x := range l {
			us[i] = x.Microseconds()
		}
		for i, x := range wire {
			wus[i] = x.Microseconds()
		}
		_ = enc.Encode(map[string]any{"tables": len(seats), "online": online, "ended": ended, "messages": len(l),
			"p50_ms": ms(hall.Percentile(l, 50)), "p99_ms": ms(hall.Percentile(l, 99)), "max_ms": ms(hall.Percentile(l, 100)),
			"refused": refused, "latency_us": us, "wire_us": wus})
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func hallJoin(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("hall join")
	broker := fs.String("broker", "", "the broker the director named: mqtt://HOST:PORT")
	ca := fs.String("ca", "", "the CA of the broker's certificate (PEM), for mqtts://")
	event := fs.String("event", "", "the event's name")
	secret := fs.String("secret", "", "the event secret")
	tableName := fs.String("table", "", "this table's number")
	out := fs.String("out", "", "write the credentials here (default: the data directory's hall-EVENT-TABLE.json)")
	link := fs.String("link", "", "the director's join link (its QR code): broker, event and secret in one")
	if _, err := parseInterspersed(fs, args); err != nil {
		return flagFailure(fs, err, stdout, stderr)
	}
	if *link != "" {
		var err error
		if *broker, *event, *secret, err = hall.ParseJoinLink(*link); err != nil {
			fmt.Fprintf(stderr, "goref hall join: %v\n", err)
			return 2
		}
	}
	if *broker == "" || *secret == "" {
		fmt.Fprintln(stderr, "goref hall join: give --broker, --event, --secret and --table")
		return 2
	}
	c, err := hall.Join(context.Background(), hall.Broker{URL: *broker, CA: *ca}, *event, *secret, *tableName, 20*time.Second)
	if err != nil {
		fmt.Fprintf(stderr, "goref hall join: %v\n", err)
		return 1
	}
	if *out == "" {
		*out = filepath.Join(dataDir(), "hall-"+*event+"-"+*tableName+".json")
	}
	data, _ := json.MarshalIndent(c, "", "  ")
	if err := os.MkdirAll(filepath.Dir(*out), 0o700); err == nil {
		err = sgf.WriteAtomicMode(*out, data, 0o600) // the table's password and signing key
	}
	if err != nil {
		fmt.Fprintf(stderr, "goref hall join: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "table %s joined %s; start the board with\n  goref --hall %s\n", *tableName, *event, *out)
	return 0
}
