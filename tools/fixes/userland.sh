#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# userland.sh CACHE PAYLOAD [arm]
#
# Fill the directory PAYLOAD (for tools/qemu/boot.sh) with Debian's own,
# unmodified user space and our guest programs (with arm: armhf, trixie's
# time64 armhf and arm64 instead of i386 and amd64, for
# tools/fixes/arm.sh; trixie's for alsa-lib only):
#   lib32/ bin32/btrfs   libc6, libasound2 and btrfs-progs (and what they
#   lib64/ bin64/btrfs   depend on), as Debian ships them for i386 / amd64
#   alsa-i386 alsa-x86_64                    alsa.c, linked against those
#   probe-x86_64 probe-i386-t32 probe-i386-t64 asuser     static
#   run.sh                                   guest.sh
# The .debs are fetched with apt-get download (never installed) into
# CACHE/debs and unpacked into CACHE/sysroot-ARCH; both are reused.
# Everything but errors goes to stderr.

set -eu

[ $# -eq 2 ] || [ "${3:-}" = arm ] || { echo "usage: $0 CACHE PAYLOAD [arm]" >&2; exit 2; }
cache=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
pkgs="libc6 libasound2 libasound2-dev btrfs-progs"
native=$(dpkg --print-architecture)

[ "${3:-}" = arm ] || dpkg --print-foreign-architectures | grep -qx i386 || {
	echo "userland: adding the i386 architecture to dpkg (no i386 package is installed)" >&2
	dpkg --add-architecture i386
	"$here/../../scripts/apt-update.sh" ||
		echo "userland: apt-get update failed; going on with the lists apt has" >&2
}

# sysroot ARCH [SUITE]: unpack pkgs:ARCH and their dependencies for ARCH
# into CACHE/sysroot-ARCH (of SUITE, another suite of Debian's archive,
# through tools/qemu/suite.sh: CACHE/sysroot-ARCH-SUITE), unless it holds
# those very .debs already.
sysroot() {
	local arch=$1 root=$cache/sysroot-$1 names uris p f debs='' get=''
	local apt_get=apt-get apt_cache=apt-cache

	if [ -n "${2:-}" ]; then
		root=$root-$2
		apt_get="$here/../qemu/suite.sh $2 $cache apt-get"
		apt_cache="$here/../qemu/suite.sh $2 $cache apt-cache"
	fi
	# shellcheck disable=SC2046,SC2086 # word splitting wanted
	names=$($apt_cache depends --recurse --no-recommends --no-suggests \
			--no-conflicts --no-breaks --no-replaces --no-enhances \
			$(printf "%s:$arch " $pkgs) |
		awk -v sfx=":$arch" -v native=$([ "$arch" = "$native" ] && echo 1) '
			/^[a-z0-9]/ && (native ? $1 !~ /:/ : $1 ~ sfx "$") { print $1 }' |
		sort -u)
	[ -n "$names" ] || { echo "userland: no packages for $arch" >&2; exit 1; }
	mkdir -p "$cache/debs"
	# shellcheck disable=SC2086
	uris=$($apt_get download --print-uris $names)
	for p in $names; do
		f=$(echo "$uris" | awk -v p="${p%:*}_" 'index($2, p) == 1 { print $2 }')
		[ -n "$f" ] || { echo "userland: no .deb for $p" >&2; exit 1; }
		debs="$debs $f"
		[ -f "$cache/debs/$f" ] || get="$get $p"
	done
	if [ -n "$get" ]; then
		echo "userland: apt-get download$get" >&2
		# shellcheck disable=SC2086
		(cd "$cache/debs" && $apt_get download $get) >&2
	fi
	if [ "$(cat "$root/.debs" 2>/dev/null)" != "$debs" ]; then
		rm -rf "$root" "$root.tmp"
		for f in $debs; do
			dpkg -x "$cache/debs/$f" "$root.tmp"
		done
		echo "$debs" > "$root.tmp/.debs"
		mv "$root.tmp" "$root"
	fi
}

# libs ROOT TRIPLET DIR: ROOT's shared libraries (and loader) into DIR.
libs() {
	local f

	mkdir -p "$3"
	for f in "$1/lib/$2"/*.so.* "$1/usr/lib/$2"/*.so.*; do
		[ -f "$f" ] && cp -L "$f" "$3/"
	done
	return 0
}

cflags="-O2 -Wall -Wextra -Werror"
t64="-D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"

# alsa ROOT TRIPLET CC NAME: alsa.c linked against ROOT's alsa-lib.
alsa() {
	# shellcheck disable=SC2086 # the words of $3
	$3 $cflags -I"$1/usr/include" -o "$out/$4" "$here/alsa.c" \
		-L"$1/usr/lib/$2" -lasound -Wl,-rpath-link,"$1/usr/lib/$2:$1/lib/$2"
}

if [ "${3:-}" = arm ]; then
	sysroot armhf
	sysroot arm64
	# trixie's armhf alsa-lib is the time64 build (libasound2t64)
	pkgs="libc6 libasound2t64 libasound2-dev" sysroot armhf trixie
	ra=$cache/sysroot-armhf r64=$cache/sysroot-arm64
	rt=$cache/sysroot-armhf-trixie
	libs "$ra" arm-linux-gnueabihf "$out/lib32"
	libs "$rt" arm-linux-gnueabihf "$out/lib32t64"
	libs "$r64" aarch64-linux-gnu "$out/lib64"
	mkdir -p "$out/bin32" "$out/bin64"
	cp "$ra/bin/btrfs" "$out/bin32/"
	cp "$r64/bin/btrfs" "$out/bin64/"
	cc32=arm-linux-gnueabihf-gcc cc64=aarch64-linux-gnu-gcc
	# shellcheck disable=SC2086
	{
		$cc64 -static $cflags -o "$out/probe-arm64" "$here/probe.c"
		$cc64 -static $cflags -o "$out/asuser" "$here/asuser.c"
		$cc32 -static $cflags -o "$out/probe-armhf-t32" "$here/probe.c"
		$cc32 -static $cflags $t64 -o "$out/probe-armhf-t64" "$here/probe.c"
		# Debian 12's armhf alsa-lib uses a 32-bit time_t, trixie's
		# a 64-bit one, and so do these programs.
		alsa "$ra" arm-linux-gnueabihf $cc32 alsa-armhf
		# (trixie's libasound needs trixie's libc, whose newer symbols
		# the cross toolchain's does not have: the guest runs it there)
		alsa "$rt" arm-linux-gnueabihf \
			"$cc32 $t64 -Wl,--allow-shlib-undefined" alsa-armhf-t64
		alsa "$r64" aarch64-linux-gnu $cc64 alsa-arm64
	}
else
	sysroot i386
	sysroot "$native"
	r32=$cache/sysroot-i386 r64=$cache/sysroot-$native
	mkdir -p "$out/bin32" "$out/bin64"
	libs "$r32" i386-linux-gnu "$out/lib32"
	libs "$r64" x86_64-linux-gnu "$out/lib64"
	cp "$r32/bin/btrfs" "$out/bin32/"
	cp "$r64/bin/btrfs" "$out/bin64/"

	m32="-m32 -I/usr/include/x86_64-linux-gnu"
	# shellcheck disable=SC2086
	{
		gcc -static $cflags -o "$out/probe-x86_64" "$here/probe.c"
		gcc -static $cflags $m32 -o "$out/probe-i386-t32" "$here/probe.c"
		gcc -static $cflags $m32 $t64 -o "$out/probe-i386-t64" "$here/probe.c"
		gcc -static $cflags -o "$out/asuser" "$here/asuser.c"
		# Debian's i386 alsa-lib uses a 32-bit time_t, so does this program.
		alsa "$r32" i386-linux-gnu "gcc $m32" alsa-i386
		alsa "$r64" x86_64-linux-gnu gcc alsa-x86_64
	}
fi
cp "$here/guest.sh" "$out/run.sh"
