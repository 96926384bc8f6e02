#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Install the Debian 12 packages compat_time's builds and tests need.
# As root it runs apt-get; otherwise it says what to install.
set -eu

# gcc-12-multilib, not gcc-multilib: Debian's gcc-multilib conflicts with
# the arm cross compiler, and apt would remove one for the other.  It
# brings libc6-dev-x32 too (gcc -mx32, scripts/uapi-probe.py's x32).
# libpython3-dev: Debian 12's spatch loads libpython3.11.so, which only
# the -dev package links, for the scripts' Python ("Py.find_library:
# unable to find the Python library" on a minimal system without it).
# ocaml-nox: spatch compiles cocci/ioctl_time_parse.cocci's OCaml script,
# the one kind of script that sees Coccinelle's parse tree.
pkgs="build-essential bc bison flex libelf-dev libssl-dev python3 rsync xz-utils
linux-headers-amd64 linux-source-6.1 gcc-12-multilib qemu-system-x86
gcc-arm-linux-gnueabihf libc6-dev-armhf-cross linux-libc-dev-armhf-cross
gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-system-arm busybox-static
cpio kmod coccinelle libpython3-dev ocaml-nox sparse dkms
btrfs-progs curl"

# Debian's arm64 and armhf kernels and busybox are fetched with apt-get
# download (tools/qemu/fetch-kernel.sh), never installed: apt needs them
# as foreign architectures for that, and their lists.
foreign=
for a in arm64 armhf; do
	dpkg --print-foreign-architectures | grep -qx $a || foreign="$foreign $a"
done

missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
[ -z "$missing$foreign" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
	for a in $foreign; do
		echo "compat_time needs: sudo dpkg --add-architecture $a" >&2
	done
	[ -z "$missing" ] || {
		echo "compat_time needs:$missing" >&2
		echo "install them with: sudo apt-get install$missing" >&2
	}
	exit 1
fi
for a in $foreign; do
	dpkg --add-architecture "$a"
done
echo "deps: installing$missing${foreign:+ (and the lists of$foreign)}" >&2
"$(dirname "$0")/apt-update.sh" ||
	echo "deps: apt-get update failed; going on with the lists apt has" >&2
[ -n "$missing" ] || exit 0
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >&2
