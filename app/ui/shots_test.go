package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
)

// TestScreenshots renders the window in every language on the test driver and writes
// PNGs to $GOREF_SHOT_DIR (skipped without it). Run with -tags ci to see that the bundled
// CJK font alone renders the Chinese, Japanese and Korean labels.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("GOREF_SHOT_DIR")
	if dir == "" {
		t.Skip("GOREF_SHOT_DIR not set")
	}
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(760, 860))
	u.settings.MoveNumbers = true
	u.applyOptions()
	koSetup(u)
	for _, code := range []string{"en", "zh_Hans", "zh_Hant", "ja", "ko"} {
		u.SetLanguage(code)
		tapAt(u, 1, 1) // the ko retake: the status line says why not
		f, err := os.Create(filepath.Join(dir, "test-"+code+".png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, u.win.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}
