#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Guest half of tools/fixes/arm.sh, run by tools/qemu/boot.sh as
# /payload/run.sh on Debian's arm64 kernel, with Debian's snd-timer
# and tun loaded ("before") or only snd-timer's dependencies and the
# patched modules in ko/ ("after"), Debian's btrfs in both, and /dev/vda
# a btrfs made on the host.  Prints what tools/fixes/judge.py --arm reads:
#   M NAME taint=FLAGS          for snd_timer and tun
#   B ABI TOOL rc=N             then the tool's stdout and stderr as "| ..."
# shellcheck disable=SC2086 # $a32, $a32t64, $a64, $btrfs* are command lines
set -u
cd /payload || exit 1

if [ -d ko ]; then
	for m in snd-timer tun; do
		insmod "ko/$m.ko" || { echo "insmod ko/$m.ko failed" >&2; exit 1; }
	done
fi
for m in snd_timer tun; do
	echo "M $m taint=$(cat "/sys/module/$m/taint" 2>/dev/null || echo missing)"
done

# Absolute paths: alsa-lib dlopen()s itself by the name the loader used.
a32="/payload/lib32/ld-linux-armhf.so.3 --library-path /payload/lib32"
a32t64="/payload/lib32t64/ld-linux-armhf.so.3 --library-path /payload/lib32t64"
a64="/payload/lib64/ld-linux-aarch64.so.1 --library-path /payload/lib64"
btrfs32="$a32 /payload/bin32/btrfs"
btrfs64="$a64 /payload/bin64/btrfs"

# The first boot makes the subvolume, with Debian's arm64 btrfs-progs;
# both boots then look at the same, read-only, file system.
mkdir -p /mnt
mount -t btrfs -o ro /dev/vda /mnt || exit 1
if [ ! -d /mnt/sv ]; then
	mount -o remount,rw /mnt &&
	$btrfs64 subvolume create /mnt/sv &&
	mount -o remount,ro /mnt || exit 1
fi

# block ABI TOOL CMD...: run CMD, print its exit code and output.
block() {
	abi=$1 tool=$2
	shift 2
	"$@" > /tmp/out 2>&1
	echo "B $abi $tool rc=$?"
	sed 's/^/| /' /tmp/out
}

for abi in arm64 armhf-t32 armhf-t64; do
	block "$abi" probe "./probe-$abi" /mnt/sv
done
block arm64 alsa-lib $a64 /payload/alsa-arm64
block armhf alsa-lib $a32 /payload/alsa-armhf
block armhf-t64 alsa-lib $a32t64 /payload/alsa-armhf-t64
block arm64 "btrfs subvolume show" ./asuser $btrfs64 subvolume show /mnt/sv
block armhf "btrfs subvolume show" ./asuser $btrfs32 subvolume show /mnt/sv
block arm64 "btrfs replace status" $btrfs64 replace status -1 /mnt
block armhf "btrfs replace status" $btrfs32 replace status -1 /mnt
umount /mnt
