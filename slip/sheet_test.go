package slip

import (
	"errors"
	"maps"
	"testing"
)

// The signed tables are read as a director types them: commas with or without spaces,
// spaces alone, the Chinese and Japanese list marks 、 and ，; anything else is named.
func TestTablesReadsTheSignedList(t *testing.T) {
	for in, want := range map[string]map[int]bool{
		"1,2,5":    {1: true, 2: true, 5: true},
		" 1, 2 5 ": {1: true, 2: true, 5: true},
		"3、12，4":   {3: true, 12: true, 4: true},
		"":         {},
	} {
		got, err := Tables(in)
		if err != nil || !maps.Equal(got, want) {
			t.Errorf("Tables(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for in, item := range map[string]string{"1, two": "two", "0": "0", "1;2": "1;2", "-3": "-3"} {
		_, err := Tables(in)
		var bad *BadTable
		if !errors.As(err, &bad) || bad.Item != item {
			t.Errorf("Tables(%q): %v, want the item %q named", in, err, item)
		}
	}
}
