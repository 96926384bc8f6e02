#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# fetch-kernel.sh FLAVOUR CACHE_DIR
#
# Fetch a Debian bookworm kernel image (6.1 or 6.12) into CACHE_DIR and
# install its headers on the host (or unpack them into CACHE_DIR when their
# package would pull in a linux-image).  The version is resolved from the
# apt lists, never hard-coded.  Prints exactly one line on stdout:
#   KVER=... IMAGE=... MODDIR=... HEADERS=...
# Everything else goes to stderr.
#
# FLAVOUR arm64-6.1, arm64-6.12 or armmp-6.1: Debian's arm64 or armhf
# (armmp) kernel
# (dpkg's foreign architectures, which scripts/deps.sh adds), its headers
# unpacked into CACHE_DIR for a cross build with the host's
# linux-kbuild-6.1, and busybox-static for it; the line adds BUSYBOX=...
# Nothing of it is installed.

set -eu

die() { echo "fetch-kernel: $*" >&2; exit 1; }

[ $# -eq 2 ] || die "usage: $0 6.1|6.12|arm64-6.1|arm64-6.12|armmp-6.1 CACHE_DIR"
flavour=$1
cache=$2
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)

# fetch_foreign ARCH KFLAVOUR SERIES: Debian's KFLAVOUR kernel of SERIES
# (6.1, or 6.12+deb12) for dpkg's ARCH (arm64 arm64, armhf armmp), its
# headers and busybox, unpacked, with the host's kbuild of that version.
fetch_foreign() {
	local arch=$1 kflavour=$2 series=$3 kver dir root hdr deb kbuild
	if [ "$series" = 6.1 ]; then
		kver=$(apt-cache depends "linux-image-$kflavour:$arch" 2>/dev/null |
			awk '$1 == "Depends:" && $2 ~ /^linux-image-6\.1\./ {
				sub(/^linux-image-/, "", $2); sub(/:.*$/, "", $2)
				print $2; exit }')
		kbuild=linux-kbuild-6.1
	else
		# the newest with headers, as for amd64 above
		kver=$(apt-cache search --names-only \
			"^linux-headers-6\\.12\\.[0-9]+\\+deb12-$kflavour\$" 2>/dev/null |
			sed -n "s/^linux-headers-\([^ ]*\) .*/\1/p" | sort -V | tail -n 1)
		kbuild=linux-kbuild-${kver%-"$kflavour"}
	fi
	[ -n "$kver" ] || die "no $kflavour $series kernel in the apt lists (dpkg --add-architecture $arch; apt-get update)"
	dir=$cache/$kver
	root=$dir/root
	hdr=$root/usr/src/linux-headers-$kver
	if [ ! -f "$root/lib/modules/$kver/modules.dep" ] ||
	   [ ! -f "$hdr/Makefile" ] || [ ! -x "$root/bin/busybox" ]; then
		echo "fetch-kernel: downloading the $kver kernel, headers and busybox" >&2
		rm -rf "$dir"
		mkdir -p "$dir/debs"
		# the signed image where there is one, else the unsigned
		img=linux-image-$kver
		[ -n "$(candidate "$img:$arch")" ] || img=$img-unsigned
		(cd "$dir/debs" && apt-get download "$img:$arch" \
			"linux-headers-$kver:$arch" \
			"linux-headers-${kver%-"$kflavour"}-common" \
			"busybox-static:$arch" \
			$([ "$series" = 6.1 ] || echo "$kbuild")) >&2
		for deb in "$dir"/debs/*.deb; do
			dpkg -x "$deb" "$root.tmp"
		done
		rm -rf "$dir/debs"
		# The headers' scripts are the kbuild of their version (or
		# newer), built for the host: the host's linux-kbuild-6.1, or
		# the one unpacked here; the arch Makefile includes the -common
		# one by absolute path.
		scripts=/usr/lib/$kbuild/scripts
		[ "$series" = 6.1 ] || scripts=$root/usr/lib/$kbuild/scripts
		for h in "$root.tmp"/usr/src/linux-headers-*; do
			ln -sfn "$scripts" "$h/scripts"
		done
		sed -i "s|^include /usr/src/|include $root/usr/src/|" \
			"$root.tmp/usr/src/linux-headers-$kver/Makefile"
		mv "$root.tmp" "$root"
		depmod -b "$root" "$kver"
	fi
	[ -d "$(readlink "$hdr/scripts")" ] || die "no $kbuild for the headers' scripts"
	echo "KVER=$kver IMAGE=$root/boot/vmlinuz-$kver MODDIR=$root/lib/modules/$kver HEADERS=$hdr BUSYBOX=$root/bin/busybox"
}


# Candidate version of a package, empty if the archive does not have it.
candidate() {
	apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ && $2 != "(none)" { print $2 }'
}

case $flavour in
arm64-6.1)	fetch_foreign arm64 arm64 6.1; exit 0 ;;
arm64-6.12)	fetch_foreign arm64 arm64 6.12; exit 0 ;;
armmp-6.1)	fetch_foreign armhf armmp 6.1; exit 0 ;;
esac

# Print the image package name, or nothing if it cannot be resolved.
resolve() {
	local pkg kver
	case $flavour in
	6.1)
		# What the linux-image-amd64 metapackage points at.
		apt-cache depends linux-image-amd64 2>/dev/null |
			awk '$1 == "Depends:" && $2 ~ /^linux-image-6\.1\./ { print $2; exit }'
		;;
	6.12)
		# Newest 6.12 (bookworm-security) that has both image and headers;
		# prefer the signed image, the -unsigned one may be published first.
		for kver in $(apt-cache search --names-only \
				'^linux-image-6\.12\.[0-9]+\+deb12-amd64(-unsigned)?$' 2>/dev/null |
				sed -n 's/^linux-image-\([^ ]*-amd64\)\(-unsigned\)\{0,1\} .*/\1/p' |
				sort -urV); do
			[ -n "$(candidate "linux-headers-$kver")" ] || continue
			for pkg in "linux-image-$kver" "linux-image-$kver-unsigned"; do
				if [ -n "$(candidate "$pkg")" ]; then
					echo "$pkg"
					return
				fi
			done
		done
		;;
	*)
		die "unknown flavour '$flavour' (want 6.1 or 6.12)"
		;;
	esac
}

pkg=$(resolve)
if [ -n "$pkg" ]; then
	kver=${pkg#linux-image-}
	kver=${kver%-unsigned}
else
	# Offline: fall back to the newest kernel already in the cache.
	kver=$(cd "$cache" && for d in "$flavour".*-amd64; do
		[ -d "$d/root/lib/modules" ] && echo "$d"; done | sort -V | tail -n 1)
	[ -n "$kver" ] || die "cannot resolve a $flavour kernel and none is cached"
	echo "fetch-kernel: resolution failed, using cached $kver" >&2
fi

root=$cache/$kver/root
image=$root/boot/vmlinuz-$kver
moddir=$root/lib/modules/$kver
headers=/usr/src/linux-headers-$kver
hroot=$cache/$kver/headers

if [ ! -f "$image" ] || [ ! -f "$moddir/modules.dep" ]; then
	[ -n "$pkg" ] || die "nothing cached for $kver"
	echo "fetch-kernel: downloading $pkg" >&2
	rm -rf "${cache:?}/$kver"
	mkdir -p "$cache/$kver"
	(cd "$cache/$kver" && apt-get download "$pkg") >&2
	dpkg -x "$cache/$kver"/"$pkg"_*.deb "$root.tmp"
	mv "$root.tmp" "$root"
	rm -f "$cache/$kver"/*.deb
	[ -f "$image" ] || die "$pkg has no $image"
	# The .deb does not ship modules.dep, it is made by the postinst.
	[ -f "$moddir/modules.dep" ] || depmod -b "$root" "$kver"
fi

# Headers: apt-get install them, unless that drags in a linux-image package
# (6.12's headers depend on the image); then unpack them into the cache.
if [ ! -f "$headers/Makefile" ] && [ -f "$hroot$headers/Makefile" ]; then
	headers=$hroot$headers
elif [ ! -f "$headers/Makefile" ]; then
	hpkg=linux-headers-$kver
	if apt-get install -s "$hpkg" | grep -q '^Inst linux-image-'; then
		echo "fetch-kernel: unpacking $hpkg into $hroot" >&2
		deps=$(apt-cache depends "$hpkg" |
			awk '$1 == "Depends:" && $2 ~ /^linux-(headers|kbuild)-/ { print $2 }')
		# Their other dependencies (gcc-12, pahole for BTF) are harmless.
		# shellcheck disable=SC2086 # word splitting wanted
		tools=$(apt-cache depends "$hpkg" $deps |
			awk '$1 == "Depends:" && $2 !~ /^<?linux-/ { print $2 }' | sort -u)
		# shellcheck disable=SC2086
		DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-upgrade $tools >&2
		rm -rf "$hroot" "$cache/$kver/debs"
		mkdir -p "$cache/$kver/debs"
		# shellcheck disable=SC2086 # word splitting wanted
		(cd "$cache/$kver/debs" && apt-get download "$hpkg" $deps) >&2
		for deb in "$cache/$kver"/debs/*.deb; do
			dpkg -x "$deb" "$hroot"
		done
		rm -rf "$cache/$kver/debs"
		# The arch Makefile includes the -common one by absolute path.
		sed -i "s|^include /usr/src/|include $hroot/usr/src/|" \
			"$hroot$headers/Makefile"
		headers=$hroot$headers
	else
		echo "fetch-kernel: installing $hpkg" >&2
		DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$hpkg" >&2
	fi
fi
[ -f "$headers/Makefile" ] || die "no headers in $headers"

echo "KVER=$kver IMAGE=$image MODDIR=$moddir HEADERS=$headers"
