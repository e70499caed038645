#!/bin/sh
# make package: goref.tar.xz from FyneApp.toml (fyne package), with the file chooser helper
# goref-filedialog added next to goref in the tarball and to the install, uninstall,
# user-install and user-uninstall steps of the tarball's Makefile.
# OS=windows: goref-windows-amd64.zip with goref.exe (cross-built with mingw-w64, the icon of
# FyneApp.toml) and goref-filedialog.exe beside it.
set -eu
if [ "${OS:-linux}" = windows ]; then
	# goref.exe as make windows builds it (fyne package's release build adds stack-protector
	# flags that mingw's linker cannot satisfy without libssp), with FyneApp.toml's icon as a
	# Windows resource (ImageMagick makes the .ico, mingw's windres the .syso go build links).
	export CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc
	res=$(mktemp -d)
	trap 'rm -rf "$res"; rm -f rsrc_windows_amd64.syso' EXIT
	icon=$(sed -n 's/^Icon *= *"\(.*\)"/\1/p' FyneApp.toml)
	convert "$icon" -define icon:auto-resize=256,128,64,48,32,16 "$res/goref.ico"
	printf '1 ICON "%s"\n' "$res/goref.ico" > "$res/goref.rc"
	x86_64-w64-mingw32-windres -O coff -i "$res/goref.rc" -o rsrc_windows_amd64.syso
	go build -tags "${TAGS:-no_emoji}" -ldflags='-H=windowsgui -s -w' -o goref.exe .
	go build -ldflags='-H=windowsgui -s -w' -o goref-filedialog.exe ./cmd/goref-filedialog
	rm -f goref-windows-amd64.zip
	zip -q goref-windows-amd64.zip goref.exe goref-filedialog.exe
	exit 0
fi
go tool fyne package -os linux --release --tags "${TAGS:-no_emoji}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar -xJf goref.tar.xz -C "$tmp"
bin=$(dirname "$(find "$tmp" -path '*/bin/goref' -type f)")
go build -trimpath -ldflags='-s -w' -o "$bin/goref-filedialog" ./cmd/goref-filedialog
# Every line that installs or removes bin/$(Exec) is repeated for the helper. fyne's Makefile
# also names the icon without its .png (install fails on it): the file name gets it back.
sed -i -e '/bin\/$(Exec)$/{p;s/$(Exec)/goref-filedialog/g}' \
	-e 's,\(pixmaps\|icons\)/$(Icon),&.png,g' "$tmp/goref/Makefile"
tar -cJf goref.tar.xz -C "$tmp" goref
