package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"goref/hall/halltest"
)

// faultRun plays 40 tables of real games at a quick pace (a move every 0.3 s per table) and,
// while they play, kills the director with kill -9 and starts it again, kills the broker the
// same way, kills a quarter of the tables (one simulator process: it starts again from its
// tables' saved states) and cuts the network of another quarter for 8 s (a proxy that drops
// every connection). When every game has ended, each table's record must be the director's,
// byte for byte.
func faultRun(broker string) bool {
	const n = 40
	dir, _ := os.MkdirTemp("", "goref-hallfaults-")
	keep := false // a failed run's folder is kept to look at
	defer func() {
		if !keep {
			os.RemoveAll(dir)
		}
	}()
	fmt.Printf("fault run, %s broker, %d tables, a move every 0.3 s per table:\n", broker, n)
	var m *halltest.MosquittoProcess
	var err error
	if broker == "mosquitto" {
		if m, err = halltest.StartMosquitto(dir); err != nil {
			fmt.Println("  ", err)
			return false
		}
		defer m.Stop()
	}
	port, relay := freePort(), freePort()
	d, url, err := director(broker, dir, m, port, relay)
	if err != nil {
		fmt.Println("  ", err)
		return false
	}
	go func() { _, _ = io.Copy(io.Discard, d.out) }()
	time.Sleep(2 * time.Second)
	host := strings.TrimPrefix(url, "mqtt://")
	proxy, err := halltest.StartProxy(host)
	if err != nil {
		fmt.Println("  ", err)
		return false
	}
	defer proxy.Close()
	sims := simulators(url, dir, n, 300*time.Millisecond, []string{"", "mqtt://" + proxy.Addr()})
	step := func(at time.Duration, what string, do func()) {
		time.Sleep(at)
		fmt.Printf("  %s\n", what)
		do()
	}
	restartDirector := func() {
		d.kill()
		time.Sleep(2 * time.Second)
		// Started again until its relay page answers (a loaded machine can make a start fail).
		for try := 1; try <= 3; try++ {
			if d, _, err = director(broker, dir, m, port, relay); err != nil {
				fmt.Println("  ", err)
				return
			}
			go func() { _, _ = io.Copy(io.Discard, d.out) }()
			if serving(relay, 60*time.Second) {
				return
			}
			fmt.Printf("  the director did not come back (try %d)\n", try)
			d.kill()
		}
	}
	step(10*time.Second, "kill -9 of the director, started again 2 s later", restartDirector)
	step(12*time.Second, "kill -9 of the broker, started again 2 s later", func() {
		if m == nil {
			restartDirector() // the embedded broker is the director's
			return
		}
		m.Kill()
		time.Sleep(2 * time.Second)
		if err := m.Restart(); err != nil {
			fmt.Println("  ", err)
		}
	})
	step(12*time.Second, "kill -9 of a quarter of the tables (one simulator), started again 2 s later from their saved states", func() {
		sims[0].kill()
		time.Sleep(2 * time.Second)
		args := sims[0].cmd.Args[1:]
		p, err := start(args)
		if err != nil {
			fmt.Println("  ", err)
			return
		}
		go func() { _, _ = io.Copy(io.Discard, p.out) }()
		sims[0] = p
	})
	step(10*time.Second, "network of another quarter cut for 8 s", func() {
		proxy.Cut()
		time.Sleep(8 * time.Second)
		proxy.Mend()
	})
	for _, s := range sims {
		_ = s.cmd.Wait()
	}
	time.Sleep(5 * time.Second) // the last messages reach the director
	same, differ := 0, 0
	per := (n + 3) / 4
	for t := 1; t <= n; t++ {
		own, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("sim%d", (t-1)/per), strconv.Itoa(t)+".sgf"))
		resp, herr := http.Get(fmt.Sprintf("http://127.0.0.1:%d/table/%d.sgf", relay, t))
		var theirs []byte
		if herr == nil {
			theirs, _ = io.ReadAll(resp.Body)
			resp.Body.Close()
		}
		if err == nil && herr == nil && bytes.Equal(own, theirs) {
			same++
		} else {
			differ++
			fmt.Printf("  table %d: the director's record differs from the table's: %s at the table, %s at the director\n", t,
				recordSize(own, err), recordSize(theirs, herr))
			said := directorSaid(dir, strconv.Itoa(t), 12)
			for _, l := range said {
				fmt.Printf("    director: %s\n", l)
			}
		}
	}
	d.stop()
	fmt.Printf("  %d of %d games' records identical at the director and the table, %d differ\n", same, n, differ)
	if differ > 0 {
		keep = true
		fmt.Printf("  kept: %s (director.err: what the director said; simN/: the tables' records and states)\n", dir)
	}
	return differ == 0
}

// recordSize describes a record for the report: its moves and result.
func recordSize(sgfText []byte, err error) string {
	if err != nil {
		return "none (" + err.Error() + ")"
	}
	moves := bytes.Count(sgfText, []byte(";B[")) + bytes.Count(sgfText, []byte(";W["))
	re := "no RE"
	if i := bytes.Index(sgfText, []byte("RE[")); i >= 0 {
		if j := bytes.IndexByte(sgfText[i:], ']'); j > 0 {
			re = string(sgfText[i : i+j+1])
		}
	}
	return fmt.Sprintf("%d moves, %s, %d bytes", moves, re, len(sgfText))
}

// directorSaid is the last n lines the director wrote on stderr about table name.
func directorSaid(dir, name string, n int) []string {
	data, _ := os.ReadFile(filepath.Join(dir, "director.err"))
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, "table "+name+":") || strings.Contains(l, "table "+name+" ") || !strings.Contains(l, "table ") && l != "" {
			out = append(out, l)
		}
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// serving waits until the director's relay page answers.
func serving(relay int, within time.Duration) bool {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/", relay)); err == nil {
			resp.Body.Close()
			return true
		}
		time.Sleep(200 * time.Millisecond)
	}
	return false
}
