package ui

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"

	"goref/app/store"
	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules/record"
)

// readFinding reads in as the app opens a file and returns the finding of kind: a warning's
// words, or the error's.
func readFinding(t *testing.T, in string, kind sgf.Kind) func() string {
	t.Helper()
	c, err := sgf.ReadTruncated([]byte(in))
	if err != nil {
		var e *sgf.Error
		if !errors.As(err, &e) || e.Kind != kind {
			t.Fatalf("%q: %v, want a finding %s", in, err, kind)
		}
		return func() string { return readErrorWords(err) }
	}
	for _, w := range c.Findings {
		if w.Kind == kind {
			return func() string { return warningWords(w) }
		}
	}
	t.Fatalf("%q: findings %v, want %s", in, c.Findings, kind)
	return nil
}

// rootOf is the first game of in, read whole.
func rootOf(t *testing.T, in string) *sgf.Node {
	t.Helper()
	c, err := sgf.Read([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	return c.Games[0]
}

// errorOf checks that err is an *sgf.Error of kind and words it.
func errorOf(t *testing.T, err error, kind sgf.Kind) func() string {
	t.Helper()
	var e *sgf.Error
	if !errors.As(err, &e) || e.Kind != kind {
		t.Fatalf("%v: want an error %s", err, kind)
	}
	return func() string { return readErrorWords(err) }
}

func utf16LE(s string) string {
	var b []byte
	for _, r := range utf16.Encode([]rune(s)) {
		b = append(b, byte(r), byte(r>>8))
	}
	return string(b)
}

// TestEveryReaderFindingIsWorded: every kind of thing the reader repairs, guesses or fails on
// (board/sgf's and rules/record's kinds, a move or point skipped, a komi quirk, the system's
// refusals) is said in English and in Chinese by the words written here, each found from the
// file that shows it where one does. The English the command line prints is not checked here
// (board/sgf's and cli's tests hold it).
func TestEveryReaderFindingIsWorded(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	type wording struct {
		kind   sgf.Kind // "" for a finding that is no sgf.Kind
		words  func() string
		en, zh string
	}
	root := func(in string) *sgf.Node { return rootOf(t, in) }
	_, pointErr := sgf.Points(root("(;GM[1]AB[tt])"), "AB", 19, 19)
	var pe *sgf.Error
	errors.As(pointErr, &pe)
	_, _, komiErr := record.ParseKomi(root("(;GM[1]KM[abc])"))
	_, infoErr := record.ReadInfo(root("(;GM[1]HA[x]TM[-5]RE[what])"))
	infoKind := func(kind sgf.Kind) func() string {
		for _, e := range infoErr.(interface{ Unwrap() []error }).Unwrap() {
			if se := (*sgf.Error)(nil); errors.As(e, &se) && se.Kind == kind {
				return func() string { return readErrorWords(e) }
			}
		}
		t.Fatalf("%v has no %s", infoErr, kind)
		return nil
	}
	skippedOf := func(in string, i int) func() string {
		r := root(in)
		l, err := sgf.LenientMainLine(r, 9, 9)
		if err != nil || len(l.Skipped) <= i {
			t.Fatalf("%q: %v %v", in, l.Skipped, err)
		}
		return func() string { return skippedWords(l.Skipped[i]) }
	}
	komiOf := func(in string) func() string {
		k, _, err := record.ParseKomi(root(in))
		if err != nil {
			t.Fatal(err)
		}
		return func() string { return komiWords(k) }
	}
	dir := t.TempDir()
	_, missing := os.ReadFile(filepath.Join(dir, "gone.sgf"))
	folder := errorOfOpen(t, dir)
	manyGames := strings.Repeat("(;"+strings.Repeat(";", sgf.MaxGameNodes-1)+")", 4) + "(;;)"
	cases := []wording{
		{sgf.WarnBOMOverCA, readFinding(t, "\xEF\xBB\xBF(;CA[GB2312]GM[1];B[aa])", sgf.WarnBOMOverCA),
			"CA[GB2312] ignored: the file starts with a UTF-8 byte order mark", "已忽略 CA[GB2312]：文件以 UTF-8 字节顺序标记开头"},
		{sgf.WarnNoBOM, readFinding(t, utf16LE("(;GM[1]SZ[9];B[aa])"), sgf.WarnNoBOM),
			"no byte order mark: read as UTF-16LE", "没有字节顺序标记：按 UTF-16LE 读取"},
		{sgf.WarnUnknownCA, readFinding(t, "(;CA[foo\x1b]GM[1];B[aa])", sgf.WarnUnknownCA),
			`unknown CA[foo\x1b]: encoding detected instead`, `未知的 CA[foo\x1b]：改为自动识别编码`},
		{sgf.WarnCANotUTF8, readFinding(t, "(;CA[UTF-8]GM[1]PB[\xb9\xc5\xc1\xa6]PW[\xb9\xc5\xc1\xa6])", sgf.WarnCANotUTF8),
			"CA[UTF-8] but the bytes are not valid UTF-8: encoding detected instead", "标为 CA[UTF-8]，但内容不是有效的 UTF-8：改为自动识别编码"},
		{sgf.WarnCANotUTF16, readFinding(t, "(;CA[UTF-16]GM[1];B[aa])", sgf.WarnCANotUTF16),
			"CA[UTF-16] but the bytes are not UTF-16: encoding detected instead", "标为 CA[UTF-16]，但内容不是 UTF-16：改为自动识别编码"},
		{sgf.WarnCAIsUTF8, readFinding(t, "(;CA[GB2312]GM[1]PB[古力])", sgf.WarnCAIsUTF8),
			"CA[GB2312] but the bytes are valid UTF-8: read as UTF-8", "标为 CA[GB2312]，但内容是有效的 UTF-8：按 UTF-8 读取"},
		{sgf.WarnDetected, readFinding(t, "(;GM[1]PB[\xb9\xc5\xc1\xa6]PW[\xc0\xee\xca\xc0\xca\xaf])", sgf.WarnDetected),
			"no CA: detected GB18030", "没有 CA：识别为 GB18030"},
		{sgf.WarnDetected, readFinding(t, "(;GM[1]C[\x1b$B0l\x1b(B])", sgf.WarnDetected),
			"no CA: detected ISO-2022-JP", "没有 CA：识别为 ISO-2022-JP"},
		{sgf.WarnMostlyUTF8, readFinding(t, "(;GM[1]PB[古力]PW[李世石李世石]C[李世\xe7])", sgf.WarnMostlyUTF8),
			"no CA: read as UTF-8 (mostly valid)", "没有 CA：按 UTF-8 读取（大部分有效）"},
		{sgf.WarnReplaced, readFinding(t, "(;GM[1]PB[古力]PW[李世石李世石]C[李世\xe7])", sgf.WarnReplaced),
			"1 byte sequence is not valid UTF-8 and was replaced by U+FFFD", "1 处字节序列不是有效的 UTF-8，已替换为 U+FFFD"},
		{sgf.WarnReplaced, func() string {
			return warningWords(sgf.Warning{Kind: sgf.WarnReplaced, Values: []any{3, "Shift_JIS"}})
		}, "3 byte sequences are not valid Shift_JIS and were replaced by U+FFFD", "3 处字节序列不是有效的 Shift_JIS，已替换为 U+FFFD"},
		// x/text's decoders replace what they cannot read: an error is a broken stream no file gives.
		{sgf.WarnDecoding, func() string {
			return warningWords(sgf.Warning{Kind: sgf.WarnDecoding, Values: []any{"Big5", errors.New("transform: short source buffer")}})
		}, "the text does not decode as Big5 to its end", "文本无法按 Big5 解码到结尾"},
		{sgf.WarnParenAdded, readFinding(t, ";GM[1];B[aa])", sgf.WarnParenAdded),
			"the file starts with ';' instead of '(': '(' added", "文件以 ';' 而不是 '(' 开头：已补上 '('"},
		{sgf.WarnSemicolonAdded, readFinding(t, "(GM[1];B[aa])", sgf.WarnSemicolonAdded),
			"';' missing after '(': added", "'(' 之后缺少 ';'：已补上"},
		{sgf.WarnTextBefore, readFinding(t, "hello (;GM[1];B[aa])", sgf.WarnTextBefore),
			"text before the first game tree ignored", "已忽略第一个棋谱之前的文字"},
		{sgf.WarnTextOutside, readFinding(t, "(;GM[1];B[aa]) trailing", sgf.WarnTextOutside),
			"text outside the game trees ignored", "已忽略棋谱之外的文字"},
		{sgf.WarnEmptyWrapper, readFinding(t, "(;GM[1]((;B[aa])(;B[bb])))", sgf.WarnEmptyWrapper),
			"'(' with no node before its variations: dropped", "变化图之前没有节点的 '(' 已删除"},
		{sgf.WarnNodesAfter, readFinding(t, "(;GM[1](;B[aa])(;B[bb]);W[cc])", sgf.WarnNodesAfter),
			"nodes after variations read as one more variation", "变化图之后的节点已作为另一个变化图读取"},
		{sgf.WarnUnclosed, readFinding(t, "(;GM[1];B[aa]", sgf.WarnUnclosed),
			"1 game tree not closed at the end of the file: closed", "文件结尾有 1 个棋谱未闭合：已闭合"},
		{sgf.WarnUnclosed, readFinding(t, "(;GM[1](;B[aa]", sgf.WarnUnclosed),
			"2 game trees not closed at the end of the file: closed", "文件结尾有 2 个棋谱未闭合：已闭合"},
		{sgf.WarnLowerCase, readFinding(t, "(;GaMe[1];B[aa])", sgf.WarnLowerCase),
			"lower-case letters in property names (FF[3]) dropped", "已删除属性名中的小写字母（FF[3]）"},
		{sgf.WarnRepeated, readFinding(t, "(;GM[1];B[aa]C[x]C[y])", sgf.WarnRepeated),
			"property C repeated in one node: values merged", "属性 C 在同一节点中重复：已合并其值"},
		{sgf.WarnTruncated, readFinding(t, "(;GM[1];B[aa];W[bb", sgf.WarnTruncated),
			"the file ends inside a game (line 1, column 16: property value not closed: ']' missing): read up to byte 13 of 18",
			"文件在棋谱中途结束（第 1 行第 16 列：属性值未闭合：缺少 ']'）：共 18 字节，读到第 13 字节"},

		{sgf.ErrTooLarge, errorOf(t, readErr(make([]byte, sgf.MaxFileSize+1)), sgf.ErrTooLarge),
			"file larger than 20 MB", "文件大于 20 MB"},
		{sgf.ErrNoTreeStart, readFinding(t, "hello", sgf.ErrNoTreeStart),
			"line 1, column 1: no game tree in the file", "第 1 行第 1 列：文件中没有棋谱"},
		// a scan that finds "(;" finds a node: the reader's last check has no file that reaches it
		{sgf.ErrNoGameTree, errorOf(t, &sgf.Error{Line: 1, Col: 1, Kind: sgf.ErrNoGameTree, Msg: "no game tree in the file"}, sgf.ErrNoGameTree),
			"line 1, column 1: no game tree in the file", "第 1 行第 1 列：文件中没有棋谱"},
		{sgf.ErrTooDeep, errorOf(t, readErr([]byte("(;GM[1]"+strings.Repeat("(;B[aa]", sgf.MaxDepth+1))), sgf.ErrTooDeep),
			"line 1, column 70001: variations nested deeper than 10000", "第 1 行第 70001 列：变化图嵌套超过 10000 层"},
		{sgf.ErrEmptyTree, readFinding(t, "(;GM[1]())", sgf.ErrEmptyTree),
			"line 1, column 9: an empty game tree or variation: '(' with no node before ')'", "第 1 行第 9 列：空的棋谱或变化图：'(' 与 ')' 之间没有节点"},
		{sgf.ErrAfterVariation, readFinding(t, "(;GM[1](;B[aa])x)", sgf.ErrAfterVariation),
			"line 1, column 16: only variations may follow a variation: 'x' after ')'", "第 1 行第 16 列：变化图之后只能是变化图：')' 之后出现了 'x'"},
		{sgf.ErrValueWithoutName, readFinding(t, "(;[aa])", sgf.ErrValueWithoutName),
			"line 1, column 3: a value without a property name", "第 1 行第 3 列：有一个值没有属性名"},
		{sgf.ErrUnexpected, readFinding(t, "(;GM[1]%)", sgf.ErrUnexpected),
			"line 1, column 8: unexpected character '%' outside a property value", "第 1 行第 8 列：属性值之外出现了意外的字符 '%'"},
		{sgf.ErrUnexpected, errorOf(t, readErr([]byte("(;GM[1]\x1b)")), sgf.ErrUnexpected),
			`line 1, column 8: unexpected character '\x1b' outside a property value`, `第 1 行第 8 列：属性值之外出现了意外的字符 '\x1b'`},
		{sgf.ErrEmptyTreeAtEnd, readFinding(t, "(;GM[1](", sgf.ErrEmptyTreeAtEnd),
			"line 1, column 9: an empty game tree at the end of the file: '(' with no node", "第 1 行第 9 列：文件结尾有空的棋谱：'(' 之后没有节点"},
		{sgf.ErrTooManyNodes, errorOf(t, readErr([]byte(manyGames)), sgf.ErrTooManyNodes),
			"line 1, column 1000010: more than 1000000 nodes", "第 1 行第 1000010 列：节点超过 1000000 个"},
		{sgf.ErrGameTooLong, errorOf(t, readErr([]byte("(;"+strings.Repeat(";", sgf.MaxGameNodes)+")")), sgf.ErrGameTooLong),
			"line 1, column 250002: game 1 has more than 250000 nodes, the most goref reads in one game",
			"第 1 行第 250002 列：第 1 局的节点超过 250000 个，即 goref 一局能读取的上限"},
		{sgf.ErrNameTooLong, readFinding(t, "(;GM[1]"+strings.Repeat("A", sgf.MaxIdentLen+1)+"[x])", sgf.ErrNameTooLong),
			"line 1, column 8: property name longer than 100 letters", "第 1 行第 8 列：属性名超过 100 个字母"},
		{sgf.ErrNoValue, readFinding(t, "(;GM[1]B)", sgf.ErrNoValue),
			"line 1, column 8: property B has no value", "第 1 行第 8 列：属性 B 没有值"},
		{sgf.ErrValueNotClosed, errorOf(t, readErr([]byte("(;GM[1]C[abc)")), sgf.ErrValueNotClosed),
			"line 1, column 9: property value not closed: ']' missing", "第 1 行第 9 列：属性值未闭合：缺少 ']'"},
		{sgf.ErrTooManyValues, errorOf(t, readErr([]byte("(;C"+strings.Repeat("[]", sgf.MaxValues+1)+")")), sgf.ErrTooManyValues),
			"line 1, column 4000004: more than 2000000 property values", "第 1 行第 4000004 列：属性值超过 2000000 个"},
		{sgf.ErrInternal, errorOf(t, &sgf.Error{Kind: sgf.ErrInternal, Msg: "internal error reading SGF: toikarin/sgf: boom"}, sgf.ErrInternal),
			"internal error of the SGF reader", "SGF 读取器内部错误"},
		{sgf.ErrPlayer, errorOf(t, lenientErr(root("(;GM[1]PL[X];B[aa])")), sgf.ErrPlayer),
			"line 1, column 2: invalid player PL[X]", "第 1 行第 2 列：无效的行棋方 PL[X]"},
		{sgf.ErrNotGo, errorOf(t, sgf.GoGame(root("(;GM[2])")), sgf.ErrNotGo),
			"line 1, column 2: GM[2]: not a game of Go", "第 1 行第 2 列：GM[2]：不是围棋棋谱"},
		{sgf.ErrMove, errorOf(t, movesErr(root("(;GM[1];B[zz])")), sgf.ErrMove),
			"line 1, column 8: B[zz] is not a point of the board", "第 1 行第 8 列：B[zz] 不是棋盘上的点"},
		{sgf.ErrPoint, errorOf(t, pointErr, sgf.ErrPoint),
			"line 1, column 2: AB[tt] is not a point of the board", "第 1 行第 2 列：AB[tt] 不是棋盘上的点"},
		{sgf.ErrPassNotPoint, errorOf(t, pe.Values[2].(error), sgf.ErrPassNotPoint),
			"tt is a pass, not a point", "tt 是停着，不是点"},
		{sgf.ErrSize, errorOf(t, sizeErr(root("(;GM[1]SZ[big])")), sgf.ErrSize),
			"line 1, column 2: invalid board size SZ[big]", "第 1 行第 2 列：无效的棋盘大小 SZ[big]"},
		{sgf.ErrSizeSmall, errorOf(t, sizeErr(root("(;GM[1]SZ[1])")), sgf.ErrSizeSmall),
			"line 1, column 2: board size SZ[1] is smaller than 2", "第 1 行第 2 列：棋盘大小 SZ[1] 小于 2"},
		{sgf.ErrSizeLarge, errorOf(t, sizeErr(root("(;GM[1]SZ[60])")), sgf.ErrSizeLarge),
			"line 1, column 2: board size SZ[60] is larger than SGF allows (52)", "第 1 行第 2 列：棋盘大小 SZ[60] 超过 SGF 允许的上限（52）"},
		{sgf.ErrSizeUnsupported, errorOf(t, sizeErr(root("(;GM[1]SZ[30:27])")), sgf.ErrSizeUnsupported),
			"line 1, column 2: board size 30x27 is larger than goref supports (25)", "第 1 行第 2 列：棋盘大小 30×27 超过 goref 支持的上限（25）"},
		{sgf.ErrWrite, errorOf(t, &sgf.Error{Kind: sgf.ErrWrite, Msg: "nil child node"}, sgf.ErrWrite),
			"the record cannot be written as SGF", "该棋谱无法写成 SGF"},
		{record.ErrHandicap, infoKind(record.ErrHandicap),
			"line 1, column 2: invalid handicap HA[x]", "第 1 行第 2 列：无效的让子数 HA[x]"},
		{record.ErrKomi, errorOf(t, komiErr, record.ErrKomi),
			"line 1, column 2: invalid komi KM[abc]", "第 1 行第 2 列：无效的贴目 KM[abc]"},
		{record.ErrTime, infoKind(record.ErrTime),
			"line 1, column 2: the time settings TM[-5] OT[] cannot be read", "第 1 行第 2 列：无法读取用时设置 TM[-5] OT[]"},
		{record.ErrResult, infoKind(record.ErrResult),
			"line 1, column 2: the result (RE) cannot be read", "第 1 行第 2 列：无法读取对局结果（RE）"},

		{"", skippedOf("(;GM[1]SZ[9];B[ee];W[R16])", 0),
			"line 1, column 19 (node 2): W[R16] skipped: malformed", "第 1 行第 19 列（第 2 个节点）：已跳过 W[R16]，不是点的写法"},
		{"", skippedOf("(;GM[1]SZ[9]AB[zz];B[ee])", 0),
			"line 1, column 2 (node 0): AB[zz] skipped: off-board", "第 1 行第 2 列（第 0 个节点）：已跳过 AB[zz]，在棋盘之外"},
		{"", func() string {
			return skippedWords(&sgf.Skipped{Prop: "B", Value: strings.Repeat("y", 30), Reason: sgf.SkipMalformed, Node: 4})
		}, "node 4: B[yyyyyyyyyyyyyyyyyyyyyyyy…] skipped: malformed", "第 4 个节点：已跳过 B[yyyyyyyyyyyyyyyyyyyyyyyy…]，不是点的写法"},
		{"", komiOf("(;GM[1]KM[650])"), "KM[650]: Fox komi ×100", "KM[650]：按野狐的 100 倍贴目换算"},
		{"", komiOf("(;GM[1]KM[3.75])"), "KM[3.75]: quarter komi read as stones (子)", "KM[3.75]：带 1/4 的贴目按子数（子）读取"},
		{"", komiOf("(;GM[1]KM[375])"), "KM[375]: Fox komi ×100, quarter komi read as stones (子)",
			"KM[375]：按野狐的 100 倍贴目换算，带 1/4 的贴目按子数（子）读取"},
		{"", func() string { return readErrorWords(missing) }, "the file does not exist", "文件不存在"},
		{"", func() string { return readErrorWords(os.ErrPermission) }, "no permission to read it", "没有读取权限"},
		{"", folder, "it is not a regular file (a folder, a device or a pipe)", "不是普通文件（而是文件夹、设备或管道）"},
	}
	worded := map[sgf.Kind]bool{}
	for _, lang := range []struct{ code, name string }{{"en", "en"}, {"zh_Hans", "zh"}} {
		u.SetLanguage(lang.code)
		for _, c := range cases {
			want := c.en
			if lang.name == "zh" {
				want = c.zh
			}
			if got := c.words(); got != want {
				t.Errorf("%s %s: %q, want %q", lang.code, c.kind, got, want)
			}
			worded[c.kind] = true
		}
	}
	// every kind board/sgf and rules/record declare is among the cases
	for _, file := range []string{"../../board/sgf/finding.go", "../../rules/record/info.go"} {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile(`(?m)^\s+\w+\s+(?:sgf\.)?Kind = "([^"]+)"`).FindAllSubmatch(src, -1) {
			if !worded[sgf.Kind(m[1])] {
				t.Errorf("%s: kind %q is not worded in this test", file, m[1])
			}
		}
	}
}

func readErr(data []byte) error {
	_, err := sgf.Read(data)
	return err
}

func lenientErr(root *sgf.Node) error {
	_, err := sgf.LenientMainLine(root, 19, 19)
	return err
}

func movesErr(root *sgf.Node) error {
	_, err := sgf.NodeMoves(root.Children[0], 9, 9)
	return err
}

func sizeErr(root *sgf.Node) error {
	_, _, err := sgf.Size(root)
	return err
}

// errorOfOpen is the words of the error the app meets opening dir as a record.
func errorOfOpen(t *testing.T, dir string) func() string {
	t.Helper()
	u, _ := newTestUI(t)
	u.doc.OpenPath(dir)
	if !strings.Contains(u.Status.Text, "not a regular file") {
		t.Fatalf("opening a folder: %q", u.Status.Text)
	}
	return func() string {
		u.doc.OpenPath(dir)
		_, after, _ := strings.Cut(u.Status.Text, ": ")
		if after == "" {
			_, after, _ = strings.Cut(u.Status.Text, "：")
		}
		return after
	}
}

// TestEscapeSequenceInABadMoveIsShownCleanedInChinese (repro error-echoes-escape-seq.sgf): a
// move value holding terminal escape sequences is said in Chinese around the value, and the
// value is shown with its control characters as visible escapes.
func TestEscapeSequenceInABadMoveIsShownCleanedInChinese(t *testing.T) {
	u, _ := newTestUI(t)
	u.SetLanguage("zh_Hans")
	t.Cleanup(func() { u.SetLanguage("en") })
	u.doc.OpenPath(corpus.Repro(t, "error-echoes-escape-seq.sgf"))
	want := `已打开 error-echoes-escape-seq.sgf，但跳过了 1 个无法读取的着手或点（第一个：第 1 行第 8 列（第 1 个节点）：已跳过 B[\x1b[2J\x1b[31mRED]，不是点的写法）。`
	if u.Status.Text != want {
		t.Errorf("status %q, want %q", u.Status.Text, want)
	}
	for _, english := range []string{"line", "column", "node", "skipped", "malformed", "\x1b"} {
		if strings.Contains(u.Status.Text, english) {
			t.Errorf("status %q holds %q", u.Status.Text, english)
		}
	}
}

// TestEveryAutosaveProblemIsWorded: what was wrong with an autosave (store.Problem) is said
// in English and in Chinese by the words written here, the reader's error or repairs inside
// it worded as the reader's findings are.
func TestEveryAutosaveProblemIsWorded(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	notClosed := &sgf.Error{Line: 3, Col: 5, Kind: sgf.ErrValueNotClosed}
	p := func(kind store.ProblemKind, err error, values ...any) *store.Problem {
		return &store.Problem{Kind: kind, Err: err, Values: values}
	}
	repaired := p(store.RecordRepaired, nil)
	repaired.Findings = []sgf.Warning{{Kind: sgf.WarnUnclosed, Values: []any{1}}, {Kind: sgf.WarnRepeated, Values: []any{"C"}}}
	cases := []struct {
		p      *store.Problem
		en, zh string
	}{
		{p(store.RecordDoesNotRead, os.ErrPermission), "the autosaved record does not read: no permission to read it", "自动保存的棋谱无法读取：没有读取权限"},
		{p(store.RecordDamaged, notClosed), "the autosaved record is damaged: line 3, column 5: property value not closed: ']' missing",
			"自动保存的棋谱已损坏：第 3 行第 5 列：属性值未闭合：缺少 ']'"},
		{p(store.RecordCannotOpen, &sgf.Error{Line: 1, Col: 2, Kind: sgf.ErrNotGo, Values: []any{"5"}}),
			"the autosaved record cannot be opened: line 1, column 2: GM[5]: not a game of Go", "自动保存的棋谱无法打开：第 1 行第 2 列：GM[5]：不是围棋棋谱"},
		{p(store.RecordManyGames, nil, 3), "the autosaved record holds 3 games (goref saves one)", "自动保存的棋谱中有 3 局（goref 只保存一局）"},
		{repaired, "the autosaved record needed repair (1 game tree not closed at the end of the file: closed; property C repeated in one node: values merged)",
			"自动保存的棋谱需要修复（文件结尾有 1 个棋谱未闭合：已闭合；属性 C 在同一节点中重复：已合并其值）"},
		{p(store.RecordNotStateGame, nil), "the autosaved record is not the game its state holds (damaged, or another record was put in its place)",
			"自动保存的棋谱与状态文件中的对局不符（已损坏，或被换成了另一份棋谱）"},
		{p(store.RecordMissing, nil), "the autosaved record is missing", "自动保存的棋谱不见了"},
		{p(store.FirstGameOffered, nil), "its first game is offered", "提供其中的第一局"},
		{p(store.RecordAndStateGone, nil), "the autosaved record and its state are missing", "自动保存的棋谱和状态文件都不见了"},
		{p(store.StateDoesNotRead, os.ErrPermission), "the autosave's state file does not read: no permission to read it", "自动保存的状态文件无法读取：没有读取权限"},
		{p(store.StateNewer, nil, 9, 4), "the autosave's state was written by a newer goref (format 9; this one reads 4)",
			"自动保存的状态由更新版本的 goref 写入（格式 9，本版本只能读 4）"},
		{p(store.StateEmpty, nil), "the autosave's state file holds no state", "自动保存的状态文件中没有状态"},
		{p(store.StateDoesNotRestore, errors.New("table: bad \x1b")), `the autosave's table state does not restore: table: bad \x1b`,
			`自动保存的对局状态无法恢复：table: bad \x1b`},
		{p(store.StateOtherRecord, nil), "the autosave's state was saved with another record (goref stopped between saving the two, or the record was changed); the record is offered alone",
			"自动保存的状态是与另一份棋谱一起保存的（goref 在两者保存之间停止，或棋谱被改动过）；只提供棋谱"},
		{p(store.SaveStopped, nil), "a save was stopped before its last step", "有一次保存在最后一步之前中断了"},
		{p(store.FinishedNoResult, nil), "the autosave is marked finished but its record has no result", "自动保存标记为已终局，但棋谱中没有结果"},
		{p(store.OfferedFromState, nil), "the game is offered from the autosave's state (the game at the table, saved whole)", "对局取自自动保存的状态（完整保存的对局）"},
		{p(store.OfferedFromEarlier, nil, "current.2.sgf"), "the game is offered from the autosave before it (current.2.sgf)", "对局取自上一次自动保存（current.2.sgf）"},
		{p(store.OfferedFromStopped, nil), "the game is offered from the save that was stopped", "对局取自中断的那次保存"},
		{p(store.CursorNotAMove, nil, "[0 0 7]"), "the autosave's cursor ([0 0 7]) is not a move of its record; the game opens at its last move",
			"自动保存的光标位置（[0 0 7]）不是棋谱中的一手；对局在最后一手打开"},
		{p(store.PermissionGivenBack, nil), "the autosave could not be read (permission denied); read permission was given back to the file's owner",
			"自动保存无法读取（权限不足）；已把读取权限还给文件的所有者"},
		{p(store.PlainFileInTheWay, nil), "a plain file stood where the autosave directory belongs", "自动保存文件夹的位置上是一个普通文件"},
	}
	worded := map[store.ProblemKind]bool{}
	for _, lang := range []string{"en", "zh_Hans"} {
		u.SetLanguage(lang)
		for _, c := range cases {
			want := c.en
			if lang != "en" {
				want = c.zh
			}
			if got := readErrorWords(c.p); got != want {
				t.Errorf("%s %s: %q, want %q", lang, c.p.Kind, got, want)
			}
			worded[c.p.Kind] = true
		}
	}
	two := store.Problems{p(store.SaveStopped, nil), p(store.RecordMissing, nil)}
	if got := readErrorWords(two); got != "有一次保存在最后一步之前中断了；自动保存的棋谱不见了" {
		t.Errorf("two problems: %q", got)
	}
	src, err := os.ReadFile("../store/problem.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`(?m)^\s+\w+\s+ProblemKind = "([^"]+)"`).FindAllSubmatch(src, -1) {
		if !worded[store.ProblemKind(m[1])] {
			t.Errorf("problem kind %q is not worded in this test", m[1])
		}
	}
}

// TestDamagedAutosaveIsSaidInChinese (repro autosave-trunc-in-value): the recovery's warning
// says what was wrong in Chinese, the reader's finding in it too.
func TestDamagedAutosaveIsSaidInChinese(t *testing.T) {
	u, st := newTestUI(t)
	u.SetLanguage("zh_Hans")
	t.Cleanup(func() { u.SetLanguage("en") })
	damagedAutosave(t, st)
	u.Start(nil)
	said, _, _ := strings.Cut(u.Status.Text, "已保留为") // the files kept aside are named after it
	if !strings.Contains(said, "自动保存的棋谱已损坏：第 2 行第 21 列：属性值未闭合：缺少 ']'") {
		t.Errorf("status %q", u.Status.Text)
	}
	for _, english := range []string{"autosave", "record", "line", "column", "property"} {
		if strings.Contains(said, english) {
			t.Errorf("status %q holds %q", u.Status.Text, english)
		}
	}
}
