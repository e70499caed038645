package hall

import (
	"bytes"
	"context"
	"crypto/subtle"
	"crypto/tls"
	"fmt"
	"log/slog"
	"net"
	"sync"

	mqtt "github.com/mochi-mqtt/server/v2"
	"github.com/mochi-mqtt/server/v2/listeners"
	"github.com/mochi-mqtt/server/v2/packets"
)

// Embedded is the broker the director runs in its own process by default, so a hall needs
// nothing installed. Its accounts are the director's (Access); nobody else gets in.
type Embedded struct {
	server *mqtt.Server
	Addr   string // the address it listens on (host:port)
	hook   *accessHook
	once   *sync.Once
}

// EmbeddedOptions are where the embedded broker listens: Addr for plain MQTT (":1883"), and
// with a certificate TLSAddr for MQTT over TLS (":8883").
type EmbeddedOptions struct {
	Addr    string
	TLSAddr string
	TLS     *tls.Config
	// Admin is an account with every right (the director's own connection).
	AdminUser, AdminPassword string
}

// StartEmbedded starts the embedded broker.
func StartEmbedded(o EmbeddedOptions) (*Embedded, error) {
	s := mqtt.New(&mqtt.Options{InlineClient: false, Logger: slog.New(slog.DiscardHandler)})
	h := &accessHook{accounts: map[string]account{}}
	if o.AdminUser != "" {
		h.accounts[o.AdminUser] = account{password: o.AdminPassword, rights: []rule{{ruleSend, "#"}, {ruleSubscribe, "#"}}}
	}
	if err := s.AddHook(h, nil); err != nil {
		return nil, err
	}
	e := &Embedded{server: s, hook: h, once: &sync.Once{}}
	listen := func(id, addr string, tc *tls.Config) error {
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			return fmt.Errorf("embedded broker: %v", err)
		}
		ln.Close() // mochi listens itself; this only found the port
		tcp := listeners.NewTCP(listeners.Config{ID: id, Address: ln.Addr().String(), TLSConfig: tc})
		if id == "mqtt" {
			e.Addr = ln.Addr().String()
		}
		return s.AddListener(tcp)
	}
	if o.Addr != "" {
		if err := listen("mqtt", o.Addr, nil); err != nil {
			return nil, err
		}
	}
	if o.TLSAddr != "" {
		if err := listen("mqtts", o.TLSAddr, o.TLS); err != nil {
			return nil, err
		}
	}
	if err := s.Serve(); err != nil {
		return nil, err
	}
	return e, nil
}

// Close stops the broker (again: nothing).
func (e *Embedded) Close() error {
	var err error
	e.once.Do(func() { err = e.server.Close() })
	return err
}

// TLSAddr is the TLS listener's address, "" without one.
func (e *Embedded) TLSAddr() string {
	if l, ok := e.server.Listeners.Get("mqtts"); ok {
		return l.Address()
	}
	return ""
}

// Setup implements Access.
func (e *Embedded) Setup(_ context.Context, t Topics, director, joinPassword string) error {
	e.hook.set(t.DirectorUser(), director, t.directorRights())
	e.hook.set(t.JoinUser(), joinPassword, t.joinRights())
	return nil
}

// Grant implements Access: a table's new password drops a connection that used the old one.
func (e *Embedded) Grant(_ context.Context, t Topics, table, password string) error {
	user := t.TableUser(table)
	e.hook.set(user, password, t.tableRights(table))
	for _, cl := range e.server.Clients.GetAll() {
		if string(cl.Properties.Username) == user && !e.hook.knows(user, cl.ID) {
			_ = e.server.DisconnectClient(cl, packets.ErrNotAuthorized)
		}
	}
	return nil
}

type account struct {
	password string
	rights   []rule
}

// accessHook is the embedded broker's authentication and ACL: an account's password, then its
// rights on every publish, subscription and delivery.
type accessHook struct {
	mqtt.HookBase
	mu       sync.RWMutex
	accounts map[string]account
	// clients are the connections each account made with its current password.
	clients map[string]map[string]bool
}

func (h *accessHook) set(user, password string, rights []rule) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if old, ok := h.accounts[user]; ok && old.password != password && h.clients != nil {
		delete(h.clients, user)
	}
	h.accounts[user] = account{password: password, rights: rights}
}

func (h *accessHook) knows(user, clientID string) bool {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return h.clients[user][clientID]
}

func (h *accessHook) ID() string { return "goref-hall-access" }

func (h *accessHook) Provides(b byte) bool {
	return bytes.Contains([]byte{mqtt.OnConnectAuthenticate, mqtt.OnACLCheck}, []byte{b})
}

func (h *accessHook) OnConnectAuthenticate(cl *mqtt.Client, pk packets.Packet) bool {
	user := string(pk.Connect.Username)
	h.mu.Lock()
	defer h.mu.Unlock()
	a, ok := h.accounts[user]
	if !ok || subtle.ConstantTimeCompare([]byte(a.password), pk.Connect.Password) != 1 {
		return false
	}
	if h.clients == nil {
		h.clients = map[string]map[string]bool{}
	}
	if h.clients[user] == nil {
		h.clients[user] = map[string]bool{}
	}
	h.clients[user][cl.ID] = true
	return true
}

func (h *accessHook) OnACLCheck(cl *mqtt.Client, topic string, write bool) bool {
	h.mu.RLock()
	a, ok := h.accounts[string(cl.Properties.Username)]
	h.mu.RUnlock()
	return ok && permits(a.rights, topic, write)
}
