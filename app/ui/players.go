package ui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/shape"
	"goref/board"
)

// The players at the head of the column: a card each, as a scoreboard does it — the stone as
// the board draws it, the name and rank, the captures below in a quieter tone — and the card of
// the player to move lit with the accent colour and a bar at its edge, so the turn reads from
// across the table.

// playerCard is one player's card: its background and the bar at its left edge light up on
// the player's turn.
type playerCard struct {
	bg       *shape.Card
	bar      *canvas.Rectangle
	name     *widget.Label
	captures *canvas.Text
	object   fyne.CanvasObject
}

// cardStone is the size of the stone on a card.
const cardStone = 30

func newPlayerCard(c board.Color, name *widget.Label) *playerCard {
	p := &playerCard{name: name}
	name.TextStyle.Bold = true
	name.SizeName = theme.SizeNameSubHeadingText
	name.Wrapping = fyne.TextWrapWord
	p.bg = shape.NewCard(theme.Color(theme.ColorNameInputBackground))
	p.bg.CornerRadius = theme.InputRadiusSize()
	p.bar = canvas.NewRectangle(color.Transparent)
	p.bar.SetMinSize(fyne.NewSize(4, 0))
	p.bar.CornerRadius = 2
	p.captures = canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
	p.captures.TextSize = theme.CaptionTextSize()
	in := theme.InnerPadding()
	// The captures under the name, at its left edge and close below it.
	captures := container.New(layout.NewCustomPaddedLayout(-in/2, in*3/4, in, 0), p.captures)
	text := container.New(layout.NewCustomPaddedVBoxLayout(0), name, captures)
	stone := container.New(layout.NewCustomPaddedLayout(0, 0, in, 0), stoneIcon(c, cardStone))
	p.object = container.NewStack(p.bg.Object(), container.NewBorder(nil, nil, p.bar, nil, container.NewBorder(nil, nil, stone, nil, text)))
	return p
}

// show sets the card's texts and whether its player is to move.
func (p *playerCard) show(name, captures string, toMove bool) {
	p.name.SetText(name)
	p.captures.Text = captures
	p.captures.Color = theme.Color(theme.ColorNamePlaceHolder)
	fill := theme.Color(theme.ColorNameInputBackground)
	p.bar.FillColor = color.Transparent
	if toMove {
		fill = lit(theme.Color(theme.ColorNamePrimary), fill)
		p.bar.FillColor = theme.Color(theme.ColorNamePrimary)
	}
	p.bg.FillColor = fill
	p.bg.Refresh()
	p.bar.Refresh()
	p.captures.Refresh()
}

// lit is the card colour base tinted a fifth of the way towards the accent.
func lit(accent, base color.Color) color.Color {
	a, b := color.NRGBAModel.Convert(accent).(color.NRGBA), color.NRGBAModel.Convert(base).(color.NRGBA)
	mix := func(x, y uint8) uint8 { return uint8((int(x)*1 + int(y)*4) / 5) }
	return color.NRGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 255}
}

// playerCards is the two cards, Black's beside White's where the column is wide enough, else
// Black's above White's.
func (u *UI) playerCards() fyne.CanvasObject {
	u.cards = [2]*playerCard{newPlayerCard(board.Black, u.BlackInfo), newPlayerCard(board.White, u.WhiteInfo)}
	return container.New(sideBySide{at: 440, share: 0.5}, u.cards[0].object, u.cards[1].object)
}

// showPlayers fills the cards from the session; toMove is the player whose turn the board
// shows (board.Empty when none: the game over, or a record looked through).
func (u *UI) showPlayers(toMove board.Color) {
	for i, c := range []board.Color{board.Black, board.White} {
		if u.cards[i] == nil {
			continue
		}
		caps := LD("captures {{.N}}", map[string]any{"N": u.sess.Table().PrisonersHeld(u.sess.Game()).Of(c)})
		u.cards[i].show(sideText(u.sess.Info, c == board.Black), caps, toMove == c)
	}
}

// stoneIcon is a stone of colour c, size units across, drawn as the board draws its stones
// (at the screen's real pixel size, so it is as crisp).
func stoneIcon(c board.Color, size float32) fyne.CanvasObject {
	r := canvas.NewRaster(func(w, h int) image.Image { return goban.StoneImage(c, max(1, min(w, h))) })
	r.SetMinSize(fyne.NewSize(size, size))
	return container.NewCenter(r)
}
