// Command fontchars prints the CJK characters of goref's font subsets, for
// scripts/subset-fonts.sh: "terms" those the English UI can show, "texts" those of goref's
// texts in every language. Run from the repository root.
package main
