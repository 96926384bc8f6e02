#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# build.sh FLAVOUR KVER HEADERS MODDIR IMAGE CACHE
#
# Build snd-timer.ko, tun.ko and btrfs.ko with the series in patches/
# applied, out of tree against HEADERS, into CACHE/build-KVER.  The source
# is the part of /usr/src/linux-source-FLAVOUR.tar.xz the three modules
# need, unpacked once into CACHE/src-FLAVOUR; it must be the very Debian
# version of IMAGE.  A build is reused while the patches, the source and
# the headers stay the same.  Then checks the modules against Debian's own
# in MODDIR: same vermagic, and the same CRC for every symbol both import.
# Prints TAP lines on stdout, the rest on stderr; exit status 0 if all ok.
# FIXES_ARCH=arm64 cross-compiles (aarch64-linux-gnu-) against arm64
# HEADERS; FIXES_MODS names the modules to build (default all three).

set -eu

[ $# -eq 6 ] || { echo "usage: $0 FLAVOUR KVER HEADERS MODDIR IMAGE CACHE" >&2; exit 2; }
fl=$1 kver=$2 headers=$3 moddir=$4 image=$5 cache=$6
here=$(cd "$(dirname "$0")" && pwd)
patches=$(cd "$here/../../patches" && pwd)
mods=${FIXES_MODS:-snd-timer tun btrfs}
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

if [ "$(cat "$src/.version" 2>/dev/null)" != "$want" ]; then
	echo "build: unpacking sound/core, fs/btrfs and tun.c of $tarball" >&2
	rm -rf "$src" "$src.tmp"
	mkdir -p "$src.tmp"
	nice -n 19 tar -xJf "$tarball" -C "$src.tmp" --strip-components=1 \
		"linux-source-$fl/sound/core" "linux-source-$fl/fs/btrfs" \
		"linux-source-$fl/drivers/net/tun.c"
	echo "$want" > "$src.tmp/.version"
	mv "$src.tmp" "$src"
fi

key=$({ echo "$want $kver $headers $mods"; cat "$patches"/*.patch; } | sha256sum | cut -c1-32)
if [ "$(cat "$out/.key" 2>/dev/null)" != "$key" ]; then
	rm -rf "$out"
	mkdir -p "$out"
	cp -a "$src" "$out/tree"
	: > "$out/patch.log"
	for p in "$patches"/*.patch; do
		grep -q '^diff --git' "$p" || continue	# the cover letter
		echo "--- ${p##*/}" >> "$out/patch.log"
		if ! patch -p1 --fuzz=0 --no-backup-if-mismatch -d "$out/tree" \
			< "$p" >> "$out/patch.log" 2>&1 ||
			grep -qiE 'fuzz|FAILED|reject|reversed' "$out/patch.log"; then
			cat "$out/patch.log" >&2
			notok "${p##*/} does not apply cleanly to linux-source-$fl $want"
		fi
	done
	t=$out/tree m=$out/mod
	mkdir -p "$m/snd-timer" "$m/tun" "$m/btrfs"
	cp "$t/sound/core/timer.c" "$t/sound/core/timer_compat.c" "$m/snd-timer/"
	printf 'obj-m := snd-timer.o\nsnd-timer-y := timer.o\n' > "$m/snd-timer/Kbuild"
	cp "$t/drivers/net/tun.c" "$m/tun/"
	echo 'obj-m := tun.o' > "$m/tun/Kbuild"
	cp -a "$t/fs/btrfs/." "$m/btrfs/"
	for mod in $mods; do
		echo "build: make M=.../$mod against $headers" >&2
		# shellcheck disable=SC2086 # the words of $cross
		if ! nice -n 19 make -j1 -C "$headers" M="$m/$mod" $cross modules \
			> "$out/$mod.log" 2>&1; then
			tail -n 30 "$out/$mod.log" >&2
			notok "$mod.ko fails to build (see $out/$mod.log)"
		fi
		if grep -E 'warning:|error:' "$out/$mod.log" >&2; then
			notok "$mod.ko builds with warnings (see $out/$mod.log)"
		fi
		cp "$m/$mod/$mod.ko" "$out/"
	done
	echo "$key" > "$out/.key"
fi
ok "patches apply to linux-source-$fl $want with no fuzz ($(grep -c '^---' "$out/patch.log") patches)"
ok "built $(echo $mods | sed 's/\([^ ]*\)/\1.ko/g; s/ /, /g') against ${headers##*/}, no warnings"

# Against Debian's own modules: vermagic, and the CRC of each symbol that
# both import (the rest come from the headers' Module.symvers, checked too).
root=${moddir%/lib/modules/*}
fail=0 report=''
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
	[ "${r#*/}" = 0 ] && [ "$own" = 0 ] || fail=1
	report="$report $mod ${r%/*}"
done
[ $fail -eq 0 ] || notok "patched modules do not match Debian's vermagic/modversions"
ok "patched modules match Debian's vermagic '${b% }' and the CRCs of Debian's modules (shared imports:$report)"
