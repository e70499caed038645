package sgf

import (
	"math/rand"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// Detection on the hardest input: a record whose only non-ASCII text is two short
// names, no CA. Random names from common characters; at least 95 % must be read in the
// right encoding. (The surname pools overlap the lists of typical characters the detector
// uses; the given-name characters mostly do not.)
func TestDetectionOnNames(t *testing.T) {
	zhS := []rune("王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文")
	zhG := []rune("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华玉萍红梅鹏飞宇浩然子轩梓涵一诺欣怡博文思远天佑俊新建国志鑫晨辰阳亮")
	zhT := []rune("陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾施游詹沈彭胡余盧潘顏梁趙柯翁魏方孫張戴范宋鄧杜傅侯曹薛丁卓阮馬董溫唐藍蔣石古紀姚連馮歐程湯黃田康姜白汪鄒尤巫鐘黎涂龔嚴韓袁金童陸夏柳凃邵錢伍倪溫俊傑建宏志明家豪冠宇承翰怡君雅婷淑芬美玲")
	ko := []rune("김이박최정강조윤장임한오서신권황안송류홍민준서연도윤하은지호예수아시우주원현우건유진채다승빈영철희성훈동혁재석")
	ja := []rune("佐藤鈴木高橋田中伊渡辺山本村小林加吉松井上清水翔太大輝蓮陽斗悠真結衣菜美咲健一郎二三幸子恵裕介")
	pick := func(r *rand.Rand, pool []rune, n int) string {
		s := make([]rune, n)
		for i := range s {
			s[i] = pool[r.Intn(len(pool))]
		}
		return string(s)
	}
	cases := []struct {
		name  string
		enc   encoding.Encoding
		want  string
		names func(*rand.Rand) string
	}{
		{"GB", simplifiedchinese.GB18030, "GB18030", func(r *rand.Rand) string { return pick(r, zhS, 1) + pick(r, zhG, 1+r.Intn(2)) }},
		{"Big5", traditionalchinese.Big5, "Big5", func(r *rand.Rand) string { return pick(r, zhT, 2+r.Intn(2)) }},
		{"KR", korean.EUCKR, "EUC-KR", func(r *rand.Rand) string { return pick(r, ko, 3) }},
		{"JA", japanese.ShiftJIS, "Shift_JIS", func(r *rand.Rand) string { return pick(r, ja, 3+r.Intn(2)) }},
	}
	for _, c := range cases {
		r := rand.New(rand.NewSource(1))
		ok, n := 0, 300
		wrong := map[string]int{}
		for range n {
			src := "(;GM[1]PB[" + c.names(r) + "]PW[" + c.names(r) + "];B[aa])"
			b, err := c.enc.NewEncoder().Bytes([]byte(src))
			if err != nil {
				continue
			}
			col, err := Read(b)
			if err == nil && col.Encoding == c.want {
				ok++
			} else if err == nil {
				wrong[col.Encoding]++
			}
		}
		t.Logf("%s: %d/%d right; wrong %v", c.name, ok, n, wrong)
		if ok*100 < n*95 {
			t.Errorf("%s: only %d of %d detected as %s (wrong: %v)", c.name, ok, n, c.want, wrong)
		}
	}
}
