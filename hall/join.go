package hall

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/eclipse/paho.golang/autopaho"
	"github.com/eclipse/paho.golang/paho"
)

// Credentials are what a table receives when it joins: the broker account for its own topics
// and the key that signs its messages.
type Credentials struct {
	Event    string `json:"event"`
	Table    string `json:"table"`
	Broker   string `json:"broker"`
	User     string `json:"user"`
	Password string `json:"password"`
	Key      []byte `json:"key"`
}

// derive is a value only the event secret's holders can compute, one per purpose.
func derive(secret, purpose string) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte("goref hall " + purpose))
	return m.Sum(nil)
}

// JoinPassword is the join account's password: derived from the secret, so the broker never
// sees the secret itself.
func JoinPassword(event, secret string) string {
	return hex.EncodeToString(derive(secret, "join password "+event))[:32]
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return hex.EncodeToString(b)
}

// joinRequest is a table asking for its credentials; MAC proves the asker holds the secret.
type joinRequest struct {
	Table  string `json:"table"`
	Public []byte `json:"public"` // the asker's one-off X25519 key
	MAC    []byte `json:"mac"`
}

// joinReply is the director's answer: the credentials sealed with a key only the asker and the
// director share (X25519), so another holder of the secret listening on the join topics learns
// nothing from it.
type joinReply struct {
	Error  string `json:"error,omitempty"`
	Public []byte `json:"public,omitempty"`
	Sealed []byte `json:"sealed,omitempty"`
	MAC    []byte `json:"mac"`
}

func requestMAC(secret, event string, r joinRequest) []byte {
	m := hmac.New(sha256.New, derive(secret, "join request "+event))
	m.Write([]byte(r.Table + "\x00"))
	m.Write(r.Public)
	return m.Sum(nil)
}

func replyMAC(secret, event string, r joinReply) []byte {
	m := hmac.New(sha256.New, derive(secret, "join reply "+event))
	m.Write([]byte(r.Error + "\x00"))
	m.Write(r.Public)
	m.Write(r.Sealed)
	return m.Sum(nil)
}

func sharedAEAD(priv *ecdh.PrivateKey, peer []byte) (cipher.AEAD, error) {
	pub, err := ecdh.X25519().NewPublicKey(peer)
	if err != nil {
		return nil, err
	}
	secret, err := priv.ECDH(pub)
	if err != nil {
		return nil, err
	}
	key := sha256.Sum256(append(secret, "goref hall join"...))
	block, err := aes.NewCipher(key[:])
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// answerJoin is the director's side: check the request, issue, seal.
func answerJoin(secret, event string, payload []byte, issue func(table string) (Credentials, error)) joinReply {
	var req joinRequest
	reply := func(r joinReply) joinReply { r.MAC = replyMAC(secret, event, r); return r }
	if err := json.Unmarshal(payload, &req); err != nil {
		return reply(joinReply{Error: "not a join request"})
	}
	if !hmac.Equal(req.MAC, requestMAC(secret, event, req)) {
		return reply(joinReply{Error: "wrong event secret"})
	}
	if err := CheckID("table", req.Table); err != nil {
		return reply(joinReply{Error: err.Error()})
	}
	creds, err := issue(req.Table)
	if err != nil {
		return reply(joinReply{Error: err.Error()})
	}
	priv, err := ecdh.X25519().GenerateKey(rand.Reader)
	if err != nil {
		return reply(joinReply{Error: err.Error()})
	}
	aead, err := sharedAEAD(priv, req.Public)
	if err != nil {
		return reply(joinReply{Error: "bad key in the request"})
	}
	plain, _ := json.Marshal(creds)
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return reply(joinReply{Error: err.Error()})
	}
	return reply(joinReply{Public: priv.PublicKey().Bytes(), Sealed: aead.Seal(nonce, nonce, plain, nil)})
}

// Join asks the event's director for table's credentials, with the event secret (typed, or read
// from the director's QR code). It waits at most timeout for the answer.
func Join(ctx context.Context, b Broker, event, secret, table string, timeout time.Duration) (Credentials, error) {
	if err := CheckID("event", event); err != nil {
		return Credentials{}, err
	}
	if err := CheckID("table", table); err != nil {
		return Credentials{}, err
	}
	t := Topics{Event: event}
	priv, err := ecdh.X25519().GenerateKey(rand.Reader)
	if err != nil {
		return Credentials{}, err
	}
	req := joinRequest{Table: table, Public: priv.PublicKey().Bytes()}
	req.MAC = requestMAC(secret, event, req)
	id := randomHex(8)
	replies := make(chan []byte, 1)
	subscribed := make(chan error, 1)
	refused := make(chan error, 1)
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	s := session{Broker: b, ClientID: "goref-join-" + id, User: t.JoinUser(), Password: JoinPassword(event, secret),
		Up: func(cm *autopaho.ConnectionManager) {
			go func() {
				_, err := cm.Subscribe(cctx, &paho.Subscribe{Subscriptions: []paho.SubscribeOptions{{Topic: t.Joined(id), QoS: 1}}})
				subscribed <- err
			}()
		},
		Receive: func(topic string, payload []byte, _ bool) {
			if topic == t.Joined(id) {
				select {
				case replies <- append([]byte(nil), payload...):
				default:
				}
			}
		},
		Failed: func(err error) {
			var ce *autopaho.ConnackError
			if errors.As(err, &ce) {
				select {
				case refused <- fmt.Errorf("the broker refused the event secret (%v)", err):
				default:
				}
			}
		}}
	cm, err := s.dial(cctx)
	if err != nil {
		return Credentials{}, err
	}
	defer func() {
		dctx, c := context.WithTimeout(context.Background(), time.Second)
		defer c()
		_ = cm.Disconnect(dctx)
	}()
	select {
	case err := <-subscribed:
		if err != nil {
			return Credentials{}, fmt.Errorf("join: %v", err)
		}
	case err := <-refused:
		return Credentials{}, err
	case <-cctx.Done():
		return Credentials{}, fmt.Errorf("join: no connection to %s", b.URL)
	}
	body, _ := json.Marshal(req)
	if _, err := cm.Publish(cctx, &paho.Publish{Topic: t.Join(id), QoS: 1, Payload: body}); err != nil {
		return Credentials{}, fmt.Errorf("join: %v", err)
	}
	var payload []byte
	select {
	case payload = <-replies:
	case <-cctx.Done():
		return Credentials{}, fmt.Errorf("join: the director did not answer in %v (is it running?)", timeout)
	}
	var r joinReply
	if err := json.Unmarshal(payload, &r); err != nil || !hmac.Equal(r.MAC, replyMAC(secret, event, r)) {
		return Credentials{}, fmt.Errorf("join: the answer is not the director's")
	}
	if r.Error != "" {
		return Credentials{}, fmt.Errorf("join refused: %s", r.Error)
	}
	aead, err := sharedAEAD(priv, r.Public)
	if err != nil || len(r.Sealed) < aead.NonceSize() {
		return Credentials{}, fmt.Errorf("join: the answer cannot be opened")
	}
	ns := aead.NonceSize()
	plain, err := aead.Open(nil, r.Sealed[:ns], r.Sealed[ns:], nil)
	if err != nil {
		return Credentials{}, fmt.Errorf("join: the answer cannot be opened")
	}
	var creds Credentials
	if err := json.Unmarshal(plain, &creds); err != nil {
		return Credentials{}, fmt.Errorf("join: %v", err)
	}
	if creds.Broker == "" {
		creds.Broker = b.URL
	}
	return creds, nil
}
