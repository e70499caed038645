package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/rules"
)

// bidding is the nigiri part's 计活子 Art. 34 1(1) competition for White 公平竞争 (rules.Bid):
// each player types the stones he offers to give for White, Compare judges the two offers at
// once; the higher takes White and its offer is the komi, equal offers go on to the nigiri
// (the Odd and Even row), whose winner takes White. The players may change an offer and
// compare again until Start; the double choice and the bidding exclude each other.
type bidding struct {
	check   *widget.Check
	offers  [2]*widget.Entry // the player typed as Black's, as White's (rules.NigiriGuesser, NigiriHolder)
	rows    *fyne.Container
	state   rules.Bidding
	running bool // the offers are compared: state holds them
	komi    string
}

func newBidding(n *nigiriPart) *bidding {
	b := &bidding{}
	for i := range b.offers {
		b.offers[i] = widget.NewEntry()
		b.offers[i].SetPlaceHolder("7")
	}
	b.check = widget.NewCheck(L("Bidding for White (公平竞争, Art. 34 (1))"), func(on bool) {
		if on && n.double.check.Checked {
			n.double.check.SetChecked(false)
		}
		n.showBidding()
		n.redo(L("The colours are decided another way now: do the nigiri again."))
	})
	field := func(e *widget.Entry) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(80, e.MinSize().Height), e)
	}
	b.rows = container.NewVBox(
		container.NewHBox(widget.NewLabel(L("Offer of the player typed as Black (子):")), field(b.offers[0])),
		container.NewHBox(widget.NewLabel(L("Offer of the player typed as White (子):")), field(b.offers[1])),
		container.NewHBox(widget.NewButton(L("Compare the offers"), n.compareOffers)),
	)
	b.check.Hide()
	b.rows.Hide()
	return b
}

// on tells whether the colours are to be decided by bidding under r.
func (b *bidding) on(r rules.Ruleset) bool { return b.check.Checked && rules.HasBidding(r) }

// showBidding shows the offers instead of Nigiri on screen while the bidding is ticked.
func (n *nigiriPart) showBidding() {
	if n.bid.check.Checked {
		n.bid.rows.Show()
		n.startRow.Hide()
	} else {
		n.bid.rows.Hide()
		n.startRow.Show()
	}
	_ = n.form.komi.Validate() // Start is off while the bidding ticked has not been compared
}

// compareOffers judges the two offers: the higher takes White now, a tie asks for the nigiri.
// A comparison made before (the players changed an offer) is undone first.
func (n *nigiriPart) compareOffers() {
	b := n.bid
	n.redo("")
	f := n.form
	n.names = [2]string{strings.TrimSpace(f.black.Text), strings.TrimSpace(f.white.Text)}
	if n.names[0] == "" || n.names[1] == "" {
		n.say(L("Type both players' names first: the bidding decides which of them takes White."))
		return
	}
	var offers [2]float64
	for i, e := range b.offers {
		k, err := parseKomi(e.Text)
		if err != nil {
			n.say(L("Type both offers first, in stones (子), such as 7."))
			return
		}
		offers[i] = k
	}
	s, err := rules.Bid(f.ruleset(), offers)
	if err != nil {
		n.say(choiceErr(err))
		return
	}
	b.state, b.running, n.judged = s, true, true
	w := 1
	if offers[0] > offers[1] {
		w = 0
	}
	b.komi = strings.TrimSpace(b.offers[w].Text)
	f.komi.SetText(b.komi)
	if s.Tied() {
		n.hand = rules.DrawHandful(n.rng)
		n.say(rules.JoinSentences(uiLang(), s.Explain(uiLang(), n.names),
			LD("{{.Holder}} holds a handful of stones; {{.Guesser}} guesses odd or even.",
				map[string]any{"Holder": n.names[rules.NigiriHolder], "Guesser": n.names[rules.NigiriGuesser]})))
		n.call.Show()
		_ = f.komi.Validate() // Start stays off until the nigiri is done
		return
	}
	n.settleBid()
}

// drawBid is the nigiri of a tie.
func (n *nigiriPart) drawBid(stones int, odd bool) {
	b := n.bid
	s, err := b.state.Draw(n.form.ruleset(), stones, odd)
	if err != nil {
		n.say(choiceErr(err))
		return
	}
	b.state = s
	n.call.Hide()
	n.settleBid()
}

// settleBid puts the names where the bidding puts them and records what it said.
func (n *nigiriPart) settleBid() {
	s := n.bid.state
	n.place(s.BlackPlayer())
	_ = n.form.komi.Validate()
	n.done = s.Explain(uiLang(), n.names)
	say := n.done
	if note := s.Note(uiLang()); note != "" {
		say = rules.JoinSentences(uiLang(), say, note)
	}
	n.say(say)
}

// komiErr keeps Start off while the bidding is ticked and not compared or a tie waits for its
// nigiri, and refuses a komi other than the winning offer.
func (b *bidding) komiErr(k float64) error {
	switch {
	case b == nil || !b.check.Checked:
		return nil
	case !b.running:
		return errors.New(L("Compare the offers first: the higher takes White."))
	case !b.state.Done():
		return errors.New(L("The offers are equal: do the nigiri first (Odd or Even)."))
	case k != b.state.Komi():
		return errors.New(LD("The komi is the higher offer of the bidding: {{.K}}", map[string]any{"K": b.komi}))
	}
	return nil
}
