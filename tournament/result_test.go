package tournament

import "testing"

// A result beside "Black – White" carries its winner's colour: OpenGotha's short form is
// white first ("0-1" is Black's win), which read after Black's name looks like Black's loss.
func TestMarkedNamesTheWinner(t *testing.T) {
	for r, want := range map[Result]string{
		WhiteWins:             "1-0 W+",
		BlackWins:             "0-1 B+",
		BlackWins + ByDefault: "0-1! B+",
		Equal:                 "½-½",
		Unknown:               "?",
	} {
		if got := r.Marked(); got != want {
			t.Errorf("%s: %q, want %q", r, got, want)
		}
	}
}
