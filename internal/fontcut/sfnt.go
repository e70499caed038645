package fontcut

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
)

// font is a TrueType file split into its tables, with its Unicode cmap subtable.
type font struct {
	tables  map[string][]byte
	cmap    []byte // the subtable
	format  int    // 4 or 12
	longOff bool   // loca has 32-bit offsets
}

func parse(src []byte) (*font, error) {
	if len(src) < 12 {
		return nil, errors.New("fontcut: not a font")
	}
	if v := binary.BigEndian.Uint32(src); v != 0x00010000 && v != 0x74727565 { // 1.0, "true"
		return nil, fmt.Errorf("fontcut: not a TrueType font (version %#x)", v)
	}
	n := int(binary.BigEndian.Uint16(src[4:]))
	if len(src) < 12+16*n {
		return nil, errors.New("fontcut: table directory cut short")
	}
	f := &font{tables: map[string][]byte{}}
	for i := range n {
		rec := src[12+16*i:]
		tag := string(rec[:4])
		off, length := int(binary.BigEndian.Uint32(rec[8:])), int(binary.BigEndian.Uint32(rec[12:]))
		if off < 0 || length < 0 || off+length > len(src) {
			return nil, fmt.Errorf("fontcut: table %q out of the file", tag)
		}
		f.tables[tag] = src[off : off+length]
	}
	for _, tag := range []string{"cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp"} {
		if _, ok := f.tables[tag]; !ok {
			return nil, fmt.Errorf("fontcut: no %s table", tag)
		}
	}
	if len(f.tables["head"]) < 54 || len(f.tables["hhea"]) < 36 || len(f.tables["maxp"]) < 6 {
		return nil, errors.New("fontcut: head, hhea or maxp cut short")
	}
	f.longOff = f.u16("head", 50) != 0
	per := 2
	if f.longOff {
		per = 4
	}
	nm := int(f.u16("hhea", 34))
	if len(f.tables["loca"]) < per*(f.numGlyphs()+1) || nm == 0 || nm > f.numGlyphs() ||
		len(f.tables["hmtx"]) < 4*nm+2*(f.numGlyphs()-nm) {
		return nil, errors.New("fontcut: loca or hmtx too short for the glyphs")
	}
	return f, f.findCmap()
}

// u16 reads a 16-bit field of a table checked long enough by parse.
func (f *font) u16(tag string, off int) uint16 {
	return binary.BigEndian.Uint16(f.tables[tag][off:])
}

func (f *font) numGlyphs() int { return int(f.u16("maxp", 4)) }

// glyph is glyph g's data in the glyf table.
func (f *font) glyph(g int) ([]byte, error) {
	var a, b int
	loca := f.tables["loca"]
	if f.longOff {
		a, b = int(binary.BigEndian.Uint32(loca[4*g:])), int(binary.BigEndian.Uint32(loca[4*g+4:]))
	} else {
		a, b = 2*int(binary.BigEndian.Uint16(loca[2*g:])), 2*int(binary.BigEndian.Uint16(loca[2*g+2:]))
	}
	if a > b || b > len(f.tables["glyf"]) {
		return nil, fmt.Errorf("fontcut: glyph %d out of the glyf table", g)
	}
	return f.tables["glyf"][a:b], nil
}

// metric is glyph g's advance and left side bearing.
func (f *font) metric(g int) (adv, lsb uint16, err error) {
	hmtx, nm := f.tables["hmtx"], int(f.u16("hhea", 34))
	if g >= f.numGlyphs() {
		return 0, 0, fmt.Errorf("fontcut: no glyph %d", g)
	}
	adv = binary.BigEndian.Uint16(hmtx[4*min(g, nm-1):])
	if g < nm {
		return adv, binary.BigEndian.Uint16(hmtx[4*g+2:]), nil
	}
	return adv, binary.BigEndian.Uint16(hmtx[4*nm+2*(g-nm):]), nil
}

// findCmap picks the best Unicode subtable: format 12 (full repertoire) if there is one, else
// format 4 (BMP), and checks its length.
func (f *font) findCmap() error {
	t := f.tables["cmap"]
	if len(t) < 4 {
		return errors.New("fontcut: cmap cut short")
	}
	n := int(binary.BigEndian.Uint16(t[2:]))
	for i := range n {
		if 4+8*i+8 > len(t) {
			return errors.New("fontcut: cmap cut short")
		}
		rec := t[4+8*i:]
		platform, enc := binary.BigEndian.Uint16(rec), binary.BigEndian.Uint16(rec[2:])
		off := int(binary.BigEndian.Uint32(rec[4:]))
		if off+2 > len(t) || !(platform == 0 || platform == 3 && (enc == 1 || enc == 10)) {
			continue
		}
		if format := int(binary.BigEndian.Uint16(t[off:])); format == 12 || format == 4 && f.format != 12 {
			f.cmap, f.format = t[off:], format
		}
	}
	switch f.format {
	case 12:
		if len(f.cmap) < 16 || len(f.cmap) < 16+12*int(binary.BigEndian.Uint32(f.cmap[12:])) {
			return errors.New("fontcut: cmap format 12 cut short")
		}
	case 4:
		if len(f.cmap) < 14 || len(f.cmap) < 16+8*f.segments() {
			return errors.New("fontcut: cmap format 4 cut short")
		}
	default:
		return errors.New("fontcut: no Unicode cmap of format 4 or 12")
	}
	return nil
}

func (f *font) segments() int { return int(binary.BigEndian.Uint16(f.cmap[6:])) / 2 }

// lookup is r's glyph, 0 if the font has none. Only the part of the cmap it needs is read.
func (f *font) lookup(r rune) int {
	g := 0
	f.eachRange(func(start, end rune, glyph func(rune) int) bool {
		if r < start {
			return false
		}
		if r <= end {
			g = glyph(r)
			return false
		}
		return true
	})
	if g >= f.numGlyphs() {
		return 0
	}
	return g
}

// runes lists the characters the cmap maps to a glyph, in order.
func (f *font) runes() []rune {
	var rs []rune
	f.eachRange(func(start, end rune, glyph func(rune) int) bool {
		for r := start; r <= end; r++ {
			if g := glyph(r); g != 0 && g < f.numGlyphs() {
				rs = append(rs, r)
			}
		}
		return true
	})
	return rs
}

// eachRange calls fn with the cmap's ranges in order and a function giving a rune's glyph in
// the range, until fn returns false.
func (f *font) eachRange(fn func(start, end rune, glyph func(rune) int) bool) {
	t := f.cmap
	u32 := func(off int) rune { return rune(binary.BigEndian.Uint32(t[off:])) }
	u16 := func(off int) int { return int(binary.BigEndian.Uint16(t[off:])) }
	if f.format == 12 {
		for i := range int(binary.BigEndian.Uint32(t[12:])) {
			start, end, gid := u32(16+12*i), u32(20+12*i), u32(24+12*i)
			if end < start || end > 0x10FFFF {
				return
			}
			if !fn(start, end, func(r rune) int { return int(gid + r - start) }) {
				return
			}
		}
		return
	}
	segs := f.segments()
	ends, starts, deltas, offsets := 14, 16+2*segs, 16+4*segs, 16+6*segs
	for s := range segs {
		start, end, delta, ro := u16(starts+2*s), u16(ends+2*s), u16(deltas+2*s), u16(offsets+2*s)
		if end == 0xFFFF {
			end = 0xFFFE // the final segment maps only U+FFFF, to .notdef
		}
		if end < start {
			continue
		}
		glyph := func(r rune) int {
			if ro == 0 {
				return (int(r) + delta) & 0xFFFF
			}
			at := offsets + 2*s + ro + 2*(int(r)-start)
			if at+2 > len(t) {
				return 0
			}
			if g := u16(at); g != 0 {
				return (g + delta) & 0xFFFF
			}
			return 0
		}
		if !fn(rune(start), rune(end), glyph) {
			return
		}
	}
}

// write lays out a TrueType file from its tables, with their checksums and the head's
// checkSumAdjustment.
func write(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	n := len(tags)
	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	searchRange := 16 << entrySelector
	out := binary.BigEndian.AppendUint32(nil, 0x00010000)
	out = binary.BigEndian.AppendUint16(out, uint16(n))
	out = binary.BigEndian.AppendUint16(out, uint16(searchRange))
	out = binary.BigEndian.AppendUint16(out, uint16(entrySelector))
	out = binary.BigEndian.AppendUint16(out, uint16(16*n-searchRange))
	off := 12 + 16*n
	for _, tag := range tags {
		t := tables[tag]
		out = append(out, tag...)
		out = binary.BigEndian.AppendUint32(out, checksum(t))
		out = binary.BigEndian.AppendUint32(out, uint32(off))
		out = binary.BigEndian.AppendUint32(out, uint32(len(t)))
		off += (len(t) + 3) &^ 3
	}
	headAt := 0
	for _, tag := range tags {
		if tag == "head" {
			headAt = len(out)
		}
		out = append(out, tables[tag]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	if _, ok := tables["head"]; ok {
		binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	}
	return out
}

func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
