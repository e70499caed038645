package app

import "testing"

func TestParseArgs(t *testing.T) {
	o, err := parseArgs([]string{"--demo", "game.sgf"})
	if err != nil || !o.demo || len(o.files) != 1 {
		t.Fatalf("%+v %v", o, err)
	}
	if _, err := parseArgs([]string{"--bogus"}); err == nil {
		t.Fatal("unknown option accepted")
	}
}
