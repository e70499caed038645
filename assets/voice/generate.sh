#!/bin/bash
# Makes the voice clips of the clock announcements offline, with espeak-ng
# and sox, as 16 kHz mono 16-bit WAV files trimmed of silence and peaking at
# -1 dBFS (espeak-ng output can touch full scale, so it is lowered before
# resampling and normalised after). sox -R makes the dither repeatable: a
# rerun changes only the clips whose phrase changed.
#   zh/ (Mandarin, written in tone-numbered pinyin because this espeak-ng
#   build reads few hanzi), ja/ (kana), en/, and stone.wav (a click).
# Clip names are the contract with goref/app/sound: n1..n10, s10..s58,
# minute, min_left_1..10, periods_left_1..10, period_lost, last_period,
# byoyomi, time_loss (C88 超时判负 and every other flag), ing_overtime_loss
# (Ing 逾时败), ing_byoyomi_loss (Ing 越时败), penalty (2 points) and
# added_N (N minutes of Ing overtime bought, N in $added).
# Usage: assets/voice/generate.sh   (rerun after editing a phrase)
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
added="2 5 10 15 20 25 30 35 40" # T/6 for the usual Ing basic times: 12 min, 30 min, 1 h … 4 h
trap 'rm -rf "$tmp"' EXIT

say() { # lang voice name text
	local lang=$1 voice=$2 name=$3 text=$4
	mkdir -p "$lang"
	espeak-ng -v "$voice" -s 165 -w "$tmp/raw.wav" "$text"
	sox -R "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$lang/$name.wav" gain -6 rate 16k \
		silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse norm -1
}

# --- Mandarin ---------------------------------------------------------------
zh() { say zh cmn-latn-pinyin "$1" "$2"; }
zhnum=(_ yi1 er4 san1 si4 wu3 liu4 qi1 ba1 jiu3 shi2)
zhcount=(_ yi1 liang3 san1 si4 wu3 liu4 qi1 ba1 jiu3 shi2) # 两 before a measure word
for n in $(seq 1 10); do
	zh "n$n" "${zhnum[$n]}"
	zh "min_left_$n" "hai2 sheng4 ${zhcount[$n]} fen1 zhong1"
	zh "periods_left_$n" "hai2 sheng4 ${zhcount[$n]} ci4"
done
zh s10 "shi2 miao3"
zh s20 "er4 shi2 miao3"
zh s30 "san1 shi2 miao3"
zh s40 "si4 shi2 miao3"
zh s50 "wu3 shi2 miao3"
zh s55 "wu3 shi2 wu3 miao3"
zh s58 "wu3 shi2 ba1 miao3"
zh minute "yi4 fen1 zhong1"
zh byoyomi "kai1 shi3 du2 miao3"
zh period_lost "yong4 diao4 yi2 ci4 du2 miao3"
zh last_period "zui4 hou4 yi2 ci4 du2 miao3"
zh time_loss "chao1 shi2 pan4 fu4"
zh ing_overtime_loss "yu2 shi2 bai4"
zh ing_byoyomi_loss "yue4 shi2 bai4"
zh penalty "fa2 liang3 dian3"
declare -A zhmin=([1]="yi4" [2]="liang3" [3]="san1" [4]="si4" [5]="wu3" [6]="liu4" [7]="qi1" [8]="ba1"
	[9]="jiu3" [10]="shi2" [15]="shi2 wu3" [20]="er4 shi2" [25]="er4 shi2 wu3" [30]="san1 shi2"
	[35]="san1 shi2 wu3" [40]="si4 shi2")
for n in $added; do zh "added_$n" "yan2 shi2 ${zhmin[$n]} fen1 zhong1"; done

# --- Japanese ---------------------------------------------------------------
ja() { say ja ja "$1" "$2"; }
janum=(_ いち に さん よん ご ろく なな はち きゅう じゅう)
jamin=(_ いっぷん にふん さんぷん よんぷん ごふん ろっぷん ななふん はっぷん きゅうふん じゅっぷん)
jatimes=(_ いっかい にかい さんかい よんかい ごかい ろっかい ななかい はっかい きゅうかい じゅっかい)
for n in $(seq 1 10); do
	ja "n$n" "${janum[$n]}"
	ja "min_left_$n" "のこり ${jamin[$n]}"
	ja "periods_left_$n" "のこり ${jatimes[$n]}"
done
ja s10 "じゅうびょう"
ja s20 "にじゅうびょう"
ja s30 "さんじゅうびょう"
ja s40 "よんじゅうびょう"
ja s50 "ごじゅうびょう"
ja s55 "ごじゅうごびょう"
ja s58 "ごじゅうはちびょう"
ja minute "いっぷん"
ja byoyomi "びょうよみです"
ja period_lost "いっかい しょうひ"
ja last_period "さいごの いっかいです"
ja time_loss "じかんぎれまけ"
ja ing_overtime_loss "えんちょう じかんぎれまけ"
ja ing_byoyomi_loss "びょうよみぎれまけ"
ja penalty "ばってん にてん"
declare -A jaadd=([1]="いっぷん" [2]="にふん" [3]="さんぷん" [4]="よんぷん" [5]="ごふん" [6]="ろっぷん"
	[7]="ななふん" [8]="はっぷん" [9]="きゅうふん" [10]="じゅっぷん" [15]="じゅうごふん" [20]="にじゅっぷん"
	[25]="にじゅうごふん" [30]="さんじゅっぷん" [35]="さんじゅうごふん" [40]="よんじゅっぷん")
for n in $added; do ja "added_$n" "${jaadd[$n]} えんちょう"; done

# --- English ----------------------------------------------------------------
en() { say en en-us "$1" "$2"; }
ennum=(_ one two three four five six seven eight nine ten)
for n in $(seq 1 10); do
	en "n$n" "${ennum[$n]}"
	unit=minutes; times=periods
	if [ "$n" = 1 ]; then unit=minute; times=period; fi
	en "min_left_$n" "${ennum[$n]} $unit left"
	en "periods_left_$n" "${ennum[$n]} $times left"
done
for s in 10 20 30 40 50 55 58; do en "s$s" "$s seconds"; done
en minute "one minute"
en byoyomi "byo-yomi"
en period_lost "period lost"
en last_period "last period"
en time_loss "time loss"
en ing_overtime_loss "overtime exceeded, loss"
en ing_byoyomi_loss "byo-yomi exceeded, loss"
en penalty "penalty, two points"
for n in $added; do
	unit=minutes
	if [ "$n" = 1 ]; then unit=minute; fi
	en "added_$n" "$n $unit added"
done

# --- Stone click: a short band-limited noise burst ----------------------------
sox -R -n -r 16000 -c 1 -b 16 stone.wav synth 0.04 pinknoise band 2600 1200 fade q 0.001 0.04 0.036 norm -4

du -cb zh/*.wav ja/*.wav en/*.wav stone.wav | tail -1
