package tournament

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

// File is an OpenGotha tournament file as read: what goref needs of it, and where each game's
// result lies in the file's bytes (so Merge can rewrite that and nothing else).
type File struct {
	Name, ShortName  string // the tournament's name and short name
	Location         string
	Director         string
	BeginDate        string // as written: 2019-10-26
	EndDate          string
	Rounds           int     // numberOfRounds
	Size             int     // board size
	Komi             float64 // in points, for an even game
	Time             TimeSystem
	HandicapCeiling  int // hdCeiling
	HandicapSetByMMS bool
	Players          []Player
	Games            []Game
	Encoding         string // the file's charset: "UTF-8" or "ISO-8859-15"

	raw    []byte // the file as read
	byKey  map[string]int
	single bool // a one-byte charset: an offset in the decoded text maps to a byte by runes
}

// Player is one registered player.
type Player struct {
	Name, FirstName string
	Rank            string // 3D, 2K …
	Rating          int
	Club, Country   string
	EGFPin, AGAID   string
}

// Key is how the file's games refer to the player: UPPER(name + firstName) with the spaces
// removed (NEMOANDRÉ). Upper case is Unicode's full mapping, as Java's toUpperCase.
func (p Player) Key() string { return Key(p.Name + p.FirstName) }

// Key is OpenGotha's key of a name: upper case, ASCII spaces removed.
func Key(name string) string {
	return strings.ReplaceAll(upper.String(name), " ", "")
}

// FullName is the name as a record writes it: name then first name ("Nemo André"); names in
// CJK characters or hangul are joined without a space (柯洁, 서봉수), as they are written.
func (p Player) FullName() string {
	switch {
	case p.FirstName == "":
		return p.Name
	case p.Name == "":
		return p.FirstName
	case isCJK(p.Name) && isCJK(p.FirstName):
		return p.Name + p.FirstName
	}
	return p.Name + " " + p.FirstName
}

// RankedName is the full name and the rank after it ("Lee Sedol 9p"), the name alone without a
// rank: how a round's listing and the round sheet name a player.
func (p Player) RankedName() string {
	if p.Rank == "" {
		return p.FullName()
	}
	return p.FullName() + " " + p.Rank
}

// Game is one pairing of a round.
type Game struct {
	Round, Table int
	White, Black string // player keys
	Handicap     int    // 0 even; 1 no komi; 2–9 stones
	KnownColor   bool   // false: the colours are not fixed (nigiri at the table)
	Result       Result

	at    span // the start tag <Game …/> in the file's bytes
	value span // the result attribute's value inside it; empty when the attribute is absent
}

// span is a range of bytes [from, to).
type span struct{ from, to int }

// ErrNotOpenGotha is returned for XML that is not an OpenGotha tournament.
var ErrNotOpenGotha = errors.New("not an OpenGotha tournament file (no <Tournament> element)")

// ReadFile reads an OpenGotha tournament file.
func ReadFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := Read(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Read reads an OpenGotha tournament file's bytes.
func Read(data []byte) (*File, error) {
	text, enc, err := decode(data)
	if err != nil {
		return nil, err
	}
	f := &File{raw: data, Encoding: enc, byKey: map[string]int{}, single: enc != "UTF-8",
		Size: 19, Komi: 7.5, Time: TimeSystem{Kind: CanadianByoYomi, Basic: time.Hour, CanadianMoves: 15, CanadianTime: 5 * time.Minute}}
	d := xml.NewDecoder(strings.NewReader(text))
	// The text is decoded already: the declared encoding is not applied a second time.
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	seenTournament := false
	for {
		before := d.InputOffset()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("XML: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attr := attrs(se)
		switch se.Name.Local {
		case "Tournament":
			seenTournament = true
			if v := attr["dataVersion"]; v != "" && v != "201" {
				if n, err := strconv.Atoi(v); err == nil && n < 201 {
					return nil, fmt.Errorf("dataVersion %s: files of OpenGotha before 3.28 (dataVersion 200) name players another way; open and save the file in a current OpenGotha first", v)
				}
			}
		case "Player":
			if err := f.addPlayer(attr); err != nil {
				return nil, err
			}
		case "Game":
			g, err := gameOf(attr)
			if err != nil {
				return nil, err
			}
			g.at = span{f.byteAt(text, int(before)), f.byteAt(text, int(d.InputOffset()))}
			if g.value, err = resultValue(data[g.at.from:g.at.to]); err != nil {
				return nil, fmt.Errorf("game of round %d, table %d: %v", g.Round, g.Table, err)
			}
			g.value.from += g.at.from
			g.value.to += g.at.from
			f.Games = append(f.Games, g)
		case "GeneralParameterSet":
			if err := f.general(attr); err != nil {
				return nil, err
			}
		case "HandicapParameterSet":
			f.HandicapSetByMMS = attr["hdBasedOnMMS"] != "false"
			if v, err := strconv.Atoi(attr["hdCeiling"]); err == nil {
				f.HandicapCeiling = v
			}
		}
	}
	if !seenTournament {
		return nil, ErrNotOpenGotha
	}
	for _, g := range f.Games {
		for _, k := range []string{g.White, g.Black} {
			if _, ok := f.byKey[k]; !ok {
				return nil, fmt.Errorf("round %d, table %d: no player %q in <Players>", g.Round, g.Table, k)
			}
		}
	}
	return f, nil
}

// byteAt maps an offset in the decoded text to the file's bytes: the same in UTF-8, one byte
// per character in a one-byte charset.
func (f *File) byteAt(text string, off int) int {
	if !f.single {
		return off
	}
	n := 0
	for range text[:off] {
		n++
	}
	return n
}

func attrs(se xml.StartElement) map[string]string {
	m := make(map[string]string, len(se.Attr))
	for _, a := range se.Attr {
		m[a.Name.Local] = a.Value
	}
	return m
}

func (f *File) addPlayer(a map[string]string) error {
	p := Player{Name: a["name"], FirstName: a["firstName"], Rank: a["rank"], Club: a["club"],
		Country: a["country"], EGFPin: a["egfPin"], AGAID: a["agaId"]}
	if p.Name == "" && p.FirstName == "" {
		return errors.New("a <Player> without a name")
	}
	p.Rating, _ = strconv.Atoi(a["rating"])
	k := p.Key()
	if _, dup := f.byKey[k]; dup {
		return fmt.Errorf("two players named %q", k)
	}
	f.byKey[k] = len(f.Players)
	f.Players = append(f.Players, p)
	return nil
}

func gameOf(a map[string]string) (Game, error) {
	g := Game{White: a["whitePlayer"], Black: a["blackPlayer"], KnownColor: a["knownColor"] != "false"}
	var err error
	if g.Round, err = strconv.Atoi(a["roundNumber"]); err != nil || g.Round < 1 {
		return g, fmt.Errorf("a <Game> with roundNumber %q", a["roundNumber"])
	}
	if g.Table, err = strconv.Atoi(a["tableNumber"]); err != nil || g.Table < 1 {
		return g, fmt.Errorf("a <Game> of round %d with tableNumber %q", g.Round, a["tableNumber"])
	}
	if h := a["handicap"]; h != "" {
		if g.Handicap, err = strconv.Atoi(h); err != nil || g.Handicap < 0 || g.Handicap > 9 {
			return g, fmt.Errorf("round %d, table %d: handicap %q", g.Round, g.Table, h)
		}
	}
	g.Result = Unknown
	if r, ok := a["result"]; ok {
		if g.Result, err = ParseResult(r); err != nil {
			return g, fmt.Errorf("round %d, table %d: %v", g.Round, g.Table, err)
		}
	}
	return g, nil
}

// general reads the GeneralParameterSet: names, dates, size, komi, time system.
func (f *File) general(a map[string]string) error {
	f.Name, f.ShortName, f.Location, f.Director = a["name"], a["shortName"], a["location"], a["director"]
	f.BeginDate, f.EndDate = a["beginDate"], a["endDate"]
	f.Rounds, _ = strconv.Atoi(a["numberOfRounds"])
	if v := a["size"]; v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 2 || n > 52 {
			return fmt.Errorf("board size %q", v)
		}
		f.Size = n
	}
	if v := a["komi"]; v != "" {
		k, err := strconv.ParseFloat(strings.Replace(v, ",", ".", 1), 64)
		if err != nil {
			return fmt.Errorf("komi %q", v)
		}
		f.Komi = k
	}
	ts, err := timeSystemOf(a)
	if err != nil {
		return err
	}
	f.Time = ts
	return nil
}

// Event is the tournament's name for a record's EV (the short name when it has no name).
func (f *File) Event() string {
	if f.Name != "" {
		return f.Name
	}
	return f.ShortName
}

// Player is the player of a key.
func (f *File) Player(key string) (Player, bool) {
	i, ok := f.byKey[key]
	if !ok {
		return Player{}, false
	}
	return f.Players[i], true
}

// Round lists the games of round n by table.
func (f *File) Round(n int) []Game {
	var gs []Game
	for _, g := range f.Games {
		if g.Round == n {
			gs = append(gs, g)
		}
	}
	sort.Slice(gs, func(i, j int) bool { return gs[i].Table < gs[j].Table })
	return gs
}

// RoundNumbers lists the rounds that have games.
func (f *File) RoundNumbers() []int {
	seen := map[int]bool{}
	var rs []int
	for _, g := range f.Games {
		if !seen[g.Round] {
			seen[g.Round] = true
			rs = append(rs, g.Round)
		}
	}
	sort.Ints(rs)
	return rs
}

// PlayingRound is the round being played: the first with a table still without a result, else
// the last round paired (0 when none is).
func (f *File) PlayingRound() int {
	rs := f.RoundNumbers()
	for _, r := range rs {
		for _, g := range f.Round(r) {
			if !g.Result.Known() {
				return r
			}
		}
	}
	if len(rs) == 0 {
		return 0
	}
	return rs[len(rs)-1]
}

// Game is the game at table t of round r.
func (f *File) Game(r, t int) (Game, error) {
	for _, g := range f.Games {
		if g.Round == r && g.Table == t {
			return g, nil
		}
	}
	if len(f.Round(r)) == 0 {
		return Game{}, fmt.Errorf("round %d has no games in the file (rounds paired: %s)", r, joinInts(f.RoundNumbers()))
	}
	return Game{}, fmt.Errorf("round %d has no table %d", r, t)
}

// Bytes is the file as read.
func (f *File) Bytes() []byte { return bytes.Clone(f.raw) }

func joinInts(ns []int) string {
	if len(ns) == 0 {
		return "none"
	}
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}
