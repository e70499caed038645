package cli

import (
	"math"
	"os"
	"runtime/debug"
	"runtime/metrics"

	"goref/board/sgf"
)

// memoryBudget is the working memory goref allows itself for a file of size bytes (issue 19):
// 64 MB and 20 times the file.
func memoryBudget(size int64) int64 { return 64<<20 + 20*size }

// unmanaged is the part of the budget left for what the runtime's limit does not count, and
// for the heap's growth while a collection runs: the program's own code and data in memory
// (about 30 MB of goref's RSS before it reads anything). With GOGC=400 the heap grows to the
// limit before it is collected, so the limit is what peak RSS comes to for most large files.
const unmanaged = 48 << 20

// budgetFor raises the runtime's soft memory limit to what the process holds now plus the
// budget of the file at path, about to be read: the collector works harder as the heap nears
// it, instead of letting the heap grow to several times the live data (GOGC=400 in check and
// gtp). It never lowers the limit, and leaves a GOMEMLIMIT alone.
func budgetFor(path string) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	var size int64
	if st, err := os.Stat(path); err == nil {
		size = min(st.Size(), sgf.MaxFileSize)
	}
	held := []metrics.Sample{{Name: "/memory/classes/total:bytes"}}
	metrics.Read(held)
	b := memoryBudget(size) - unmanaged + int64(held[0].Value.Uint64())
	// The runtime's default limit is MaxInt64: no limit.
	if cur := debug.SetMemoryLimit(-1); cur == math.MaxInt64 || b > cur {
		debug.SetMemoryLimit(b)
	}
}

// readRecordFile reads an SGF file within its memory budget.
func readRecordFile(path string) (*sgf.Collection, error) {
	budgetFor(path)
	return sgf.ReadFile(path)
}

// readRecordsEach reads an SGF file within its memory budget, one game at a time
// (sgf.ReadFileEach).
func readRecordsEach(path string, fn func(col *sgf.Collection, root *sgf.Node)) (*sgf.Collection, error) {
	budgetFor(path)
	return sgf.ReadFileEach(path, fn)
}
