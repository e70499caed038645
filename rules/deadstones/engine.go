package deadstones

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"goref/board"
)

// Engine is an external Go program asked over GTP which stones are dead (GNU Go, KataGo):
// it is started, given the position with loadsgf, asked final_status_list dead and seki,
// and ended. Its answers become an Estimate with confidence 1 (the programs give none).
// Every command is answered within Timeout or the program is stopped; the program ends
// with goref however goref ends (on Linux the kernel kills it when goref dies).
type Engine struct {
	Program string // the program's name, as ByName takes it, or its path
	Args    []string
	Timeout time.Duration // for each command, the start-up included
}

// The engines goref knows. KataGo finds its model and configuration by its own defaults and
// may take long to load them.
var (
	GNUGo  = Engine{Program: "gnugo", Args: []string{"--mode", "gtp", "--chinese-rules"}, Timeout: 20 * time.Second}
	KataGo = Engine{Program: "katago", Args: []string{"gtp"}, Timeout: 60 * time.Second}
)

// EngineByName returns the engine named "gnugo" or "katago".
func EngineByName(name string) (Engine, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "gnugo":
		return GNUGo, true
	case "katago":
		return KataGo, true
	}
	return Engine{}, false
}

// Name is the program's name.
func (e Engine) Name() string { return e.Program }

// Path finds the program: Name itself when it is a path, else on PATH (GNU Go also in
// /usr/games, where Debian puts it).
func (e Engine) Path() (string, bool) {
	if p, err := exec.LookPath(e.Program); err == nil {
		return p, true
	}
	if p := filepath.Join("/usr/games", e.Program); isExec(p) {
		return p, true
	}
	return "", false
}

func isExec(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}

// Estimate starts the engine, asks it about b and ends it.
func (e Engine) Estimate(b *board.Board) (*Estimate, error) {
	s, err := e.Start()
	if err != nil {
		return nil, err
	}
	defer s.Close()
	return s.Estimate(b)
}

// Session is a running engine.
type Session struct {
	eng     Engine
	cmd     *exec.Cmd
	in      io.WriteCloser
	answers chan answer // one per command, from the reading goroutine
	dead    bool        // stopped after a timeout or a broken pipe
	dir     string      // holds the positions written for loadsgf
}

type answer struct {
	text string
	err  error
}

// Start runs the engine.
func (e Engine) Start() (*Session, error) {
	path, ok := e.Path()
	if !ok {
		return nil, fmt.Errorf("%s is not installed", e.Program)
	}
	cmd := exec.Command(path, e.Args...)
	cmd.SysProcAttr = childAttr()
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %v", e.Program, err)
	}
	s := &Session{eng: e, cmd: cmd, in: in, answers: make(chan answer)}
	go s.read(bufio.NewReader(out))
	return s, nil
}

// read passes each GTP answer (its lines up to the empty line) to s.answers, until the
// engine's output ends.
func (s *Session) read(out *bufio.Reader) {
	var lines []string
	for {
		l, err := out.ReadString('\n')
		if err != nil {
			s.answers <- answer{err: fmt.Errorf("the engine stopped answering: %v", err)}
			close(s.answers)
			return
		}
		l = strings.TrimRight(l, "\r\n")
		if l == "" && len(lines) > 0 {
			s.answers <- answer{text: strings.Join(lines, "\n")}
			lines = lines[:0]
			continue
		}
		if l != "" {
			lines = append(lines, l)
		}
	}
}

// Close ends the engine: quit, then the process (group) is killed if it has not ended
// within a second.
func (s *Session) Close() {
	if !s.dead {
		fmt.Fprintln(s.in, "quit")
	}
	s.in.Close()
	done := make(chan struct{})
	go func() {
		for range s.answers { // let the reader see the end of the output
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
		killChild(s.cmd)
		<-done
	}
	_ = s.cmd.Wait()
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}

// command sends one GTP command and returns the answer's text, or the engine's error. An
// engine that does not answer within the timeout is stopped.
func (s *Session) command(line string) (string, error) {
	if s.dead {
		return "", fmt.Errorf("%s: %s: the engine was stopped", s.eng.Program, line)
	}
	if _, err := fmt.Fprintln(s.in, line); err != nil {
		s.stop()
		return "", fmt.Errorf("%s: %s: %v", s.eng.Program, line, err)
	}
	timeout := s.eng.Timeout
	if timeout <= 0 {
		timeout = GNUGo.Timeout
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var a answer
	select {
	case a = <-s.answers:
	case <-timer.C:
		s.stop()
		return "", fmt.Errorf("%s did not answer %s within %v and was stopped", s.eng.Program, strings.Fields(line)[0], timeout)
	}
	if a.err != nil {
		s.stop()
		return "", fmt.Errorf("%s: %s: %v", s.eng.Program, line, a.err)
	}
	switch {
	case strings.HasPrefix(a.text, "="):
		return strings.TrimSpace(a.text[1:]), nil
	case strings.HasPrefix(a.text, "?"):
		return "", fmt.Errorf("%s: %s: %s", s.eng.Program, line, strings.TrimSpace(a.text[1:]))
	}
	return "", fmt.Errorf("%s: %s: unexpected answer %q", s.eng.Program, line, a.text)
}

// stop kills the engine (its process group) after a timeout or a broken pipe.
func (s *Session) stop() {
	if !s.dead {
		s.dead = true
		killChild(s.cmd)
	}
}

// StatusOfFile loads an SGF file (its main line to the end) and returns the engine's dead and
// seki stones on a w×h board.
func (s *Session) StatusOfFile(path string, w, h int) (dead, seki []board.Vertex, err error) {
	if _, err := s.command("loadsgf " + path); err != nil {
		return nil, nil, err
	}
	if dead, err = s.list("dead", w, h); err != nil {
		return nil, nil, err
	}
	if !s.dead {
		seki, _ = s.list("seki", w, h) // an engine without seki lists answers an error: none
	}
	return dead, seki, nil
}

func (s *Session) list(status string, w, h int) ([]board.Vertex, error) {
	ans, err := s.command("final_status_list " + status)
	if err != nil {
		return nil, err
	}
	var out []board.Vertex
	for _, f := range strings.Fields(ans) {
		v, err := board.ParseVertex(f, w, h)
		if err != nil {
			return nil, fmt.Errorf("%s: final_status_list %s: %v", s.eng.Program, status, err)
		}
		out = append(out, v)
	}
	return out, nil
}

// Estimate gives the engine the position b (as setup stones) and returns its estimate.
func (s *Session) Estimate(b *board.Board) (*Estimate, error) {
	if s.dir == "" {
		d, err := os.MkdirTemp("", "goref-estimator-")
		if err != nil {
			return nil, err
		}
		s.dir = d
	}
	path := filepath.Join(s.dir, "position.sgf")
	if err := os.WriteFile(path, []byte(setupSGF(b)), 0o600); err != nil {
		return nil, err
	}
	dead, seki, err := s.StatusOfFile(path, b.Width(), b.Height())
	if err != nil {
		return nil, err
	}
	return FromLists(b, dead, seki), nil
}

// setupSGF is a record holding b's stones as setup, Black to play.
func setupSGF(b *board.Board) string {
	var sb strings.Builder
	w, h := b.Width(), b.Height()
	if w == h {
		fmt.Fprintf(&sb, "(;GM[1]FF[4]SZ[%d]PL[B]", w)
	} else {
		fmt.Fprintf(&sb, "(;GM[1]FF[4]SZ[%d:%d]PL[B]", w, h)
	}
	for _, c := range []board.Color{board.Black, board.White} {
		stones := b.Stones(c)
		if len(stones) == 0 {
			continue
		}
		sb.WriteString(map[board.Color]string{board.Black: "AB", board.White: "AW"}[c])
		for _, v := range stones {
			fmt.Fprintf(&sb, "[%c%c]", 'a'+v.X, 'a'+v.Y)
		}
	}
	sb.WriteString(")\n")
	return sb.String()
}

// CPU is the CPU time (user + system) the engine's process has used so far, read from
// /proc (Linux; 0 elsewhere). Clock ticks are taken as 100 a second, the kernel's USER_HZ.
func (s *Session) CPU() time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	// The fields after the command name (in parentheses, which may hold spaces).
	rest := string(data)
	if i := strings.LastIndexByte(rest, ')'); i >= 0 {
		rest = rest[i+1:]
	}
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * (time.Second / 100)
}

// Pid is the engine's process id.
func (s *Session) Pid() int { return s.cmd.Process.Pid }
