#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Guest half of tools/fixes/fixes.sh, arm.sh and linux-7.2.sh, run by
# tools/qemu/boot.sh as /payload/run.sh (busybox sh) on an x86_64 kernel
# (callers x86_64 and i386) or an arm64 one (arm64 and armhf, whose
# alsa-lib comes as Debian 12's time32 build and trixie's time64 one),
# with Debian's modules loaded ("before"), or the patched ones in their
# place ("after", boot.sh --replace).  /dev/vda is a btrfs made on the
# host by mkfs.btrfs.  Where card 0 has a PCM (snd-dummy on x86, snd-aloop
# on arm64), the alsa-lib programs also play on it ("alsa pcm").  Prints,
# for the host to judge (tools/fixes/judge.py):
#   M NAME taint=FLAGS          for each module loaded
#   B ABI TOOL rc=N             then the tool's stdout and stderr as "| ..."
# shellcheck disable=SC2046,SC2086 # $(run DIR) and $b are words
set -u
cd /payload || exit 1

# The callers: the 64-bit and 32-bit ABIs' names, the probes' ABIs, and
# each alsa-lib build as ABI:LIBDIR (Debian's libraries and loader).
case $(uname -m) in
aarch64) abi64=arm64 abi32=armhf probes="arm64 armhf-t32 armhf-t64"
	alsas="arm64:lib64 armhf:lib32 armhf-t64:lib32t64" ;;
*)	abi64=x86_64 abi32=i386 probes="x86_64 i386-t32 i386-t64"
	alsas="x86_64:lib64 i386:lib32" ;;
esac

for t in /sys/module/*/taint; do
	m=${t%/taint}
	echo "M ${m##*/} taint=$(cat "$t")"
done

# run LIBDIR: the words that run a program with LIBDIR's own loader and
# libraries, as absolute paths (alsa-lib dlopen()s itself by the name the
# loader used).
run() {
	set -- "/payload/$1"/ld-linux*
	echo "$1 --library-path ${1%/*}"
}

# block ABI TOOL CMD...: run CMD, print its exit code and output.
block() {
	abi=$1 tool=$2
	shift 2
	"$@" > /tmp/out 2>&1
	echo "B $abi $tool rc=$?"
	sed 's/^/| /' /tmp/out
}

# The first boot makes the subvolume, with Debian's 64-bit btrfs-progs;
# both boots then look at the same, read-only, file system.
mkdir -p /mnt
mount -t btrfs -o ro /dev/vda /mnt || exit 1
if [ ! -d /mnt/sv ]; then
	mount -o remount,rw /mnt &&
	$(run lib64) /payload/bin64/btrfs subvolume create /mnt/sv &&
	mount -o remount,ro /mnt || exit 1
fi

for abi in $probes; do
	block "$abi" probe "./probe-$abi" /mnt/sv
done
for a in $alsas; do
	block "${a%:*}" alsa-lib $(run "${a#*:}") "/payload/alsa-${a%:*}"
	[ -e /dev/snd/pcmC0D0p ] || continue
	block "${a%:*}" alsa-lib $(run "${a#*:}") "/payload/alsa-${a%:*}" pcm
done
for b in "$abi64 lib64 bin64" "$abi32 lib32 bin32"; do
	set -- $b
	block "$1" "btrfs subvolume show" ./asuser $(run "$2") "/payload/$3/btrfs" \
		subvolume show /mnt/sv
done
for b in "$abi64 lib64 bin64" "$abi32 lib32 bin32"; do
	set -- $b
	block "$1" "btrfs replace status" $(run "$2") "/payload/$3/btrfs" \
		replace status -1 /mnt
done
umount /mnt
