package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/rules"
)

// doubleChoice is the nigiri part's 计活子 Art. 34 双选制 (rules.DoubleChoice): after the guess
// the winner types the compensation and proposes it (he may propose another until the colour
// is chosen); the komi field then holds it, and the other player takes White or Black with a
// button of his own. Bidding, whose tie the plain nigiri decides, stays the default.
type doubleChoice struct {
	check   *widget.Check
	amount  *widget.Entry
	name    *fyne.Container // the winner's compensation and Propose
	pick    *fyne.Container // the other's White and Black
	choice  rules.DoubleChoice
	running bool // a double choice is under way or done: choice holds its state
}

func newDoubleChoice(n *nigiriPart) *doubleChoice {
	d := &doubleChoice{amount: widget.NewEntry()}
	d.check = widget.NewCheck(L("Double choice (双选制, Art. 34)"), func(on bool) {
		if on && n.bid.check.Checked {
			n.bid.check.SetChecked(false)
		}
		n.redo(L("The colours are decided another way now: do the nigiri again."))
	})
	d.amount.SetPlaceHolder("7")
	d.name = container.NewHBox(
		widget.NewLabel(L("Compensation (子):")), container.NewGridWrap(fyne.NewSize(80, d.amount.MinSize().Height), d.amount),
		widget.NewButton(L("Propose"), n.propose),
	)
	d.pick = container.NewHBox(
		widget.NewButton(L("White (moves first, gives the compensation)"), func() { n.pickColour(board.White) }),
		widget.NewButton(L("Black (moves second)"), func() { n.pickColour(board.Black) }),
	)
	d.check.Hide()
	d.name.Hide()
	d.pick.Hide()
	return d
}

// on tells whether the nigiri about to be judged is a double choice.
func (d *doubleChoice) on(r rules.Ruleset) bool { return d.check.Checked && rules.HasDoubleChoice(r) }

// startDouble judges the guess of a double choice and asks the winner for the compensation.
func (n *nigiriPart) startDouble(stones int, odd bool) {
	d := n.double
	c, err := rules.StartDoubleChoice(n.form.ruleset(), stones, odd)
	if err != nil {
		n.say(choiceErr(err))
		return
	}
	d.choice, d.running, n.judged = c, true, true
	n.call.Hide()
	d.amount.SetText("")
	d.name.Show()
	_ = n.form.komi.Validate() // Start stays off until the colour is chosen
	n.say(c.Explain(uiLang(), n.names))
}

// propose is the winner's compensation: the komi field takes it, and the other is asked.
func (n *nigiriPart) propose() {
	d := n.double
	k, err := parseKomi(d.amount.Text)
	if err != nil {
		n.refuse(L("Type the compensation first, in stones (子), such as 7."))
		return
	}
	c, err := d.choice.Name(k)
	if err != nil {
		n.refuse(choiceErr(err))
		return
	}
	d.choice = c
	n.form.komi.SetText(strings.TrimSpace(d.amount.Text))
	d.pick.Show()
	say := c.Explain(uiLang(), n.names)
	if note := c.Note(uiLang()); note != "" {
		say = rules.JoinSentences(uiLang(), say, note)
	}
	n.say(say)
}

// pickColour is the other player's choice; the names take their places.
func (n *nigiriPart) pickColour(col board.Color) {
	d := n.double
	c, err := d.choice.Choose(col)
	if err != nil {
		n.refuse(choiceErr(err))
		return
	}
	d.choice = c
	d.name.Hide()
	d.pick.Hide()
	n.place(c.BlackPlayer())
	_ = n.form.komi.Validate()
	n.done = c.Explain(uiLang(), n.names)
	n.say(n.done)
}

// refuse says why a step was not taken after what the double choice has come to, so the
// players still read whose turn it is.
func (n *nigiriPart) refuse(why string) {
	n.say(rules.JoinSentences(uiLang(), n.double.choice.Explain(uiLang(), n.names), why))
}

// komiErr keeps Start off while a double choice is under way, and refuses a komi other than
// the compensation named.
func (d *doubleChoice) komiErr(k float64) error {
	switch {
	case d == nil || !d.running:
		return nil
	case !d.choice.Done():
		return errors.New(L("Finish the double choice first: the compensation, then the colour."))
	case k != d.choice.Komi():
		return errors.New(LD("The komi is the compensation named in the double choice: {{.K}}", map[string]any{"K": d.amount.Text}))
	}
	return nil
}

// choiceErr is a refusal of the double choice in the UI's language.
func choiceErr(err error) string {
	var ce *rules.ChoiceError
	if errors.As(err, &ce) {
		return ce.In(uiLang())
	}
	return err.Error()
}
