package sgf

import (
	"errors"
	"goref/internal/corpus"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Expectations for the interesting files of the sgf-edge corpus (PROVENANCE.tsv says
// what each one tests). Every other file there must read and round-trip as well.
var edgeCases = []struct {
	file     string
	enc      string // Collection.Encoding; "" not checked
	guessed  bool
	games    int    // 0: not checked
	where    string // "root" or "last" (last node of the main line)
	prop     string // a property of that node …
	contains string // … that contains this
	warn     string // a warning that must be present
	moves    int    // main-line moves of game 0; -1 not checked
	lineErr  string // an error MainLine/RootSetup must report, "" none
}{
	{"libsgfcplusplus/encoding-chinese-gb18030.sgf", "GB18030", false, 1, "last", "C", "围棋是一种古老的游戏", "", -1, ""},
	{"libsgfcplusplus/encoding-chinese-gbk.sgf", "GB18030", false, 1, "last", "C", "围棋是一种古老的游戏", "", -1, ""},
	{"libsgfcplusplus/encoding-simplifiedchinese-gb2312.sgf", "GB18030", false, 1, "last", "C", "然后传到整个世界", "", -1, ""},
	{"libsgfcplusplus/encoding-simplifiedchinese-macos.sgf", "GB18030", false, 1, "last", "C", "围棋", "", -1, ""},
	{"libsgfcplusplus/encoding-traditionalchinese-big5.sgf", "Big5", false, 1, "last", "C", "圍棋是一種古老的遊戲", "", -1, ""},
	{"libsgfcplusplus/encoding-traditionalchinese-macos.sgf", "Big5", false, 1, "last", "C", "圍棋", "", -1, ""},
	{"libsgfcplusplus/encoding-japanese-shiftjis.sgf", "Shift_JIS", false, 1, "last", "C", "Goは古代のゲームであり", "", -1, ""},
	{"libsgfcplusplus/encoding-japanese-macos.sgf", "Shift_JIS", false, 1, "last", "C", "東アジア", "", -1, ""},
	{"libsgfcplusplus/encoding-japanese-iso2022jp.sgf", "ISO-2022-JP", false, 1, "last", "C", "Goは古代のゲームであり", "", -1, ""},
	{"libsgfcplusplus/encoding-korean-macos.sgf", "EUC-KR", false, 1, "last", "C", "바둑은 중국에서", "", -1, ""},
	{"libsgfcplusplus/encoding-cyrillic-windows.sgf", "windows-1251", false, 1, "last", "C", "Го - древняя игра", "", -1, ""},
	{"libsgfcplusplus/encoding-utf16-withbom.sgf", "UTF-16BE", false, 1, "last", "C", "गो एक प्राचीन खेल है", "", -1, ""},
	{"libsgfcplusplus/encoding-utf16-nobom.sgf", "UTF-16BE", true, 1, "last", "C", "गो एक प्राचीन खेल है", "no byte order mark", -1, ""},
	{"libsgfcplusplus/encoding-utf8-withbom.sgf", "UTF-8", false, 1, "last", "C", "गो एक", "", -1, ""},
	{"libsgfcplusplus/encoding-western-isolatin1.sgf", "ISO-8859-1", false, 1, "last", "C", "Ää Àà Ââ Åå", "", -1, ""},
	{"libsgfcplusplus/encoding-western-isolatin9.sgf", "iso-8859-15", false, 1, "last", "C", "Šš Žž", "", -1, ""},
	{"libsgfcplusplus/encoding-western-macosroman.sgf", "macintosh", false, 1, "last", "C", "ƒ ‰ ™", "", -1, ""},
	{"libsgfcplusplus/encoding-western-windowslatin1.sgf", "windows-1252", false, 1, "last", "C", "ƒ ‰ ™", "", -1, ""},
	{"libsgfcplusplus/compressed-point-list.sgf", "", false, 2, "root", "GM", "1", "text before", -1, ""},
	{"libsgfcplusplus/deep-game-tree.sgf", "UTF-8", false, 5, "", "", "", "", -1, ""},
	{"libsgfcplusplus/escaping.sgf", "", false, 1, "", "", "", "text before", -1, "invalid SGF point"},
	{"sabaki-sgf/sgf/chinese.sgf", "GB18030", false, 1, "root", "PW", "柯洁", "", -1, ""},
	{"sabaki-sgf/sgf/japanese.sgf", "Shift_JIS", false, 1, "root", "PB", "井山 裕太", "", -1, ""},
	{"sabaki-sgf/sgf/korean.sgf", "EUC-KR", false, 1, "root", "PB", "이세돌", "", -1, ""},
	{"sabaki-sgf/sgf/no-ca.sgf", "GB18030", true, 1, "root", "C", "【第三型】 黑先", "no CA: detected GB18030", -1, ""},
	{"sabaki-sgf/sgf/utf16le.sgf", "UTF-16LE", false, 1, "root", "PW", "Go Seigen", "", -1, ""},
	{"sabaki-sgf/sgf/utf8bom.sgf", "UTF-8", false, 1, "", "", "", "", -1, ""},
	{"sabaki-sgf/sgf/japanese_bad.sgf", "UTF-8", false, 1, "", "", "", "bytes are valid UTF-8", -1, ""},
	{"sabaki-sgf/sgf/encoding/nihon-kiin.sgf", "Shift_JIS", true, 1, "root", "RE", "257手完, 黒中押し勝ち", "';' missing", 8, ""},
	{"sabaki-sgf/history/fox_go_server_komi.sgf", "UTF-8", true, 1, "root", "KM", "375", "", -1, ""},
	{"analyze-sgf/examples/t-encoding-cp949.sgf", "EUC-KR", true, 1, "root", "RE", "226수 백불계승", "CA[UTF-8] but the bytes are not valid UTF-8", -1, ""},
	{"analyze-sgf/examples/t-oro-1.sgf", "UTF-8", true, 1, "", "", "", "';' missing", -1, ""},
	{"gnugo-regression/ego2.sgf", "UTF-8", false, 1, "", "", "", "text before", -1, ""},
	{"gnugo-regression/juka1.sgf", "UTF-8", false, 1, "root", "GM", "1", "lower-case", -1, ""},
	{"gnugo-regression/buzco1.sgf", "UTF-8", false, 1, "", "", "", "lower-case", -1, ""},
	{"gnugo-regression/reading10.sgf", "UTF-8", false, 2, "", "", "", "", -1, ""},
	{"gnugo-regression/9handicap.sgf", "GB18030", true, 1, "root", "PW", "白", "no CA", -1, ""},
	{"gnugo-regression/trevor/trevor_42.sgf", "GB18030", true, 1, "", "", "", "no CA", -1, ""},
	{"gnugo-regression/egc2001/tg-gg.sgf", "windows-1252", true, 1, "root", "C", "Fichier SGF créé par TurboGo", "no CA", -1, ""},
	{"gnugo-regression/nicklas/nicklas12.sgf", "windows-1252", true, 1, "", "", "", "no CA", -1, ""},
	{"gnugo-regression/tso_igobot_2006-01-16.sgf", "UTF-8", false, 1, "", "", "", "", -1, ""},
	{"fuego/games/2010/LittleGolem/1177582.sgf", "windows-1252", true, 1, "root", "PW", "Jan Hrabánek", "no CA", -1, ""},
	{"gogui/sgf/ff4_ex.sgf", "UTF-8", false, 2, "", "", "", "", -1, ""},
	{"gogui/sgf/verbose-property-names.sgf", "UTF-8", false, 1, "", "", "", "lower-case", -1, ""},
	{"gogui/sgf/invalidmove.sgf", "UTF-8", false, 1, "", "", "", "", -1, `"rs" is off the 9x9 board`},
	{"gogui/sgf/size-after-invalid-points.sgf", "UTF-8", false, 1, "", "", "", "", -1, `"pp" is off the 9x9 board`},
	{"gogui/sgf/human-readable.sgf", "UTF-8", false, 1, "", "", "", "", -1, `invalid SGF point "R16"`},
	{"fox-malformed/1550746119080010073.sgf", "UTF-8", true, 1, "root", "KM", "375", "starts with ';'", -1, ""},
	{"fox-malformed/1550745857080010073.sgf", "UTF-8", true, 1, "root", "RE", "W+2.25", "starts with ';'", -1, ""},
	{"fox-malformed/1550647590080010073.sgf", "UTF-8", true, 1, "", "", "", "not valid UTF-8", -1, ""},
}

func TestEdgeCorpus(t *testing.T) {
	corpusEdge := edgeDir(t)
	files := corpusFiles(corpusEdge)
	if files == nil {
		corpus.Missing(t, corpusEdge+"/*.sgf")
	}
	checked := map[string]bool{}
	for _, c := range edgeCases {
		t.Run(c.file, func(t *testing.T) {
			checked[c.file] = true
			col, err := ReadFile(filepath.Join(corpusEdge, c.file))
			if err != nil {
				t.Fatal(err)
			}
			if c.enc != "" && (col.Encoding != c.enc || col.EncodingGuessed != c.guessed) {
				t.Errorf("encoding %s (guessed %v), want %s (%v)", col.Encoding, col.EncodingGuessed, c.enc, c.guessed)
			}
			if c.games != 0 && len(col.Games) != c.games {
				t.Errorf("%d games, want %d", len(col.Games), c.games)
			}
			g := col.Games[0]
			n := g
			if c.where == "last" {
				for len(n.Children) > 0 {
					n = n.Children[0]
				}
			}
			if c.prop != "" {
				if v, _ := n.Get(c.prop); !strings.Contains(v, c.contains) {
					t.Errorf("%s = %q, want it to contain %q", c.prop, v, c.contains)
				}
			}
			if ws := strings.Join(col.Warnings, "; "); !strings.Contains(ws, c.warn) {
				t.Errorf("warnings %q lack %q", ws, c.warn)
			}
			w, h, err := Size(g)
			if err == nil {
				_, err = RootSetup(g, w, h)
			}
			var moves []Move
			if err == nil {
				moves, err = MainLine(g, w, h)
			}
			switch {
			case c.lineErr == "" && err != nil:
				t.Errorf("unexpected error: %v", err)
			case c.lineErr != "" && (err == nil || !strings.Contains(err.Error(), c.lineErr)):
				t.Errorf("error %v, want one containing %q", err, c.lineErr)
			}
			if c.moves >= 0 && len(moves) != c.moves {
				t.Errorf("%d moves, want %d", len(moves), c.moves)
			}
		})
	}
	// Every file: a tree that round-trips, or an *Error with a position.
	for _, p := range files {
		data, _ := os.ReadFile(p)
		col, err := Read(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line == 0 {
				t.Errorf("%s: unclear error %v", p, err)
			}
			continue
		}
		if err := roundTrip(col); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
}
