// Command fontchars prints the CJK characters of goref's font subsets, for
// scripts/subset-fonts.sh: "terms" those the English UI can show, "texts" those of goref's
// texts in every language, "cjk" those plus the Chinese and Japanese standards' common
// characters (see common), "korean" goref's texts, every hangul syllable and jamo and KS X 1001
// (see korean). Run from the repository root.
package main

import (
	"fmt"
	"os"

	"goref/app/fontchars"
)

func main() {
	srcs := map[string]fontchars.Source{"terms": fontchars.English, "texts": fontchars.All, "cjk": fontchars.All, "korean": fontchars.All}
	src, ok := srcs[""]
	if len(os.Args) == 2 {
		src, ok = srcs[os.Args[1]]
	}
	if !ok {
		fmt.Fprintln(os.Stderr, "usage: fontchars terms|texts|cjk|korean")
		os.Exit(2)
	}
	rs, err := fontchars.Chars(".", src)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fontchars:", err)
		os.Exit(1)
	}
	switch os.Args[1] {
	case "cjk":
		rs = append(rs, common()...)
	case "korean":
		rs = append(rs, koreanChars()...)
	}
	fmt.Println(string(rs))
}
