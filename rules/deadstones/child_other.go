//go:build !linux

package deadstones

import (
	"os/exec"
	"syscall"
)

func childAttr() *syscall.SysProcAttr { return nil }

// killChild kills the engine.
func killChild(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
