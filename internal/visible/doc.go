// Package visible writes text from a file so that it can be shown as it is: every control
// character, invalid byte and line separator as a visible escape (\x1b, \n, \u2028). The
// command line's messages and the app's quotes of a record's values write them the same way.
package visible
