package hall

import (
	"context"
	"strings"
)

// rule is one line of an account's rights, in the words of Mosquitto's dynamic-security
// plugin: "publishClientSend" (may publish to topics the pattern matches) or
// "subscribePattern" (may subscribe to filters within the pattern, and receive what they
// match). The embedded broker checks the same lists.
type rule struct {
	Type  string `json:"acltype"`
	Topic string `json:"topic"`
}

const (
	ruleSend      = "publishClientSend"
	ruleSubscribe = "subscribePattern"
)

// Rights of the event's three kinds of account.
func (t Topics) directorRights() []rule {
	return []rule{{ruleSend, t.All()}, {ruleSubscribe, t.All()}}
}

func (t Topics) joinRights() []rule {
	return []rule{{ruleSend, t.Join("+")}, {ruleSubscribe, t.Joined("+")}}
}

func (t Topics) tableRights(table string) []rule {
	return []rule{
		{ruleSend, t.In(table)}, {ruleSend, t.State(table)}, {ruleSend, t.Online(table)},
		{ruleSubscribe, t.Hall(table)},
	}
}

// permits tells whether rights allow publishing to topic (write) or subscribing to a filter /
// receiving a topic (read).
func permits(rights []rule, topic string, write bool) bool {
	want := ruleSubscribe
	if write {
		want = ruleSend
		if strings.ContainsAny(topic, "+#") {
			return false
		}
	}
	for _, r := range rights {
		if r.Type == want && covers(r.Topic, topic) {
			return true
		}
	}
	return false
}

// covers tells whether every topic filter matches lies within pattern: '#' in the pattern
// covers the rest, '+' one level (a '+' of the filter too, not its '#'), anything else itself.
func covers(pattern, filter string) bool {
	p, f := strings.Split(pattern, "/"), strings.Split(filter, "/")
	for i, level := range p {
		if level == "#" {
			return true
		}
		if i >= len(f) {
			return false
		}
		switch {
		case level == "+" && f[i] != "#":
		case level == f[i] && level != "+":
		default:
			return false
		}
	}
	return len(f) == len(p)
}

// Access is the broker's list of accounts and their rights, which the director keeps: the
// embedded broker's own (Embedded), or Mosquitto's dynamic-security plugin (Mosquitto).
type Access interface {
	// Setup gives the event's director account its rights and makes the join account.
	Setup(ctx context.Context, t Topics, director, joinPassword string) error
	// Grant makes (or remakes, with a new password) a table's account.
	Grant(ctx context.Context, t Topics, table, password string) error
}
