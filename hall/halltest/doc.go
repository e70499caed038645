// Package halltest holds what the hall's tests and its bench (bench/hallbench) run the hall
// against and do not ship in goref: a Mosquitto broker started with the dynamic-security
// plugin, and a proxy that cuts or silences the network between a table and the broker.
package halltest
