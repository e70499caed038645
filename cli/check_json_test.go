package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
)

// checkReport is the whole JSON line of a game as encoding/json writes it: the reference the
// appending writer is held to.
type checkReport struct {
	checkHead
	Problems   []string     `json:"problems"`
	Plies      []checkPly   `json:"plies"`
	Result     *rules.Event `json:"result"`
	FinalBoard []string     `json:"final_board,omitempty"`
}

// referenceJSON is check --json's output for file f, every game's line built by
// encoding/json (through writeJSONLine, as check wrote it before the appending writer).
func referenceJSON(t *testing.T, f string, rf *ruleFlags, withBoard bool) string {
	t.Helper()
	var out bytes.Buffer
	gi := 0
	readRecordsEach(f, func(col *sgf.Collection, root *sgf.Node) {
		cg, err := checkGame(f, gi, col, root, rf)
		gi++
		if err != nil {
			return
		}
		rep := checkReport{checkHead: cg.head, Problems: []string{}, Plies: []checkPly{}, Result: cg.g.Ended()}
		cg.eachProblem(func(p string) { rep.Problems = append(rep.Problems, p) })
		cg.eachPly(func(p *checkPly) {
			ply := *p
			move := *p.Move // eachPly reuses the string Move points to
			ply.Move = &move
			rep.Plies = append(rep.Plies, ply)
		})
		if withBoard {
			rep.FinalBoard = cg.g.Board().Rows()
		}
		cg.release()
		if err := writeJSONLine(&out, rep); err != nil {
			t.Fatal(err)
		}
	})
	return out.String()
}

// jsonSeen counts what the compared output exercised, so that the comparison cannot pass on
// data that never reaches a branch of the writer.
type jsonSeen struct{ illegal, repeats, ownRemoved, events, result, virtual, escapes int }

func (s *jsonSeen) add(out string) {
	s.illegal += strings.Count(out, `"legal":false`)
	s.repeats += strings.Count(out, `"repeats_ply":`) - strings.Count(out, `"repeats_ply":null`)
	s.ownRemoved += strings.Count(out, `"own_removed":["`)
	s.events += strings.Count(out, `"events":[{`)
	s.result += strings.Count(out, `"result":{`)
	s.virtual += strings.Count(out, `"move":"virtual"`)
	for _, e := range []string{`\u003c`, `\u0026`, `\u2028`, `\u0085`, `\u007f`, `\ufffd`, `\"`} {
		s.escapes += strings.Count(out, e)
	}
}

// compareCheckJSON runs check --json (the appending writer) on each file and compares its
// bytes with encoding/json's.
func compareCheckJSON(t *testing.T, seen *jsonSeen, flags []string, files ...string) {
	t.Helper()
	var rf ruleFlags
	fs := newFlagSet("check")
	rf.register(fs)
	withBoard := fs.Bool("board", false, "")
	if err := fs.Parse(flags); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		var out, errb bytes.Buffer
		Check(append(append([]string{"--json"}, flags...), f), &out, &errb)
		want := referenceJSON(t, f, &rf, *withBoard)
		if out.String() != want {
			got, ref := out.String(), want
			i := 0
			for i < len(got) && i < len(ref) && got[i] == ref[i] {
				i++
			}
			t.Fatalf("%s %v: check --json differs from encoding/json at byte %d:\n got  …%.200s\n want …%.200s",
				f, flags, i, got[max(0, i-80):], ref[max(0, i-80):])
		}
		seen.add(want)
	}
}

// Every ply check writes is the bytes encoding/json gives for the same structs: over games
// of the corpus, every casebook record under every rule set (cycles, suicides, virtual
// moves, results) and records whose file names and values need escaping.
func TestCheckJSONWriterIsEncodingJSON(t *testing.T) {
	var seen jsonSeen
	games := corpus.Files(corpus.Dir(t, "games"), ".sgf")
	var sample []string
	for i := 0; i < len(games); i += 10 {
		sample = append(sample, games[i])
	}
	compareCheckJSON(t, &seen, nil, sample...)
	compareCheckJSON(t, &seen, nil, corpus.Files(corpus.Dir(t, "sgf-edge"), ".sgf")...)

	casebook, _ := filepath.Glob("../assets/casebook/*.sgf")
	if len(casebook) < 30 {
		t.Fatalf("the casebook has %d records, want its 39", len(casebook))
	}
	for _, rs := range rules.PresetNames() {
		compareCheckJSON(t, &seen, []string{"--rules", rs, "--board"}, casebook...)
	}
	compareCheckJSON(t, &seen, []string{"--suicide", "all"}, casebook...)

	dir := t.TempDir()
	hostile := filepath.Join(dir, "a<&>\u2028\x7f\u0085\xff\"\\.sgf")
	records := "(;GM[1]SZ[9]RU[<b>&\u2028\u2029\x7f\u0085]HA[<2>]PB[\xff\xfe<&>]C[<&> \u2028];B[aa]C[\x01\x1b];W[ab];B[ba];W[bb];B[aa];W[];B[])" +
		"(;GM[1]SZ[9]RU[japanese];B[ee];W[<&>];B[ee];W[ZZ])" +
		"(;GM[1]SZ[5]RU[tromp-taylor];AW[ba][ab];B[aa])" +
		"(;GM[1]SZ[9]RU[jihuozi];B[ee];W[]VM[];B[cc])"
	if err := os.WriteFile(hostile, []byte(records), 0o644); err != nil {
		t.Fatal(err)
	}
	compareCheckJSON(t, &seen, []string{"--board"}, hostile)
	compareCheckJSON(t, &seen, []string{"--suicide", "all"}, hostile)

	for name, n := range map[string]int{"illegal plies": seen.illegal, "repeats_ply": seen.repeats,
		"own_removed": seen.ownRemoved, "events": seen.events, "results": seen.result,
		"virtual moves": seen.virtual, "escapes": seen.escapes} {
		if n == 0 {
			t.Errorf("no %s in the compared output: the comparison does not reach that part of the writer", name)
		}
	}
}

// One ply and one head with every field set, and every null and empty list, are
// encoding/json's bytes; the keys are cli.md's, in its order.
func TestPlyJSONIsEncodingJSON(t *testing.T) {
	move, reason, rep, evRep := "<&>\u2028\xff", "ko\x7f\"", 7, 3
	events := []rules.Event{{Kind: "game-end", Reason: "repetition", Verdict: "v<", Disturber: "W",
		Winner: "draw", Lost: map[string]int{"W": 2, "B": 1}, RepeatsPly: &evRep}, {Kind: "halt"}}
	plies := []checkPly{
		{Ply: 12, Color: "B", Move: &move, Legal: true, Captures: 3, OwnRemoved: []string{"A1", "B\u0085"},
			Reason: &reason, RepeatsPly: &rep, Events: events},
		{Ply: 1, Color: "W", OwnRemoved: []string{}, Events: []rules.Event{}},
		{},
	}
	for _, p := range plies {
		want := marshalLine(t, p)
		if got := string(p.appendJSON(nil)); got != want {
			t.Errorf("ply\n got  %s\n want %s", got, want)
		}
	}
	head := checkHead{File: "x<\u2029\x85.sgf", Game: 2, Encoding: "GB18030", Rules: "ing", Size: [2]int{19, 13}, Moves: 241, Illegal: 1}
	if got, want := string(head.appendJSON(nil))+"}", marshalLine(t, head); got != want {
		t.Errorf("head\n got  %s\n want %s", got, want)
	}
	for _, ev := range []*rules.Event{nil, &events[0]} {
		if got, want := string(appendEvent(nil, ev)), marshalLine(t, ev); got != want {
			t.Errorf("result\n got  %s\n want %s", got, want)
		}
	}

	dec := json.NewDecoder(bytes.NewReader(plies[0].appendJSON(nil)))
	dec.Token()
	var keys []string
	for dec.More() {
		k, _ := dec.Token()
		keys = append(keys, k.(string))
		var v any
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
	}
	if got := strings.Join(keys, ","); got != "ply,color,move,legal,captures,own_removed,reason,repeats_ply,events" {
		t.Errorf("the ply's keys are %s, not cli.md's", got)
	}
}

// marshalLine is writeJSONLine's bytes for v without the newline.
func marshalLine(t *testing.T, v any) string {
	t.Helper()
	var b bytes.Buffer
	if err := writeJSONLine(&b, v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// Whatever a file holds, check --json writes encoding/json's bytes for it.
func FuzzCheckJSONIsEncodingJSON(f *testing.F) {
	reproSeeds(f)
	f.Add([]byte("(;GM[1]SZ[9]RU[<&>\u2028\x85\xff]HA[2];B[ee];W[ee];B[]VM[];W[dd])"))
	f.Add([]byte("(;GM[1]SZ[5]RU[tromp-taylor];AW[ba][ab];B[aa];W[])(;GM[1]SZ[7]RU[jihuozi];B[]VM[])"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := writeSeed(t, dir, data)
		for _, flags := range [][]string{{"--board"}, {"--suicide", "all"}} {
			var out, errb bytes.Buffer
			Check(append([]string{"--json", p}, flags...), &out, &errb)
			rf := ruleFlags{suicide: map[bool]string{true: "all"}[flags[0] == "--suicide"]}
			if want := referenceJSON(t, p, &rf, flags[0] == "--board"); out.String() != want {
				t.Fatalf("check --json %v:\n got  %s\n want %s", flags, out.String(), want)
			}
		}
	})
}
