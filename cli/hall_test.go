package cli

import (
	"bytes"
	"strings"
	"testing"
)

// goref hall refuses what it cannot use with one line and exit status 2.
func TestHallUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{}, "usage"},
		{[]string{"dance"}, `unknown command "dance"`},
		{[]string{"director", "--event", "spring/open"}, `event "spring/open"`},
		{[]string{"director", "--event", "x", "--tls-listen", ":0", "--cert", "/nonexistent"}, "TLS"},
		{[]string{"join", "--event", "x"}, "give --broker"},
		{[]string{"join", "--link", "https://x", "--table", "1"}, "not a goref hall link"},
	} {
		var out, errOut bytes.Buffer
		if code := Hall(c.args, &out, &errOut, nil); code != 2 {
			t.Errorf("%v: exit %d, want 2", c.args, code)
		}
		if !strings.Contains(errOut.String(), c.says) {
			t.Errorf("%v: said %q, want %q", c.args, errOut.String(), c.says)
		}
	}
}
