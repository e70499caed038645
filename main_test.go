package main

import (
	"runtime"
	"testing"
)

// headless gives the headless commands the GOMAXPROCS the environment says, whatever an init
// function set it to (the image library linked through Fyne sets every CPU), and leaves it
// alone when the environment says nothing usable.
func TestHeadlessHonoursGOMAXPROCS(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, tc := range []struct {
		env  string
		want int
	}{{"1", 1}, {"2", 2}, {"", 3}, {"0", 3}, {"two", 3}} {
		t.Setenv("GOMAXPROCS", tc.env)
		runtime.GOMAXPROCS(3) // what an init function may have left
		headless()
		if got := runtime.GOMAXPROCS(0); got != tc.want {
			t.Errorf("GOMAXPROCS=%q: headless left %d, want %d", tc.env, got, tc.want)
		}
	}
}
