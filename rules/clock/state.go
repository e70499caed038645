package clock

import "time"

// LossKind says why a side lost by the clock.
type LossKind int

const (
	NoLoss         LossKind = iota
	TimeLoss                // time expired (C88 超时判负, or the flag of any other system)
	IngOvertime             // Ing 罚点延时 exhausted: 逾时败
	IngByoYomiLoss          // Ing 读秒延时 periods exhausted: 越时败
	Forfeit                 // late beyond the allowance: 弃权 (判负)
)

var lossNames = [...]string{"", "time", "ing-overtime", "ing-byoyomi", "forfeit"}

func (k LossKind) String() string {
	if k < 0 || int(k) >= len(lossNames) {
		return "loss?"
	}
	return lossNames[k]
}

// sideState is everything the engine knows about one player's clock at one
// instant. Which fields matter depends on the system.
type sideState struct {
	overtime   bool
	main       time.Duration // main time left
	periods    int           // byo-yomi periods or C88 reserved minutes left
	periodUsed time.Duration // byo-yomi: used in the current period; negative after a referee addition
	blockLeft  time.Duration // Canadian and Ing: left in the current block
	movesLeft  int           // Canadian: moves still due in the current block
	penalties  int           // Ing: penalties taken (each bought one block)

	penaltyPoints int
	moves         int
	loss          LossKind

	// The ledger: used + left == given + credited + adjusted, always.
	used     time.Duration // thinking time actually counted
	credited time.Duration // given back by the system: byo-yomi resets, Fischer bonus, Canadian renewal
	adjusted time.Duration // referee additions and removals, late-arrival deductions
}

// unlimited is returned by segment lengths and budgets that have no end.
const unlimited time.Duration = 1<<63 - 1
