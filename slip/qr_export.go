package slip

// QR is the QR code of text as modules (true: dark), without the quiet zone: the slip's code,
// and the hall's join link on the director's screen.
func QR(text string) ([][]bool, error) { return qrBits(text) }
