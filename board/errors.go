package board

// IllegalError says why Play refused a move. Its text is the reason word of the CLI contract
// (occupied, suicide, ko, superko, off-board), so callers can match on the value or print it.
type IllegalError string

func (e IllegalError) Error() string { return string(e) }

// The reasons Play refuses a move.
const (
	ErrOccupied IllegalError = "occupied"
	ErrSuicide  IllegalError = "suicide"
	ErrKo       IllegalError = "ko"
	ErrSuperko  IllegalError = "superko"
	ErrOffBoard IllegalError = "off-board"
	ErrNoColor  IllegalError = "no-colour"
)
