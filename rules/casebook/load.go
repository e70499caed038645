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
	Grounds  map[string]Ground             // grounds.json: the quoted rule texts verdicts cite
}

// Verdict is the expected outcome of a case under one preset (verdicts.json).
type Verdict struct {
	Moves []string `json:"moves"`
	Count string   `json:"count,omitempty"`
	Dead  []string `json:"dead,omitempty"`
	// Confirm is the outcome of each J89 Art. 7 confirmation of the run ("dead", "alive").
	Confirm []string `json:"confirm,omitempty"`
	// Basis says where the verdict comes from: BasisText when a rule text states it (Ground
	// names the quoted words), BasisDerived when it is derived by hand from the texts
	// (Derivation writes the steps out), BasisMechanics only where the texts are silent and
	// the verdict is the rule set's mechanics on the construction.
	Basis      string `json:"basis"`
	Ground     string `json:"ground,omitempty"`
	Derivation string `json:"derivation,omitempty"`
	Note       string `json:"note,omitempty"`
}

// The grounds of a verdict (Verdict.Basis).
const (
	BasisText      = "text"
	BasisDerived   = "derived"
	BasisMechanics = "mechanics"
)

// Bases are the allowed values of Verdict.Basis.
var Bases = []string{BasisText, BasisDerived, BasisMechanics}

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
	for name, v := range map[string]any{"verdicts.json": &bk.Verdicts, "grounds.json": &bk.Grounds} {
		if err := readOptionalJSON(fsys, path.Join(dir, name), v); err != nil {
			return nil, err
		}
	}
	return bk, nil
}

// readOptionalJSON decodes the JSON file p into v; a missing file leaves v as it is.
func readOptionalJSON(fsys fs.FS, p string, v any) error {
	data, err := fs.ReadFile(fsys, p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("casebook: %s: %w", path.Base(p), err)
	}
	return nil
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
