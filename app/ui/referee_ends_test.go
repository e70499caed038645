package ui

import (
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// A time correction that leaves White no time ends the game (C88 23.5 「一律判负」): the form
// asks first; Cancel leaves the clock and the game as they were, the answer applies it and
// the loss on time is announced — RE B+T, the status says so.
func TestCorrectionThatExhaustsTheClockAsksFirst(t *testing.T) {
	u, _ := newTestUI(t)
	ft := &clock.FakeTime{}
	u.clockTime = ft
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "sudden death", time.Minute
	u.StartGame(info)
	tapAt(u, 3, 3) // the clock starts with Black's move; White to move
	ft.Advance(10 * time.Second)
	cut := rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: -90, Note: "clock set wrong"}
	u.ref.recordAction(cut)
	if u.asking == nil || u.Session().Result() != "" {
		t.Fatalf("no question before the game ends: RE %q", u.Session().Result())
	}
	if !strings.Contains(u.asking.text, "White loses on time") {
		t.Fatalf("question %q", u.asking.text)
	}
	u.answer("")
	if u.Session().Result() != "" || len(u.Session().Table().Log().Actions) != 0 {
		t.Fatal("Cancel applied the correction")
	}
	u.ref.recordAction(cut)
	u.answer(u.asking.choices[0].label)
	if re := u.Session().Result(); re != "B+T" {
		t.Fatalf("RE %q, want B+T", re)
	}
	if !strings.Contains(u.Status.Text, "Black wins on time") {
		t.Fatalf("status %q", u.Status.Text)
	}
	// a correction that leaves time is applied at once
	v, _ := newTestUI(t)
	v.clockTime = &clock.FakeTime{}
	v.StartGame(info)
	v.ref.recordAction(rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: -30})
	if v.asking != nil || len(v.Session().Table().Log().Actions) != 1 {
		t.Fatal("a correction that leaves time asked or was not applied")
	}
}

// C88 Art. 25.2: the second warning loses the game: the form asks first.
func TestSecondWarningAsksFirst(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "chinese", 9)
	warn := rules.Action{Kind: rules.ActWarning, Player: board.Black}
	u.ref.recordAction(warn)
	if u.asking != nil {
		t.Fatal("a first warning asked")
	}
	u.ref.recordAction(warn)
	if u.asking == nil || u.Session().Result() != "" {
		t.Fatalf("the second warning ended the game without asking: RE %q", u.Session().Result())
	}
	u.answer(u.asking.choices[0].label)
	if re := u.Session().Result(); re != "W+F" {
		t.Fatalf("RE %q, want W+F", re)
	}
}
