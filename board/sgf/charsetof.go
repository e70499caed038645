package sgf

// Charset is the character set Read would decode data from (Collection.Encoding's name),
// found without parsing: for a writer that keeps a file's other bytes as they are and must
// know how its new bytes will be read with them.
func Charset(data []byte) string { return decode(data).charset }
