package hallview

import (
	"sort"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/app/i18n"
	"goref/app/ui"
	"goref/hall"
	"goref/rules/clock"
	"goref/rules/table"
)

// Info is what the room shows about the event: how a table joins, and the relay page.
type Info struct {
	Event, Secret, Broker, Relay string
	// Files chooses files: the round sheet's tournament file and PDF (nil: no round sheet).
	Files Dialogs
	// Chose (may be nil) keeps the language the director chose in the Language menu.
	Chose func(code string)
}

// Room is the director's room view: a card per table, sortable by table and by urgency.
type Room struct {
	app       fyne.App
	d         *hall.Director
	info      Info
	Window    fyne.Window
	grid      *fyne.Container
	cards     map[string]*card
	byUrgency bool
	flash     bool
	order     []string
	projector *Projector
	tables    map[*tableWindow]bool // the tables' windows open
	files     Dialogs
	status    *widget.Label
	join      ui.Sentence   // how tables join: its Japanese and Chinese lines break as those languages are set
	empty     *widget.Label // said where the cards go while no table has joined
}

// NewRoom builds the room window (not shown yet).
func NewRoom(a fyne.App, d *hall.Director, info Info) *Room {
	r := &Room{app: a, d: d, info: info, files: info.Files, tables: map[*tableWindow]bool{}}
	r.Window = a.NewWindow("")
	r.build()
	r.Window.Resize(fyne.NewSize(1280, 720))
	// Escape cancels the round sheet's form (package escape), as in the table's window.
	r.Window.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape {
			escape.On(r.Window.Canvas())
		}
	})
	return r
}

// SetLanguage switches the room, the tables' windows and the projector to another of the
// app's languages (the Language menu, as the table's window has).
func (r *Room) SetLanguage(code string) {
	i18n.Set(code)
	if r.info.Chose != nil {
		r.info.Chose(code)
	}
	r.build()
	for tw := range r.tables {
		tw.build()
	}
	if r.projector != nil && r.projector.name != "" {
		r.projector.Window.SetTitle(l("goref — projector"))
		r.projector.Follow(r.projector.name)
	}
}

// build makes the room's menu, head, cards and status line in the UI's language.
func (r *Room) build() {
	info := r.info
	r.cards, r.order, r.status = map[string]*card{}, nil, widget.NewLabel("")
	r.empty = widget.NewLabelWithStyle(l("No table has joined yet: each joins with the command or the QR code above."), fyne.TextAlignCenter, fyne.TextStyle{})
	r.Window.SetTitle(ld("goref hall — {{.Event}}", map[string]any{"Event": info.Event}))
	var items []*fyne.MenuItem
	for _, lg := range i18n.Languages {
		it := fyne.NewMenuItem(lg.Name, func() { r.SetLanguage(lg.Code) })
		it.Checked = lg.Code == i18n.Current()
		items = append(items, it)
	}
	langs := fyne.NewMenuItem(l("Language"), nil)
	langs.ChildMenu = fyne.NewMenu("", items...)
	r.Window.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu(l("View"), langs)))
	r.grid = container.NewGridWrap(cardSize)
	byTable, byUrgency := l("by table"), l("by urgency")
	sortBy := widget.NewRadioGroup([]string{byTable, byUrgency}, func(s string) {
		r.byUrgency = s == byUrgency
		r.update()
	})
	sortBy.Horizontal = true
	sortBy.SetSelected(byTable)
	link := hall.JoinLink(info.Broker, info.Event, info.Secret)
	r.join = ui.NewSentence()
	r.join.SetText(ld("Tables join with: {{.Command}}\nor the QR code's link: {{.Link}}", map[string]any{
		"Command": "goref hall join --broker " + info.Broker + " --event " + info.Event + " --secret " + info.Secret + " --table N",
		"Link":    "goref hall join --link '" + link + "' --table N"}))
	bar := container.NewHBox(widget.NewLabel(l("Sort:")), sortBy)
	if r.files != nil {
		bar.Add(widget.NewButton(l("Round sheet…"), r.RoundSheet))
	}
	top := container.NewVBox(r.join, bar)
	if info.Relay != "" {
		top.Add(widget.NewLabel(ld("Relay page: {{.URL}}", map[string]any{"URL": info.Relay})))
	}
	head := fyne.CanvasObject(top)
	if qr, err := qrImage(link, 2); err == nil {
		head = container.NewBorder(nil, nil, nil, qr, top)
	}
	r.status.Truncation = fyne.TextTruncateEllipsis
	r.Window.SetContent(container.NewBorder(head, r.status, nil, nil,
		container.NewStack(container.NewVScroll(r.grid), container.NewCenter(r.empty))))
	r.update()
}

// Run refreshes the room twice a second (the clocks tick, a call flashes) until the window
// closes.
func (r *Room) Run() {
	refreshEvery(r.Window, 500*time.Millisecond, r.update, nil)
	r.update()
}

// urgency ranks a table for the director: an unanswered call first, then an unconfirmed
// result, then a table gone offline, silent, or whose moves are not reaching the director,
// then the lowest clock.
func urgency(v hall.SeatView, clk *clock.State) (int, time.Duration) {
	p := v.Public
	switch {
	case p == nil:
		return 5, 0
	case p.Call != nil && !v.CallAcked:
		return 0, 0
	case p.Result != "" && v.Confirmed == "":
		return 1, 0
	case !v.Online, v.Behind, v.Silent:
		return 2, 0
	case p.Result != "":
		return 4, 0
	}
	left := time.Duration(1 << 62)
	if clk != nil {
		for _, r := range clk.Sides {
			if r.Phase != clock.Unlimited && r.Left < left {
				left = r.Left
			}
		}
	}
	return 3, left
}

func (r *Room) update() {
	r.flash = !r.flash
	seats := r.d.Seats()
	type row struct {
		v    hall.SeatView
		clk  *clock.State
		cfg  clock.Config
		rank int
		left time.Duration
	}
	rows := make([]row, len(seats))
	for i, v := range seats {
		rows[i].v = v
		rows[i].clk = r.d.ClockNow(v.Table)
		r.d.WithTable(v.Table, func(t *table.Table) {
			if t != nil && t.Clock() != nil {
				rows[i].cfg = t.Clock().Config()
			}
		})
		rows[i].rank, rows[i].left = urgency(v, rows[i].clk)
	}
	if r.byUrgency {
		sort.SliceStable(rows, func(i, j int) bool {
			if rows[i].rank != rows[j].rank {
				return rows[i].rank < rows[j].rank
			}
			return rows[i].left < rows[j].left
		})
	}
	order := make([]string, len(rows))
	for i, w := range rows {
		order[i] = w.v.Table
		c := r.cards[w.v.Table]
		if c == nil {
			name := w.v.Table
			c = newCard(name, func() { r.open(name) })
			r.cards[name] = c
		}
		c.show(w.v, w.clk, w.cfg, r.flash)
	}
	if len(order) == 0 {
		r.empty.Show()
	} else {
		r.empty.Hide()
	}
	if !same(order, r.order) {
		r.order = order
		objs := make([]fyne.CanvasObject, len(order))
		for i, name := range order {
			objs[i] = r.cards[name]
		}
		r.grid.Objects = objs
		r.grid.Refresh()
	}
}

func same(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// say puts a message on the room's status line.
func (r *Room) say(msg string) { r.status.SetText(msg) }

// open shows a table's board, read-only, with its referee log.
func (r *Room) open(name string) {
	newTableWindow(r, name).w.Show()
}

// follow puts a table on the projector (a window of its own, full screen on demand).
func (r *Room) follow(name string) {
	if r.projector == nil {
		r.projector = NewProjector(r.app, r.d, func() { r.projector = nil })
		r.projector.Show(r.app)
	}
	r.projector.Follow(name)
}
