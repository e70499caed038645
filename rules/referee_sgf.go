package rules

import (
	"fmt"
	"strconv"
	"strings"

	"goref/board"
)

// The goref SGF property GR records one referee action, on the node after the ply it refers
// to (Action.Ply: the root for ply 0). One value per action, fields separated by ':':
//
//	kind:player:points:point:limit:clock:event:note
//
// kind is an ActionKind; player B, W or empty (both / nobody); points, limit and clock are
// integers, empty for 0; point is an SGF point or empty; event is the consequence applied,
// kind/reason/verdict/winner, empty if none, with /disturber/repeats-ply appended when either
// is set (an Ing cycle ruling: the 搅方 and the cycle's first ply); note is the referee's words and runs to the end
// of the value, so it may hold ':' (the SGF writer escapes ']' and '\'). README section
// "SGF: the GR property" documents the same.

// GRValue is the action as a GR property value.
func (a Action) GRValue() string {
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	player := ""
	if a.Player == board.Black || a.Player == board.White {
		player = a.Player.String()
	}
	point := ""
	if a.Point != nil && !a.Point.IsPass() {
		point = a.Point.SGF()
	}
	ev := ""
	if e := a.Event; e != nil {
		parts := []string{e.Kind, e.Reason, e.Verdict, e.Winner}
		if e.Disturber != "" || e.RepeatsPly != nil {
			rp := ""
			if e.RepeatsPly != nil {
				rp = strconv.Itoa(*e.RepeatsPly)
			}
			parts = append(parts, e.Disturber, rp)
		}
		ev = strings.Join(parts, "/")
	}
	return strings.Join([]string{string(a.Kind), player, num(a.Points), point, num(a.Limit), num(a.Clock), ev, a.Note}, ":")
}

// ParseGR reads a GR property value. Ply is left 0: the node it stands on gives it.
func ParseGR(value string) (Action, error) {
	f := strings.SplitN(value, ":", 8)
	if len(f) != 8 {
		return Action{}, fmt.Errorf("GR %q: want kind:player:points:point:limit:clock:event:note", value)
	}
	a := Action{Kind: ActionKind(f[0]), Note: f[7]}
	if !knownAction(a.Kind) {
		return Action{}, fmt.Errorf("GR: unknown referee action %q", f[0])
	}
	switch f[1] {
	case "":
	case "B":
		a.Player = board.Black
	case "W":
		a.Player = board.White
	default:
		return Action{}, fmt.Errorf("GR: player %q is not B, W or empty", f[1])
	}
	for i, dst := range []*int{&a.Points, nil, &a.Limit, &a.Clock} {
		if dst == nil || f[2+i] == "" {
			continue
		}
		n, err := strconv.Atoi(f[2+i])
		if err != nil {
			return Action{}, fmt.Errorf("GR: %q is not a whole number", f[2+i])
		}
		*dst = n
	}
	if f[3] != "" {
		v, err := board.ParseSGF(f[3], board.MaxSize, board.MaxSize)
		if err != nil {
			return Action{}, fmt.Errorf("GR: %w", err)
		}
		a.Point = &v
	}
	if f[6] != "" {
		e := strings.Split(f[6], "/")
		if (len(e) != 4 && len(e) != 6) || e[0] == "" {
			return Action{}, fmt.Errorf("GR: event %q is not kind/reason/verdict/winner[/disturber/repeats-ply]", f[6])
		}
		a.Event = &Event{Kind: e[0], Reason: e[1], Verdict: e[2], Winner: e[3]}
		if len(e) == 6 {
			a.Event.Disturber = e[4]
			if e[5] != "" {
				n, err := strconv.Atoi(e[5])
				if err != nil || n < 0 {
					return Action{}, fmt.Errorf("GR: repeats-ply %q is not a ply", e[5])
				}
				a.Event.RepeatsPly = &n
			}
		}
	}
	if a.Kind == ActCycleRuling && a.Event != nil {
		a.Ruling = rulingOf(*a.Event)
	}
	return a, nil
}

// rulingOf is the cycle ruling whose consequence ev is (cycleRuling's events).
func rulingOf(ev Event) string {
	switch ev.Verdict {
	case RulingDraw, RulingReplay, RulingNoResult, RulingContinue, RulingDisturb, RulingContest:
		return ev.Verdict
	}
	return ""
}

func knownAction(k ActionKind) bool {
	switch k {
	case ActWarning, ActVoidMove, ActForcedPass, ActLoss, ActBothLose, ActDraw, ActReplay, ActNoResult,
		ActTimePenalty, ActForfeit, ActLate, ActOversight, ActPenaltyPoints, ActTimeAdjust, ActSealed, ActCycleRuling,
		ActTimeLoss, ActResign, ActAccept, ActDispute, ActResume, ActConfirmation, ActUndo, ActSeal,
		ActCount, ActClockPause, ActClockResume, ActRevoke, ActSigned:
		return true
	}
	return false
}
