module goref/bench/harness

go 1.26.8

require (
	github.com/rooklift/sgf v0.0.0-20230511200928-fc09b7bd0bfe
	goref v0.0.0
)

require (
	github.com/toikarin/sgf v0.0.0-20170114114738-52d988b2e39d // indirect
	golang.org/x/text v0.28.0 // indirect
)

replace goref => ../..
