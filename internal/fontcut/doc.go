// Package fontcut cuts a TrueType font down to the glyphs of a set of characters, in memory:
// goref's theme parses its CJK font once per text style and the parse costs about four times
// the font's size, so a name in the record brings in a cut of the whole CJK font holding
// goref's texts and that name's characters rather than a pre-cut font of thousands.
package fontcut
