package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"goref/hall"
	"goref/hall/halltest"
)

var (
	sizes    = flag.String("sizes", "50,200,500", "numbers of tables")
	brokers  = flag.String("brokers", "embedded,mosquitto", "brokers")
	duration = flag.Duration("duration", 60*time.Second, "measured time of a load run (after all tables joined)")
	pace     = flag.Duration("pace", 10*time.Second, "mean time between two moves at a table (load runs)")
	faults   = flag.Bool("faults", false, "run the fault runs instead of the load runs")
	goref    = flag.String("goref", "./goref", "the goref binary")
)

const secret = "bench-secret"

func main() {
	if len(os.Args) > 1 && os.Args[1] == simulateCmd {
		os.Exit(simulate(os.Args[2:]))
	}
	flag.Parse()
	if *faults {
		ok := true
		for _, b := range strings.Split(*brokers, ",") {
			ok = faultRun(b) && ok
		}
		if !ok {
			os.Exit(1)
		}
		return
	}
	fmt.Printf("hall load: pace %v per table, clocks ticking every 200 ms, %v measured after every table joined; load average before: %s\n", *pace, *duration, loadavg())
	fmt.Printf("%-10s %6s %9s %8s %9s %9s %11s %11s %12s %12s %9s %14s\n", "broker", "tables", "messages", "refused", "p50 ms", "p99 ms", "wire p50", "wire p99", "director CPU", "director MB", "KB/table", "broker CPU/MB")
	fmt.Println("(p50/p99: a table's event → the director's state; wire: the message's sending → the director's state, without the simulator's own queue of a quarter of the tables; director CPU in cores over the measured time; KB/table: the director's memory above its own with no table, per table)")
	for _, b := range strings.Split(*brokers, ",") {
		largest, failed := 0, false
		for _, s := range strings.Split(*sizes, ",") {
			n, _ := strconv.Atoi(s)
			r, err := loadRun(b, n)
			if err != nil {
				fmt.Printf("%-10s %6d error: %v\n", b, n, err)
				failed = true
				continue
			}
			brokerCol := "(in director)"
			if r.brokerCPU >= 0 {
				brokerCol = fmt.Sprintf("%.2f / %.0f", r.brokerCPU, r.brokerMB)
			}
			fmt.Printf("%-10s %6d %9d %8d %9.1f %9.1f %11.1f %11.1f %12.2f %12.0f %9.0f %14s\n", b, n, r.messages, r.refused, r.p50, r.p99, r.wire50, r.wire99, r.cpu, r.rssMB,
				(r.rssMB-r.rss0)*1024/float64(n), brokerCol)
			if r.p99 >= 250 || r.cpu >= 1 {
				failed = true // the largest is below the first size that misses
			} else if !failed && n > largest {
				largest = n
			}
		}
		fmt.Printf("%-10s largest number of tables with p99 < 250 ms and the director under one core, every smaller size too: %d\n", b, largest)
	}
}

func durations(us []int64) []time.Duration {
	out := make([]time.Duration, len(us))
	for i, x := range us {
		out[i] = time.Duration(x) * time.Microsecond
	}
	return out
}

func msOf(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

type result struct {
	refused        int
	wire50, wire99 float64
	messages       int
	p50, p99       float64
	cpu, rssMB     float64
	rss0           float64
	brokerCPU      float64
	brokerMB       float64
}

func loadavg() string {
	data, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// proc is a child process and its CPU time.
type proc struct {
	cmd *exec.Cmd
	out io.ReadCloser
}

func start(args []string, env ...string) (*proc, error) {
	return startLogged(os.Stderr, args, env...)
}

// startLogged is start with the child's stderr to log.
func startLogged(log io.Writer, args []string, env ...string) (*proc, error) {
	bin := *goref
	if len(args) > 0 && args[0] == simulateCmd { // the bench itself plays the tables
		self, err := os.Executable()
		if err != nil {
			return nil, err
		}
		bin = self
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = log
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &proc{cmd: cmd, out: out}, nil
}

func (p *proc) stop() { halltest.Terminate(p.cmd, 10*time.Second) }

func (p *proc) kill() {
	_ = p.cmd.Process.Kill()
	_ = p.cmd.Wait()
}

// cpuSeconds is a process's user and system time so far.
func cpuSeconds(pid int) float64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+2:]))
	u, _ := strconv.ParseFloat(f[11], 64)
	s, _ := strconv.ParseFloat(f[12], 64)
	return (u + s) / 100
}

// rssMB is a process's resident memory.
func rssMB(pid int) float64 {
	data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			kb, _ := strconv.ParseFloat(strings.Fields(l)[1], 64)
			return kb / 1024
		}
	}
	return 0
}

func freePort() int {
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// stats reads the director's JSON lines.
type stats struct {
	mu     sync.Mutex
	last   map[string]any
	lat    []int64
	wire   []int64
	record bool
}

func (s *stats) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var m map[string]any
		if json.Unmarshal(sc.Bytes(), &m) != nil {
			continue
		}
		s.mu.Lock()
		s.last = m
		if s.record {
			for key, into := range map[string]*[]int64{"latency_us": &s.lat, "wire_us": &s.wire} {
				if l, ok := m[key].([]any); ok {
					for _, x := range l {
						*into = append(*into, int64(x.(float64)))
					}
				}
			}
		}
		s.mu.Unlock()
	}
}

func (s *stats) num(key string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.last[key].(float64); ok {
		return int(v)
	}
	return 0
}

// director starts the headless director on the broker; it returns the process, the broker URL
// the tables use, and the relay page's address.
func director(broker, dir string, m *halltest.MosquittoProcess, port, relay int) (*proc, string, error) {
	args := []string{"hall", "director", "--headless", "--event", "bench", "--secret", secret, "--data", filepath.Join(dir, "director"),
		"--relay", fmt.Sprintf("127.0.0.1:%d", relay), "--stats", "2s"}
	url := fmt.Sprintf("mqtt://127.0.0.1:%d", port)
	if broker == "mosquitto" {
		args = append(args, "--broker", m.AdminURL)
		url = m.URL()
	} else {
		args = append(args, "--listen", fmt.Sprintf("127.0.0.1:%d", port))
	}
	// What the director says on stderr (each message it refused) is kept beside its data, every
	// start of it appended; a run that fails shows the lines about its tables.
	log, err := os.OpenFile(filepath.Join(dir, "director.err"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return nil, url, err
	}
	p, err := startLogged(log, args, "GOMAXPROCS=2")
	log.Close() // the child has its own copy
	return p, url, err
}

func simulators(url, dir string, n int, pace time.Duration, urls []string) []*proc {
	var ps []*proc
	per := (n + 3) / 4
	for i := 0; i*per < n; i++ {
		count := min(per, n-i*per)
		u := url
		if i < len(urls) && urls[i] != "" {
			u = urls[i]
		}
		p, err := start(simArgs(u, dir, i, i*per+1, count, pace))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		go func() { _, _ = io.Copy(io.Discard, p.out) }()
		ps = append(ps, p)
	}
	return ps
}

func simArgs(url, dir string, i, first, count int, pace time.Duration) []string {
	return []string{simulateCmd, "--broker", url, "--event", "bench", "--secret", secret,
		"--tables", strconv.Itoa(count), "--first", strconv.Itoa(first), "--pace", pace.String(),
		"--dir", filepath.Join(dir, fmt.Sprintf("sim%d", i))}
}

func loadRun(broker string, n int) (result, error) {
	dir, _ := os.MkdirTemp("", "goref-hallbench-")
	defer os.RemoveAll(dir)
	var m *halltest.MosquittoProcess
	var err error
	if broker == "mosquitto" {
		if m, err = halltest.StartMosquitto(filepath.Join(dir)); err != nil {
			return result{}, err
		}
		defer m.Stop()
	}
	d, url, err := director(broker, dir, m, freePort(), freePort())
	if err != nil {
		return result{}, err
	}
	defer d.stop()
	st := &stats{}
	go st.read(d.out)
	time.Sleep(2 * time.Second)
	rss0 := rssMB(d.cmd.Process.Pid) // the director with no table
	sims := simulators(url, dir, n, *pace, nil)
	defer func() {
		for _, s := range sims {
			s.stop()
		}
	}()
	deadline := time.Now().Add(3 * time.Minute)
	for st.num("online") < n {
		if time.Now().After(deadline) {
			return result{}, fmt.Errorf("only %d of %d tables joined in 3 min", st.num("online"), n)
		}
		time.Sleep(500 * time.Millisecond)
	}
	time.Sleep(3 * time.Second) // the joins' first messages settle
	st.mu.Lock()
	st.record, st.lat, st.wire = true, nil, nil
	st.mu.Unlock()
	pid := d.cmd.Process.Pid
	c0, b0, t0 := cpuSeconds(pid), 0.0, time.Now()
	if m != nil {
		b0 = cpuSeconds(m.Pid())
	}
	time.Sleep(*duration)
	r := result{cpu: (cpuSeconds(pid) - c0) / time.Since(t0).Seconds(), rssMB: rssMB(pid), rss0: rss0, brokerCPU: -1}
	if m != nil {
		r.brokerCPU, r.brokerMB = (cpuSeconds(m.Pid())-b0)/time.Since(t0).Seconds(), rssMB(m.Pid())
	}
	time.Sleep(2500 * time.Millisecond) // the last stats line of the window
	st.mu.Lock()
	lat, wire := durations(st.lat), durations(st.wire)
	st.mu.Unlock()
	r.messages = len(lat)
	r.refused = st.num("refused")
	r.p50, r.p99 = msOf(hall.Percentile(lat, 50)), msOf(hall.Percentile(lat, 99))
	r.wire50, r.wire99 = msOf(hall.Percentile(wire, 50)), msOf(hall.Percentile(wire, 99))
	return r, nil
}
