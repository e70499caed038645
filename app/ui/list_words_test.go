package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/app/i18n"
	"goref/app/session"
)

// The files a save would replace are named as the UI's language lists names: in Chinese
// with 、 (by hand: "a.pdf、a.sgf 已存在。要替换吗？"), in English with "and" and the verb
// agreeing with the two files.
func TestReplaceQuestionListsTheFilesInTheLanguage(t *testing.T) {
	for _, c := range []struct{ lang, want string }{
		{"zh_Hans", "slip-r1-t2.pdf、slip-r1-t2.sgf 已存在。要替换吗？"},
		{"ja", "slip-r1-t2.pdf、slip-r1-t2.sgf はすでにあります。置き換えますか？"},
		{"en", "slip-r1-t2.pdf and slip-r1-t2.sgf already exist. Replace them?"},
	} {
		func() {
			i18n.Set(c.lang)
			defer i18n.Set("en")
			u, _ := newTestUI(t)
			dir := t.TempDir()
			pdf, rec := filepath.Join(dir, "slip-r1-t2.pdf"), filepath.Join(dir, "slip-r1-t2.sgf")
			for _, p := range []string{pdf, rec} {
				os.WriteFile(p, []byte("kept"), 0o644)
			}
			wrote := false
			u.doc.replacing(nil, []string{pdf, rec}, filepath.Join(dir, "slip-r1-t2"), func() { wrote = true })
			if msg := overlayText(u); !strings.Contains(msg, c.want) {
				t.Errorf("%s: asked %q, want %q", c.lang, msg, c.want)
			}
			u.answer("")
			if wrote {
				t.Errorf("%s: written though the answer was Cancel", c.lang)
			}
		}()
	}
}

// The recovery of a damaged autosave names the two files it kept (the record and the table's
// state) as the language lists them: 、 in Chinese, never the English ", ".
func TestRecoverySentenceListsTheKeptFilesInTheLanguage(t *testing.T) {
	i18n.Set("zh_Hans")
	defer i18n.Set("en")
	u, st := newTestUI(t)
	damagedAutosave(t, st)
	u.Start(nil)
	msg := overlayText(u)
	if !strings.Contains(msg, ".sgf、") || strings.Contains(msg, ".sgf, ") {
		t.Fatalf("the offer reads %q", msg)
	}
}

// A casebook verdict cell with two events lists them as the language does (by hand, from the
// catalogue's words: 对局停止、终局).
func TestCasebookEventsListInTheLanguage(t *testing.T) {
	for _, c := range []struct{ lang, want string }{
		{"en", "play stops and game ends"},
		{"zh_Hans", "对局停止、终局"},
		{"ko", "대국 정지, 종국"},
	} {
		i18n.Set(c.lang)
		if got := eventWords("ok halt:passes end:passes"); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
	i18n.Set("en")
}

// The slip's suggested name leaves out what the game does not have (by hand: round 3 and no
// table is slip-r3, not slip-r3-t).
func TestSlipNameLeavesOutAMissingTable(t *testing.T) {
	for _, c := range []struct{ round, table, want string }{
		{"3", "", "slip-r3"}, {"", "12", "slip-t12"}, {"3", "12", "slip-r3-t12"},
	} {
		if got := slipName(session.Info{Round: c.round, Table: c.table}); got != c.want {
			t.Errorf("round %q table %q: %q, want %q", c.round, c.table, got, c.want)
		}
	}
}
