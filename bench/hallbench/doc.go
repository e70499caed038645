// Command hallbench measures the hall (make bench-hall): a director (`goref hall director
// --headless`) and simulators (the bench itself run as `hallbench simulate`, four processes of a quarter of the tables
// each) playing real corpus games at a pace, with their clocks ticking, against the embedded
// broker and against Mosquitto. It prints, per broker and number of tables, the latency from a
// table's message to the director's state (p50/p99), the director's CPU (cores) and memory per
// table, the broker's, and the largest number of tables with p99 under 250 ms. With -faults it
// runs the fault runs instead: kill -9 of the director, of the broker and of a quarter of the
// tables, and a network cut, then compares every game's record at the director with the
// table's own, byte for byte.
package main
