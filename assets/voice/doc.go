// Package voice holds the spoken clock announcements and the stone click as
// 16 kHz mono 16-bit WAV files, made offline by generate.sh with espeak-ng
// and sox: zh/ (Mandarin), ja/, en/ and stone.wav.
package voice
