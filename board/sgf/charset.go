package sgf

import (
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// charset is a character set goref can read. enc is nil for UTF-8.
type charset struct {
	name string // the name reported in Collection.Encoding
	enc  encoding.Encoding
}

var (
	csUTF8      = charset{"UTF-8", nil}
	csGB18030   = charset{"GB18030", simplifiedchinese.GB18030}
	csBig5      = charset{"Big5", traditionalchinese.Big5}
	csShiftJIS  = charset{"Shift_JIS", japanese.ShiftJIS}
	csEUCJP     = charset{"EUC-JP", japanese.EUCJP}
	csISO2022JP = charset{"ISO-2022-JP", japanese.ISO2022JP}
	csEUCKR     = charset{"EUC-KR", korean.EUCKR} // x/text's EUC-KR is the CP949 superset
	csUTF16LE   = charset{"UTF-16LE", unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)}
	csUTF16BE   = charset{"UTF-16BE", unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)}
	// Files labelled Latin-1 are in practice windows-1252 (curly quotes in 0x80–0x9F), as
	// browsers assume too; windows-1252 decodes every ISO-8859-1 letter identically.
	csLatin1  = charset{"ISO-8859-1", charmap.Windows1252}
	csWin1252 = charset{"windows-1252", charmap.Windows1252}
)

// aliases maps CA values, folded by foldName, to a charset. GB2312 and GBK are read as
// GB18030, their superset. Anything else is looked up in the WHATWG index of x/text.
var aliases = map[string]charset{
	"utf8": csUTF8, "utf": csUTF8, "unicode11utf8": csUTF8,
	"gb18030": csGB18030, "gbk": csGB18030, "gb2312": csGB18030, "euccn": csGB18030,
	"cp936": csGB18030, "ms936": csGB18030, "windows936": csGB18030, "xgbk": csGB18030,
	"gb231280": csGB18030, "chinese": csGB18030, "xeuccn": csGB18030, "hz": csGB18030,
	"big5": csBig5, "big5hkscs": csBig5, "cp950": csBig5, "xxbig5": csBig5, "cnbig5": csBig5,
	"shiftjis": csShiftJIS, "sjis": csShiftJIS, "mskanji": csShiftJIS, "cp932": csShiftJIS,
	"windows31j": csShiftJIS, "xsjis": csShiftJIS, "csshiftjis": csShiftJIS, "ms932": csShiftJIS,
	"xmacjapanese": csShiftJIS,
	"eucjp":        csEUCJP, "xeucjp": csEUCJP,
	"iso2022jp": csISO2022JP, "csiso2022jp": csISO2022JP,
	"euckr": csEUCKR, "cp949": csEUCKR, "uhc": csEUCKR, "ksc56011987": csEUCKR,
	"windows949": csEUCKR, "xwindows949": csEUCKR, "ksc5601": csEUCKR, "xmackorean": csEUCKR,
	"utf16": csUTF16LE, "utf16le": csUTF16LE, "ucs2": csUTF16LE, "utf16be": csUTF16BE,
	"iso88591": csLatin1, "latin1": csLatin1, "l1": csLatin1, "iso885911987": csLatin1,
	"cp1252": csWin1252, "windows1252": csWin1252, "ascii": csUTF8, "usascii": csUTF8,
	"xmacchinesesimp": csGB18030, "xmacchinesetrad": csBig5,
}

func foldName(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(strings.TrimSpace(s)) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// lookupCharset finds the charset named by a CA value.
func lookupCharset(name string) (charset, bool) {
	if cs, ok := aliases[foldName(name)]; ok {
		return cs, true
	}
	enc, err := htmlindex.Get(strings.TrimSpace(name))
	if err != nil || enc == nil {
		return charset{}, false
	}
	canon, err := htmlindex.Name(enc)
	if err != nil {
		canon = strings.TrimSpace(name)
	}
	if cs, ok := aliases[foldName(canon)]; ok {
		return cs, true
	}
	return charset{canon, enc}, true
}
