package hall

import (
	"fmt"
	"regexp"
	"strings"
)

// Topics are an event's MQTT topics, all under goref/EVENT/:
//
//	table/N/in      the table's stream (QoS 1, in order): game, input and tick messages
//	table/N/state   the table's Public reading (retained)
//	table/N/online  "1", or "0" from the last will (retained)
//	hall/N          the director to table N (retained): what to send again, the call
//	                acknowledged, the result confirmed
//	join/ID         a table asking to join (ID: the asker's one-off name)
//	joined/ID       the director's answer, sealed for the asker alone
type Topics struct{ Event string }

var idPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// CheckID refuses an event or table name that cannot be one level of a topic.
func CheckID(what, id string) error {
	if !idPattern.MatchString(id) {
		return fmt.Errorf("%s %q: use letters, digits, '-' or '_' (at most 64)", what, id)
	}
	return nil
}

func (t Topics) prefix() string               { return "goref/" + t.Event + "/" }
func (t Topics) All() string                  { return t.prefix() + "#" }
func (t Topics) In(table string) string       { return t.prefix() + "table/" + table + "/in" }
func (t Topics) State(table string) string    { return t.prefix() + "table/" + table + "/state" }
func (t Topics) Online(table string) string   { return t.prefix() + "table/" + table + "/online" }
func (t Topics) TableAll(table string) string { return t.prefix() + "table/" + table + "/#" }
func (t Topics) Hall(table string) string     { return t.prefix() + "hall/" + table }
func (t Topics) Join(id string) string        { return t.prefix() + "join/" + id }
func (t Topics) Joined(id string) string      { return t.prefix() + "joined/" + id }

// parse splits a topic of the event into its kind ("in", "state", "online", "join") and name
// (the table or the asker).
func (t Topics) parse(topic string) (kind, name string, ok bool) {
	rest, found := strings.CutPrefix(topic, t.prefix())
	if !found {
		return "", "", false
	}
	parts := strings.Split(rest, "/")
	switch {
	case len(parts) == 3 && parts[0] == "table":
		return parts[2], parts[1], true
	case len(parts) == 2 && parts[0] == "join":
		return "join", parts[1], true
	}
	return "", "", false
}

// Usernames on the broker.
func (t Topics) TableUser(table string) string { return "goref-" + t.Event + "-t" + table }
func (t Topics) JoinUser() string              { return "goref-" + t.Event + "-join" }
func (t Topics) DirectorUser() string          { return "goref-" + t.Event + "-director" }
