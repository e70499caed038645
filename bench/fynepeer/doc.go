// Command fynepeer is the memory peer of bench/memory.sh: the smallest Fyne window (one label),
// at goref's window size, built with goref's tags. What it uses is the floor any Fyne app pays
// on the machine (GL driver, fonts, the toolkit), so goref's figure is read against it.
package main
