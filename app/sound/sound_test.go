package sound

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"reflect"
	"sync"
	"testing"
	"time"

	"goref/assets/voice"
	"goref/rules/clock"
)

type recorder struct {
	mu    sync.Mutex
	plays [][]byte
}

func (r *recorder) Play(pcm []byte) error {
	r.mu.Lock()
	r.plays = append(r.plays, pcm)
	r.mu.Unlock()
	return nil
}

func TestClipNames(t *testing.T) {
	cases := []struct {
		a    clock.Announcement
		want []string
	}{
		{clock.Announcement{Kind: clock.SecondsElapsed, N: 30}, []string{"s30"}},
		{clock.Announcement{Kind: clock.SecondsElapsed, N: 58}, []string{"s58"}},
		{clock.Announcement{Kind: clock.SecondsElapsed, N: 35}, nil},
		{clock.Announcement{Kind: clock.OneMinute}, []string{"minute"}},
		{clock.Announcement{Kind: clock.MinutesLeft, N: 3}, []string{"min_left_3"}},
		{clock.Announcement{Kind: clock.MainTimeLeft, D: 5 * time.Minute}, []string{"min_left_5"}},
		{clock.Announcement{Kind: clock.MainTimeLeft, D: 90 * time.Second}, nil},
		{clock.Announcement{Kind: clock.CountSecond, N: 7}, []string{"n7"}},
		{clock.Announcement{Kind: clock.SecondsLeft, N: 10}, []string{"n10"}},
		{clock.Announcement{Kind: clock.ByoYomiStart, N: 5}, []string{"byoyomi"}},
		{clock.Announcement{Kind: clock.PeriodLost, N: 2}, []string{"period_lost", "periods_left_2"}},
		{clock.Announcement{Kind: clock.LastPeriod, N: 1}, []string{"last_period"}},
		{clock.Announcement{Kind: clock.Penalty, N: 2, M: 1, D: 35 * time.Minute}, []string{"penalty", "added_35"}},
		{clock.Announcement{Kind: clock.Penalty, N: 2, M: 2, D: 2 * time.Minute}, []string{"penalty", "added_2"}},
		{clock.Announcement{Kind: clock.Penalty, N: 2, M: 1, D: 7*time.Minute + 30*time.Second}, []string{"penalty"}},
		{clock.Announcement{Kind: clock.Penalty, N: 2, M: 1, D: 3 * time.Minute}, []string{"penalty"}},
		{clock.Announcement{Kind: clock.TimeUp, N: 10, Loss: clock.TimeLoss}, []string{"n10", "time_loss"}},
		{clock.Announcement{Kind: clock.TimeUp, Loss: clock.TimeLoss}, []string{"time_loss"}},
		{clock.Announcement{Kind: clock.TimeUp, Loss: clock.IngOvertime}, []string{"ing_overtime_loss"}},
		{clock.Announcement{Kind: clock.TimeUp, Loss: clock.IngByoYomiLoss}, []string{"ing_byoyomi_loss"}},
	}
	for _, tc := range cases {
		if got := ClipNames(tc.a); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ClipNames(%v) = %v, want %v", tc.a, got, tc.want)
		}
	}
}

// TestIngScheduleSaysTheRightClips follows a 30-minute Ing penalty game to its end: three
// penalties each naming the 5 minutes bought, then 逾时败, not C88's 超时判负.
func TestIngScheduleSaysTheRightClips(t *testing.T) {
	c, err := clock.New(clock.Config{System: clock.IngPenalty, Main: 30 * time.Minute}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(clock.Black); err != nil {
		t.Fatal(err)
	}
	var said []string
	for _, a := range c.Announcements(0, 24*time.Hour) {
		if a.Kind == clock.Penalty || a.Kind == clock.TimeUp {
			said = append(said, ClipNames(a)...)
		}
	}
	want := []string{"penalty", "added_5", "penalty", "added_5", "penalty", "added_5", "ing_overtime_loss"}
	if !reflect.DeepEqual(said, want) {
		t.Fatalf("said %v, want %v", said, want)
	}
	c, _ = clock.New(clock.Config{System: clock.IngByoYomi, Main: time.Minute, Periods: 1, Period: 30 * time.Second}, &clock.FakeTime{})
	_ = c.Start(clock.Black)
	as := c.Announcements(0, time.Hour)
	if got := ClipNames(as[len(as)-1]); !reflect.DeepEqual(got, []string{"ing_byoyomi_loss"}) {
		t.Fatalf("Ing byo-yomi ends with %v", got)
	}
}

// TestEveryAddedClipExists: each named overtime block has its clip in every language.
func TestEveryAddedClipExists(t *testing.T) {
	for _, lang := range voice.Languages {
		for _, m := range AddedMinutes {
			if _, err := fs.Stat(voice.FS, path.Join(lang, fmt.Sprintf("added_%d.wav", m))); err != nil {
				t.Error(err)
			}
		}
	}
}

func TestVoiceLanguage(t *testing.T) {
	for tag, want := range map[string]string{"zh_Hans": "zh", "zh-CN": "zh", "ja": "ja", "ja_JP": "ja", "en": "en", "ko": "en", "fr": "en", "": "en"} {
		if got := VoiceLanguage(tag); got != want {
			t.Errorf("VoiceLanguage(%q) = %q, want %q", tag, got, want)
		}
	}
}

// TestEveryClipExists plays whole games' worth of announcements of every
// system in every language against the embedded clips.
func TestEveryClipExists(t *testing.T) {
	var all []clock.Announcement
	for _, cfg := range []clock.Config{
		{System: clock.Chinese88, Main: 15 * time.Minute, Periods: 10},
		{System: clock.Japanese, Main: 10 * time.Minute, Periods: 10, Period: 30 * time.Second},
		{System: clock.IngByoYomi, Main: 10 * time.Minute, Periods: 10, Period: 60 * time.Second},
		{System: clock.Japanese, Periods: 3, Period: 10 * time.Second},
		{System: clock.IngPenalty, Main: 12 * time.Minute},
		{System: clock.IngPenalty, Main: 3*time.Hour + 30*time.Minute},
		{System: clock.IngPenalty, Main: 45 * time.Minute}, // 7:30 blocks: no added_N clip
		{System: clock.Canadian, Main: 10 * time.Minute, Moves: 5, Period: time.Minute},
		{System: clock.Fischer, Main: 10 * time.Minute, Increment: time.Second},
	} {
		c, err := clock.New(cfg, &clock.FakeTime{})
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Start(clock.Black); err != nil {
			t.Fatal(err)
		}
		as := c.Announcements(0, 24*time.Hour)
		if len(as) == 0 || as[len(as)-1].Kind != clock.TimeUp {
			t.Fatalf("%v: schedule does not end in a loss", cfg.System)
		}
		all = append(all, as...)
	}
	for _, lang := range voice.Languages {
		for _, a := range all {
			names := ClipNames(a)
			if len(names) == 0 && a.Kind != clock.SecondsElapsed {
				t.Errorf("%v says nothing", a)
			}
			for _, n := range names {
				b, err := fs.ReadFile(voice.FS, path.Join(lang, n+".wav"))
				if err != nil {
					t.Fatalf("%s: %v", lang, err)
				}
				if pcm, err := decodeWAV(b); err != nil || len(pcm) < SampleRate/10 {
					t.Errorf("%s/%s: %d bytes of PCM, %v", lang, n, len(pcm), err)
				}
			}
		}
	}
}

func TestSpeaker(t *testing.T) {
	rec := &recorder{}
	s := NewSpeaker(rec, voice.FS)
	s.SetLanguage("zh_Hans")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	// C88 at a full minute: 「一分钟」「还剩4分钟」 as one utterance.
	must(s.Announce(clock.Announcement{Kind: clock.OneMinute}, clock.Announcement{Kind: clock.MinutesLeft, N: 4}))
	minute, _ := s.load("zh/minute.wav")
	left, _ := s.load("zh/min_left_4.wav")
	want := append(append(append([]byte{}, minute...), silence(gapMillis)...), left...)
	if len(rec.plays) != 1 || !bytes.Equal(rec.plays[0], want) {
		t.Fatalf("played %d utterances; first is %d bytes, want %d", len(rec.plays), len(rec.plays[0]), len(want))
	}

	s.SetMuteMainTime(true)
	must(s.Announce(clock.Announcement{Kind: clock.MainTimeLeft, D: 5 * time.Minute}))
	if len(rec.plays) != 1 {
		t.Fatal("main-time announcement played while muted")
	}
	must(s.Announce(clock.Announcement{Kind: clock.CountSecond, N: 3}))
	if three, _ := s.load("zh/n3.wav"); len(rec.plays) != 2 || !bytes.Equal(rec.plays[1], three) {
		t.Fatal("overtime count not played with main time muted")
	}

	s.SetLanguage("ja")
	must(s.Stone())
	must(s.Announce(clock.Announcement{Kind: clock.LastPeriod}))
	last, _ := s.load("ja/last_period.wav")
	if len(rec.plays) != 4 || !bytes.Equal(rec.plays[3], last) {
		t.Fatal("Japanese last-period clip not played")
	}

	s.SetMuted(true)
	must(s.Stone())
	must(s.Announce(clock.Announcement{Kind: clock.TimeUp}))
	if len(rec.plays) != 4 {
		t.Fatal("played while muted")
	}
}

func TestDecodeWAVRejects(t *testing.T) {
	good, err := fs.ReadFile(voice.FS, "stone.wav")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decodeWAV(good); err != nil {
		t.Fatalf("stone.wav: %v", err)
	}
	stereo := append([]byte{}, good...)
	stereo[22] = 2 // channel count in a canonical header
	for name, b := range map[string][]byte{"empty": nil, "truncated": good[:30], "stereo": stereo, "text": []byte("RIFF....WAVEjunk")} {
		if _, err := decodeWAV(b); !errors.Is(err, errWAV) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestOpenDeviceNeverHangs: with no sound card (this build machine has no
// /dev/snd) OpenDevice must report an error, and in any case return
// promptly.
func TestOpenDeviceNeverHangs(t *testing.T) {
	start := time.Now()
	dev, err := OpenDevice(5 * time.Second)
	if elapsed := time.Since(start); elapsed > 6*time.Second {
		t.Fatalf("OpenDevice took %v", elapsed)
	}
	if _, statErr := os.Stat("/dev/snd"); os.IsNotExist(statErr) {
		if err == nil || dev != nil {
			t.Fatalf("no /dev/snd, yet OpenDevice = %v, %v", dev, err)
		}
		t.Logf("no device, as expected: %v", err)
		// A second call returns the same outcome at once.
		if _, err2 := OpenDevice(time.Millisecond); err2 == nil {
			t.Fatal("second OpenDevice succeeded")
		}
		return
	}
	if err == nil {
		if err := dev.Play(silence(10)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestOpenOrSilent(t *testing.T) {
	p, err := OpenOrSilent(5 * time.Second)
	if p == nil {
		t.Fatal("nil player")
	}
	if err != nil {
		if _, ok := p.(Silent); !ok {
			t.Fatalf("error %v but player %T", err, p)
		}
	}
	if err := NewSpeaker(p, voice.FS).Stone(); err != nil && !errors.Is(err, ErrNoBackend) {
		t.Fatal(err)
	}
}
