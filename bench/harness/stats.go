package main

import (
	"fmt"
	"slices"
	"syscall"
	"time"
)

// row is one line of the final table.
type row struct {
	what        string
	goref, peer string
	ratio       float64 // median against median, "higher is better" for goref
	spread      string  // min..max of the per-round ratios
	goal        float64
}

func printTable(rows []row) {
	fmt.Println("| what | goref | peer | ratio (median; per-round range) | goal |")
	fmt.Println("|---|---|---|---|---|")
	for _, r := range rows {
		goal := "—"
		if r.goal > 0 {
			goal = fmt.Sprintf("≥ %.1f×", r.goal)
		}
		fmt.Printf("| %s | %s | %s | %.2f× (%s) | %s |\n", r.what, r.goref, r.peer, r.ratio, r.spread, goal)
	}
}

// samples are the per-round measurements of one side.
type samples []float64

func (s samples) min() float64 { return slices.Min(s) }
func (s samples) max() float64 { return slices.Max(s) }

func (s samples) median() float64 {
	c := slices.Clone(s)
	slices.Sort(c)
	n := len(c)
	if n%2 == 1 {
		return c[n/2]
	}
	return (c[n/2-1] + c[n/2]) / 2
}

// ratioSpread is the range of a/b round by round (rounds were alternated, so round i of
// each side ran at nearly the same time, under nearly the same load).
func ratioSpread(a, b samples) string {
	lo, hi := a[0]/b[0], a[0]/b[0]
	for i := range a {
		r := a[i] / b[i]
		lo, hi = min(lo, r), max(hi, r)
	}
	return fmt.Sprintf("%.2f–%.2f", lo, hi)
}

// cpuTime is the CPU time (user + system) this process has used, all threads (the garbage
// collector's workers included).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// timeCPU runs f and returns the CPU time it took.
func timeCPU(f func()) time.Duration {
	t0 := cpuTime()
	f()
	return cpuTime() - t0
}

func secs(d time.Duration) float64 { return d.Seconds() }
