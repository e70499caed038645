package tournament

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"goref/board/sgf"
	"goref/rules/record"
	"goref/rules/result"
)

// AGAGame is one game for AGA's results format, as goref recorded it.
type AGAGame struct {
	Round        int // 0: not known
	Black, White AGAPlayer
	Winner       result.Winner
	Handicap     int
	Komi         float64 // points
	Date         string  // DT
	Rules        string  // RU
}

// AGAPlayer is a player as AGA's format names him: ID, "Last, First" and rank.
type AGAPlayer struct {
	ID   string
	Name string
	Rank string
}

// AGAGameOf reads a finished record for the export (players, result, handicap, komi, round).
func AGAGameOf(root *sgf.Node) (AGAGame, error) {
	p, err := PlayedOf(root)
	if err != nil {
		return AGAGame{}, err
	}
	// The game information as the one reading of a record has it: Fox's KM[375] and a
	// Chinese KM[3.75] are 3¾ stones, 7.5 points; HA[1] is no handicap. A field that cannot
	// be read stays empty.
	info, _ := record.ReadInfo(root)
	trim := strings.TrimSpace
	g := AGAGame{Round: p.Identity.Round, Winner: p.Winner, Date: trim(info.Date), Rules: trim(info.RU),
		Black: AGAPlayer{Name: p.Black, Rank: trim(info.BlackRank)}, White: AGAPlayer{Name: p.White, Rank: trim(info.WhiteRank)},
		Handicap: info.Handicap}
	if info.HasKomi {
		g.Komi = info.Komi.Points
	}
	return g, nil
}

// AGA writes the games in AGA's results format: a TOURNEY header (event, location, dates,
// rules), PLAYERS (ID, "Last, First", rank), then GAMES by round (white ID, black ID, winner
// w or b, handicap, komi). Players are found in the tournament file when one is given (its
// names and AGA IDs); a player without an ID gets a temporary one from 99999 down, as AGA
// accepts for players to be identified by the ratings coordinator. Games without a winner
// (draws, both lose, void) are not rated and are left out; the skipped are returned.
func AGA(w io.Writer, f *File, event, location string, games []AGAGame) ([]AGAGame, error) {
	ids := map[string]*AGAPlayer{}
	var players []*AGAPlayer
	next := 99999
	taken := map[string]bool{}
	if f != nil {
		for _, p := range f.Players {
			if p.AGAID != "" {
				taken[p.AGAID] = true
			}
		}
	}
	player := func(pl AGAPlayer) *AGAPlayer {
		k := Key(pl.Name)
		if p := ids[k]; p != nil {
			return p
		}
		np := pl
		if f != nil {
			if tp, ok := f.Player(k); ok {
				np.ID, np.Rank = tp.AGAID, tp.Rank
				np.Name = tp.Name
				if tp.FirstName != "" {
					np.Name += ", " + tp.FirstName
				}
			}
		}
		if np.ID == "" {
			for taken[strconv.Itoa(next)] {
				next--
			}
			np.ID = strconv.Itoa(next)
			taken[np.ID] = true
			next--
		}
		ids[k] = &np
		players = append(players, &np)
		return &np
	}
	var rated, skipped []AGAGame
	var first, last, rulesName string
	for _, g := range games {
		if g.Winner != result.Black && g.Winner != result.White {
			skipped = append(skipped, g)
			continue
		}
		g.Black, g.White = *player(g.Black), *player(g.White)
		rated = append(rated, g)
		if d := strings.SplitN(g.Date, ",", 2)[0]; d != "" {
			if first == "" || d < first {
				first = d
			}
			if d > last {
				last = d
			}
		}
		if rulesName == "" {
			rulesName = agaRules(g.Rules)
		}
	}
	if f != nil {
		if f.BeginDate != "" {
			first, last = f.BeginDate, f.EndDate
		}
		if location == "" {
			location = f.Location
		}
		if event == "" {
			event = f.Event()
		}
	}
	head := "TOURNEY " + oneLine(event)
	if location != "" {
		head += ", " + oneLine(location)
	}
	var b strings.Builder
	fmt.Fprintln(&b, head)
	if first != "" {
		fmt.Fprintf(&b, "\tstart=%s\n\tfinish=%s\n", first, last)
	}
	if rulesName != "" {
		fmt.Fprintf(&b, "\trules=%s\n", rulesName)
	}
	fmt.Fprintln(&b, "PLAYERS")
	sort.SliceStable(players, func(i, j int) bool { return players[i].ID < players[j].ID })
	for _, p := range players {
		fmt.Fprintf(&b, "%s\t%s\t%s\n", p.ID, oneLine(p.Name), strings.ToLower(p.Rank))
	}
	sort.SliceStable(rated, func(i, j int) bool { return rated[i].Round < rated[j].Round })
	round := -1
	for _, g := range rated {
		if g.Round != round {
			round = g.Round
			if round > 0 {
				fmt.Fprintf(&b, "GAMES %d\n", round)
			} else {
				fmt.Fprintln(&b, "GAMES")
			}
		}
		win := "w"
		if g.Winner == result.Black {
			win = "b"
		}
		hc, komi := g.Handicap, int(math.Floor(g.Komi))
		if hc == 1 {
			hc = 0
		}
		if hc >= 2 {
			komi = 0
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%d\t%d\n", g.White.ID, g.Black.ID, win, hc, komi)
	}
	fmt.Fprintln(&b, "END")
	_, err := io.WriteString(w, b.String())
	return skipped, err
}

// agaRules names a record's rule set as AGA's header does.
func agaRules(ru string) string {
	switch strings.ToLower(ru) {
	case "aga":
		return "AGA"
	case "japanese", "japanese1989", "j89":
		return "Japanese"
	case "chinese", "chinese1988", "c88":
		return "Chinese"
	case "ing", "ing1996", "ing13", "goe":
		return "Ing"
	case "korean":
		return "Korean"
	case "nz", "new zealand":
		return "NZ"
	}
	return ru
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
