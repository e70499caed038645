// Package assets holds the files goref embeds: the CJK fonts, the icon and the rules casebook
// (the texts are words' catalogue).
// assets/voice belongs to the clock and sound packages and is embedded there.
package assets
