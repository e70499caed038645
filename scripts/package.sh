#!/bin/sh
# make package: goref.tar.xz from FyneApp.toml (fyne package), with the file chooser helper
# goref-filedialog added next to goref in the tarball and to the install, uninstall,
# user-install and user-uninstall steps of the tarball's Makefile.
# OS=windows: goref-windows-amd64.zip with goref.exe (cross-built with mingw-w64, the icon and
# version from FyneApp.toml) and goref-filedialog.exe beside it.
set -eu
if [ "${OS:-linux}" = windows ]; then
	# The fyne tool is built for this machine first (with the host's C compiler); it then sets
	# GOOS=windows for goref's build and takes the cross compiler from CC.
	tool=$(mktemp -d)
	trap 'rm -rf "$tool"' EXIT
	go build -o "$tool/fyne" fyne.io/tools/cmd/fyne
	CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc "$tool/fyne" package -os windows --release --tags "${TAGS:-no_emoji}"
	GOOS=windows GOARCH=amd64 go build -trimpath -ldflags='-s -w -H=windowsgui' -o goref-filedialog.exe ./cmd/goref-filedialog
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
