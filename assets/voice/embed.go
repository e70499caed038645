package voice

import "embed"

// FS holds zh/*.wav, ja/*.wav, en/*.wav and stone.wav.
//
//go:embed zh ja en stone.wav
var FS embed.FS

// Languages lists the voice directories in FS.
var Languages = []string{"zh", "ja", "en"}
