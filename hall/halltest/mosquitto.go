package halltest

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"syscall"
	"time"
)

// MosquittoProcess is a Mosquitto broker started by goref (the tests and `make bench-hall`) with
// the dynamic-security plugin, listening on the loopback only. Its admin account is in AdminURL.
type MosquittoProcess struct {
	Dir      string
	Port     int
	AdminURL string // mqtt://admin:PASSWORD@127.0.0.1:PORT
	TLSPort  int    // the TLS listener's port, 0 without one
	adminPW  string
	cmd      *exec.Cmd
	conf     string
	bin      string
}

// ErrNoMosquitto is StartMosquitto's error when the mosquitto package is not installed.
var ErrNoMosquitto = errors.New("mosquitto is not installed (Debian: apt-get install mosquitto)")

// dynsecPlugin is where Debian's mosquitto package puts the plugin.
func dynsecPlugin() string {
	for _, pattern := range []string{"/usr/lib/*/mosquitto_dynamic_security.so", "/usr/lib/mosquitto_dynamic_security.so",
		"/usr/local/lib/mosquitto_dynamic_security.so"} {
		if m, _ := filepath.Glob(pattern); len(m) > 0 {
			return m[0]
		}
	}
	return ""
}

// MosquittoOptions are what StartMosquittoWith adds to the plain listener.
type MosquittoOptions struct {
	// CertFile and KeyFile (PEM) open a second listener, MQTT over TLS, with this certificate.
	CertFile, KeyFile string
}

// StartMosquitto starts mosquitto with a fresh dynamic-security file in dir (persistence there
// too, so a restarted broker keeps its retained messages and sessions).
func StartMosquitto(dir string) (*MosquittoProcess, error) {
	return StartMosquittoWith(dir, MosquittoOptions{})
}

// freeLoopbackPort is a port of 127.0.0.1 nobody listens on.
func freeLoopbackPort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// StartMosquittoWith is StartMosquitto with a TLS listener as o says.
func StartMosquittoWith(dir string, o MosquittoOptions) (*MosquittoProcess, error) {
	bin, err := exec.LookPath("mosquitto")
	if err != nil {
		if _, serr := os.Stat("/usr/sbin/mosquitto"); serr != nil {
			return nil, ErrNoMosquitto
		}
		bin = "/usr/sbin/mosquitto"
	}
	plugin := dynsecPlugin()
	ctrl, cerr := exec.LookPath("mosquitto_ctrl")
	if plugin == "" || cerr != nil {
		return nil, ErrNoMosquitto
	}
	port, err := freeLoopbackPort()
	if err != nil {
		return nil, err
	}
	pass := randomHex(12)
	dynsec := filepath.Join(dir, "dynamic-security.json")
	if out, err := exec.Command(ctrl, "dynsec", "init", dynsec, "admin", pass).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("mosquitto_ctrl dynsec init: %v: %s", err, out)
	}
	conf := filepath.Join(dir, "mosquitto.conf")
	// Run as this user: mosquitto started by root would otherwise become the mosquitto user
	// and could not read its own files here.
	me := "mosquitto"
	if u, err := user.Current(); err == nil {
		me = u.Username
	}
	text := fmt.Sprintf(`user %s
per_listener_settings false
allow_anonymous false
listener %d 127.0.0.1
plugin %s
plugin_opt_config_file %s
persistence true
persistence_location %s/
autosave_interval 1
max_queued_messages 100000
log_dest file %s
`, me, port, plugin, dynsec, dir, filepath.Join(dir, "mosquitto.log"))
	tlsPort := 0
	if o.CertFile != "" || o.KeyFile != "" {
		if tlsPort, err = freeLoopbackPort(); err != nil {
			return nil, err
		}
		text += fmt.Sprintf("listener %d 127.0.0.1\ncertfile %s\nkeyfile %s\n", tlsPort, o.CertFile, o.KeyFile)
	}
	if err := os.WriteFile(conf, []byte(text), 0o600); err != nil {
		return nil, err
	}
	m := &MosquittoProcess{Dir: dir, Port: port, TLSPort: tlsPort, conf: conf, bin: bin, adminPW: pass,
		AdminURL: fmt.Sprintf("mqtt://admin:%s@127.0.0.1:%d", pass, port)}
	if err := m.Restart(); err != nil {
		return nil, err
	}
	return m, nil
}

// Restart starts the broker again after Kill (or the first time).
func (m *MosquittoProcess) Restart() error {
	bin := m.bin
	// Every table holds a connection: lift mosquitto's open files from the usual 1024 (a Go
	// program lifts its own; a C one does not).
	m.cmd = exec.Command("/bin/sh", "-c", `ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" -c "$1"`, bin, m.conf)
	m.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := m.cmd.Start(); err != nil {
		return fmt.Errorf("mosquitto: %v", err)
	}
	addr := fmt.Sprintf("127.0.0.1:%d", m.Port)
	listening := func(port int) bool {
		if port == 0 {
			return true
		}
		c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err == nil {
			c.Close()
		}
		return err == nil
	}
	for range 100 {
		if listening(m.Port) && listening(m.TLSPort) {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	_ = m.cmd.Process.Kill()
	log, _ := os.ReadFile(filepath.Join(m.Dir, "mosquitto.log"))
	return fmt.Errorf("mosquitto did not listen on %s: %s", addr, log)
}

// Kill stops the broker at once (kill -9).
func (m *MosquittoProcess) Kill() {
	if m.cmd != nil && m.cmd.Process != nil {
		_ = m.cmd.Process.Kill()
		_ = m.cmd.Wait()
	}
}

// Stop ends the broker.
func (m *MosquittoProcess) Stop() {
	if m.cmd != nil && m.cmd.Process != nil {
		Terminate(m.cmd, 3*time.Second)
	}
}

// Terminate asks a started process to end (SIGTERM), waits for it, and kills it when it has
// not ended within grace.
func Terminate(cmd *exec.Cmd, grace time.Duration) {
	_ = cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(grace):
		_ = cmd.Process.Kill()
	}
}

// Pid is the broker process's id (the bench reads its CPU and memory).
func (m *MosquittoProcess) Pid() int { return m.cmd.Process.Pid }

// URL is the broker's address without the admin account.
func (m *MosquittoProcess) URL() string { return fmt.Sprintf("mqtt://127.0.0.1:%d", m.Port) }

// TLSURL is the TLS listener's address ("" without one); admin adds the admin account.
func (m *MosquittoProcess) TLSURL(admin bool) string {
	if m.TLSPort == 0 {
		return ""
	}
	if admin {
		return fmt.Sprintf("mqtts://admin:%s@127.0.0.1:%d", m.adminPW, m.TLSPort)
	}
	return fmt.Sprintf("mqtts://127.0.0.1:%d", m.TLSPort)
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return hex.EncodeToString(b)
}
