package board

// hashSet is a multiset of 64-bit hashes with open addressing. Undo removes the most recent
// insertions, so a count per key is enough; a slot whose count falls to zero stays as a
// tombstone and is reused when the same key comes back. It allocates only when it grows.
type hashSet struct {
	keys   []uint64
	counts []int32
	firsts []int32 // the ply a live key was first added at
	used   int     // slots holding a key (live or tombstone)
	mask   uint64
}

func (s *hashSet) reset() {
	if s.keys == nil {
		s.keys = make([]uint64, 1024)
		s.counts = make([]int32, 1024)
		s.firsts = make([]int32, 1024)
	} else {
		clear(s.keys)
		clear(s.counts)
	}
	s.used = 0
	s.mask = uint64(len(s.keys) - 1)
}

// slot finds key's slot, or the empty slot where it would go. Key 0 marks an empty slot, so
// it is stored as 1; a collision of that one value with a real hash is as likely as any other.
func (s *hashSet) slot(key uint64) int {
	if key == 0 {
		key = 1
	}
	i := (key * 0x9e3779b97f4a7c15) >> 32 & s.mask
	for {
		k := s.keys[i]
		if k == key || k == 0 {
			return int(i)
		}
		i = (i + 1) & s.mask
	}
}

func (s *hashSet) has(key uint64) bool { return s.counts[s.slot(key)] > 0 }

// count returns how often key is present and the ply it was first added at.
func (s *hashSet) count(key uint64) (n int, first int) {
	i := s.slot(key)
	return int(s.counts[i]), int(s.firsts[i])
}

// add inserts key, added at ply.
func (s *hashSet) add(key uint64, ply int) {
	if 2*(s.used+1) > len(s.keys) {
		s.grow()
	}
	i := s.slot(key)
	if s.keys[i] == 0 {
		if key == 0 {
			key = 1
		}
		s.keys[i] = key
		s.used++
	}
	if s.counts[i] == 0 {
		s.firsts[i] = int32(ply)
	}
	s.counts[i]++
}

func (s *hashSet) remove(key uint64) {
	if i := s.slot(key); s.counts[i] > 0 {
		s.counts[i]--
	}
}

func (s *hashSet) grow() {
	keys, counts, firsts := s.keys, s.counts, s.firsts
	s.keys = make([]uint64, 2*len(keys))
	s.counts = make([]int32, 2*len(keys))
	s.firsts = make([]int32, 2*len(keys))
	s.mask = uint64(len(s.keys) - 1)
	s.used = 0
	for i, k := range keys {
		if counts[i] > 0 {
			j := s.slot(k)
			s.keys[j], s.counts[j], s.firsts[j] = k, counts[i], firsts[i]
			s.used++
		}
	}
}

func (s hashSet) clone() hashSet {
	s.keys = append([]uint64(nil), s.keys...)
	s.counts = append([]int32(nil), s.counts...)
	s.firsts = append([]int32(nil), s.firsts...)
	return s
}
