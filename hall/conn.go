package hall

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/url"
	"os"
	"sync"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"
)

// Broker is where the hall's messages go: an MQTT URL (mqtt://host:1883, or mqtts://host:8883
// for TLS) and, for TLS with a certificate of the venue's own, the CA that signed it.
type Broker struct {
	URL string
	CA  string // PEM file; "": the system's roots
	// TLS overrides the configuration built from CA (tests).
	TLS *tls.Config
}

// ParseBroker checks a broker URL.
func ParseBroker(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("broker %q: %v", s, err)
	}
	switch u.Scheme {
	case "mqtt", "tcp", "mqtts", "tls", "ssl":
	default:
		return nil, fmt.Errorf("broker %q: use mqtt://HOST:PORT or mqtts://HOST:PORT", s)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("broker %q: no host", s)
	}
	if u.Port() == "" {
		port := "1883"
		if secure(u) {
			port = "8883"
		}
		u.Host += ":" + port
	}
	return u, nil
}

func secure(u *url.URL) bool { return u.Scheme == "mqtts" || u.Scheme == "tls" || u.Scheme == "ssl" }

func (b Broker) tlsConfig() (*tls.Config, error) {
	if b.TLS != nil {
		return b.TLS, nil
	}
	if b.CA == "" {
		return &tls.Config{MinVersion: tls.VersionTLS12}, nil
	}
	pem, err := os.ReadFile(b.CA)
	if err != nil {
		return nil, fmt.Errorf("broker CA: %v", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("broker CA %s: no certificate in it", b.CA)
	}
	return &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}, nil
}

// session is one MQTT connection of the hall.
type session struct {
	Broker   Broker
	ClientID string
	User     string
	Password string
	// Keep: a session the broker keeps across reconnects (QoS 1 messages queued for it).
	Keep    bool
	Will    *paho.WillMessage
	Up      func(cm *autopaho.ConnectionManager)
	Down    func()
	Receive func(topic string, payload []byte, retained bool)
	Failed  func(error) // a connection attempt failed (refused credentials, no broker)
	Bye     func() *paho.Disconnect
	// Life (may be nil) follows the connection: its context ends when the connection drops.
	Life *connLife
}

// publishWait is how long a publish, a subscription or a connection waits for the broker's
// acknowledgement on a live connection (paho's default; a test makes it long, to see that a
// dropped connection ends the wait).
var publishWait = 10 * time.Second

// connLife is the context of the current connection, cancelled when it drops: a QoS 1 publish
// on a dead connection waits for an acknowledgement that cannot come, and held its sender for
// its whole timeout (10 s) after the network came back — longer than a loaded machine left the
// tests to see the rest arrive.
type connLife struct {
	mu     sync.Mutex
	ctx    context.Context
	cancel context.CancelFunc
}

func (l *connLife) up(parent context.Context) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.cancel != nil {
		l.cancel()
	}
	l.ctx, l.cancel = context.WithCancel(parent)
}

func (l *connLife) down() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.cancel != nil {
		l.cancel()
	}
}

// within is a context of the current connection that ends after timeout at the latest.
func (l *connLife) within(timeout time.Duration) (context.Context, context.CancelFunc) {
	l.mu.Lock()
	ctx := l.ctx
	l.mu.Unlock()
	if ctx == nil {
		ctx = context.Background()
	}
	return context.WithTimeout(ctx, timeout)
}

// dial starts the connection; it reconnects by itself until ctx ends.
func (s session) dial(ctx context.Context) (*autopaho.ConnectionManager, error) {
	u, err := ParseBroker(s.Broker.URL)
	if err != nil {
		return nil, err
	}
	user, pass := s.User, s.Password
	if user == "" && u.User != nil {
		user = u.User.Username()
		pass, _ = u.User.Password()
	}
	u.User = nil
	cfg := autopaho.ClientConfig{
		ServerUrls:                    []*url.URL{u},
		KeepAlive:                     10,
		CleanStartOnInitialConnection: !s.Keep,
		ConnectRetryDelay:             time.Second,
		// autopaho asks the backoff before the first attempt too (attempt 0): no wait then.
		ReconnectBackoff: func(attempt int) time.Duration {
			if attempt == 0 {
				return 0
			}
			return 500 * time.Millisecond
		},
		ConnectTimeout:  5 * time.Second,
		ConnectUsername: user,
		ConnectPassword: []byte(pass),
		WillMessage:     s.Will,
		OnConnectionUp: func(cm *autopaho.ConnectionManager, _ *paho.Connack) {
			if s.Life != nil {
				s.Life.up(ctx)
			}
			if s.Up != nil {
				s.Up(cm)
			}
		},
		OnConnectionDown: func() bool {
			if s.Life != nil {
				s.Life.down()
			}
			if s.Down != nil {
				s.Down()
			}
			return true
		},
		OnConnectError: func(err error) {
			if s.Failed != nil {
				s.Failed(err)
			}
		},
		ClientConfig: paho.ClientConfig{ClientID: s.ClientID, PacketTimeout: publishWait},
	}
	if s.Bye != nil {
		cfg.SetDisConnectPacketConfigurator(s.Bye)
	}
	if s.Keep {
		cfg.SessionExpiryInterval = 3600
	}
	if secure(u) {
		if cfg.TlsCfg, err = s.Broker.tlsConfig(); err != nil {
			return nil, err
		}
	}
	if s.Receive != nil {
		recv := s.Receive
		cfg.OnPublishReceived = []func(paho.PublishReceived) (bool, error){
			func(pr paho.PublishReceived) (bool, error) {
				recv(pr.Packet.Topic, pr.Packet.Payload, pr.Packet.Retain)
				return true, nil
			}}
	}
	return autopaho.NewConnection(ctx, cfg)
}
