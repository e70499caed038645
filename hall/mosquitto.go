package hall

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"
)

// Mosquitto drives Mosquitto's dynamic-security plugin (Debian's mosquitto package ships it) over
// $CONTROL: the director, connected with the plugin's admin account, makes the event's accounts
// and roles, each with the same rights the embedded broker gives.
type Mosquitto struct {
	cm      *autopaho.ConnectionManager
	mu      sync.Mutex // one request at a time
	replies chan []byte
	cancel  context.CancelFunc
	once    sync.Once
	grants  chan grant
}

const (
	dynsecTopic    = "$CONTROL/dynamic-security/v1"
	dynsecResponse = dynsecTopic + "/response"
)

// DialMosquitto connects with the plugin's admin account (the broker URL's user and password,
// as `mosquitto_ctrl dynsec init` made them).
func DialMosquitto(ctx context.Context, b Broker, clientID string) (*Mosquitto, error) {
	m := &Mosquitto{replies: make(chan []byte, 4)}
	cctx, cancel := context.WithCancel(ctx)
	m.cancel = cancel
	up := make(chan struct{}, 1)
	s := session{Broker: b, ClientID: clientID,
		Up: func(cm *autopaho.ConnectionManager) {
			sctx, c := context.WithTimeout(cctx, 5*time.Second)
			defer c()
			if _, err := cm.Subscribe(sctx, &paho.Subscribe{Subscriptions: []paho.SubscribeOptions{{Topic: dynsecResponse, QoS: 1}}}); err == nil {
				select {
				case up <- struct{}{}:
				default:
				}
			}
		},
		Receive: func(topic string, payload []byte, _ bool) {
			if topic == dynsecResponse {
				m.replies <- append([]byte(nil), payload...)
			}
		}}
	cm, err := s.dial(cctx)
	if err != nil {
		cancel()
		return nil, err
	}
	m.cm = cm
	select {
	case <-up:
		return m, nil
	case <-time.After(10 * time.Second):
		cancel()
		return nil, fmt.Errorf("mosquitto %s: no connection with the admin account in 10 s", b.URL)
	case <-ctx.Done():
		cancel()
		return nil, ctx.Err()
	}
}

// Close ends the admin connection.
func (m *Mosquitto) Close() {
	dctx, c := context.WithTimeout(context.Background(), time.Second)
	defer c()
	_ = m.cm.Disconnect(dctx)
	m.cancel()
}

type dynsecCommand map[string]any

// run sends commands and returns the first error the plugin answers that is not in ignore.
func (m *Mosquitto) run(ctx context.Context, ignore []string, cmds ...dynsecCommand) error {
	errs, err := m.send(ctx, cmds)
	if err != nil {
		return err
	}
next:
	for i, e := range errs {
		if e == "" {
			continue
		}
		for _, ig := range ignore {
			if strings.Contains(e, ig) {
				continue next
			}
		}
		return fmt.Errorf("dynamic security %s: %s", cmds[i]["command"], e)
	}
	return nil
}

// send sends commands in one request and returns the plugin's error for each ("" for none).
func (m *Mosquitto) send(ctx context.Context, cmds []dynsecCommand) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	body, _ := json.Marshal(map[string]any{"commands": cmds})
	for len(m.replies) > 0 {
		<-m.replies
	}
	if _, err := m.cm.Publish(ctx, &paho.Publish{Topic: dynsecTopic, QoS: 1, Payload: body}); err != nil {
		return nil, fmt.Errorf("dynamic security: %v", err)
	}
	select {
	case reply := <-m.replies:
		var r struct {
			Responses []struct {
				Command string `json:"command"`
				Error   string `json:"error"`
			} `json:"responses"`
		}
		if err := json.Unmarshal(reply, &r); err != nil {
			return nil, fmt.Errorf("dynamic security: %v", err)
		}
		if len(r.Responses) != len(cmds) {
			return nil, fmt.Errorf("dynamic security: %d answers to %d commands", len(r.Responses), len(cmds))
		}
		errs := make([]string, len(cmds))
		for i, resp := range r.Responses {
			errs[i] = resp.Error
		}
		return errs, nil
	case <-time.After(30 * time.Second):
		return nil, fmt.Errorf("dynamic security: no answer in 30 s (is the plugin loaded?)")
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// account makes user afresh with a role of its own holding rights: a connection with an old
// password is dropped with the old client.
func (m *Mosquitto) account(ctx context.Context, user, password string, rights []rule) error {
	if err := m.run(ctx, []string{"not found"},
		dynsecCommand{"command": "deleteClient", "username": user},
		dynsecCommand{"command": "deleteRole", "rolename": user}); err != nil {
		return err
	}
	return m.run(ctx, nil, roleCommand(user, rights), clientCommand(user, password))
}

// Setup implements Access.
func (m *Mosquitto) Setup(ctx context.Context, t Topics, director, joinPassword string) error {
	if err := m.account(ctx, t.DirectorUser(), director, t.directorRights()); err != nil {
		return err
	}
	return m.account(ctx, t.JoinUser(), joinPassword, t.joinRights())
}

// Grant implements Access. Tables that join together (a hall filling up) get their accounts
// in one request: the plugin rewrites its whole file at every request.
func (m *Mosquitto) Grant(ctx context.Context, t Topics, table, password string) error {
	g := grant{user: t.TableUser(table), password: password, rights: t.tableRights(table), done: make(chan error, 1)}
	m.startGranter()
	select {
	case m.grants <- g:
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-g.done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Keep makes the tables' accounts that are missing (passwords by table), a hundred in a
// request, and leaves those there as they are: their tables stay connected.
func (m *Mosquitto) Keep(ctx context.Context, t Topics, passwords map[string]string) error {
	var cmds []dynsecCommand
	for table, password := range passwords {
		user := t.TableUser(table)
		cmds = append(cmds, roleCommand(user, t.tableRights(table)), clientCommand(user, password))
	}
	for len(cmds) > 0 {
		n := min(len(cmds), 200)
		if err := m.run(ctx, []string{"already exists"}, cmds[:n]...); err != nil {
			return err
		}
		cmds = cmds[n:]
	}
	return nil
}

type grant struct {
	user, password string
	rights         []rule
	done           chan error
}

func (m *Mosquitto) startGranter() {
	m.once.Do(func() {
		m.grants = make(chan grant, 1024)
		go m.granter()
	})
}

// granter makes the accounts asked for, up to 100 in a request: a role and a client each; one
// that exists already (a table joining again) is made afresh on its own.
func (m *Mosquitto) granter() {
	for g := range m.grants {
		batch := []grant{g}
	more:
		for len(batch) < 100 {
			select {
			case g := <-m.grants:
				batch = append(batch, g)
			default:
				break more
			}
		}
		var cmds []dynsecCommand
		for _, g := range batch {
			cmds = append(cmds, roleCommand(g.user, g.rights), clientCommand(g.user, g.password))
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		errs, err := m.send(ctx, cmds)
		for i, g := range batch {
			switch {
			case err != nil:
				g.done <- err
			case errs[2*i] == "" && errs[2*i+1] == "":
				g.done <- nil
			default: // already there: afresh
				g.done <- m.account(ctx, g.user, g.password, g.rights)
			}
		}
		cancel()
	}
}

func roleCommand(user string, rights []rule) dynsecCommand {
	acls := make([]map[string]any, len(rights))
	for i, r := range rights {
		acls[i] = map[string]any{"acltype": r.Type, "topic": r.Topic, "allow": true}
	}
	return dynsecCommand{"command": "createRole", "rolename": user, "acls": acls}
}

func clientCommand(user, password string) dynsecCommand {
	return dynsecCommand{"command": "createClient", "username": user, "password": password,
		"roles": []map[string]any{{"rolename": user}}}
}
