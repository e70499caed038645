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
	m.mu.Lock()
	defer m.mu.Unlock()
	body, _ := json.Marshal(map[string]any{"commands": cmds})
	for len(m.replies) > 0 {
		<-m.replies
	}
	if _, err := m.cm.Publish(ctx, &paho.Publish{Topic: dynsecTopic, QoS: 1, Payload: body}); err != nil {
		return fmt.Errorf("dynamic security: %v", err)
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
			return fmt.Errorf("dynamic security: %v", err)
		}
	next:
		for _, resp := range r.Responses {
			if resp.Error == "" {
				continue
			}
			for _, ig := range ignore {
				if strings.Contains(resp.Error, ig) {
					continue next
				}
			}
			return fmt.Errorf("dynamic security %s: %s", resp.Command, resp.Error)
		}
		return nil
	case <-time.After(10 * time.Second):
		return fmt.Errorf("dynamic security: no answer in 10 s (is the plugin loaded?)")
	case <-ctx.Done():
		return ctx.Err()
	}
}

// account makes user afresh with a role of its own holding rights: a connection with an old
// password is dropped with the old client.
func (m *Mosquitto) account(ctx context.Context, user, password string, rights []rule) error {
	acls := make([]map[string]any, len(rights))
	for i, r := range rights {
		acls[i] = map[string]any{"acltype": r.Type, "topic": r.Topic, "allow": true}
	}
	if err := m.run(ctx, []string{"not found"},
		dynsecCommand{"command": "deleteClient", "username": user},
		dynsecCommand{"command": "deleteRole", "rolename": user}); err != nil {
		return err
	}
	return m.run(ctx, nil,
		dynsecCommand{"command": "createRole", "rolename": user, "acls": acls},
		dynsecCommand{"command": "createClient", "username": user, "password": password,
			"roles": []map[string]any{{"rolename": user}}})
}

// Setup implements Access.
func (m *Mosquitto) Setup(ctx context.Context, t Topics, director, joinPassword string) error {
	if err := m.account(ctx, t.DirectorUser(), director, t.directorRights()); err != nil {
		return err
	}
	return m.account(ctx, t.JoinUser(), joinPassword, t.joinRights())
}

// Grant implements Access.
func (m *Mosquitto) Grant(ctx context.Context, t Topics, table, password string) error {
	return m.account(ctx, t.TableUser(table), password, t.tableRights(table))
}
