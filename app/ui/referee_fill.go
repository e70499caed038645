package ui

import (
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/board"
	"goref/rules/count"
)

// fillCount is the animated fill count of a finished Ing game. It animates the steps rules/count
// makes of the count (count.Fill.Steps): every stone placed or taken up, and every number it
// shows — the bowls, the stones on the board, the 量斗 — is a step's.
type fillCount struct {
	f     *count.Fill
	w, h  int
	steps []count.FillStep
	at    int // the step shown

	stones []board.Color // on the board now
	marks  []board.Vertex

	board       *goban.Board
	bowls       [3]*bowlView
	bowlKind    int
	status      *widget.Label
	bowlBox     *fyne.Container
	stop        func()
	stepsPerSec float64
}

func newFillCount(f *count.Fill, w, h int) *fillCount {
	fc := &fillCount{f: f, w: w, h: h, stones: make([]board.Color, w*h), stepsPerSec: 20, steps: f.Steps()}
	for _, p := range f.Points {
		if p.Kind == count.OnBoard && p.Color != board.Empty {
			fc.stones[p.Vertex.Y*w+p.Vertex.X] = p.Color
		}
	}
	return fc
}

// current is the step shown.
func (fc *fillCount) current() count.FillStep { return fc.steps[fc.at] }

// done tells whether the count has been carried out to its last step.
func (fc *fillCount) done() bool { return fc.at == len(fc.steps)-1 }

// step shows the next step; false when the count is complete.
func (fc *fillCount) step() bool {
	if fc.done() {
		return false
	}
	fc.at++
	s := fc.current()
	if p := s.Placed; p != nil {
		fc.stones[p.Vertex.Y*fc.w+p.Vertex.X] = p.Color
		if s.Phase != count.FillOwn {
			fc.marks = append(fc.marks, p.Vertex)
		}
	}
	if s.Phase == count.FillRead {
		for _, p := range fc.f.Points {
			if p.Kind == count.WinningEmpty || p.Kind == count.SharedEmpty {
				fc.marks = append(fc.marks, p.Vertex)
			}
		}
	}
	for _, v := range s.Taken {
		fc.stones[v.Y*fc.w+v.X] = board.Empty
	}
	return true
}

// skip runs to the end.
func (fc *fillCount) skip() {
	for fc.step() {
	}
	fc.show()
}

// text says what the table sees now.
func (fc *fillCount) text() string {
	st := fc.current()
	data := map[string]any{
		"B": st.OnBoard.Black, "W": st.OnBoard.White,
		"BB": st.Bowl.Black, "WB": st.Bowl.White,
	}
	var s string
	switch st.Phase {
	case count.FillReturned:
		s = LD("Dead stones and prisoners returned: Black's bowl holds {{.BB}}, White's {{.WB}}.", data)
	case count.FillKomi:
		s = LD("还子 and 罚子 placed in the payer's area. Bowls: Black {{.BB}}, White {{.WB}}.", data)
	case count.FillOwn:
		s = LD("Each side fills its own area. On the board: Black {{.B}}, White {{.W}}; bowls: Black {{.BB}}, White {{.WB}}.", data)
	case count.FillLosing:
		s = LD("负子 go into the winner's empty points. Bowls: Black {{.BB}}, White {{.WB}}.", data)
	default:
		s = fc.reading()
		if st.Phase == count.FillCollect {
			s += "\n" + LD("收子: Black {{.CB}} and White {{.CW}} stones in the 量斗.",
				map[string]any{"CB": st.Collected.Black, "CW": st.Collected.White})
		}
	}
	if fc.done() && fc.f.Proven() {
		s += "\n" + LD("Both bowls show {{.N}}: the count is proven.", map[string]any{"N": fc.f.PerSide})
	}
	return s
}

// reading is the margin as read off the filled board.
func (fc *fillCount) reading() string {
	f := fc.f
	if f.Winner == board.Empty {
		return LD("Nothing left over ({{.R}} 胜空, {{.L}} 负子): a tie.", map[string]any{"R": f.Remaining, "L": f.LosingStones})
	}
	return LD("{{.Player}}: {{.R}} 胜空 × 1 + {{.L}} 负子 × 2 = {{.M}} {point|points}.", map[string]any{
		"Player": i18n.Color(f.Winner == board.Black), "R": f.Remaining, "L": f.LosingStones, "M": f.Margin})
}

// view is the board as the fill stands.
func (fc *fillCount) view() goban.View {
	v := goban.EmptyView(fc.w, fc.h)
	copy(v.Stones, fc.stones)
	if ph := fc.current().Phase; ph < count.FillCollect {
		v.Highlights = fc.marks
		if ph == count.FillRead {
			v.Territory = make([]board.Color, fc.w*fc.h)
			for _, p := range fc.f.Points {
				if p.Kind == count.WinningEmpty {
					v.Territory[p.Vertex.Y*fc.w+p.Vertex.X] = p.For
				}
				if p.Kind == count.SharedEmpty {
					v.Shared = append(v.Shared, p.Vertex)
				}
			}
		}
	}
	return v
}

// show redraws the board, the bowls and the text.
func (fc *fillCount) show() {
	if fc.board == nil {
		return
	}
	fc.board.SetView(fc.view())
	collected := fc.current().Collected
	fc.bowls[board.Black].set(collected.Black)
	fc.bowls[board.White].set(collected.White)
	fc.status.SetText(fc.text())
}

// setBowl switches the 量斗 design (count.Bowls index).
func (fc *fillCount) setBowl(i int) {
	fc.bowlKind = i
	fc.bowls[board.Black] = newBowlView(count.Bowls[i], board.Black)
	fc.bowls[board.White] = newBowlView(count.Bowls[i], board.White)
	fc.bowlBox.Objects = []fyne.CanvasObject{fc.bowls[board.Black].object(), fc.bowls[board.White].object()}
	fc.bowlBox.Refresh()
	fc.show()
}

// content builds the fill count's window content.
func (fc *fillCount) content(onClose func()) fyne.CanvasObject {
	fc.board = goban.New(fc.w, fc.h)
	fc.status = widget.NewLabel("") // unwrapped: one line per sentence
	fc.bowlBox = container.NewVBox()
	names := []string{L("Round bowl, 19 holes"), L("Hexagonal bowl, 37 holes"), L("Table bowl, 30 holes")}
	pick := widget.NewSelect(names, func(s string) {
		for i, n := range names {
			if n == s {
				fc.setBowl(i)
			}
		}
	})
	speed := widget.NewSlider(1, 120)
	speed.Value = fc.stepsPerSec
	speed.OnChanged = func(x float64) { fc.stepsPerSec = x }
	play := widget.NewButton(L("Play"), fc.play)
	skip := widget.NewButton(L("Skip"), func() { fc.halt(); fc.skip() })
	stepB := widget.NewButton(L("Step"), func() { fc.halt(); fc.step(); fc.show() })
	controls := container.NewBorder(nil, nil,
		container.NewHBox(container.NewGridWrap(fyne.NewSize(250, pick.MinSize().Height), pick), play, stepB, skip, widget.NewLabel(L("Speed"))),
		widget.NewButton(L("Close"), func() { fc.halt(); onClose() }), speed)
	pick.SetSelected(names[0])
	return container.NewBorder(controls, statusLines(fc.status, 3), nil, container.NewVScroll(fc.bowlBox), fc.board)
}

// statusLines holds l at the height of n lines, the most its text ever has (the reading, 收子
// and the proof): a sentence more or less never makes the board beside it rescale during the
// animation (issue 25 item 10).
func statusLines(l *widget.Label, n int) fyne.CanvasObject {
	tall := canvas.NewRectangle(color.Transparent)
	tall.SetMinSize(fyne.NewSize(0, widget.NewLabel(strings.Repeat("M\n", n-1)+"M").MinSize().Height))
	return container.NewStack(tall, l)
}

// play animates the count at the chosen speed until it ends or is stopped.
func (fc *fillCount) play() {
	fc.halt()
	done := make(chan struct{})
	fc.stop = func() { close(done) }
	delay := fc.delay()
	go func() {
		for {
			select {
			case <-done:
				return
			case <-time.After(delay):
			}
			more := true
			fyne.DoAndWait(func() {
				select {
				case <-done: // stopped while this step waited
					more = false
					return
				default:
				}
				more = fc.step()
				fc.show()
				delay = fc.delay()
			})
			if !more {
				return
			}
		}
	}()
}

// delay is the time between two steps at the chosen speed (read on the UI thread).
func (fc *fillCount) delay() time.Duration {
	return time.Duration(float64(time.Second) / max(1, fc.stepsPerSec))
}

// typedKey: Space plays, → steps, S skips to the end, Escape closes.
func (fc *fillCount) typedKey(e *fyne.KeyEvent, close func()) {
	switch e.Name {
	case fyne.KeySpace:
		fc.play()
	case fyne.KeyRight:
		fc.halt()
		fc.step()
		fc.show()
	case fyne.KeyS, fyne.KeyEnd:
		fc.halt()
		fc.skip()
	case fyne.KeyEscape:
		fc.halt()
		close()
	}
}

func (fc *fillCount) halt() {
	if fc.stop != nil {
		fc.stop()
		fc.stop = nil
	}
}

// ShowFillCount opens the Ing fill count of the count on screen in its own window.
func (r *referee) ShowFillCount() {
	bd, _ := r.breakdown()
	if bd == nil || bd.Fill == nil {
		r.u.setStatus(L("The fill count is for a counted Ing game."))
		return
	}
	fc := newFillCount(bd.Fill, r.u.sess.Info.Width, r.u.sess.Info.Height)
	w := r.u.app.NewWindow(L("Fill count…"))
	w.SetContent(fc.content(w.Close))
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) { fc.typedKey(e, w.Close) })
	w.SetOnClosed(fc.halt)
	w.Resize(fyne.NewSize(1100, 660)) // inside a 720-px screen
	r.u.fill = fc
	fc.show()
	w.Show()
	if !r.u.manualTicks { // tests step the count themselves: a step of the animation raced them
		fc.play()
	}
}
