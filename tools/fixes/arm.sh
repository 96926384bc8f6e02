#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# arm.sh	the ALSA timer's fixes where the time64 users are: arm64
#
# Debian's arm64 6.1 kernel (tools/qemu/fetch-kernel.sh arm64-6.1) in
# QEMU, with Debian's own snd-timer, tun and snd-pcm (the modules of
# tools/fixes/modules proven on arm64) and then with them
# built from linux-source-6.1 and patches/ (tools/fixes/build.sh,
# cross-compiled: vermagic and CRCs equal to Debian's), and snd-aloop.  In
# each boot, Debian's own alsa-lib for armhf (bookworm's, 32-bit time_t;
# trixie's, 64-bit) and for arm64, unmodified (dpkg -x), and probe.c from
# armhf with 32- and 64-bit time_t and from arm64 call the timer and tun's
# socket filter ioctls, and alsa-lib the PCM status of snd-aloop's
# playback; tools/fixes/judge.py --arm says, per call, that the armhf
# callers failed before with the bug's errno (the PCM status: answered
# otherwise than arm64) and return after exactly what arm64 returns,
# which stayed the same.  Debian's own btrfs and
# btrfs-progs for armhf and arm64, and probe's btrfs calls, on a btrfs
# made on the host: the audit's arm columns predict no bug there (armhf's
# layouts are arm64's), so armhf must get what arm64 gets in both boots.
# The guest's half is tools/fixes/guest.sh.  TAP on stdout.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
qemu=$top/tools/qemu
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
fixes=$cache/fixes
log=$fixes/log

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$log"
fail=0

kenv=$("$qemu/fetch-kernel.sh" arm64-6.1 "$cache/kernels") ||
	{ echo "not ok - arm64: fetch Debian's arm64 kernel"; exit 1; }
eval "$kenv"	# KVER IMAGE MODDIR HEADERS BUSYBOX
# shellcheck source=tools/fixes/modules.sh
. "$here/modules.sh"
mods=$(fixes_modules arm64)
FIXES_ARCH=arm64 FIXES_MODS="$mods" \
	"$here/build.sh" 6.1 "$KVER" "$HEADERS" "$MODDIR" "$IMAGE" "$fixes" |
	sed 's/^\(\(not \)\{0,1\}ok - \)6.1 /\1arm64 /'
# build.sh's status (it says what failed as TAP): no boot with an old .ko
[ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
if "$here/userland.sh" "$fixes" "$work/user" arm >&2; then
	echo "ok - arm64 setup: Debian's armhf and arm64 libc6, libasound2 and btrfs-progs unpacked; guest programs built with -Wall -Wextra -Werror"
else
	echo "not ok - arm64 setup: guest user space (userland.sh arm failed)"
	exit 1
fi

# A btrfs made on the host (never mounted there) for btrfs-progs and
# probe's btrfs calls, which the audit predicts armhf gets served: its
# layouts are arm64's (u64 8-aligned on both).
img=$work/btrfs.img
truncate -s 256M "$img" && mkfs.btrfs -q -f "$img" >&2 ||
	{ echo "not ok - arm64 setup: mkfs.btrfs"; exit 1; }
for phase in before after; do
	p=$work/$phase
	cp -al "$work/user" "$p"
	# snd-aloop: a PCM (the kernel has no snd-dummy) for alsa.c pcm
	kmods="--kmod snd-aloop"
	for m in $mods; do
		kmods="$kmods --kmod $m"
		[ "$phase" = after ] &&
			kmods="$kmods --replace $fixes/build-$KVER/$m.ko"
	done
	echo "fixes: booting $KVER ($phase)" >&2
	# shellcheck disable=SC2086 # $kmods: options and their values
	if nice -n 19 "$qemu/boot.sh" --arch arm64 --busybox "$BUSYBOX" \
		--kernel "$IMAGE" --moddir "$MODDIR" $kmods \
		--kmod btrfs --kmod virtio_blk --drive "$img" \
		--payload "$p" --timeout 600 --log "$log/arm64-$phase.console.log" \
		> "$log/arm64-$phase.out" 2> "$log/arm64-$phase.err"; then
		echo "ok - arm64 $phase: $KVER boots, runs the payload, no oops/warning, taint O/E at most"
	else
		echo "not ok - arm64 $phase: boot or payload failed (see $log/arm64-$phase.*)"
		fail=1
	fi
done
python3 "$here/judge.py" --arm arm64 "$log/arm64-before.out" \
	"$log/arm64-after.out" || fail=1
exit $fail
