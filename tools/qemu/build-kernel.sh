#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# build-kernel.sh kasan CACHE_DIR
#
# Build an x86_64 kernel from linux-source-6.1 (the tree make kunit
# extracts) with KASAN, UBSAN, lockdep, atomic-sleep and list debugging
# and KCOV, and gcov for modules built with GCOV_PROFILE=y (the e2e's
# coverage), as the e2e's sanitizer flavour: tinyconfig plus what a QEMU
# guest of tools/qemu/boot.sh needs (serial console, initramfs, busybox's
# syscalls, 32-bit processes, ACPI to power off) and the modules the e2e
# loads (snd-timer, snd-dummy, vivid, btrfs, tun, adummy, virtio).  KCOV
# is there for coverage but instruments nothing unless asked
# (KCOV_INSTRUMENT_ALL off).  The build dir and the installed modules
# stay in CACHE_DIR/kasan, rebuilt when this configuration changes.
# Prints one line on stdout, as fetch-kernel.sh does:
#   KVER=... IMAGE=... MODDIR=... HEADERS=...
set -eu

die() { echo "build-kernel: $*" >&2; exit 1; }

[ $# -eq 2 ] && [ "$1" = kasan ] || die "usage: $0 kasan CACHE_DIR"
top=$(cd "$(dirname "$0")/../.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
out=$(mkdir -p "$2/kasan" && cd "$2/kasan" && pwd)
ksrc=$cache/linux-source-6.1
build=$out/build
root=$out/root

"$top/scripts/kunit.sh" --extract-only >&2
# The e2e builds compat_time against this tree, whose include/ comes
# before the project's: its copies of our headers (make kunit's overlay)
# must be this checkout's.
"$top/scripts/intree.sh" "$ksrc"

# What boot.sh's guest needs, what the e2e needs of the kernel, and what
# makes it a sanitizer run.
want="SMP PRINTK BUG TTY SERIAL_8250 SERIAL_8250_CONSOLE BLK_DEV_INITRD RD_GZIP
	DEVTMPFS PROC_FS SYSFS DEBUG_FS BINFMT_ELF BINFMT_SCRIPT MULTIUSER
	FUTEX POSIX_TIMERS SHMEM EPOLL SIGNALFD TIMERFD EVENTFD AIO
	FILE_LOCKING ADVISE_SYSCALLS BASE_FULL ACPI PCI
	IA32_EMULATION COMPAT_32BIT_TIME MODULES MODULE_UNLOAD
	BLOCK VIRTIO_MENU VIRTIO_PCI VIRTIO_BLK NET INET UNIX NETDEVICES NET_CORE
	FB SND_DRIVERS MEDIA_TEST_SUPPORT V4L_TEST_DRIVERS ATM_DRIVERS
	SLUB DEBUG_KERNEL KASAN KASAN_GENERIC UBSAN UBSAN_BOUNDS UBSAN_SHIFT
	PROVE_LOCKING DEBUG_ATOMIC_SLEEP DEBUG_LIST KCOV GCOV_KERNEL"
modules="BTRFS_FS TUN ATM ATM_DUMMY SOUND SND SND_TIMER SND_PCM SND_DUMMY
	MEDIA_SUPPORT VIDEO_DEV VIDEO_VIVID"
key=$(echo "$want $modules" | sha256sum | cut -c1-16)

mkdir -p "$build"
if [ "$(cat "$build/.compat_time-config" 2>/dev/null)" != "$key" ]; then
	rm -f "$build/.config"
	make -s -C "$ksrc" O="$build" ARCH=x86_64 tinyconfig >&2
	args=
	for opt in $want; do
		args="$args -e $opt"
	done
	for opt in $modules; do
		args="$args -m $opt"
	done
	# shellcheck disable=SC2086 # one word per option
	"$ksrc/scripts/config" --file "$build/.config" $args \
		-d SLOB -d KCOV_INSTRUMENT_ALL -d DEBUG_INFO -e DEBUG_INFO_NONE -d WERROR
	make -s -C "$ksrc" O="$build" olddefconfig >&2
	echo "$key" > "$build/.compat_time-config"
fi
for opt in $want $modules; do
	grep -Eq "^CONFIG_$opt=(y|m)" "$build/.config" ||
		die "CONFIG_$opt did not stick (see $build/.config)"
done

make -s -C "$ksrc" O="$build" -j"$(nproc)" bzImage modules >&2
kver=$(make -s -C "$ksrc" O="$build" kernelrelease)
if [ ! -f "$root/lib/modules/$kver/modules.dep" ] ||
   [ "$build/arch/x86/boot/bzImage" -nt "$root/lib/modules/$kver/modules.dep" ]; then
	rm -rf "$root"
	make -s -C "$ksrc" O="$build" INSTALL_MOD_PATH="$root" modules_install >&2
fi

echo "KVER=$kver IMAGE=$build/arch/x86/boot/bzImage MODDIR=$root/lib/modules/$kver HEADERS=$build"
