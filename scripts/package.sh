#!/bin/sh
# make package: goref.tar.xz from FyneApp.toml (fyne package), with the file chooser helper
# goref-filedialog added next to goref in the tarball and to the install, uninstall,
# user-install and user-uninstall steps of the tarball's Makefile.
set -eu
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
