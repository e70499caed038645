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
