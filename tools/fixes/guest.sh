#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Guest half of tools/fixes/fixes.sh, run by tools/qemu/boot.sh as
# /payload/run.sh (busybox sh) with Debian's snd-timer, tun and btrfs
# loaded ("before"), or only their dependencies, and the patched modules in
# ko/ ("after"; where only some are patched, the others are Debian's,
# loaded by boot.sh).  /dev/vda is a btrfs made on the host by mkfs.btrfs.
# Prints, for the host to judge (tools/fixes/judge.py):
#   M NAME taint=FLAGS          for each of the three modules
#   B ABI TOOL rc=N             then the tool's stdout and stderr as "| ..."
# shellcheck disable=SC2086 # $x32, $x64, $btrfs32, $btrfs64 are command lines
set -u
cd /payload || exit 1

if [ -d ko ]; then
	for m in snd-timer tun btrfs; do
		[ -f "ko/$m.ko" ] || continue
		insmod "ko/$m.ko" || { echo "insmod ko/$m.ko failed" >&2; exit 1; }
	done
fi
for m in snd_timer tun btrfs; do
	echo "M $m taint=$(cat "/sys/module/$m/taint" 2>/dev/null || echo missing)"
done

# Absolute paths: alsa-lib dlopen()s itself by the name the loader used.
x32="/payload/lib32/ld-linux.so.2 --library-path /payload/lib32"
x64="/payload/lib64/ld-linux-x86-64.so.2 --library-path /payload/lib64"
btrfs32="$x32 /payload/bin32/btrfs"
btrfs64="$x64 /payload/bin64/btrfs"

# The first boot makes the subvolume, with Debian's x86_64 btrfs-progs;
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

for abi in x86_64 i386-t32 i386-t64; do
	block "$abi" probe "./probe-$abi" /mnt/sv
done
block x86_64 alsa-lib $x64 /payload/alsa-x86_64
block i386 alsa-lib $x32 /payload/alsa-i386
block x86_64 "btrfs subvolume show" ./asuser $btrfs64 subvolume show /mnt/sv
block i386 "btrfs subvolume show" ./asuser $btrfs32 subvolume show /mnt/sv
block x86_64 "btrfs replace status" $btrfs64 replace status -1 /mnt
block i386 "btrfs replace status" $btrfs32 replace status -1 /mnt
umount /mnt
