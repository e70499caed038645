package slip

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"goref/tournament"
	"goref/words"
)

// Sheet prints the director's round sheet: every table of the round with its players (as the
// tournament file names them), handicap and result as the file has it, and whether its slip is
// signed (signed: the tables whose slips came back signed), then the result marks' legend. Its
// words are in the language lang names ("" English), the slip's catalogue.
func Sheet(w io.Writer, f *tournament.File, round int, signed map[int]bool, paper Paper, lang string) error {
	games := f.Round(round)
	if len(games) == 0 {
		return fmt.Errorf("round %d has no games", round)
	}
	if lang == "" {
		lang = "en"
	}
	say := func(key string, fill map[string]string) string { return words.Fill(lang, "sheet/"+key, fill) }
	type row struct{ cells [6]string }
	var head row
	for i, c := range []string{"table", "black", "white", "handicap", "result", "signed"} {
		head.cells[i] = say("column."+c, nil)
	}
	var rows []row
	for _, g := range games {
		b, _ := f.Player(g.Black)
		wp, _ := f.Player(g.White)
		res := g.Result.Marked()
		sg := say("signed.no", nil)
		if signed[g.Table] {
			sg = say("signed.yes", nil)
		}
		r := row{[6]string{strconv.Itoa(g.Table), b.RankedName(), wp.RankedName(), strconv.Itoa(g.Handicap), res, sg}}
		rows = append(rows, r)
	}
	title := say("title", map[string]string{"Event": f.Event(), "N": strconv.Itoa(round)})
	summary := say("summary", map[string]string{"Tables": strconv.Itoa(len(games)), "Size": strconv.Itoa(f.Size),
		"Komi": strconv.FormatFloat(f.Komi, 'f', -1, 64), "Time": f.Time.Text(lang)})
	date := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	if d, err := time.Parse("2006-01-02", f.BeginDate); err == nil {
		date = d
	}
	pdf, err := newDocument(paper, date)
	if err != nil {
		return err
	}
	p := newPage(pdf)
	p.draw(item{kind: itemTitle, value: title})
	p.line(p.left, summary)
	p.y += 2
	widths := []float64{14, 62, 62, 10, 20, 0}
	widths[5] = p.right - p.left - 14 - 62 - 62 - 10 - 20
	drawRow := func(r row, bold bool) {
		p.room(p.lineHeight() + 1)
		p.bold = bold
		x := p.left
		for i, c := range r.cells {
			// a cell too wide is cut at its last whole word that fits
			text := c
			if lines := p.wrap(c, widths[i]-1.5); len(lines) > 0 {
				text = lines[0]
			}
			p.drawAt(x+0.8, text)
			x += widths[i]
		}
		p.bold = false
		p.y += p.lineHeight()
		p.pdf.SetLineWidth(0.1)
		p.pdf.Line(p.left, p.y, p.right, p.y)
		p.y += 0.8
	}
	p.onNewPage = func() { drawRow(head, true) }
	drawRow(head, true)
	for _, r := range rows {
		drawRow(r, false)
	}
	p.onNewPage = nil
	p.y += 2
	p.size = 8
	p.line(p.left, say("legend", nil))
	return pdf.Output(w)
}

// BadTable is an item of a list of signed tables that is not a table number.
type BadTable struct{ Item string }

func (e *BadTable) Error() string { return strconv.Quote(e.Item) + " is not a table number" }

// Tables reads the tables whose slips came back signed as a director types them: "1,2,5",
// "1, 2 5", or with the list marks of Chinese and Japanese ("1、2，5"). An item that is not a
// table number (from 1) is a *BadTable.
func Tables(s string) (map[int]bool, error) {
	out := map[int]bool{}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '、' || r == '，' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, &BadTable{f}
		}
		out[n] = true
	}
	return out, nil
}
