package i18n

import (
	"testing"

	"fyne.io/fyne/v2/lang"
)

func TestSetSwitchesEveryLanguage(t *testing.T) {
	want := map[string]string{"zh_Hans": "认输", "zh_Hant": "認輸", "ja": "投了", "ko": "기권", "en": "Resign"}
	for _, code := range []string{"zh_Hans", "zh_Hant", "ja", "ko", "en", "zh_Hant"} {
		Set(code)
		if got := lang.L("Resign"); got != want[code] {
			t.Errorf("%s: Resign is %q, want %q", code, got, want[code])
		}
	}
}

func TestFromLocale(t *testing.T) {
	for loc, want := range map[string]string{"zh_CN.UTF-8": "zh_Hans", "zh-TW": "zh_Hant", "zh-Hant-HK": "zh_Hant",
		"ja_JP.UTF-8": "ja", "ko-KR": "ko", "de_DE": "en", "": "en"} {
		if got := FromLocale(loc); got != want {
			t.Errorf("%q: %s, want %s", loc, got, want)
		}
	}
}
