package sound

import (
	"fmt"
	"io/fs"
	"path"
	"sync"

	"goref/rules/clock"
)

// Player plays PCM in Format without blocking.
type Player interface {
	Play(pcm []byte) error
}

// Silent is a Player that plays nothing, for machines without sound.
type Silent struct{}

// Play does nothing.
func (Silent) Play([]byte) error { return nil }

// gapMillis separates clips said one after another.
const gapMillis = 80

// Speaker says clock announcements in one language. Safe for concurrent use.
type Speaker struct {
	mu       sync.Mutex
	out      Player
	clips    fs.FS
	lang     string
	muted    bool
	muteMain bool
	cache    map[string][]byte
}

// NewSpeaker returns a speaker playing clips from clips (laid out as
// <lang>/<name>.wav plus stone.wav) on out, in English until SetLanguage.
func NewSpeaker(out Player, clips fs.FS) *Speaker {
	return &Speaker{out: out, clips: clips, lang: "en", cache: map[string][]byte{}}
}

// SetLanguage selects the voice for a UI language tag (see VoiceLanguage).
func (s *Speaker) SetLanguage(tag string) {
	s.mu.Lock()
	s.lang = VoiceLanguage(tag)
	s.mu.Unlock()
}

// SetMuted silences everything, the stone click included.
func (s *Speaker) SetMuted(muted bool) {
	s.mu.Lock()
	s.muted = muted
	s.mu.Unlock()
}

// SetMuteMainTime silences announcements made during main time.
func (s *Speaker) SetMuteMainTime(mute bool) {
	s.mu.Lock()
	s.muteMain = mute
	s.mu.Unlock()
}

// Announce says the announcements, in order, as one utterance (the clock
// often makes two at the same instant, e.g. "one minute" and "4 minutes
// left"). Announcements with no clip are skipped.
func (s *Speaker) Announce(as ...clock.Announcement) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.muted {
		return nil
	}
	var pcm []byte
	for _, a := range as {
		if s.muteMain && a.InMainTime() {
			continue
		}
		for _, name := range ClipNames(a) {
			clip, err := s.load(path.Join(s.lang, name+".wav"))
			if err != nil {
				return err
			}
			if len(pcm) > 0 {
				pcm = append(pcm, silence(gapMillis)...)
			}
			pcm = append(pcm, clip...)
		}
	}
	if len(pcm) == 0 {
		return nil
	}
	return s.out.Play(pcm)
}

// Stone plays the stone click.
func (s *Speaker) Stone() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.muted {
		return nil
	}
	clip, err := s.load("stone.wav")
	if err != nil {
		return err
	}
	return s.out.Play(clip)
}

// load returns a clip's PCM, decoding each file once. The caller holds s.mu.
func (s *Speaker) load(name string) ([]byte, error) {
	if pcm, ok := s.cache[name]; ok {
		return pcm, nil
	}
	b, err := fs.ReadFile(s.clips, name)
	if err != nil {
		return nil, err
	}
	pcm, err := decodeWAV(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	s.cache[name] = pcm
	return pcm, nil
}
