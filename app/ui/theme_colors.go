package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The app's colours are the board's: warm dark greys like a dimmed room of wood, for the dark
// variant, and for the accent (the player to move, focus, selection, the default button) the
// gold of kaya, in place of Fyne's blue, which fought with the board beside it. The light
// variant keeps Fyne's greys with a deeper gold accent that reads on white.

var (
	kayaGold     = color.NRGBA{0xd9, 0xa5, 0x47, 0xff}
	kayaGoldDeep = color.NRGBA{0xa5, 0x6c, 0x18, 0xff}
)

var darkColors = map[fyne.ThemeColorName]color.Color{
	theme.ColorNameBackground:          color.NRGBA{0x1c, 0x1a, 0x17, 0xff},
	theme.ColorNameButton:              color.NRGBA{0x30, 0x2c, 0x27, 0xff},
	theme.ColorNameDisabledButton:      color.NRGBA{0x28, 0x25, 0x21, 0xff},
	theme.ColorNameDisabled:            color.NRGBA{0x5e, 0x57, 0x4d, 0xff},
	theme.ColorNameForeground:          color.NRGBA{0xf0, 0xea, 0xe0, 0xff},
	theme.ColorNameHeaderBackground:    color.NRGBA{0x22, 0x1f, 0x1b, 0xff},
	theme.ColorNameInputBackground:     color.NRGBA{0x27, 0x24, 0x20, 0xff},
	theme.ColorNameInputBorder:         color.NRGBA{0x42, 0x3c, 0x35, 0xff},
	theme.ColorNameMenuBackground:      color.NRGBA{0x2a, 0x27, 0x22, 0xff},
	theme.ColorNameOverlayBackground:   color.NRGBA{0x24, 0x21, 0x1d, 0xff},
	theme.ColorNamePlaceHolder:         color.NRGBA{0xad, 0xa3, 0x96, 0xff},
	theme.ColorNameScrollBarBackground: color.NRGBA{0x27, 0x24, 0x20, 0xff},
	theme.ColorNameSeparator:           color.NRGBA{0x0e, 0x0d, 0x0b, 0xff},
	theme.ColorNamePrimary:             kayaGold,
	theme.ColorNameForegroundOnPrimary: color.NRGBA{0x1c, 0x1a, 0x17, 0xff},
	theme.ColorNameFocus:               color.NRGBA{0xd9, 0xa5, 0x47, 0x80},
	theme.ColorNameSelection:           color.NRGBA{0xd9, 0xa5, 0x47, 0x40},
	theme.ColorNameHyperlink:           color.NRGBA{0xe8, 0xbb, 0x66, 0xff},
}

var lightColors = map[fyne.ThemeColorName]color.Color{
	theme.ColorNamePrimary:             kayaGoldDeep,
	theme.ColorNameForegroundOnPrimary: color.White,
	theme.ColorNameFocus:               color.NRGBA{0xa5, 0x6c, 0x18, 0x80},
	theme.ColorNameSelection:           color.NRGBA{0xa5, 0x6c, 0x18, 0x40},
	theme.ColorNameHyperlink:           kayaGoldDeep,
}

// paletteColor is the palette's colour n in variant v, or nil where Fyne's own is kept.
func paletteColor(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if v == theme.VariantLight {
		return lightColors[n]
	}
	return darkColors[n]
}
