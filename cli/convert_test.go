package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"

	"goref/board/sgf"
)

func TestConvertGB2312ToUTF8(t *testing.T) {
	dir := t.TempDir()
	gb, err := simplifiedchinese.GB18030.NewEncoder().String("(;FF[3]GM[1]CA[gb2312]PB[柯洁]C[黑胜\\]]GaMe[1];B[pd];W[tt])")
	if err != nil {
		t.Fatal(err)
	}
	in, out := filepath.Join(dir, "in.sgf"), filepath.Join(dir, "out.sgf")
	os.WriteFile(in, []byte(gb), 0o644)
	var so, se bytes.Buffer
	if code := Convert([]string{in, out}, &so, &se); code != 0 {
		t.Fatalf("exit %d: %s", code, se.String())
	}
	data, _ := os.ReadFile(out)
	s := string(data)
	for _, want := range []string{"FF[4]", "CA[UTF-8]", "AP[goref:", "PB[柯洁]", `C[黑胜\]]`, "GM[1]", ";B[pd];W[tt]"} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "gb2312") || strings.Count(s, "GM[") != 1 {
		t.Errorf("stale CA or duplicate GM:\n%s", s)
	}
	c, err := sgf.Read(data)
	if err != nil || c.Encoding != "UTF-8" {
		t.Fatalf("output does not read back as UTF-8: %v", err)
	}
}

func TestConvertErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sgf")
	os.WriteFile(bad, []byte("(;FF[4]\nGM[1]\n  C[never closed"), 0o644)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{bad, filepath.Join(dir, "o.sgf")}, bad + ":3:4: property value not closed"},
		{[]string{filepath.Join(dir, "missing.sgf"), filepath.Join(dir, "o.sgf")}, "missing.sgf: no such file"},
		{[]string{"only-one"}, "usage"},
	}
	for _, c := range cases {
		var so, se bytes.Buffer
		if code := Convert(c.args, &so, &se); code != 2 {
			t.Errorf("%v: exit %d, want 2", c.args, code)
		}
		if msg := se.String(); !strings.Contains(msg, c.want) || strings.Count(msg, "\n") != 1 {
			t.Errorf("%v: stderr %q, want one line containing %q", c.args, msg, c.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "o.sgf")); err == nil {
		t.Error("output written for unusable input")
	}
}

func TestConvertToStdout(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.sgf")
	os.WriteFile(in, []byte("junk before\n(;GM[1]SZ[9];B[ee])"), 0o644)
	var so, se bytes.Buffer
	if code := Convert([]string{in, "-"}, &so, &se); code != 0 {
		t.Fatalf("exit %d: %s", code, se.String())
	}
	if !strings.HasPrefix(so.String(), "(;FF[4]CA[UTF-8]") || !strings.Contains(se.String(), "warning: text before") {
		t.Errorf("stdout %q stderr %q", so.String(), se.String())
	}
}
