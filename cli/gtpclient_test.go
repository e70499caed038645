package cli

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
)

// gtpClient talks GTP to an engine over a pair of streams.
type gtpClient struct {
	in  io.WriteCloser
	out *bufio.Reader
	cmd *exec.Cmd
}

func (c *gtpClient) send(format string, args ...any) (string, error) {
	if _, err := fmt.Fprintf(c.in, format+"\n", args...); err != nil {
		return "", err
	}
	var lines []string
	for {
		line, err := c.out.ReadString('\n')
		if err != nil {
			return "", err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" && len(lines) > 0 {
			break
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	resp := strings.Join(lines, "\n")
	if strings.HasPrefix(resp, "?") {
		return "", fmt.Errorf("%s", strings.TrimSpace(resp[1:]))
	}
	return strings.TrimSpace(strings.TrimPrefix(resp, "=")), nil
}

func (c *gtpClient) close() {
	c.send("quit")
	c.in.Close()
	if c.cmd != nil {
		c.cmd.Wait()
	}
}

// startGnuGo runs GNU Go in GTP mode with the given options.
func startGnuGo(path string, opts ...string) (*gtpClient, error) {
	cmd := exec.Command(path, append([]string{"--mode", "gtp", "--quiet"}, opts...)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &gtpClient{in: in, out: bufio.NewReader(out), cmd: cmd}, nil
}

// startGoref runs goref's GTP engine in this process over pipes.
func startGoref(flags ...string) *gtpClient {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		GTP(flags, inR, outW, io.Discard)
		outW.Close()
	}()
	return &gtpClient{in: inW, out: bufio.NewReader(outR)}
}
