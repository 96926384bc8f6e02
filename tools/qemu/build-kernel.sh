#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# build-kernel.sh kasan CACHE_DIR
#
# Build an x86_64 kernel from linux-source-6.1 (the tree make kunit
# extracts) with KASAN, UBSAN and lockdep, as the e2e's sanitizer flavour:
# x86_64 defconfig plus the guest drivers and the modules the e2e loads
# (snd-timer, snd-dummy, vivid, btrfs, tun, adummy, virtio).  The build
# dir and the installed modules stay in CACHE_DIR/kasan, so only a cold
# cache builds (about 40 minutes on 2 cores).  Prints one line on stdout,
# as fetch-kernel.sh does:
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

# What the e2e needs of the kernel, and what makes it a sanitizer run.
want="IA32_EMULATION COMPAT_32BIT_TIME MODULES MODULE_UNLOAD DEBUG_FS
	VIRTIO_PCI VIRTIO_BLK BTRFS_FS TUN ATM ATM_DUMMY FB
	SOUND SND SND_TIMER SND_PCM SND_DRIVERS SND_DUMMY
	MEDIA_SUPPORT MEDIA_TEST_SUPPORT VIDEO_DEV V4L_TEST_DRIVERS VIDEO_VIVID
	KASAN KASAN_GENERIC UBSAN UBSAN_BOUNDS UBSAN_SHIFT
	PROVE_LOCKING DEBUG_ATOMIC_SLEEP DEBUG_LIST"
modules="BTRFS_FS TUN ATM ATM_DUMMY SOUND SND SND_TIMER SND_PCM SND_DUMMY
	MEDIA_SUPPORT VIDEO_DEV VIDEO_VIVID"

# What defconfig has and a QEMU guest of the e2e does not need.
unwanted="DRM AGP USB_SUPPORT WLAN WIRELESS CFG80211 BT ETHERNET NETFILTER
	IPV6 ATA SCSI MD HID INPUT_JOYSTICK INPUT_TABLET INPUT_TOUCHSCREEN
	INPUT_MISC SND_HDA_INTEL PCCARD EFI HIBERNATION SECURITY_SELINUX AUDIT
	NETWORK_FILESYSTEMS EXT4_FS ISO9660_FS QUOTA AUTOFS_FS FB_EFI
	MICROCODE KEXEC CRASH_DUMP PROFILING"

mkdir -p "$build"
if [ ! -f "$build/.config" ]; then
	make -s -C "$ksrc" O="$build" x86_64_defconfig kvm_guest.config >&2
	args=
	for opt in $want; do
		args="$args -e $opt"
	done
	for opt in $modules; do
		args="$args -m $opt"
	done
	# shellcheck disable=SC2086 # one word per option
	"$ksrc/scripts/config" --file "$build/.config" $args \
		-d DEBUG_INFO -d DEBUG_INFO_DWARF5 -e DEBUG_INFO_NONE \
		-d WERROR $(printf -- ' -d %s' $unwanted)
	make -s -C "$ksrc" O="$build" olddefconfig >&2
fi
for opt in $want; do
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
