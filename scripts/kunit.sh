#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Run the compat_time KUnit suites with the kernel's kunit.py on Debian's
# linux-source-6.1, extracted once into the cache with the build dir kept
# there, so reruns are incremental.
#
# Usage: scripts/kunit.sh [ARCH]	(um, i386, arm or arm64; default um)
#        scripts/kunit.sh um-sanitizers	(um with KASAN, UBSAN, lockdep,
#					 atomic-sleep and SLUB debugging;
#					 fails on any report in the log)
#        scripts/kunit.sh i386-bench	(the microbenchmarks of make bench,
#					 on i386 under QEMU -icount: guest
#					 time counts instructions)
#        scripts/kunit.sh x86_64-bench	(the same on x86_64, a 64-bit
#					 kernel as 32-bit callers meet it)
#        scripts/kunit.sh --extract-only
set -eu

arch=${1:-um}
top=$(cd "$(dirname "$0")/.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
ksrc=$cache/linux-source-6.1
tarball=/usr/src/linux-source-6.1.tar.xz

mkdir -p "$cache"
if [ ! -e "$ksrc/.compat_time-extracted" ]; then
	echo "kunit: extracting $tarball into $cache" >&2
	rm -rf "$ksrc"
	tar -C "$cache" -xf "$tarball"
	touch "$ksrc/.compat_time-extracted"
fi
[ "$arch" = --extract-only ] && exit 0

"$top/scripts/intree.sh" "$ksrc"

build=$cache/kunit-$arch
# kunit's arch_uml.config turns on PCI over virtio with no device id, and
# that WARNs at boot; no test here needs PCI.
no_uml_pci=--kconfig_add=CONFIG_UML_PCI_OVER_VIRTIO=n
extra=
case $arch in
um)
	extra=$no_uml_pci ;;
arm)
	extra=--cross_compile=arm-linux-gnueabihf- ;;
arm64)
	# The armhf callers' layouts: compat_s64 is 8-aligned there.
	extra="--cross_compile=aarch64-linux-gnu- --kconfig_add=CONFIG_COMPAT=y" ;;
i386)
	# What UML cannot have: sleeping-in-atomic checks need preemption.
	extra="--kconfig_add=CONFIG_DEBUG_KERNEL=y --kconfig_add=CONFIG_DEBUG_ATOMIC_SLEEP=y --kconfig_add=CONFIG_PROVE_LOCKING=y" ;;
um-sanitizers)
	arch=um
	extra="$no_uml_pci --kunitconfig=drivers/compat_time/kunit/sanitizers.config" ;;
i386-bench | x86_64-bench)
	arch=${arch%-bench}
	extra="--kunitconfig=drivers/compat_time/kunit/bench.kunitconfig"
	extra="$extra --qemu_args=-icount --qemu_args=shift=0,sleep=off"
	# i386 callers' layouts (s64 4-aligned) need CONFIG_COMPAT there
	[ "$arch" = x86_64 ] && extra="$extra --kconfig_add=CONFIG_IA32_EMULATION=y"
	;;
esac

cd "$ksrc"
rc=0
# shellcheck disable=SC2086
python3 tools/testing/kunit/kunit.py run --arch="$arch" $extra \
	--jobs="$(nproc)" --build_dir="$build" \
	--kunitconfig=drivers/compat_time/kunit/.kunitconfig || rc=$?

# A sanitizer or lockdep report fails the run even if every test passed.
if grep -E 'BUG: KASAN|UBSAN:|WARNING:|BUG:|possible circular locking|possible recursive locking|inconsistent lock state|sleeping function called' \
	"$build/test.log" >&2; then
	echo "kunit: kernel reports in $build/test.log" >&2
	rc=1
fi
exit $rc
