package casebook

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// Book is the whole casebook.
type Book struct {
	Cases    []*Case
	Verdicts map[string]map[string]Verdict // case ID → preset → expectation
}

// Verdict is the expected outcome of a case under one preset (verdicts.json).
type Verdict struct {
	Moves []string `json:"moves"`
	Count string   `json:"count,omitempty"`
	Dead  []string `json:"dead,omitempty"`
	// Confirm is the outcome of each J89 Art. 7 confirmation of the run ("dead", "alive").
	Confirm []string `json:"confirm,omitempty"`
	// Basis says where the verdict comes from: "text" when the rule text or its digest states
	// it, "reasoned" when it is reasoned from the text (the digest's "inferred"), "mechanics"
	// when the text is silent and the verdict is the rule set's mechanics on the construction.
	Basis string `json:"basis"`
	Note  string `json:"note,omitempty"`
}

// Bases are the allowed values of Verdict.Basis.
var Bases = []string{"text", "reasoned", "mechanics"}

// Load reads every *.sgf of dir in fsys, in name order, and dir/verdicts.json if present.
func Load(fsys fs.FS, dir string) (*Book, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.sgf"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("casebook: no cases in %s", dir)
	}
	sort.Strings(names)
	bk := &Book{Verdicts: map[string]map[string]Verdict{}}
	for _, n := range names {
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		c, err := Parse(strings.TrimSuffix(path.Base(n), ".sgf"), data)
		if err != nil {
			return nil, err
		}
		bk.Cases = append(bk.Cases, c)
	}
	data, err := fs.ReadFile(fsys, path.Join(dir, "verdicts.json"))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return bk, nil
		}
		return nil, err
	}
	if err := json.Unmarshal(data, &bk.Verdicts); err != nil {
		return nil, fmt.Errorf("casebook: verdicts.json: %w", err)
	}
	return bk, nil
}

// Case returns the case with the given ID, or nil.
func (bk *Book) Case(id string) *Case {
	for _, c := range bk.Cases {
		if c.ID == id {
			return c
		}
	}
	return nil
}
