package ui

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// dropPages hands back to the system the memory pages wholly inside b, which must be data
// nothing writes (embedded font bytes): reading a few glyphs of the whole CJK font maps about
// 64 KB around each into the process, and the kernel would keep them. A later read maps the
// same bytes again from the program file.
func dropPages(b []byte) {
	page := uintptr(os.Getpagesize())
	if len(b) == 0 {
		return
	}
	start := uintptr(unsafe.Pointer(&b[0]))
	from := (start + page - 1) &^ (page - 1)
	to := (start + uintptr(len(b))) &^ (page - 1)
	if to <= from {
		return
	}
	_ = unix.Madvise(b[from-start:to-start], unix.MADV_DONTNEED)
}
