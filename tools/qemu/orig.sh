#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# orig.sh SUITE PACKAGE CACHE DIR
#
# The upstream source of PACKAGE as Debian's SUITE (sid, trixie) ships
# it: the orig tarball its Sources index names (suite.sh SUITE-src),
# downloaded once into DIR, checked against the index's SHA256 and
# unpacked there.  Prints "SOURCE-DIR TARBALL-NAME"; a message and exit
# status 1 on any failure.  Nothing is installed.

set -eu

[ $# -eq 4 ] || { echo "usage: $0 SUITE PACKAGE CACHE DIR" >&2; exit 2; }
suite=$1 pkg=$2 cache=$3 dir=$4
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "orig.sh: $*" >&2; exit 1; }

mkdir -p "$dir"
read -r uri name _ sum < <("$here/suite.sh" "$suite-src" "$cache" \
	apt-get --print-uris source "$pkg" 2>/dev/null |
	grep "\.orig\.tar\.[a-z0-9]*' ") || fail "no $pkg source in $suite's Sources"
uri=${uri//\'/} sum=${sum#SHA256:}
if [ ! -f "$dir/$name" ]; then
	curl -fsS -o "$dir/$name.tmp" "$uri" || fail "cannot download $name"
	mv "$dir/$name.tmp" "$dir/$name"
fi
echo "$sum  $dir/$name" | sha256sum -c --quiet - >&2 ||
	fail "$name does not match $suite's Sources"
top=$(tar -tf "$dir/$name" | head -n 1)
src=$dir/${top%%/*}
[ -d "$src" ] || tar -xf "$dir/$name" -C "$dir" || fail "cannot unpack $name"
echo "$src $name"
