package main

import "C"

// saveExt is the extension of the file the caller writes (without the dot), for chooserAsks.
var saveExt string

// chooserAsks tells GTK's confirm-overwrite handler whether to ask about path. (Apart from
// overwrite_linux.go: a file with an //export may declare C, not define it.)
//
//export chooserAsks
func chooserAsks(path *C.char) C.int {
	if written(C.GoString(path), saveExt) {
		return 1
	}
	return 0
}
