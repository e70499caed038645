package main

import (
	"os"

	"golang.org/x/sys/windows"
)

var attachConsoleProc = windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole")

// attachConsole gives a headless command run from a console window that console for the
// standard streams the caller did not redirect. goref.exe is a GUI program (no console window
// opens with the board), so Windows starts it without one: without this, `goref.exe check
// game.sgf` typed in cmd or PowerShell would print nothing. Streams redirected to a file or a
// pipe (a GTP controller, `> report.txt`) are kept as they are.
func attachConsole() {
	type stream struct {
		std    uint32
		file   **os.File
		device string
	}
	streams := []stream{
		{windows.STD_INPUT_HANDLE, &os.Stdin, "CONIN$"},
		{windows.STD_OUTPUT_HANDLE, &os.Stdout, "CONOUT$"},
		{windows.STD_ERROR_HANDLE, &os.Stderr, "CONOUT$"},
	}
	var missing []stream
	for _, s := range streams {
		if h, err := windows.GetStdHandle(s.std); err != nil || h == 0 || h == windows.InvalidHandle {
			missing = append(missing, s)
		}
	}
	if len(missing) == 0 {
		return
	}
	// ATTACH_PARENT_PROCESS; it fails when the parent has no console (started from Explorer),
	// and with ERROR_ACCESS_DENIED when this process has a console already (Wine gives a GUI
	// program its parent's): then that console is the one to use.
	if ok, _, err := attachConsoleProc.Call(uintptr(^uint32(0))); ok == 0 && err != windows.ERROR_ACCESS_DENIED {
		return
	}
	for _, s := range missing {
		name, err := windows.UTF16PtrFromString(s.device)
		if err != nil {
			continue
		}
		h, err := windows.CreateFile(name, windows.GENERIC_READ|windows.GENERIC_WRITE, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE,
			nil, windows.OPEN_EXISTING, 0, 0)
		if err != nil {
			continue
		}
		windows.SetStdHandle(s.std, h)
		*s.file = os.NewFile(uintptr(h), s.device)
	}
}
