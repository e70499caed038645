package sgf_test

import (
	"fmt"
	"strings"

	"golang.org/x/text/encoding/simplifiedchinese"

	"goref/board/sgf"
)

func Example() {
	// A GB2312 record as Chinese servers write it, in FF[3] style.
	data, _ := simplifiedchinese.GB18030.NewEncoder().Bytes([]byte(
		"(;GaMe[1]CA[gb2312]SZ[19]KM[375]PB[柯洁]PW[古力]RE[B+R]AB[dd][pp];W[dp];B[]W[tt])"))

	col, err := sgf.Read(data)
	if err != nil {
		fmt.Println(err)
		return
	}
	root := col.Games[0]
	w, h, _ := sgf.Size(root)
	setup, _ := sgf.RootSetup(root, w, h)
	moves, _ := sgf.MainLine(root, w, h)
	black, _ := root.Get("PB")

	fmt.Println(col.Encoding, w, h, len(setup.Black), black)
	var line []string
	for _, m := range moves {
		line = append(line, m.Color.String()+m.Vertex.GTP(h))
	}
	fmt.Println(strings.Join(line, " "))

	out, _ := sgf.Write(col)
	fmt.Print(string(out))
	// Output:
	// GB18030 19 19 2 柯洁
	// WD4 Bpass Wpass
	// (;FF[4]CA[UTF-8]AP[goref:0.1.0]GM[1]SZ[19]KM[375]PB[柯洁]PW[古力]RE[B+R]AB[dd][pp]
	// ;W[dp];B[]W[tt])
}
