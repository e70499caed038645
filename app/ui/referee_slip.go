package ui

// ShowResultSlip shows the result slip.
func (u *UI) ShowResultSlip() {}
