package table

// Actions are the players' actions the table takes now: a stone on the board (Place while
// Black places free handicap stones, Play after), a pass, a take-back, a resignation. Each is
// false exactly when the table would refuse it whoever asked (after the result, a pass while
// Black places free handicap stones, a take-back with nothing to take back or during a
// confirmation), so the app disables those controls instead of answering a click with a
// refusal. A refusal that depends on the move itself (an illegal point, an Ing pass while a
// dame is open) is not foreseen here: the table says why when it comes.
type Actions struct{ Play, Pass, Undo, Resign bool }

// Actions is what the players may do now (see Actions).
func (t *Table) Actions() Actions {
	on := t.outcome == nil
	return Actions{
		Play:   on,
		Pass:   on && t.Placing() == 0,
		Undo:   t.undoRefused() == nil,
		Resign: on,
	}
}

// undoRefused is why Undo would be refused now, nil when there is something it takes back.
func (t *Table) undoRefused() error {
	if t.outcome != nil {
		return errGameOver
	}
	if t.conf != nil {
		return &Refused{Kind: KindRefused, Reason: RefusedNoConfirm}
	}
	if t.Placing() > 0 && len(t.placed) > 0 {
		return nil
	}
	if _, ok := t.game.LastMove(); !ok {
		return &Refused{Kind: KindRefused, Reason: RefusedNothingToUndo}
	}
	return nil
}
