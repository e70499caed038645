package ui

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/rules"
)

// nigiriPart is the New game dialog's nigiri: the player in the White field holds a handful
// (drawn on screen by rules.DrawHandful, or the players' real stones counted and typed in),
// the player in the Black field guesses odd or even, and rules.Nigiri says what follows —
// the app only shows it and puts the names where the outcome puts them.
type nigiriPart struct {
	rng      *rand.Rand
	hand     int             // the handful drawn on screen; 0 before "Nigiri on screen"
	counted  *widget.Entry   // the players' real stones, when they did the nigiri at the board
	setKomi  *widget.Check   // Ing 设定还点: the loser sets an even komi
	says     *sentence       // i18n.Break's lines: Fyne's wrapping broke a name from its sentence
	call     *fyne.Container // the guesser's Odd and Even
	choose   *fyne.Container // under Ing, the winner's Black and White
	result   rules.NigiriResult
	names    [2]string       // rules.NigiriGuesser's and rules.NigiriHolder's
	chose    board.Color     // the Ing winner's colour; board.Empty before he chose
	done     string          // the nigiri's result as recorded; "" before one is complete
	judged   bool            // result holds a guess judged
	swapped  bool            // the names changed places for it
	double   *doubleChoice   // 计活子's 双选制
	bid      *bidding        // 计活子's 公平竞争
	startRow *fyne.Container // Nigiri on screen, hidden while the bidding is ticked
	box      *fyne.Container
	form     *newGameForm
}

func newNigiriPart(f *newGameForm) *nigiriPart {
	n := &nigiriPart{form: f, rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	n.says = newSentence()
	n.counted = widget.NewEntry()
	n.counted.Validator = func(s string) error { _, err := n.count(s); return err }
	n.setKomi = widget.NewCheck(L("设定还点: the loser of the nigiri sets the komi, an even number"), func(bool) {
		_ = f.komi.Validate() // the komi field says at once whether it is even
	})
	n.call = container.NewHBox(
		widget.NewButton(L("Odd"), func() { n.guess(true) }),
		widget.NewButton(L("Even"), func() { n.guess(false) }),
		widget.NewLabel(L("Real stones, if counted:")), container.NewGridWrap(fyne.NewSize(80, n.counted.MinSize().Height), n.counted),
	)
	n.choose = container.NewHBox(
		widget.NewButton(L("Black"), func() { n.chooseColour(board.Black) }),
		widget.NewButton(L("White"), func() { n.chooseColour(board.White) }),
	)
	n.says.Hide() // an empty line left a gap under the button
	n.call.Hide()
	n.choose.Hide()
	n.double = newDoubleChoice(n)
	n.bid = newBidding(n)
	n.startRow = container.NewHBox(widget.NewButton(L("Nigiri on screen"), n.start))
	n.box = container.NewVBox(
		n.startRow,
		n.setKomi, n.double.check, n.bid.check, n.bid.rows, n.says, n.call, n.choose, n.double.name, n.double.pick,
	)
	n.ruleset(f.ruleset())
	return n
}

// say shows what the nigiri has come to.
func (n *nigiriPart) say(s string) {
	n.says.SetText(s)
	n.says.Show()
}

// ruleset shows the 设定还点 choice under Ing's fill counting only, the one text that has it.
// A nigiri judged under another rule set that would end otherwise under r (Ing's choice, 计活子's
// first move) is undone: the names go back and the nigiri is to be done again.
func (n *nigiriPart) ruleset(r rules.Ruleset) {
	if r.Counting == rules.CountIngFill {
		n.setKomi.Show()
	} else {
		n.setKomi.SetChecked(false)
		n.setKomi.Hide()
	}
	if rules.HasDoubleChoice(r) {
		n.double.check.Show()
	} else {
		n.double.check.SetChecked(false) // its change undoes a double choice under way
		n.double.check.Hide()
	}
	if rules.HasBidding(r) {
		n.bid.check.Show()
	} else {
		n.bid.check.SetChecked(false) // its change undoes a bidding under way
		n.bid.check.Hide()
	}
	if !n.judged || n.double.running || n.bid.running {
		return
	}
	old := n.result
	again, _ := rules.Nigiri(r, old.Stones, old.GuessOdd, n.setKomi.Checked)
	if again.NeedChoice == old.NeedChoice && again.BlackPlayer() == old.BlackPlayer() {
		return
	}
	n.redo(L("The rule set decides the nigiri otherwise: do it again."))
}

// redo undoes a nigiri judged (or a double choice under way) that the procedure chosen now
// decides otherwise: the names go back and the nigiri is to be done again.
func (n *nigiriPart) redo(why string) {
	if !n.judged {
		return
	}
	if n.swapped {
		n.place(rules.NigiriHolder)
	}
	n.judged, n.swapped, n.done, n.double.running, n.bid.running, n.chose = false, false, "", false, false, board.Empty
	n.call.Hide()
	n.choose.Hide()
	n.double.name.Hide()
	n.double.pick.Hide()
	_ = n.form.komi.Validate() // a compensation named no longer binds the komi
	if why != "" {
		n.say(why)
	}
}

// count reads the real stones typed in: empty means the handful drawn on screen.
func (n *nigiriPart) count(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	c, err := strconv.Atoi(s)
	if err != nil || c < 1 || c > 361 {
		return 0, errors.New(L("the number of stones in the hand, such as 13"))
	}
	return c, nil
}

// start draws the holder's handful and asks the guesser's call. It needs both names: the
// nigiri decides which of two players takes Black.
func (n *nigiriPart) start() {
	n.done, n.judged, n.swapped, n.double.running, n.bid.running, n.chose = "", false, false, false, false, board.Empty
	n.choose.Hide()
	n.double.name.Hide()
	n.double.pick.Hide()
	f := n.form
	n.names = [2]string{strings.TrimSpace(f.black.Text), strings.TrimSpace(f.white.Text)}
	if n.names[0] == "" || n.names[1] == "" {
		n.call.Hide()
		n.say(L("Type both players' names first: nigiri decides which of them takes Black."))
		return
	}
	n.hand = rules.DrawHandful(n.rng)
	n.say(LD("{{.Holder}} holds a handful of stones; {{.Guesser}} guesses odd or even.",
		map[string]any{"Holder": n.names[rules.NigiriHolder], "Guesser": n.names[rules.NigiriGuesser]}))
	n.call.Show()
}

// guess judges the call against the stones (the real ones when counted, else the drawn hand).
func (n *nigiriPart) guess(odd bool) {
	stones, err := n.count(n.counted.Text)
	if err != nil {
		n.say(err.Error())
		return
	}
	if stones == 0 {
		stones = n.hand
	}
	if n.double.on(n.form.ruleset()) {
		n.startDouble(stones, odd)
		return
	}
	if n.bid.on(n.form.ruleset()) && n.bid.running {
		n.drawBid(stones, odd)
		return
	}
	r, err := rules.Nigiri(n.form.ruleset(), stones, odd, n.setKomi.Checked)
	if err != nil {
		return // no hand: the call row shows only after start drew one
	}
	n.result, n.judged = r, true
	n.call.Hide()
	if r.NeedChoice {
		n.say(r.Explain(uiLang(), n.names, board.Empty))
		n.choose.Show()
		return
	}
	n.place(r.BlackPlayer())
	n.done = r.Explain(uiLang(), n.names, board.Empty)
	n.say(n.done)
}

// chooseColour is the Ing winner's choice.
func (n *nigiriPart) chooseColour(c board.Color) {
	n.choose.Hide()
	n.place(n.result.BlackWith(c))
	n.chose = c
	n.done = n.result.Explain(uiLang(), n.names, c)
	if k, err := parseKomi(n.form.komi.Text); err == nil {
		n.done = n.recorded(k)
	}
	n.say(n.done)
}

// place puts the player who plays Black (rules.NigiriGuesser or NigiriHolder) in the Black
// field; the guesser was there.
func (n *nigiriPart) place(black int) {
	if black != rules.NigiriHolder {
		return
	}
	n.swapped = !n.swapped
	f := n.form
	b, br := f.black.Text, f.blackRank.Text
	f.black.SetText(f.white.Text)
	f.blackRank.SetText(f.whiteRank.Text)
	f.white.SetText(b)
	f.whiteRank.SetText(br)
}

// recorded is the nigiri's sentence for the record with komi as the game starts with it: under
// Ing's 设定还点 it says the komi the loser set (the field may change after the choice).
func (n *nigiriPart) recorded(komi float64) string {
	if n.done == "" || n.chose == board.Empty || n.result.SetsKomi < 0 || !n.setKomi.Checked {
		return n.done
	}
	return n.result.ExplainSetKomi(uiLang(), n.names, komi, n.chose)
}
