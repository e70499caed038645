package ui

import (
	"sort"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/board"
	"goref/rules/count"
)

// Phases of the fill count as it is done at the table (I96 art. 6).
const (
	fillReturned = iota // dead stones and prisoners back in their owners' bowls
	fillKomi            // 还子 and 罚子 placed in the payer's area
	fillOwn             // each side fills its own area (and its half of the 公空)
	fillLosing          // 负子 into the winner's empty points
	fillRead            // the margin read off: 胜空 × 1 + 负子 × 2
	fillCollect         // 收子: the stones go into the 量斗, hole by hole
	fillDone
)

// fillStep is one stone placed (or, while collecting, one stone of each colour taken up).
type fillStep struct {
	phase int
	pt    count.FillPoint
}

// fillCount is the animated fill count of a finished Ing game. The numbers it shows come
// only from stepping through count.Fill: stones on the board, stones left in each bowl,
// then the 量斗 filling until each shows PerSide.
type fillCount struct {
	f     *count.Fill
	w, h  int
	steps []fillStep
	next  int

	stones      []board.Color // on the board now
	marks       []board.Vertex
	bowl        [3]int // stones still in each player's bowl while filling
	collected   [3]int // stones put into the 量斗 while collecting
	collectFrom []board.Vertex
	phase       int

	board       *goban.Board
	bowls       [3]*bowlView
	bowlKind    int
	status      *widget.Label
	bowlBox     *fyne.Container
	root        *fyne.Container // laid out again when the status text changes height
	stop        func()
	stepsPerSec float64
}

func newFillCount(f *count.Fill, w, h int) *fillCount {
	fc := &fillCount{f: f, w: w, h: h, stones: make([]board.Color, w*h), stepsPerSec: 20}
	for _, p := range f.Points {
		if p.Kind == count.OnBoard && p.Color != board.Empty {
			fc.stones[p.Vertex.Y*w+p.Vertex.X] = p.Color
		}
	}
	fc.bowl[board.Black], fc.bowl[board.White] = f.BlackBowl, f.WhiteBowl
	add := func(phase int, kinds ...count.FillKind) {
		var pts []count.FillPoint
		for _, p := range f.Points {
			for _, k := range kinds {
				if p.Kind == k {
					pts = append(pts, p)
				}
			}
		}
		// fill from the interior out, alternating colours, as the players do
		sort.SliceStable(pts, func(i, j int) bool { return fc.depth(pts[i].Vertex) > fc.depth(pts[j].Vertex) })
		if phase == fillOwn {
			pts = alternate(pts)
		}
		for _, p := range pts {
			fc.steps = append(fc.steps, fillStep{phase: phase, pt: p})
		}
	}
	add(fillKomi, count.KomiStone, count.PenaltyStone)
	add(fillOwn, count.SharedFilled, count.Filled)
	add(fillLosing, count.LosingStone)
	fc.steps = append(fc.steps, fillStep{phase: fillRead})
	n := max(f.BlackOnBoard, f.WhiteOnBoard)
	for i := 0; i < n; i++ {
		fc.steps = append(fc.steps, fillStep{phase: fillCollect})
	}
	return fc
}

// depth is how far v lies from the edge (0 on the first line).
func (fc *fillCount) depth(v board.Vertex) int {
	return min(v.X, v.Y, fc.w-1-v.X, fc.h-1-v.Y)
}

// alternate orders the points Black, White, Black … while both colours have some left.
func alternate(pts []count.FillPoint) []count.FillPoint {
	var byColour [3][]count.FillPoint
	for _, p := range pts {
		byColour[p.Color] = append(byColour[p.Color], p)
	}
	out := make([]count.FillPoint, 0, len(pts))
	for i := 0; i < len(pts); i++ {
		for _, c := range []board.Color{board.Black, board.White} {
			if i < len(byColour[c]) {
				out = append(out, byColour[c][i])
			}
		}
	}
	return out
}

// step does the next step; false when the count is complete.
func (fc *fillCount) step() bool {
	if fc.next >= len(fc.steps) {
		fc.phase = fillDone
		return false
	}
	s := fc.steps[fc.next]
	fc.next++
	fc.phase = s.phase
	switch s.phase {
	case fillKomi, fillOwn, fillLosing:
		v := s.pt.Vertex
		fc.stones[v.Y*fc.w+v.X] = s.pt.Color
		fc.bowl[s.pt.Color]--
		if s.phase != fillOwn {
			fc.marks = append(fc.marks, v)
		}
	case fillRead:
		for _, p := range fc.f.Points {
			if p.Kind == count.WinningEmpty || p.Kind == count.SharedEmpty {
				fc.marks = append(fc.marks, p.Vertex)
			}
		}
	case fillCollect:
		for _, c := range []board.Color{board.Black, board.White} {
			if v, ok := fc.takeUp(c); ok {
				fc.stones[v.Y*fc.w+v.X] = board.Empty
				fc.collected[c]++
			}
		}
	}
	if fc.next >= len(fc.steps) {
		fc.phase = fillDone
	}
	return true
}

// takeUp finds a stone of c still on the board, from the top left.
func (fc *fillCount) takeUp(c board.Color) (board.Vertex, bool) {
	for i, s := range fc.stones {
		if s == c {
			return board.Vertex{X: i % fc.w, Y: i / fc.w}, true
		}
	}
	return board.Vertex{}, false
}

// onBoard counts c's stones on the board now.
func (fc *fillCount) onBoard(c board.Color) int {
	n := 0
	for _, s := range fc.stones {
		if s == c {
			n++
		}
	}
	return n
}

// skip runs to the end.
func (fc *fillCount) skip() {
	for fc.step() {
	}
	fc.show()
}

// text says what the table sees now.
func (fc *fillCount) text() string {
	f := fc.f
	data := map[string]any{
		"B": fc.onBoard(board.Black), "W": fc.onBoard(board.White),
		"BB": fc.bowl[board.Black], "WB": fc.bowl[board.White],
	}
	var s string
	switch fc.phase {
	case fillReturned:
		s = LD("Dead stones and prisoners returned: Black's bowl holds {{.BB}}, White's {{.WB}}.", data)
	case fillKomi:
		s = LD("还子 and 罚子 placed in the payer's area. Bowls: Black {{.BB}}, White {{.WB}}.", data)
	case fillOwn:
		s = LD("Each side fills its own area. On the board: Black {{.B}}, White {{.W}}; bowls: Black {{.BB}}, White {{.WB}}.", data)
	case fillLosing:
		s = LD("负子 go into the winner's empty points. Bowls: Black {{.BB}}, White {{.WB}}.", data)
	default:
		s = fc.reading()
		if fc.phase >= fillCollect {
			s += "\n" + LD("收子: Black {{.CB}} and White {{.CW}} stones in the 量斗.",
				map[string]any{"CB": fc.collected[board.Black], "CW": fc.collected[board.White]})
		}
	}
	if fc.phase == fillDone && f.Proven() {
		s += "\n" + LD("Both bowls show {{.N}}: the count is proven.", map[string]any{"N": f.PerSide})
	}
	return s
}

// reading is the margin as read off the filled board.
func (fc *fillCount) reading() string {
	f := fc.f
	if f.Winner == board.Empty {
		return LD("Nothing left over ({{.R}} 胜空, {{.L}} 负子): a tie.", map[string]any{"R": f.Remaining, "L": f.LosingStones})
	}
	reading := "{{.Player}}: {{.R}} 胜空 × 1 + {{.L}} 负子 × 2 = {{.M}} points."
	if f.Margin == 1 {
		reading = "{{.Player}}: {{.R}} 胜空 × 1 + {{.L}} 负子 × 2 = {{.M}} point."
	}
	return LD(reading, map[string]any{
		"Player": i18n.Color(f.Winner == board.Black), "R": f.Remaining, "L": f.LosingStones, "M": f.Margin})
}

// view is the board as the fill stands.
func (fc *fillCount) view() goban.View {
	v := goban.EmptyView(fc.w, fc.h)
	copy(v.Stones, fc.stones)
	if fc.phase < fillCollect {
		v.Highlights = fc.marks
		if fc.phase >= fillRead {
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
	for _, c := range []board.Color{board.Black, board.White} {
		fc.bowls[c].set(fc.collected[c])
	}
	fc.status.SetText(fc.text())
	if fc.root != nil {
		fc.root.Refresh() // the text grew or shrank a line: give it its full height
	}
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
	fc.status = widget.NewLabel("") // unwrapped: the Border gives it its full height
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
	fc.root = container.NewBorder(controls, fc.status, nil, container.NewVScroll(fc.bowlBox), fc.board)
	return fc.root
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
func (u *UI) ShowFillCount() {
	bd, _ := u.breakdown()
	if bd == nil || bd.Fill == nil {
		u.setStatus(L("The fill count is for a counted Ing game."))
		return
	}
	fc := newFillCount(bd.Fill, u.sess.Info.Width, u.sess.Info.Height)
	w := u.app.NewWindow(L("Fill count…"))
	w.SetContent(fc.content(w.Close))
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) { fc.typedKey(e, w.Close) })
	w.SetOnClosed(fc.halt)
	w.Resize(fyne.NewSize(1100, 760))
	u.fill = fc
	fc.show()
	w.Show()
	fc.play()
}
