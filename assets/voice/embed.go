// Package voice holds the spoken clock announcements and the stone click as
// 16 kHz mono 16-bit WAV files, made offline by generate.sh with espeak-ng
// and sox: zh/ (Mandarin), ja/, en/ and stone.wav.
package voice

import "embed"

// FS holds zh/*.wav, ja/*.wav, en/*.wav and stone.wav.
//
//go:embed zh ja en stone.wav
var FS embed.FS

// Languages lists the voice directories in FS.
var Languages = []string{"zh", "ja", "en"}
