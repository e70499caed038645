// Package clockface shows a *clock.Clock as two large clock faces that
// players hit like a physical game clock: tap your own face, or press
// space (the side to move), left Shift (Black) or right Shift (White).
// Faces refreshes itself on a ticker through fyne.Do and can hand the
// clock's announcements to a speaker.
package clockface
