package board

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// MaxSize is the largest board side goref plays on (GTP letters A–Z without I give 25 columns).
const MaxSize = 25

// MinSize is the smallest board side.
const MinSize = 2

// Vertex is a point on the board: X is the column from the left, Y the row from the top,
// both from 0 — the SGF orientation. Pass is the vertex of a pass.
type Vertex struct{ X, Y int }

// Pass is the vertex a pass is played at.
var Pass = Vertex{-1, -1}

// IsPass tells whether v is the pass vertex.
func (v Vertex) IsPass() bool { return v == Pass }

// In tells whether v lies on a board of w columns and h rows.
func (v Vertex) In(w, h int) bool { return v.X >= 0 && v.Y >= 0 && v.X < w && v.Y < h }

// Packed is a vertex in two bytes, for records that keep one a ply: X + Y·MaxSize, or -1 for a
// pass (and for any vertex off the largest board).
type Packed int16

// Pack is v in two bytes.
func (v Vertex) Pack() Packed {
	if !v.In(MaxSize, MaxSize) {
		return -1
	}
	return Packed(v.X + v.Y*MaxSize)
}

// Vertex is the vertex p holds: Pass for -1.
func (p Packed) Vertex() Vertex {
	if p < 0 {
		return Pass
	}
	return Vertex{X: int(p) % MaxSize, Y: int(p) / MaxSize}
}

const gtpLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// GTP renders v as a GTP vertex ("D4", "pass") on a board with h rows.
// The Chinese/Ing convention uses the same letters, so this serves both.
func (v Vertex) GTP(h int) string {
	if v.IsPass() {
		return "pass"
	}
	if v.X < 0 || v.X >= len(gtpLetters) || v.Y < 0 {
		return "?"
	}
	if row := h - v.Y; row >= 1 && row <= MaxSize {
		return gtpNames()[v.X][row]
	}
	return gtpName(v.X, h-v.Y)
}

func gtpName(x, row int) string { return gtpLetters[x:x+1] + strconv.Itoa(row) }

// gtpNames holds the name of every point of the largest board by column and row number (1 at
// the bottom), made once: check names each ply it writes and gtp each move it answers, and a
// new string each time was check's one allocation per ply.
var gtpNames = sync.OnceValue(func() *[len(gtpLetters)][MaxSize + 1]string {
	var t [len(gtpLetters)][MaxSize + 1]string
	for x := range t {
		for row := 1; row <= MaxSize; row++ {
			t[x][row] = gtpName(x, row)
		}
	}
	return &t
})

// ParseGTP reads a GTP vertex ("D4", "d4", "pass") for a board of w columns and h rows.
func ParseGTP(s string, w, h int) (Vertex, error) {
	t := strings.TrimSpace(s)
	if strings.EqualFold(t, "pass") {
		return Pass, nil
	}
	if len(t) < 2 {
		return Pass, fmt.Errorf("invalid vertex %q", s)
	}
	x := strings.IndexByte(gtpLetters, upper(t[0]))
	n, err := strconv.Atoi(t[1:])
	if x < 0 || err != nil {
		return Pass, fmt.Errorf("invalid vertex %q", s)
	}
	v := Vertex{x, h - n}
	if !v.In(w, h) {
		return Pass, fmt.Errorf("vertex %q is off the %dx%d board", s, w, h)
	}
	return v, nil
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// sgfLetters maps SGF coordinates: a–z are 0–25, A–Z are 26–51 (FF[4]).
func sgfIndex(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a')
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26
	}
	return -1
}

func sgfLetter(i int) byte {
	if i < 26 {
		return byte('a' + i)
	}
	return byte('A' + i - 26)
}

// SGF renders v as an SGF point ("dd"); a pass is the empty string (FF[4]).
func (v Vertex) SGF() string {
	if v.IsPass() {
		return ""
	}
	return string([]byte{sgfLetter(v.X), sgfLetter(v.Y)})
}

// ParseSGF reads an SGF point for a board of w columns and h rows. "" is a pass, and so is
// "tt" when both sides are at most 19 (the FF[3] convention).
func ParseSGF(s string, w, h int) (Vertex, error) {
	if s == "" || (s == "tt" && w <= 19 && h <= 19) {
		return Pass, nil
	}
	if len(s) != 2 {
		return Pass, fmt.Errorf("invalid SGF point %q", s)
	}
	v := Vertex{sgfIndex(s[0]), sgfIndex(s[1])}
	if !v.In(w, h) {
		return Pass, fmt.Errorf("SGF point %q is off the %dx%d board", s, w, h)
	}
	return v, nil
}

// ParseVertex reads either form: GTP ("D4", "pass") or SGF ("dd").
// Two lower-case letters are read as SGF; anything else as GTP.
func ParseVertex(s string, w, h int) (Vertex, error) {
	t := strings.TrimSpace(s)
	if len(t) == 2 && t[0] >= 'a' && t[0] <= 'z' && t[1] >= 'a' && t[1] <= 'z' {
		return ParseSGF(t, w, h)
	}
	return ParseGTP(t, w, h)
}
