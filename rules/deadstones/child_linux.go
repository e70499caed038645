package deadstones

import (
	"os/exec"
	"syscall"
)

// childAttr puts the engine in a process group of its own (so a timeout stops whatever it
// started too) and has the kernel kill it when goref ends, however it ends (a signal, kill
// -9, exit). Strictly Pdeathsig follows the thread that started the engine; Go ends a thread
// before the process only when a goroutine locked to it exits, and none of goref's does
// while it asks an engine.
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// killChild kills the engine's process group.
func killChild(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
