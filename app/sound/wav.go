package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Format is the PCM format every clip must have: the one the voice
// generator writes and the device is opened with.
const (
	SampleRate     = 16000
	Channels       = 1
	bytesPerSample = 2 // signed 16-bit little endian
)

var errWAV = errors.New("sound: not a 16 kHz mono 16-bit PCM WAV file")

// decodeWAV returns the PCM samples of a RIFF WAV file in Format.
func decodeWAV(b []byte) ([]byte, error) {
	if len(b) < 12 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return nil, errWAV
	}
	var haveFormat bool
	for p := 12; p+8 <= len(b); {
		id, size := string(b[p:p+4]), int(binary.LittleEndian.Uint32(b[p+4:p+8]))
		body := p + 8
		if size < 0 || body+size > len(b) {
			return nil, fmt.Errorf("%w: chunk %q overruns the file", errWAV, id)
		}
		switch id {
		case "fmt ":
			if size < 16 {
				return nil, errWAV
			}
			f := b[body : body+16]
			audioFormat := binary.LittleEndian.Uint16(f[0:2])
			channels := binary.LittleEndian.Uint16(f[2:4])
			rate := binary.LittleEndian.Uint32(f[4:8])
			bits := binary.LittleEndian.Uint16(f[14:16])
			// 0xFFFE is WAVE_FORMAT_EXTENSIBLE, which sox writes for some outputs.
			if (audioFormat != 1 && audioFormat != 0xFFFE) || channels != Channels || rate != SampleRate || bits != 8*bytesPerSample {
				return nil, fmt.Errorf("%w: format %d, %d ch, %d Hz, %d bit", errWAV, audioFormat, channels, rate, bits)
			}
			haveFormat = true
		case "data":
			if !haveFormat {
				return nil, fmt.Errorf("%w: data before fmt", errWAV)
			}
			return b[body : body+size-size%bytesPerSample], nil
		}
		p = body + size + size%2 // chunks are word aligned
	}
	return nil, fmt.Errorf("%w: no data chunk", errWAV)
}

// silence returns d milliseconds of silent PCM.
func silence(ms int) []byte {
	return make([]byte, SampleRate*Channels*bytesPerSample*ms/1000)
}
