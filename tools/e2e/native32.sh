#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# native32.sh
#
# The end-to-end run on a native 32-bit kernel, where time32 and time64
# callers both arrive through .unlocked_ioctl: build a small i386 kernel
# from linux-source-6.1 with compat_time in tree (CONFIG_COMPAT_TIME=y and
# the test device built in), boot it in qemu-system-i386 with an
# initramfs holding only tools/e2e/init32.c and the i386 time32 and
# time64 clients, and judge the console log as boot.sh does.  The kernel
# build dir is kept in the cache; TAP on stdout.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
ksrc=$cache/linux-source-6.1
build=$cache/native32-i386

"$top/scripts/kunit.sh" --extract-only
"$top/scripts/intree.sh" "$ksrc"

# tinyconfig plus what a static glibc client, a console, debugfs and the
# socket timestamp differential need.
mkdir -p "$build"
if [ ! -f "$build/.config" ]; then
	make -s -C "$ksrc" O="$build" ARCH=i386 tinyconfig >&2
fi
"$ksrc/scripts/config" --file "$build/.config" \
	-e PRINTK -e TTY -e SERIAL_8250 -e SERIAL_8250_CONSOLE \
	-e BLK_DEV_INITRD -e RD_GZIP -e DEVTMPFS -e PROC_FS -e SYSFS \
	-e DEBUG_FS -e BINFMT_ELF -e FUTEX -e MULTIUSER -e POSIX_TIMERS \
	-e COMPAT_32BIT_TIME -e BUG -e NET -e INET -e COMPAT_TIME \
	-e COMPAT_TIME_TEST_DEVICE
make -s -C "$ksrc" O="$build" ARCH=i386 olddefconfig >&2
for opt in COMPAT_TIME COMPAT_TIME_TEST_DEVICE COMPAT_32BIT_TIME SERIAL_8250_CONSOLE; do
	grep -q "^CONFIG_$opt=y" "$build/.config" ||
		{ echo "native32: CONFIG_$opt did not stick" >&2; exit 1; }
done
make -s -C "$ksrc" O="$build" ARCH=i386 -j"$(nproc)" bzImage >&2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/root/dev" "$work/root/proc" "$work/root/sys"
cflags="-static -O2 -Wall -Wextra -Werror -m32 -I/usr/include/x86_64-linux-gnu"
# shellcheck disable=SC2086
{
	gcc $cflags -o "$work/root/init" "$here/init32.c"
	gcc $cflags -I"$top/include/uapi" -o "$work/root/client-i386-t32" \
		"$here/client.c"
	gcc $cflags -I"$top/include/uapi" -D_TIME_BITS=64 \
		-D_FILE_OFFSET_BITS=64 -o "$work/root/client-i386-t64" \
		"$here/client.c"
}
(cd "$work/root" && find . | cpio -o -H newc --quiet) | gzip -1 > "$work/initrd.gz"

log=$cache/native32-i386.log
rc=0
timeout -k 10 300 qemu-system-i386 -accel tcg -m 256 -nic none -no-reboot \
	-display none -monitor none \
	-serial "file:$log" -serial "file:$work/out" \
	-kernel "$build/arch/x86/boot/bzImage" -initrd "$work/initrd.gz" \
	-append 'console=ttyS0 panic=-1 loglevel=4 oops=panic -- /client-i386-t32 /client-i386-t64' \
	< /dev/null > "$work/qemu.log" 2>&1 || rc=$?
tr -d '\r' < "$work/out"
cat "$work/qemu.log" >&2
[ "$rc" -eq 0 ] || { echo "native32: qemu exited with $rc (log: $log)" >&2; exit 1; }
"$top/tools/qemu/verdict.sh" "$log"
