package app

import (
	"errors"
	"testing"
)

func TestTryNativeRecoversFromGTKPanic(t *testing.T) {
	_, _, ok := tryNative(func() (string, error) {
		panic("gtk initialisation failed; presumably no X server is available")
	})
	if ok {
		t.Fatal("a panicking native dialog was reported as working")
	}
	path, err, ok := tryNative(func() (string, error) { return "/tmp/a.sgf", nil })
	if !ok || err != nil || path != "/tmp/a.sgf" {
		t.Fatalf("got %q %v %v", path, err, ok)
	}
	var got string
	finish("", errors.New("Cancelled"), func(p string) { got = p })
	if got != "" {
		t.Fatal("an error must give no path")
	}
}

func TestParseArgs(t *testing.T) {
	o, err := parseArgs([]string{"--demo", "game.sgf"})
	if err != nil || !o.demo || len(o.files) != 1 {
		t.Fatalf("%+v %v", o, err)
	}
	if _, err := parseArgs([]string{"--bogus"}); err == nil {
		t.Fatal("unknown option accepted")
	}
}
