// Command devmain runs the app alone (temporary, while the cli package is being edited).
package main

import (
	"os"

	"goref/app"
)

func main() { os.Exit(app.Run(os.Args[1:])) }
