package deadstones

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"goref/board"
)

// The test binary is also the engines these tests start: GOREF_FAKE_ENGINE says which.
//   - gtp: a GTP engine that calls the chain at c3 dead and knows no seki list;
//   - hang: reads commands and never answers (when GOREF_FAKE_CHILD names a file, after
//     starting a child of its own, a sleep, whose pid it writes there);
//   - parent: goref asking a hanging engine: it prints the engine's pid and waits.
func TestMain(m *testing.M) {
	switch os.Getenv("GOREF_FAKE_ENGINE") {
	case "gtp":
		fakeGTP()
		os.Exit(0)
	case "hang":
		if file := os.Getenv("GOREF_FAKE_CHILD"); file != "" {
			sleep := exec.Command("sleep", "600")
			if sleep.Start() == nil {
				os.WriteFile(file, []byte(strconv.Itoa(sleep.Process.Pid)), 0o600)
			}
		}
		time.Sleep(10 * time.Minute)
		os.Exit(0)
	case "parent":
		os.Setenv("GOREF_FAKE_ENGINE", "hang")
		s, err := fakeEngine(time.Hour).Start()
		if err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		fmt.Println(s.Pid())
		s.command("final_status_list dead")
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeGTP() {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch {
		case f[0] == "quit":
			fmt.Print("=\n\n")
			return
		case f[0] == "final_status_list" && f[1] == "dead":
			fmt.Print("= C3\n\n")
		case f[0] == "final_status_list":
			fmt.Print("? unknown command\n\n")
		default:
			fmt.Print("=\n\n")
		}
	}
}

// fakeEngine is the test binary as an engine (TestMain).
func fakeEngine(timeout time.Duration) Engine {
	exe, err := os.Executable()
	if err != nil {
		panic(err)
	}
	return Engine{Program: exe, Timeout: timeout}
}

// gone tells whether process pid has ended (a zombie nobody reaps has ended too).
func gone(pid int) bool {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	rest := string(data)
	if i := strings.LastIndexByte(rest, ')'); i >= 0 {
		rest = rest[i+1:]
	}
	return strings.HasPrefix(strings.TrimSpace(rest), "Z")
}

func waitGone(t *testing.T, what string, pid int) {
	t.Helper()
	if runtime.GOOS != "linux" {
		return // no /proc to look in
	}
	for i := 0; i < 100; i++ {
		if gone(pid) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	exec.Command("kill", "-9", strconv.Itoa(pid)).Run()
	t.Fatalf("%s (pid %d) still running", what, pid)
}

// An engine's answer becomes the estimate: the chain it names dead is dead (whole), an
// engine without a seki list proposes none, every chain with confidence 1.
func TestEngineAnswer(t *testing.T) {
	t.Setenv("GOREF_FAKE_ENGINE", "gtp")
	b := mustRows(t,
		".....",
		".XXX.",
		".XOO.",
		".XO..",
		".XXX.",
	)
	e, err := fakeEngine(10 * time.Second).Estimate(b)
	if err != nil {
		t.Fatal(err)
	}
	if !sameStones(e.Dead(), []board.Vertex{{X: 2, Y: 2}, {X: 3, Y: 2}, {X: 2, Y: 3}}, nil) || len(e.Seki()) != 0 || len(e.Uncertain()) != 0 {
		t.Fatalf("dead %v seki %v uncertain %v", e.Dead(), e.Seki(), e.Uncertain())
	}
}

// An engine that does not answer in time is stopped with everything it started, and goref's
// own estimate serves with a word on why.
func TestEngineTimeoutFallsBack(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep program")
	}
	childFile := t.TempDir() + "/child"
	t.Setenv("GOREF_FAKE_ENGINE", "hang")
	t.Setenv("GOREF_FAKE_CHILD", childFile)
	b := mustRows(t,
		".X.O.",
		".X.O.",
		".XOO.",
		"XX.O.",
		".X.O.",
	)
	eng := fakeEngine(500 * time.Millisecond)
	e, err := Fallback(eng, b)
	if err == nil || !strings.Contains(err.Error(), "did not answer loadsgf within 500ms") || !strings.Contains(err.Error(), "goref's own") {
		t.Fatalf("error %v", err)
	}
	own, _ := Own.Estimate(b)
	if e == nil || !sameStones(e.Dead(), own.Dead(), nil) {
		t.Fatalf("estimate %+v, want goref's own", e)
	}
	data, err := os.ReadFile(childFile)
	if err != nil {
		t.Fatal("the engine did not start its child:", err)
	}
	pid, _ := strconv.Atoi(string(data))
	waitGone(t, "the engine's child", pid)
}

// goref ended by a signal takes the engine with it (Linux: the kernel kills it).
func TestEngineEndsWithGoref(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the engine ends with goref by Linux's parent-death signal")
	}
	parent := exec.Command(fakeEngine(0).Program)
	parent.Env = append(os.Environ(), "GOREF_FAKE_ENGINE=parent", "GOREF_FAKE_CHILD=")
	out, err := parent.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	pid, perr := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || perr != nil {
		parent.Process.Kill()
		t.Fatalf("parent said %q (%v)", line, err)
	}
	if gone(pid) {
		t.Fatal("the engine did not start")
	}
	parent.Process.Signal(syscall.SIGTERM)
	parent.Wait()
	waitGone(t, "the engine", pid)
}
