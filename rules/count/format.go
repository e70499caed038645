package count

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

// fmtHalf writes a multiple of ½ as "3" or "3.5".
func fmtHalf(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
