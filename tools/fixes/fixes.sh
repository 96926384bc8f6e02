#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# tools/fixes/fixes.sh [FLAVOUR...]            (default: 6.1 6.12)
#
# Prove the compat ioctl fixes in patches/ on Debian's own kernels, with
# Debian's own unmodified 32-bit user space (see tools/fixes/README).  For
# each flavour: build the modules of tools/fixes/modules (snd-timer, tun,
# btrfs and snd-pcm) with their series applied (build.sh), then boot Debian's image twice with
# tools/qemu/boot.sh, with snd-dummy, "before" with Debian's modules and
# "after" with the patched ones in their place, and run alsa-lib (the
# system timer, and snd-dummy's PCM), btrfs-progs and our probes for
# x86_64 and i386 in both (userland.sh, guest.sh); judge.py compares the
# results.
#
# Prints TAP ("ok - ..." / "not ok - ...") on stdout, then one summary line
# starting with '#'; the rest goes to stderr, guest logs to
# $COMPAT_TIME_CACHE/fixes/log.  Exit status 0 only if every check passed.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
qemu=$top/tools/qemu
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
fixes=$cache/fixes
log=$fixes/log
flavours=${*:-6.1 6.12}
# shellcheck source=tools/fixes/modules.sh
. "$here/modules.sh"
mods=$(fixes_modules)
start=$SECONDS

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tap=$work/tap
: > "$tap"
mkdir -p "$log"

say() { echo "$*" | tee -a "$tap"; }
# run CMD...: CMD's stdout is TAP; keep it, and CMD's exit status.
run() { "$@" | tee -a "$tap"; return "${PIPESTATUS[0]}"; }
summary() {
	local p f
	p=$(grep -c '^ok ' "$tap") f=$(grep -c '^not ok ' "$tap")
	echo "# fixes ($flavours): $p passed, $f failed in $((SECONDS - start))s; logs in $log"
	[ "$f" -eq 0 ] && [ "$p" -gt 0 ]
}

for f in boot.sh fetch-kernel.sh; do
	[ -x "$qemu/$f" ] || { say "not ok - setup: no $qemu/$f"; summary; exit 1; }
done

# Host tools (no i386 package: Debian's i386 user space is only unpacked).
missing=
for p in qemu-system-x86 busybox-static btrfs-progs gcc-12-multilib make patch \
	cpio xz-utils kmod binutils python3; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "fixes: installing$missing" >&2
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >&2 ||
		{ say "not ok - setup: cannot install$missing"; summary; exit 1; }
fi

# Debian's i386 and amd64 user space, and our programs, shared by all boots.
if "$here/userland.sh" "$fixes" "$work/user" >&2; then
	say "ok - setup: Debian's i386/amd64 libc6, libasound2, btrfs-progs unpacked; guest programs built with -Wall -Wextra -Werror"
else
	say "not ok - setup: guest user space (userland.sh failed)"
	summary
	exit 1
fi

for fl in $flavours; do
	if ! kenv=$("$qemu/fetch-kernel.sh" "$fl" "$cache/kernels"); then
		say "not ok - $fl fetch Debian's kernel"
		continue
	fi
	eval "$kenv"	# KVER IMAGE MODDIR HEADERS
	if ! run "$here/build.sh" "$fl" "$KVER" "$HEADERS" "$MODDIR" "$IMAGE" "$fixes"; then
		grep -q "^not ok - $fl " "$tap" ||
			say "not ok - $fl build.sh failed with no word (see stderr)"
		continue
	fi

	# One btrfs, never mounted on the host; the before boot adds a subvolume.
	img=$work/$fl.img
	truncate -s 256M "$img"
	mkfs.btrfs -q -f "$img" >&2

	for phase in before after; do
		p=$work/$fl-$phase
		cp -al "$work/user" "$p"
		args=
		for m in $mods snd-dummy virtio_pci virtio_blk; do
			args="$args --kmod $m"
		done
		if [ "$phase" = after ]; then
			for m in $mods; do
				args="$args --replace $fixes/build-$KVER/$m.ko"
			done
		fi
		echo "fixes: booting $KVER ($phase)" >&2
		# shellcheck disable=SC2086 # word splitting wanted
		nice -n 19 "$qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" $args \
			--drive "$img" --payload "$p" --timeout 1200 \
			--log "$log/$fl-$phase.console.log" \
			> "$log/$fl-$phase.out" 2> "$log/$fl-$phase.err"
		rc=$?
		if [ $rc -eq 0 ]; then
			say "ok - $fl $phase: $KVER boots, runs the payload, no oops/warning, taint O/E at most"
		else
			tail -n 5 "$log/$fl-$phase.err" >&2
			say "not ok - $fl $phase: boot of $KVER failed (see $log/$fl-$phase.err)"
		fi
	done
	run python3 "$here/judge.py" "$fl" "$log/$fl-before.out" "$log/$fl-after.out"
done

summary
