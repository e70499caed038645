package rules

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

// TestCases replays every case of testdata/cases.json under each preset of each run and
// compares the outcome of every move. UPDATE=1 rewrites the expectations (review the diff).
func TestCases(t *testing.T) {
	data, err := os.ReadFile("testdata/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := ParseCases(data)
	if err != nil {
		t.Fatal(err)
	}
	update := os.Getenv("UPDATE") != ""
	n := 0
	for ci, c := range cs {
		for ri, r := range c.Runs {
			for _, p := range r.Presets {
				rs, err := Preset(p)
				if err != nil {
					t.Fatal(err)
				}
				got, _, err := c.Replay(rs, r.Moves)
				if err != nil {
					t.Fatalf("%s [%s]: %v", c.Name, p, err)
				}
				n++
				if update {
					if cs[ci].Runs[ri].Expect == nil {
						cs[ci].Runs[ri].Expect = map[string][]string{}
					}
					cs[ci].Runs[ri].Expect[p] = got
					continue
				}
				if !reflect.DeepEqual(got, r.Expect[p]) {
					t.Errorf("%s [%s]\n got  %q\n want %q", c.Name, p, got, r.Expect[p])
				}
			}
		}
	}
	if update {
		out, _ := json.MarshalIndent(cs, "", " ")
		os.WriteFile("testdata/cases.json", append(out, '\n'), 0o644)
	}
	t.Logf("%d case runs", n)
}
