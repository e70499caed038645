package hall

import (
	"fmt"
	"net/url"
	"strings"
)

// A join link is what the director's QR code holds: the broker, the event and its secret, so a
// table joins with `goref hall join --link LINK --table N` (or a phone reads it to the person
// typing). goref-hall:?broker=mqtt%3A%2F%2F…&event=…&secret=…
const linkScheme = "goref-hall:"

// JoinLink is the link for an event.
func JoinLink(broker, event, secret string) string {
	v := url.Values{"broker": {broker}, "event": {event}, "secret": {secret}}
	return linkScheme + "?" + v.Encode()
}

// ParseJoinLink reads a join link.
func ParseJoinLink(link string) (broker, event, secret string, err error) {
	q, ok := strings.CutPrefix(strings.TrimSpace(link), linkScheme+"?")
	if !ok {
		return "", "", "", fmt.Errorf("%q is not a goref hall link (goref-hall:?broker=…&event=…&secret=…)", link)
	}
	v, err := url.ParseQuery(q)
	if err != nil {
		return "", "", "", fmt.Errorf("hall link: %v", err)
	}
	broker, event, secret = v.Get("broker"), v.Get("event"), v.Get("secret")
	if broker == "" || event == "" || secret == "" {
		return "", "", "", fmt.Errorf("hall link: it needs broker, event and secret")
	}
	if _, err := ParseBroker(broker); err != nil {
		return "", "", "", err
	}
	return broker, event, secret, CheckID("event", event)
}
