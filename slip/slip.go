package slip

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/count"
	"goref/rules/record"
	"goref/rules/result"
	"goref/rules/table"
	"goref/words"
)

// Paper is a paper size: A4 or Letter.
type Paper string

// The paper sizes the slip prints on.
const (
	A4     Paper = "A4"
	Letter Paper = "Letter"
)

// Input is the game a slip is printed for.
type Input struct {
	Table *table.Table
	// Record is the game's SGF as saved: its date (DT) is the slip's date and its SHA-256
	// goes into the QR code, so the slip names the very file it belongs to.
	Record []byte
	// Lang is the language of the referee log's explanations: "en" (default), "zh-Hans",
	// "zh-Hant", "ja", "ko".
	Lang string
}

// item is one element of a document, laid out before it is drawn (the fonts are cut for the
// characters of every item).
type item struct {
	kind         itemKind
	label, value string
}

type itemKind int

const (
	itemTitle itemKind = iota
	itemHeading
	itemField
	itemText
	itemRule
	itemSignatures
)

// Write prints the result slip of a game as PDF.
func Write(w io.Writer, in Input, paper Paper) error {
	if in.Table == nil {
		return fmt.Errorf("slip: no game")
	}
	items, qrText, date := contents(in)
	pdf, err := newDocument(paper, date)
	if err != nil {
		return err
	}
	p := newPage(pdf)
	bits, err := qrBits(qrText)
	if err != nil {
		return fmt.Errorf("slip: QR code: %v", err)
	}
	// The QR code stands at the top right, beside the title and the game's identity.
	const qrSize = 38
	top := p.y
	drawQR(pdf, bits, p.right-qrSize+4, top-4, qrSize)
	p.right -= qrSize
	beside := true
	for _, it := range items {
		if beside && it.kind != itemTitle && it.kind != itemField {
			beside = false
			p.right += qrSize
			p.y = max(p.y, top+qrSize-4)
		}
		p.draw(it)
	}
	// The QR code's text in words at the foot of the last page, wrapped, so it can be read
	// without a scanner.
	p.size = 7
	lines := p.wrap("QR: "+qrText, p.right-p.left)
	p.y = max(p.y, p.bottom+14-float64(len(lines))*p.lineHeight())
	for _, l := range lines {
		p.drawAt(p.left, l)
		p.y += p.lineHeight()
	}
	if err := pdf.Output(w); err != nil {
		return fmt.Errorf("slip: %v", err)
	}
	return nil
}

// newDocument is an empty document on paper with the fonts for the items' texts.
func newDocument(paper Paper, date time.Time) (*fpdf.Fpdf, error) {
	size := "A4"
	if paper == Letter {
		size = "Letter"
	}
	pdf := fpdf.New("P", "mm", size, "")
	pdf.SetMargins(15, 15, 15)
	pdf.SetAutoPageBreak(false, 15)
	pdf.SetCreator("goref", true)
	pdf.SetCreationDate(date)
	pdf.SetModificationDate(date)
	pdf.SetCatalogSort(true)
	if err := addFonts(pdf); err != nil {
		return nil, fmt.Errorf("slip: fonts: %v", err)
	}
	pdf.SetTextColor(0, 0, 0)
	pdf.SetDrawColor(0, 0, 0)
	pdf.AddPage()
	return pdf, nil
}

func newPage(pdf *fpdf.Fpdf) *page {
	w, h := pdf.GetPageSize()
	l, t, r, _ := pdf.GetMargins()
	return &page{pdf: pdf, left: l, right: w - r, y: t, size: 10, bottom: h - 20}
}

// draw lays out one item.
func (p *page) draw(it item) {
	switch it.kind {
	case itemTitle:
		p.size, p.bold = 16, true
		p.line(p.left, it.value)
		p.size, p.bold = 10, false
		p.y += 1
	case itemHeading:
		p.y += 1.5
		p.room(3 * p.lineHeight())
		p.size, p.bold = 11, true
		p.line(p.left, it.value)
		p.size, p.bold = 10, false
	case itemField:
		p.labelled(it.label, it.value, 28)
	case itemText:
		p.line(p.left+4, it.value)
	case itemRule:
		p.rule()
	case itemSignatures:
		p.signatures(strings.Split(it.value, "\n"))
	}
}

// signatures draws three lines to sign on, each with its label under it: Black, White, the
// referee.
func (p *page) signatures(labels []string) {
	p.room(22)
	p.y += 12
	w := (p.right - p.left - 10) / 3
	p.pdf.SetLineWidth(0.3)
	for i, label := range labels {
		x := p.left + float64(i)*(w+5)
		p.pdf.Line(x, p.y, x+w, p.y)
		p.y += 1
		p.size = 8
		p.drawAt(x, label)
		p.size = 10
		p.y -= 1
	}
	p.y += 6
}

// contents is everything the slip says, the text of its QR code and its date.
func contents(in Input) ([]item, string, time.Time) {
	t := in.Table
	cfg := t.Config()
	lang := in.Lang
	if lang == "" {
		lang = "en"
	}
	date, _ := recordDate(in.Record)
	info, rs := cfg.Info, cfg.Rules
	say := func(key string) string { return words.Text(lang, key) }
	var items []item
	add := func(k itemKind, label, value string) { items = append(items, item{k, label, value}) }
	add(itemTitle, "", say("Result slip"))
	for _, f := range Fields(in) {
		add(itemField, f.Label, f.Value)
	}
	add(itemRule, "", "")

	o := t.Result()
	re := "not decided"
	if o != nil {
		re = o.RE()
	}
	add(itemHeading, "", say("Result"))
	if o != nil {
		for _, l := range []string{"zh-Hans", "ja", "ko", "en"} {
			if txt := o.Result.Text(l); txt != "" {
				add(itemText, "", txt)
			}
		}
	}
	add(itemText, "", "RE["+re+"]")

	if bd := t.Breakdown(); bd != nil {
		add(itemHeading, "", say("Count"))
		for _, l := range readAloud(bd, rs) {
			add(itemText, "", l)
		}
		for _, l := range bd.BodyIn(t.Board().Height(), lang) {
			add(itemText, "", l)
		}
	}

	add(itemHeading, "", say("slip/clock"))
	if c := t.Clock(); c != nil {
		add(itemText, "", words.Fill(lang, "slip/schedule", map[string]string{"S": c.Config().Schedule(lang)}))
		for _, s := range []clock.Side{clock.Black, clock.White} {
			add(itemText, "", clockLine(lang, s, c.Reading(s), t.TimeKnown(s.Color())))
		}
	} else {
		add(itemText, "", say("slip/no-clock"))
	}

	add(itemHeading, "", say("Referee log"))
	log := t.Log().Actions
	if len(log) == 0 {
		add(itemText, "", say("The referee log is empty."))
	}
	for _, a := range log {
		line := words.Fill(lang, "move {{.N}}", map[string]string{"N": strconv.Itoa(a.Ply)}) + " · " + a.Explain(lang)
		if n := strings.TrimSpace(a.Note); n != "" && !strings.Contains(line, n) {
			line += " — " + n
		}
		add(itemText, "", line)
	}
	add(itemRule, "", "")
	var signs []string
	for _, who := range []string{"Black", "White", "Referee"} {
		signs = append(signs, words.Fill(lang, "slip/signature", map[string]string{"Who": say(who)}))
	}
	add(itemSignatures, "", strings.Join(signs, "\n"))

	sum := sha256.Sum256(in.Record)
	qr := fmt.Sprintf("RE[%s] EV[%s] RO[%s] table[%s] PB[%s] PW[%s] sgf-sha256:%s", re, info.Event, info.Round,
		info.Table, cfg.Black, cfg.White, hex.EncodeToString(sum[:]))
	return items, qr, date
}

// recordDate is the record's DT, as a time for the PDF's dates and as written.
func recordDate(rec []byte) (time.Time, string) {
	epoch := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	col, err := sgf.Read(rec)
	if err != nil || len(col.Games) == 0 {
		return epoch, ""
	}
	info, _ := record.ReadInfo(col.Games[0]) // DT as every reader of a record has it
	dt := strings.TrimSpace(info.Date)
	if d, err := time.Parse("2006-01-02", strings.SplitN(dt, ",", 2)[0]); err == nil {
		return d, dt
	}
	return epoch, dt
}

func player(name, rank, colour string) string {
	if name == "" {
		name = colour
	}
	if rank != "" {
		name += " (" + rank + ")"
	}
	return name
}

// clockLine is one side's clock at the end, in the language lang: time used, time left, the
// overtime it reached; a time the record does not give (known false) is said to be not
// recorded.
func clockLine(lang string, s clock.Side, r clock.Reading, known bool) string {
	say := func(key string, fill map[string]string) string { return words.Fill(lang, "slip/clock."+key, fill) }
	side := words.Text(lang, "Black")
	if s == clock.White {
		side = words.Text(lang, "White")
	}
	if !known {
		return say("unknown", map[string]string{"Side": side})
	}
	line := say("line", map[string]string{"Side": side, "Used": hms(r.Used), "Left": hms(r.Left)})
	switch r.Phase {
	case clock.MainTime:
		if r.MainLeft != r.Left { // overtime is still to come: Left would add its periods
			line = say("line", map[string]string{"Side": side, "Used": hms(r.Used), "Left": hms(r.MainLeft)}) + say("main", nil)
		}
	case clock.Overtime:
		line += say("overtime", map[string]string{"N": fmt.Sprint(r.PeriodsLeft)})
	case clock.Lost:
		line += say("flag", nil)
	}
	if r.Penalties > 0 {
		line += say("penalties", map[string]string{"N": fmt.Sprint(r.Penalties)})
	}
	return line + say("stop", nil)
}

func hms(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d:%02d", int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60)
}

// readAloud is the count in the words the rule set's referee reads it in, from the count's
// own figures: Ing's 还子, 罚子, 胜空 and 负子; the Chinese 子 against half the board with the
// komi as a fraction (2¾); the Japanese 地 and アゲハマ (with the dead stones), the Korean
// 집 and 사석. Other rule sets read the English breakdown below it.
func readAloud(bd *count.Breakdown, rs rules.Ruleset) []string {
	b, w := bd.Black, bd.White
	switch {
	case bd.Fill != nil:
		f := bd.Fill
		win := map[board.Color]string{board.Black: "黑", board.White: "白"}[f.Winner]
		return []string{
			fmt.Sprintf("还子 %d · 罚子 %d · 胜空 %d · 负子 %d · 余胜空 %d", f.KomiStones, f.PenaltyStones, f.WinningEmpties, f.LosingStones, f.Remaining),
			fmt.Sprintf("%s胜 %d 点 · 收子 黑 %d 白 %d", win, f.Margin, f.BlackOnBoard, f.WhiteOnBoard),
		}
	case bd.Result.Unit == result.Stone:
		return []string{fmt.Sprintf("黑 %s 子 · 白 %s 子 · 贴 %s 子", result.Fraction(b.Score), result.Fraction(w.Score), result.Fraction(bd.Komi))}
	case rs.Counting == rules.CountTerritory && rs.Name == "korean":
		return []string{
			fmt.Sprintf("흑: 집 %d · 사석 %d = %s", b.Territory, b.Prisoners+b.Dead, result.Decimal(b.Score)),
			fmt.Sprintf("백: 집 %d · 사석 %d = %s · 덤 %s", w.Territory, w.Prisoners+w.Dead, result.Decimal(w.Score), result.Decimal(bd.Komi)),
		}
	case rs.Counting == rules.CountTerritory:
		return []string{
			fmt.Sprintf("黒: 地 %d · アゲハマ %d（死に石 %d を含む）= %s 目", b.Territory, b.Prisoners+b.Dead, b.Dead, result.Decimal(b.Score)),
			fmt.Sprintf("白: 地 %d · アゲハマ %d（死に石 %d を含む）= %s 目 · コミ %s 目", w.Territory, w.Prisoners+w.Dead, w.Dead, result.Decimal(w.Score), result.Decimal(bd.Komi)),
		}
	}
	return nil
}
