package hall

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"goref/board"
)

// chromium finds Debian's chromium; without it the test is skipped, unless
// GOREF_REQUIRE_CHROMIUM is set (make test sets it).
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("GOREF_REQUIRE_CHROMIUM") != "" {
		t.Fatal("chromium is required here (Debian: apt-get install chromium)")
	}
	t.Skip("chromium is not installed (Debian: apt-get install chromium): the relay page's browser test is skipped")
	return ""
}

func relayRig(t *testing.T) (*Director, *testTable, *httptest.Server) {
	t.Helper()
	e := startEmbedded(t, "127.0.0.1:0")
	r := rig{name: "embedded", url: "mqtt://" + e.Addr, access: func(*testing.T) Access { return e }}
	d := startDirector(t, r, "relay", "")
	t.Cleanup(d.Close)
	st := openStation(t, r, join(t, r, "relay", "1"))
	t.Cleanup(st.Close)
	tt := newTestTable(t, st, "chinese", 19, 30*time.Minute, "3 min reserved (C88)", "Ke Jie", "Shin Jinseo")
	tt.do(tt.tb.Start())
	relay := NewRelay(d)
	t.Cleanup(relay.Close)
	srv := httptest.NewServer(relay)
	t.Cleanup(srv.Close)
	return d, tt, srv
}

// The relay page shows a live game in a real browser: the stones on the page are the table's,
// a move at the table appears on the page without a reload, and the result when the game ends.
func TestTheRelayPageShowsALiveGameInChromium(t *testing.T) {
	bin := chromium(t)
	d, tt, srv := relayRig(t)
	tt.play("B Q16", "W D4", "B Q4", "W D16")
	sameRecord(t, d, "1", tt)

	opts := []chromedp.ExecAllocatorOption{chromedp.ExecPath(bin), chromedp.Flag("headless", true),
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Flag("disable-quic", true), chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 720)}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
	defer cancel()

	stones := func(color string) int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#t1 circle.`+color+`").length`))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	waitFor := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for !cond() {
			if time.Now().After(deadline) {
				t.Fatalf("the page did not show %s in 20 s", what)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?tables=1"), chromedp.WaitVisible(chromedp.CSS("#t1 svg"))); err != nil {
		t.Fatal(err)
	}
	waitFor("the four stones played", func() bool { return stones("B") == 2 && stones("W") == 2 })
	head, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#t1 .head")))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(head, "Ke Jie") || !strings.Contains(head, "Shin Jinseo") {
		t.Errorf("the page names %q, want both players", head)
	}
	tt.play("B R10", "W C10", "B K10")
	waitFor("three more stones, live", func() bool { return stones("B") == 4 && stones("W") == 3 })
	tt.do(tt.tb.Resign(board.White))
	var result string
	waitFor("the result", func() bool {
		result, _ = chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#t1 .result")))
		return strings.Contains(result, "B+R")
	})
	if dir := os.Getenv("GOREF_SHOTS"); dir != "" {
		if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(90)); err == nil {
			_ = os.WriteFile(filepath.Join(dir, "relay.png"), png, 0o644)
		}
	}
}

// A browser that lost its connection resumes with Last-Event-ID: it receives the events after
// the last one it saw, in order, and nothing it had already.
func TestTheRelayStreamResumesFromLastEventID(t *testing.T) {
	_, tt, srv := relayRig(t)
	tt.play("B Q16")
	// read returns the ids of the events after lastID, until n of them or one whose data
	// holds until ("" for none).
	read := func(lastID string, n int, until string) (ids []int64, found bool) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+"/events", nil)
		if lastID != "" {
			req.Header.Set("Last-Event-ID", lastID)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		resp, err := http.DefaultClient.Do(req.WithContext(ctx))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<22)
		for sc.Scan() {
			if v, ok := strings.CutPrefix(sc.Text(), "id: "); ok {
				id, _ := strconv.ParseInt(v, 10, 64)
				ids = append(ids, id)
			}
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				if until != "" && strings.Contains(data, until) {
					return ids, true
				}
				if len(ids) >= n {
					break
				}
			}
		}
		return ids, until == ""
	}
	var first int64
	eventually(t, "the first move on the stream", func() bool {
		ids, found := read("", 1, ";B[pd]")
		if found {
			first = ids[0]
		}
		return found
	})
	tt.play("W D4", "B Q4")
	time.Sleep(300 * time.Millisecond)
	// Changes the relay had not sent yet come as one event with the latest state (a table's
	// event is all of it), so the two moves may be one event or two.
	ids, found := read(strconv.FormatInt(first, 10), 100, ";B[pp]")
	if !found || len(ids) == 0 || ids[0] != first+1 || !sort.SliceIsSorted(ids, func(i, j int) bool { return ids[i] < ids[j] }) {
		t.Fatalf("resumed after %d: ids %v, want the next ones in order up to the last move", first, ids)
	}
}
