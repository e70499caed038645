package fontcut

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// Cut returns a TrueType font holding, for each rune, the glyph of the first of srcs that has
// it (a rune none has is left out), the glyphs their composites are built of, and .notdef.
// The other tables are the first source's, so the cut keeps its units per em, line metrics and
// names; glyph names are dropped (post format 3). The sources must share their units per em
// (cuts of one font). Only the glyphs taken are read: a large source costs the pages they lie
// on, not its size.
func Cut(runes []rune, srcs ...[]byte) ([]byte, error) {
	if len(srcs) == 0 {
		return nil, errors.New("fontcut: no font to cut")
	}
	fonts := make([]*font, len(srcs))
	for i, src := range srcs {
		f, err := parse(src)
		if err != nil {
			return nil, err
		}
		fonts[i] = f
	}

	// The glyphs to keep, per source: .notdef of the first, those of the runes, and their
	// components (from the same source).
	type ref struct{ src, gid int }
	keep := map[ref]bool{{0, 0}: true}
	var todo []ref
	gidOf := map[rune]ref{}
	for _, r := range runes {
		if _, done := gidOf[r]; done {
			continue
		}
		for i, f := range fonts {
			if g := f.lookup(r); g != 0 {
				gidOf[r] = ref{i, g}
				if !keep[gidOf[r]] {
					keep[gidOf[r]] = true
					todo = append(todo, gidOf[r])
				}
				break
			}
		}
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		data, err := fonts[g.src].glyph(g.gid)
		if err != nil {
			return nil, err
		}
		err = components(data, func(off int) error {
			c := ref{g.src, int(binary.BigEndian.Uint16(data[off:]))}
			if c.gid >= fonts[g.src].numGlyphs() {
				return fmt.Errorf("fontcut: glyph %d refers to glyph %d of %d", g.gid, c.gid, fonts[g.src].numGlyphs())
			}
			if !keep[c] {
				keep[c] = true
				todo = append(todo, c)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	order := make([]ref, 0, len(keep))
	for g := range keep {
		order = append(order, g)
	}
	slices.SortFunc(order, func(a, b ref) int {
		if a.src != b.src {
			return a.src - b.src
		}
		return a.gid - b.gid
	})
	newID := make(map[ref]int, len(order))
	for i, g := range order {
		newID[g] = i
	}

	// glyf and loca (long offsets) with the components renumbered, and hmtx with one full
	// metric per glyph.
	var glyf []byte
	loca := make([]byte, 0, 4*(len(order)+1))
	hmtx := make([]byte, 0, 4*len(order))
	for _, g := range order {
		loca = binary.BigEndian.AppendUint32(loca, uint32(len(glyf)))
		data, _ := fonts[g.src].glyph(g.gid) // read once already
		start := len(glyf)
		glyf = append(glyf, data...)
		out := glyf[start:]
		_ = components(out, func(off int) error {
			c := ref{g.src, int(binary.BigEndian.Uint16(out[off:]))}
			binary.BigEndian.PutUint16(out[off:], uint16(newID[c]))
			return nil
		})
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
		adv, lsb, err := fonts[g.src].metric(g.gid)
		if err != nil {
			return nil, err
		}
		hmtx = binary.BigEndian.AppendUint16(hmtx, adv)
		hmtx = binary.BigEndian.AppendUint16(hmtx, lsb)
	}
	loca = binary.BigEndian.AppendUint32(loca, uint32(len(glyf)))

	cmap := map[rune]int{}
	for r, g := range gidOf {
		cmap[r] = newID[g]
	}
	first := fonts[0]
	out := map[string][]byte{}
	for tag, data := range first.tables {
		out[tag] = data
	}
	out["glyf"], out["loca"], out["hmtx"] = glyf, loca, hmtx
	out["cmap"] = cmap12(cmap)
	out["maxp"] = patch(first.tables["maxp"], 4, uint16(len(order)))
	out["hhea"] = patch(first.tables["hhea"], 34, uint16(len(order)))
	head := patch(first.tables["head"], 50, 1) // indexToLocFormat: long
	binary.BigEndian.PutUint32(head[8:], 0)    // checkSumAdjustment, set by write
	out["head"] = head
	if post := first.tables["post"]; len(post) >= 32 {
		p := slices.Clone(post[:32])
		binary.BigEndian.PutUint32(p, 0x00030000)
		out["post"] = p
	}
	return write(out), nil
}

// Runes lists the characters src's cmap maps to a glyph, in order.
func Runes(src []byte) ([]rune, error) {
	f, err := parse(src)
	if err != nil {
		return nil, err
	}
	return f.runes(), nil
}

// components calls at with the offset of each component's glyph index in a composite glyph
// (none for a simple or empty glyph).
func components(g []byte, at func(off int) error) error {
	if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil
	}
	const (
		argsAreWords = 1 << 0
		haveScale    = 1 << 3
		moreComps    = 1 << 5
		haveXYScale  = 1 << 6
		have2x2      = 1 << 7
	)
	off := 10
	for {
		if off+4 > len(g) {
			return errors.New("fontcut: composite glyph cut short")
		}
		flags := binary.BigEndian.Uint16(g[off:])
		if err := at(off + 2); err != nil {
			return err
		}
		off += 4
		if flags&argsAreWords != 0 {
			off += 4
		} else {
			off += 2
		}
		switch {
		case flags&haveScale != 0:
			off += 2
		case flags&haveXYScale != 0:
			off += 4
		case flags&have2x2 != 0:
			off += 8
		}
		if flags&moreComps == 0 {
			return nil
		}
	}
}

func patch(table []byte, off int, v uint16) []byte {
	t := slices.Clone(table)
	if off+2 <= len(t) {
		binary.BigEndian.PutUint16(t[off:], v)
	}
	return t
}

// cmap12 is a cmap with one Windows Unicode full-repertoire subtable (format 12).
func cmap12(m map[rune]int) []byte {
	runes := make([]rune, 0, len(m))
	for r := range m {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	type group struct{ start, end, gid uint32 }
	var groups []group
	for _, r := range runes {
		g := uint32(m[r])
		if n := len(groups); n > 0 && groups[n-1].end+1 == uint32(r) && groups[n-1].gid+uint32(r)-groups[n-1].start == g {
			groups[n-1].end = uint32(r)
			continue
		}
		groups = append(groups, group{uint32(r), uint32(r), g})
	}
	b := binary.BigEndian.AppendUint16(nil, 0) // version
	b = binary.BigEndian.AppendUint16(b, 1)    // one subtable
	b = binary.BigEndian.AppendUint16(b, 3)    // Windows
	b = binary.BigEndian.AppendUint16(b, 10)   // Unicode full repertoire
	b = binary.BigEndian.AppendUint32(b, 12)   // its offset
	b = binary.BigEndian.AppendUint16(b, 12)
	b = binary.BigEndian.AppendUint16(b, 0)
	b = binary.BigEndian.AppendUint32(b, uint32(16+12*len(groups)))
	b = binary.BigEndian.AppendUint32(b, 0) // language
	b = binary.BigEndian.AppendUint32(b, uint32(len(groups)))
	for _, g := range groups {
		b = binary.BigEndian.AppendUint32(b, g.start)
		b = binary.BigEndian.AppendUint32(b, g.end)
		b = binary.BigEndian.AppendUint32(b, g.gid)
	}
	return b
}
