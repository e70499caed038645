package store

// defaultDataDir is %AppData%\goref, where a Windows user looks for a program's files (the
// home directory's .local\share, goref's place elsewhere, is not one).
func defaultDataDir() (string, error) {
	return configDataDir()
}
