// Package hall connects the tables of an event over MQTT 5: each table publishes what happens at
// it, the director follows every table, and a relay page shows chosen boards to the audience.
//
// A table (Station) publishes its own game as the table object keeps it (rules/table): the
// saved state once, then every journal input as an ordered QoS 1 message numbered by its place
// in the journal, a tick whenever the clock found something (a call, a penalty, a flag), and its
// Public reading as a retained message; a last will marks it offline. The director (Director)
// keeps a follower of each table (table.Follow) and applies each input as it arrives, so its
// record of every game is the table's own, byte for byte. Whatever the director misses — a
// network cut, a restart of the director or the broker — it asks for again: a table that shows
// a later state than the director's follower is asked to send from where the director stands.
//
// Who may publish what: an event has a secret; a table joins with it and receives credentials
// for its own topics only (user name, password, and the key that signs its messages). The
// broker enforces the topics (the embedded broker's hook, or Mosquitto's dynamic-security
// plugin driven by the director over $CONTROL); the director checks every message again — its
// signature, its table, its game and its place in the sequence — and refuses and logs a bad
// one rather than applying it.
//
// Pure Go, no Fyne: the room view and the projector are app/hallview.
package hall
