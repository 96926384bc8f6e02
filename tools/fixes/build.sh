#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# build.sh FLAVOUR KVER HEADERS MODDIR IMAGE CACHE
#
# Build the modules of tools/fixes/modules (snd-timer.ko, tun.ko, ...),
# each with its own series (patches/SERIES/FLAVOUR) applied, out of tree
# against HEADERS, into CACHE/build-KVER.
# The source is the part of /usr/src/linux-source-FLAVOUR.tar.xz the
# modules need, unpacked once into CACHE/src-FLAVOUR; it must be the very
# Debian version of IMAGE.  A module's build is reused while its patches,
# the source and the headers stay the same.  Then checks the modules
# against Debian's own in MODDIR: same vermagic, the same CRC for every
# symbol both import, and every symbol Debian's module exports, with the
# CRC the headers' Module.symvers has (Debian's modules that import it
# load).
# Prints TAP lines on stdout, the rest on stderr; exit status 0 if all ok.
# FIXES_ARCH=arm64 cross-compiles (aarch64-linux-gnu-) against arm64
# HEADERS; FIXES_MODS names the modules to build (default all).

set -eu

[ $# -eq 6 ] || { echo "usage: $0 FLAVOUR KVER HEADERS MODDIR IMAGE CACHE" >&2; exit 2; }
fl=$1 kver=$2 headers=$3 moddir=$4 image=$5 cache=$6
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=tools/fixes/modules.sh
. "$here/modules.sh"
patches=$(cd "$here/../../patches" && pwd)
mods=${FIXES_MODS:-$(fixes_modules)}
cross=
[ "${FIXES_ARCH:-}" = arm64 ] && cross="ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-"
src=$cache/src-$fl
out=$cache/build-$kver
tarball=/usr/src/linux-source-$fl.tar.xz

ok() { echo "ok - $fl $*"; }
notok() { echo "not ok - $fl $*"; exit 1; }

# The Debian version the image was built from, e.g. 6.1.192-3.
want=$(strings "$image" | sed -n 's/.* SMP .*Debian \([^ ]*\) .*/\1/p' | head -n 1)
[ -n "$want" ] || notok "cannot read the Debian version of $image"
srcver() { dpkg-query -W -f='${Version}' "linux-source-$fl" 2>/dev/null || true; }
if [ "$(srcver)" != "$want" ] || [ ! -f "$tarball" ]; then
	echo "build: installing linux-source-$fl $want" >&2
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q "linux-source-$fl=$want" >&2 ||
		notok "cannot install linux-source-$fl=$want"
fi

# The files or directories a module is built from; a directory's files
# are built in place of its own.
files_of() {
	case $1 in
	snd-timer) echo sound/core/timer.c sound/core/timer_compat.c ;;
	tun) echo drivers/net/tun.c ;;
	btrfs) echo fs/btrfs ;;
	snd-pcm) echo sound/core ;;
	*) notok "build.sh: no files for $1" ;;
	esac
}
# what all the modules are built from, each file or directory once
for m in $(fixes_modules); do
	files_of "$m" > /dev/null	# says which module has none, and exits
done
parts=$(for m in $(fixes_modules); do files_of "$m"; done | LC_ALL=C sort -u |
	awk 'k == "" || index($0, k "/") != 1 { print; k = $0 }' | tr '\n' ' ')
if [ "$(cat "$src/.version" 2>/dev/null)" != "$want $parts" ]; then
	echo "build: unpacking $parts of $tarball" >&2
	rm -rf "$src" "$src.tmp"
	mkdir -p "$src.tmp"
	# shellcheck disable=SC2046 # one word a part
	nice -n 19 tar -xJf "$tarball" -C "$src.tmp" --strip-components=1 \
		$(for f in $parts; do echo "linux-source-$fl/$f"; done) ||
		notok "cannot unpack $parts of $tarball"
	echo "$want $parts" > "$src.tmp/.version"
	mv "$src.tmp" "$src"
fi

rm -rf "$out/tree" "$out/mod" "$out/.key"	# a whole-series build, before
# Each module from its own series, patches/SERIES/FLAVOUR/, each built
# once for its patches, source and headers.
napplied=0
for mod in $mods; do
	series=$(fixes_series "$mod") || notok "$mod is not in tools/fixes/modules"
	dir=$patches/$series/$fl
	[ -d "$dir" ] || notok "no series for $mod in patches/${dir#"$patches"/}"
	o=$out/$mod
	key=$({ echo "$want $kver $headers ${FIXES_ARCH:-}"; cat "$dir"/*.patch; } |
		sha256sum | cut -c1-32)
	napplied=$((napplied + $(grep -l '^diff --git' "$dir"/*.patch | wc -l)))
	[ "$(cat "$o/.key" 2>/dev/null)" = "$key" ] && continue
	rm -rf "$o"
	mkdir -p "$o/tree" "$o/mod"
	for f in $(files_of "$mod"); do
		mkdir -p "$o/tree/$(dirname "$f")"
		cp -a "$src/$f" "$o/tree/$f"
	done
	: > "$o/patch.log"
	for p in "$dir"/*.patch; do
		grep -q '^diff --git' "$p" || continue	# the cover letter
		echo "--- ${p##*/}" >> "$o/patch.log"
		if ! patch -p1 --fuzz=0 --no-backup-if-mismatch -d "$o/tree" \
			< "$p" >> "$o/patch.log" 2>&1 ||
			grep -qiE 'fuzz|FAILED|reject|reversed' "$o/patch.log"; then
			cat "$o/patch.log" >&2
			notok "${dir##*/patches/}/${p##*/} does not apply cleanly to linux-source-$fl $want"
		fi
	done
	for f in $(files_of "$mod"); do
		if [ -d "$o/tree/$f" ]; then
			cp -a "$o/tree/$f/." "$o/mod/"
		else
			cp -a "$o/tree/$f" "$o/mod/"
		fi
	done
	kbuild=$(fixes_kbuild "$mod" "$o/mod/Makefile") ||
		notok "no Kbuild for $mod (no lines of it in $(files_of "$mod")/Makefile)"
	[ -z "$kbuild" ] || echo "$kbuild" > "$o/mod/Kbuild"
	echo "build: make M=.../$mod against $headers" >&2
	# shellcheck disable=SC2086 # the words of $cross
	if ! nice -n 19 make -j"$(nproc)" -C "$headers" M="$o/mod" $cross modules \
		> "$o/build.log" 2>&1; then
		tail -n 30 "$o/build.log" >&2
		notok "$mod.ko fails to build (see $o/build.log)"
	fi
	if grep -E 'warning:|error:' "$o/build.log" >&2; then
		notok "$mod.ko builds with warnings (see $o/build.log)"
	fi
	cp "$o/mod/$mod.ko" "$out/" || notok "no $mod.ko after its build (see $o/build.log)"
	echo "$key" > "$o/.key"
done
ok "each module's series applies to linux-source-$fl $want with no fuzz ($napplied patches)"
ok "built $(echo $mods | sed 's/\([^ ]*\)/\1.ko/g; s/ /, /g') against ${headers##*/}, no warnings"

# Against Debian's own modules: vermagic, and the CRC of each symbol that
# both import (the rest come from the headers' Module.symvers, checked too).
root=${moddir%/lib/modules/*}
fail=0 report='' exports=''
for mod in $mods; do
	stock=$(modinfo -b "$root" -k "$kver" -n "$mod")
	a=$(modinfo -F vermagic "$stock") b=$(modinfo -F vermagic "$out/$mod.ko")
	if [ "$a" != "$b" ]; then
		echo "build: $mod vermagic '$b', Debian's '$a'" >&2
		fail=1
	fi
	modprobe --dump-modversions "$stock" | sort -k 2,2 > "$out/$mod.stock.crc"
	modprobe --dump-modversions "$out/$mod.ko" | sort -k 2,2 > "$out/$mod.crc"
	r=$(join -1 2 -2 2 "$out/$mod.stock.crc" "$out/$mod.crc" |
		awk '$2 != $3 { bad++; print "build: CRC differs: " $0 > "/dev/stderr" }
		     END { print NR "/" (bad + 0) }')
	own=$(awk 'NR == FNR { crc[$2] = $1; next }
		   !($2 in crc) || crc[$2] != $1 { bad++ } END { print bad + 0 }' \
		"$headers/Module.symvers" "$out/$mod.crc")
	# Every symbol Debian's module exports, with the CRC Debian's other
	# modules import it by.
	x=$(awk -v mod="$mod" 'NR == FNR { crc[$2] = $1; next }
		 $3 ~ ("/" mod "$") { n++
			if (!($2 in crc)) { bad++; print "build: " mod " does not export " $2 > "/dev/stderr" }
			else if (crc[$2] != $1) { bad++
				print "build: export CRC differs: " $2 " " crc[$2] ", Debian " $1 > "/dev/stderr" } }
		 END { print n + 0 "/" bad + 0 }' \
		"$out/$mod/mod/Module.symvers" "$headers/Module.symvers")
	[ "${r#*/}" = 0 ] && [ "$own" = 0 ] && [ "${x#*/}" = 0 ] || fail=1
	report="$report $mod ${r%/*}"
	exports="$exports $mod ${x%/*}"
done
[ $fail -eq 0 ] || notok "patched modules do not match Debian's vermagic/modversions"
ok "patched modules match Debian's vermagic '${b% }' and the CRCs of Debian's modules (shared imports:$report; exports:$exports)"
