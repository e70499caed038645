package tournament

import (
	"strconv"

	"goref/rules/table"
)

// Identity is which game of a tournament a table plays: the event's name and the round and
// table numbers the pairing program gave it. A record carries it as EV, RO and GN ("round 3,
// table 5"); the hall names a table by it. The zero Identity is a game outside a tournament.
type Identity struct {
	Event string
	Round int // from 1
	Table int // from 1
}

// Info is the identity as the table's record writes it (with the players' ranks and the
// venue added by the caller).
func (id Identity) Info() table.Info {
	i := table.Info{Event: id.Event}
	if id.Round > 0 {
		i.Round = strconv.Itoa(id.Round)
	}
	if id.Table > 0 {
		i.Table = strconv.Itoa(id.Table)
	}
	return i
}

// IdentityOf reads an identity back from a table's information: numbers that are not
// numbers read as 0.
func IdentityOf(i table.Info) Identity {
	id := Identity{Event: i.Event}
	id.Round, _ = strconv.Atoi(i.Round)
	id.Table, _ = strconv.Atoi(i.Table)
	return id
}
