#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Run the compat_time KUnit suites with the kernel's kunit.py on Debian's
# linux-source-6.1, extracted once into the cache with the build dir kept
# there, so reruns are incremental.
#
# Usage: scripts/kunit.sh [ARCH]	(um, i386 or arm; default um)
#        scripts/kunit.sh --extract-only
set -eu

arch=${1:-um}
top=$(cd "$(dirname "$0")/.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
ksrc=$cache/linux-source-6.1
tarball=/usr/src/linux-source-6.1.tar.xz

mkdir -p "$cache"
if [ ! -e "$ksrc/.compat_time-extracted" ]; then
	echo "kunit: extracting $tarball into $cache" >&2
	rm -rf "$ksrc"
	tar -C "$cache" -xf "$tarball"
	touch "$ksrc/.compat_time-extracted"
fi
[ "$arch" = --extract-only ] && exit 0

"$top/scripts/intree.sh" "$ksrc"

cross=
[ "$arch" = arm ] && cross=--cross_compile=arm-linux-gnueabihf-

cd "$ksrc"
# shellcheck disable=SC2086
exec python3 tools/testing/kunit/kunit.py run --arch="$arch" $cross \
	--jobs="$(nproc)" \
	--build_dir="$cache/kunit-$arch" \
	--kunitconfig=drivers/compat_time/kunit/.kunitconfig
