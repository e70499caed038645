// Package fontchars lists the CJK characters goref itself can put on screen, which the
// bundled font subsets (assets/fonts, made by scripts/subset-fonts.sh) must hold: the terms
// font holds those of the English UI, the others those of every language.
package fontchars
