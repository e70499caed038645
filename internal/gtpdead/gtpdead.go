// Package gtpdead asks an external Go program over GTP (GNU Go, KataGo) which stones are
// dead at the end of a game: the estimator a user may choose instead of goref's own
// (count.EstimateStatus, the default). The program is started once and given positions with
// loadsgf; its answer to final_status_list becomes a count.Estimate whose confidence is 1
// (the programs give none).
package gtpdead

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
	"goref/rules/count"
)

// Engine is an external program and the arguments that start it in GTP mode.
type Engine struct {
	Name string
	Args []string
}

// The engines goref knows. KataGo finds its model and configuration by its own defaults.
var (
	GNUGo  = Engine{Name: "gnugo", Args: []string{"--mode", "gtp", "--chinese-rules"}}
	KataGo = Engine{Name: "katago", Args: []string{"gtp"}}
)

// ByName returns the engine named "gnugo" or "katago".
func ByName(name string) (Engine, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "gnugo":
		return GNUGo, true
	case "katago":
		return KataGo, true
	}
	return Engine{}, false
}

// Path finds the program on PATH (GNU Go also in /usr/games, where Debian puts it).
func (e Engine) Path() (string, bool) {
	if p, err := exec.LookPath(e.Name); err == nil {
		return p, true
	}
	if p := filepath.Join("/usr/games", e.Name); isExec(p) {
		return p, true
	}
	return "", false
}

func isExec(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}

// Session is a running engine.
type Session struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	dir string // holds the positions written for loadsgf
}

// Start runs the engine.
func (e Engine) Start() (*Session, error) {
	path, ok := e.Path()
	if !ok {
		return nil, fmt.Errorf("%s is not installed", e.Name)
	}
	cmd := exec.Command(path, e.Args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %v", e.Name, err)
	}
	return &Session{cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// Close ends the engine.
func (s *Session) Close() {
	fmt.Fprintln(s.in, "quit")
	s.in.Close()
	_ = s.cmd.Wait()
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}

// command sends one GTP command and returns the answer's text, or the engine's error.
func (s *Session) command(line string) (string, error) {
	if _, err := fmt.Fprintln(s.in, line); err != nil {
		return "", err
	}
	var lines []string
	for {
		l, err := s.out.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("%s: the engine stopped answering: %v", line, err)
		}
		l = strings.TrimRight(l, "\r\n")
		if l == "" && len(lines) > 0 {
			break
		}
		if l != "" {
			lines = append(lines, l)
		}
	}
	resp := strings.Join(lines, "\n")
	switch {
	case strings.HasPrefix(resp, "="):
		return strings.TrimSpace(resp[1:]), nil
	case strings.HasPrefix(resp, "?"):
		return "", fmt.Errorf("%s: %s", line, strings.TrimSpace(resp[1:]))
	}
	return "", fmt.Errorf("%s: unexpected answer %q", line, resp)
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
	seki, _ = s.list("seki", w, h) // an engine without seki lists answers an error: none
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
			return nil, fmt.Errorf("final_status_list %s: %v", status, err)
		}
		out = append(out, v)
	}
	return out, nil
}

// Estimate gives the engine the position b (as setup stones) and returns its estimate.
func (s *Session) Estimate(b *board.Board) (*count.Estimate, error) {
	if s.dir == "" {
		d, err := os.MkdirTemp("", "goref-gtpdead-")
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
	return count.EstimateFrom(b, dead, seki), nil
}

// Estimate starts the engine, asks it about b and ends it.
func (e Engine) Estimate(b *board.Board) (*count.Estimate, error) {
	s, err := e.Start()
	if err != nil {
		return nil, err
	}
	defer s.Close()
	return s.Estimate(b)
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

// Estimators are the names EstimateWith takes: goref's own first (the default).
var Estimators = []string{"goref", "gnugo", "katago"}

// EstimateWith runs the estimator named name ("" or "goref": goref's own, in process) on b.
// When the external program is missing or fails, it returns goref's own estimate and an
// error that says why.
func EstimateWith(name string, b *board.Board) (*count.Estimate, error) {
	if name == "" || name == "goref" {
		return count.EstimateStatus(b), nil
	}
	eng, ok := ByName(name)
	if !ok {
		return count.EstimateStatus(b), fmt.Errorf("unknown estimator %q: goref's own used", name)
	}
	e, err := eng.Estimate(b)
	if err != nil {
		return count.EstimateStatus(b), fmt.Errorf("%s: %v; goref's own estimate used", eng.Name, err)
	}
	return e, nil
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
