// Command fontchars prints the CJK characters of goref's font subsets, for
// scripts/subset-fonts.sh: "terms" those the English UI can show, "texts" those of goref's
// texts in every language. Run from the repository root.
package main

import (
	"fmt"
	"os"

	"goref/app/fontchars"
)

func main() {
	srcs := map[string]fontchars.Source{"terms": fontchars.English, "texts": fontchars.All}
	src, ok := srcs[""]
	if len(os.Args) == 2 {
		src, ok = srcs[os.Args[1]]
	}
	if !ok {
		fmt.Fprintln(os.Stderr, "usage: fontchars terms|texts")
		os.Exit(2)
	}
	rs, err := fontchars.Chars(".", src)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fontchars:", err)
		os.Exit(1)
	}
	fmt.Println(string(rs))
}
