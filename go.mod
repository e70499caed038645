module goref

go 1.26.8

require (
	fyne.io/fyne/v2 v2.8.1 // indirect
	github.com/TheTitanrain/w32 v0.0.0-20180517000239-4f5cfb03fabf // indirect
	github.com/ebitengine/oto/v3 v3.4.0 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/sqweek/dialog v0.0.0-20240226140203-065105509627 // indirect
	github.com/toikarin/sgf v0.0.0-20170114114738-52d988b2e39d // indirect
	golang.org/x/sys v0.36.0 // indirect
	golang.org/x/text v0.22.0 // indirect
)
