# SPDX-License-Identifier: GPL-2.0
#
# Sourced by tools/fixes/linux-7.2.sh and showcase.sh: Debian sid's 7.2
# kernel and linux-source-7.2, and modules built from that source for it.
# Needs $top and $cache, and the caller's ok and notok functions (notok
# exits).
#
# Debian builds 7.2 with gcc-16, Debian 12 has gcc-12: the modules are
# built with gcc-12 without the two things it lacks
# (-fmin-function-alignment, which -falign-functions replaces, and module
# BTF), and kbuild's host programs (fixdep, modpost, objtool), which sid
# links against a newer glibc, are built from the same linux-source.

# shellcheck source=tools/fixes/modules.sh
. "$top/tools/fixes/modules.sh"

suite=$top/tools/qemu/suite.sh
w=$cache/fixes/7.2

# make's arguments for a module of this kernel (gcc-12, see above)
sid72_make="CC=gcc-12 CONFIG_CC_HAS_MIN_FUNCTION_ALIGNMENT= CONFIG_DEBUG_INFO_BTF_MODULES="

# sid72_prepare: fetch and unpack (dpkg -x, never installed) sid's newest
# 7.2 kernel of linux-source-7.2's version, with its headers and kbuild,
# and the source; build kbuild's host programs and sid's sparse.  Sets
# src (the source's Debian version), kver and base (kver without the
# flavour), root (where the packages are unpacked), hdr (the headers),
# image, moddir, sp (sparse's directory).
sid72_prepare() {
	local deb k

	mkdir -p "$w"
	src=$("$suite" sid "$cache" apt-cache show linux-source-7.2 2>/dev/null |
		awk '/^Version:/ { print $2; exit }')
	[ -n "$src" ] || notok "no linux-source-7.2 in sid"
	kver=$("$suite" sid "$cache" apt-cache search --names-only \
		"^linux-binary-${src%-*}\\+deb[0-9]+-amd64\$" 2>/dev/null |
		sed -n 's/^linux-binary-\([^ ]*\) .*/\1/p' | sort -V | tail -n 1)
	[ -n "$kver" ] || notok "no linux-binary of ${src%-*} for amd64 in sid"
	base=${kver%-amd64}
	root=$w/$kver
	hdr=$root/usr/src/linux-headers-$kver
	image=$root/usr/lib/modules/$kver/vmlinuz
	moddir=$root/lib/modules/$kver
	if [ ! -f "$root/.ready" ]; then
		echo "sid72: fetching $kver and linux-source-7.2 $src" >&2
		rm -rf "$root" "$w/debs" "$w/tree" "$w/kbuild"
		mkdir -p "$w/debs"
		(cd "$w/debs" && "$suite" sid "$cache" apt-get download \
			"linux-binary-$kver" "linux-modules-$kver" "linux-base-$kver" \
			"linux-headers-$kver" \
			"linux-headers-$base-common" "linux-kbuild-$base" \
			"linux-source-7.2=$src") >&2 || notok "apt-get download from sid failed"
		for deb in "$w"/debs/linux-*.deb; do
			case $deb in *linux-source-*) continue ;; esac
			dpkg -x "$deb" "$root"
		done
		dpkg -x "$w"/debs/linux-source-7.2_*.deb "$w/srcdeb"
		rm -rf "$w/debs"
		mkdir -p "$w/tree"
		nice -n 19 tar -xJf "$w"/srcdeb/usr/src/linux-source-7.2.tar.xz -C "$w/tree" \
			--strip-components=1 || notok "cannot unpack linux-source-7.2"
		rm -rf "$w/srcdeb"
		# kbuild's host programs, from the same source, for this host
		make -s -C "$w/tree" O="$w/kbuild" defconfig >&2 &&
			nice -n 19 make -s -C "$w/tree" O="$w/kbuild" -j"$(nproc)" modules_prepare >&2 &&
			mkdir -p "$w/kbuild/objtool" &&
			make -s -C "$w/tree/tools/objtool" O="$w/kbuild/objtool" >&2 ||
			notok "kbuild's host programs do not build from linux-source-7.2"
		k=$root/usr/lib/linux-kbuild-$base/scripts
		cp "$w/kbuild/scripts/basic/fixdep" "$k/basic/fixdep"
		cp "$w/kbuild/scripts/mod/modpost" "$k/mod/modpost"
		cp "$w/kbuild/objtool/objtool" "$hdr/tools/objtool/objtool"
		sed -i "s|=/usr/src/|=$root/usr/src/|; s|^include /usr/src/|include $root/usr/src/|" \
			"$hdr/Makefile"
		mkdir -p "$root/lib"
		ln -sfn ../usr/lib/modules "$root/lib/modules"
		depmod -b "$root" "$kver"
		touch "$root/.ready"
	fi
	ok "Debian's $kver and linux-source-7.2 $src unpacked, kbuild's host programs built"

	# sparse for C=2: 7.2's kbuild finds Debian 12's (0.6.4) not up to
	# date.  sid's, built once from its orig tarball, and the
	# checker-valid.sh that the headers package leaves out, from
	# linux-source-7.2.
	read -r sp _ < <("$top/tools/qemu/orig.sh" sid sparse "$cache" "$w/sparse") ||
		notok "no sparse source from sid"
	[ -x "$sp/sparse" ] || nice -n 19 make -s -C "$sp" sparse >&2 ||
		notok "sid's sparse does not build"
	cp "$w/tree/scripts/checker-valid.sh" "$root/usr/src/linux-headers-$base-common/scripts/"
	ok "sid's sparse (${sp##*/}) built, for C=2"
}

# sid72_module DIR MOD PATCHDIR FILES KBUILD [MAKE-ARG...]: MOD.ko in DIR,
# built W=1 C=2 for the kernel of sid72_prepare from FILES of
# linux-source-7.2, all of one directory (copied into DIR, fs/btrfs whole
# for btrfs, sound/core's sources for snd-pcm), with PATCHDIR/*.patch
# applied with no fuzz, KBUILD (its text; empty: the source's own
# Makefile) as DIR/Kbuild.  Built once for
# the patches, the source and sparse; the files' own lines warn of nothing.
sid72_module() {
	local d=$1 mod=$2 pdir=$3 files=$4 kb=$5 key f s a b strip
	shift 5
	# the patches' a/ and the files' directories
	strip=$(($(echo "${files%% *}" | tr -cd / | wc -c) + 1))

	key=$({ echo "$src $kver $sp${*:+ $*}"; cat "$pdir"/*.patch; } |
		sha256sum | cut -c1-32)
	if [ "$(cat "$d/.key" 2>/dev/null)" != "$key" ]; then
		rm -rf "$d" && mkdir -p "$d"
		# what the files build with: btrfs, its directory; snd-pcm,
		# sound/core's sources
		case $mod in
		btrfs) cp -a "$w/tree/fs/btrfs/." "$d/" ;;
		snd-pcm) cp "$w/tree/sound/core/"*.[ch] "$d/" ;;
		esac
		for f in $files; do
			cp "$w/tree/$f" "$d/"
		done
		for s in "$pdir"/*.patch; do
			grep -q '^diff --git' "$s" || continue	# a cover letter
			(cd "$d" && patch -p"$strip" --fuzz=0 --no-backup-if-mismatch -s) < "$s" ||
				notok "patches/${s#"$top"/patches/} does not apply with no fuzz to linux-source-7.2 $src"
		done
		[ -z "$kb" ] || printf '%s\n' "$kb" > "$d/Kbuild"
		# shellcheck disable=SC2086 # the words of $sid72_make
		if ! nice -n 19 make -j"$(nproc)" -C "$hdr" M="$d" $sid72_make \
			W=1 C=2 CHECK="$sp/sparse" "$@" modules > "$d/build.log" 2>&1; then
			tail -n 20 "$d/build.log" >&2
			notok "$mod.ko does not build against ${hdr##*/}"
		fi
		echo "$key" > "$d/.key"
	fi
	grep -q 'not available or not up to date' "$d/build.log" &&
		notok "$mod.ko: kbuild did not run sparse (see $d/build.log)"
	# gcc-12 ignores the headers' counted_by; the files warn of nothing,
	# to gcc or to sparse
	grep -E "^[^ ]*/($(echo "$files" | sed 's|[^ ]*/||g; s/ /|/g'))(:[0-9]+){2}: (warning|error):" \
		"$d/build.log" >&2 &&
		notok "$mod.ko builds with warnings in its files (see $d/build.log)"
	a=$(modinfo -F vermagic "$d/$mod.ko")
	b=$(modinfo -F vermagic "$(modinfo -b "$root" -k "$kver" -n "$mod")")
	[ "$a" = "$b" ] || notok "$mod vermagic '$a', Debian's '$b'"
	ok "patches/${pdir#"$top"/patches/} applies with no fuzz; $mod.ko builds with W=1 C=2, no warning in its files, vermagic '${a% }'"
}

# sid72_series MOD: sid72_module for a module of tools/fixes/modules with
# its series for 7.2 (patches/SERIES/7.2), in $w/build/MOD.
sid72_series() {
	local mod=$1 series files kb

	series=$(fixes_series "$mod") || notok "$mod is not in tools/fixes/modules"
	case $mod in
	snd-pcm) files="sound/core/pcm_native.c sound/core/pcm_compat.c" ;;
	snd-timer) files="sound/core/timer.c sound/core/timer_compat.c" ;;
	tun) files="drivers/net/tun.c drivers/net/tun_vnet.h" ;;
	btrfs) files="fs/btrfs/ioctl.c" ;;
	*) notok "sid72.sh: no files for $mod" ;;
	esac
	kb=$(fixes_kbuild "$mod" "$w/tree/$(dirname "${files%% *}")/Makefile") ||
		notok "no Kbuild for $mod from linux-source-7.2's $(dirname "${files%% *}")/Makefile"
	sid72_module "$w/build/$mod" "$mod" "$top/patches/$series/7.2" "$files" "$kb"
}
