package count

import (
	"goref/board"
	"goref/rules"
	"goref/rules/result"
	"goref/words"
)

// Living is the 计活子 count (seed 003, arts. 27–33): each side's living stones are its stones
// plus its 路 (lu: own empty points other than the basic eye points), and every shortcut method
// of the text reaches the same difference.
type Living struct {
	Blocks     Pair     `json:"blocks"`      // living groups (a block is not a chain)
	Eyes       Pair     `json:"basic_eyes"`  // own basic eye points: 2 a group, 1 for a seki group
	SharedEyes int      `json:"shared_eyes"` // shared liberties and unfilled dame: nobody's stones
	Lu         Pair     `json:"lu"`
	Live       Pair     `json:"live"`      // stones + lu
	Delta      int      `json:"delta"`     // Live_B − Live_W (law edition)
	ArtDelta   int      `json:"art_delta"` // the art version's 数路法 difference
	Methods    []Method `json:"methods"`
}

// Method is one counting method's numbers.
type Method struct {
	Name   string  `json:"name"`
	Black  float64 `json:"black"`
	White  float64 `json:"white"`
	Delta  float64 `json:"delta"`  // Black − White as the method reads it
	Detail string  `json:"detail"` // how the method got there, in English

	detail []phrase // Detail as phrases, for DetailIn
}

// DetailIn is Detail in lang (Detail itself for "", or for a method read back from JSON).
func (m Method) DetailIn(lang string) string {
	if lang == "" || m.detail == nil {
		return m.Detail
	}
	return words.Counted(joinPhrases(m.detail, lang))
}

// living classifies the empty points of p by blocks and seki and counts by all five methods.
// removed are the stones each side lost to captures during play (the art version needs them).
func living(p *position, removed, virtual Pair) *Living {
	l := &Living{}
	stones := Pair{Black: p.stones(board.Black), White: p.stones(board.White)}
	own := Pair{}
	for bi := range p.blocks {
		b := &p.blocks[bi]
		seki := false
		for _, ci := range b.chains {
			seki = seki || p.chains[ci].seki
		}
		eyes := min(b.ownSize, 2)
		if seki {
			eyes = min(b.ownSize, 1)
		}
		add(&l.Blocks, b.color, 1)
		add(&l.Eyes, b.color, eyes)
		add(&own, b.color, b.ownSize)
	}
	for ri := range p.regions {
		if p.regions[ri].owner() == board.Empty {
			l.SharedEyes += len(p.regions[ri].points)
		}
	}
	l.Lu = Pair{Black: own.Black - l.Eyes.Black, White: own.White - l.Eyes.White}
	l.Live = Pair{Black: stones.Black + l.Lu.Black, White: stones.White + l.Lu.White}
	l.Delta = l.Live.Black - l.Live.White

	// 子路合计法: stones + lu.
	l.add("子路合计法", l.Live.Black, l.Live.White, phrase{format: "stones + lu"})
	// 停路比子法: fill lu until both keep the same number m, then compare board stones.
	m := min(l.Lu.Black, l.Lu.White)
	l.add("停路比子法", stones.Black+l.Lu.Black-m, stones.White+l.Lu.White-m,
		phrase{"both keep %d lu; board stones compared", []any{m}})
	// 停子比路法 (generalized, with bowls): both sides bring the board to T stones, filling lu
	// (or taking stones back), then compare lu.
	t := max(stones.Black, stones.White)
	if lim := min(l.Live.Black, l.Live.White); t > lim {
		t = lim
	}
	bowl := (p.w*p.h + 1) / 2
	l.add("停子比路法", l.Live.Black-t, l.Live.White-t,
		phrase{"%d stones each on the board (%d kept in each bowl of %d); lu compared", []any{t, bowl - t, bowl}})
	// 停虚比子法 / 还棋头数子法: imaginary stones on the basic eye points, split equally; the
	// side with more eyes returns half the difference; count stones + empties.
	ret := float64(l.Eyes.White-l.Eyes.Black) / 2
	area := func(c board.Color) float64 {
		return float64(stones.Of(c)+own.Of(c)) + float64(l.SharedEyes)/2
	}
	cb, cw := area(board.Black)+ret, area(board.White)-ret
	imag := float64(l.Eyes.Black+l.Eyes.White+l.SharedEyes) / 2
	l.addMethod(Method{Name: "还棋头数子法", Black: cb, White: cw, Delta: cb - cw},
		phrase{"complex stones (sum %s); %s imaginary each; White returns %s", []any{fmtHalf(cb + cw), fmtHalf(imag), fmtHalf(ret)}})
	// 数路法 (art version): lu less own stones lost (captured during play or dead).
	lb := l.Lu.Black - removed.Black - p.dead[board.Black]
	lw := l.Lu.White - removed.White - p.dead[board.White]
	l.ArtDelta = lb - lw
	l.add("数路法", lb, lw, phrase{format: "art version: lu − own prisoners − own dead (equals the law count less the difference in stones placed)"})
	l.narrow(stones, p, removed, virtual)
	return l
}

// narrow is 停子比路法 in its narrow form (Art. 32-II, law edition): each side's moves are
// its stones on the board, own dead stones, own stones captured and virtual moves; the side
// with more moves (White, first, when it closed last) turns that many interior stones into lu
// (type-B negative moves, never refilled); each side refills its captured, dead and virtual
// stones into its own lu. Both then hold p stones (2p moves in all) and lu are compared; a
// side short of lu goes negative (the text's rare case, balanced arithmetically).
func (l *Living) narrow(stones Pair, p *position, removed, virtual Pair) {
	refill := Pair{
		Black: removed.Black + p.dead[board.Black] + virtual.Black,
		White: removed.White + p.dead[board.White] + virtual.White,
	}
	moves := Pair{Black: stones.Black + refill.Black, White: stones.White + refill.White}
	even := min(moves.Black, moves.White)
	beta := Pair{Black: moves.Black - even, White: moves.White - even}
	lb := l.Lu.Black - refill.Black + beta.Black
	lw := l.Lu.White - refill.White + beta.White
	detail := []phrase{{"refill %d black and %d white stones (captured, dead, virtual) into own lu; %d stones each on the board (%d moves)",
		[]any{refill.Black, refill.White, even, moves.Black + moves.White - beta.Black - beta.White}}}
	if b := beta.Black + beta.White; b > 0 {
		who := term("White")
		if beta.Black > 0 {
			who = "Black"
		}
		detail = append(detail, phrase{"; %s closed last: %d type-B {move|moves} (stone → lu)", []any{who, b}})
	}
	l.add("停子比路法(狭义)", lb, lw, detail...)
}

func (l *Living) add(name string, b, w int, detail ...phrase) {
	l.addMethod(Method{Name: name, Black: float64(b), White: float64(w), Delta: float64(b - w)}, detail...)
}

// addMethod adds m with its detail, kept as phrases for DetailIn and in English in Detail.
func (l *Living) addMethod(m Method, detail ...phrase) {
	m.detail, m.Detail = detail, words.Counted(joinPhrases(detail, ""))
	l.Methods = append(l.Methods, m)
}

// tieRules is the rule set that decides a tie: 计活子's 定约胜 is White's surplus equal to an
// agreed compensation, so with none (Komi 0) a tie goes to nobody.
func tieRules(in Input) rules.Ruleset {
	rs := in.Rules
	if rs.Counting == rules.CountJihuozi && in.Komi == 0 {
		rs.TieWinner = board.Empty
	}
	return rs
}

func add(p *Pair, c board.Color, n int) {
	if c == board.White {
		p.White += n
	} else {
		p.Black += n
	}
}

// scoreJihuozi: the law edition — White (first) gives Komi living stones and wins an exact
// tie by contract (定约胜) when the rule set says so. The contract is the agreed compensation:
// with none (Komi 0) equal living stones are a draw (seed 003, Art. 16, Fig. 4: 「为和棋」).
func scoreJihuozi(p *position, in Input, bd *Breakdown) {
	removed := Pair{Black: in.Prisoners.White, White: in.Prisoners.Black}
	l := living(p, removed, in.Virtual)
	bd.Living = l
	bd.Black.Score, bd.White.Score = float64(l.Live.Black), float64(l.Live.White)
	bd.Net = float64(l.Delta) + in.Komi
	bd.Result = decide(bd.Net, tieRules(in), ResultUnit(in.Rules))
	if bd.Net == 0 && bd.Result.Winner == result.White {
		bd.Result.Reason = result.ByContract
	}
}
