#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# linux-7.2.sh	patches/7.2 on Debian's newest kernel, before and after
#
# Debian sid's 7.2 kernel (linux-binary, -modules, -base, its headers and
# kbuild, and linux-source-7.2 of the same version, fetched with
# tools/qemu/suite.sh and unpacked with dpkg -x, never installed) in
# QEMU, with Debian's own pps_gen_core and then with pps_gen_core built
# from linux-source-7.2 with patches/7.2 applied, a generator to drive
# (pps_gen-dummy, which Debian does not build, from the same source) in
# both boots.  tools/fixes/ppsgen.c issues the PPS generator ioctls from
# x86_64 and i386: before, i386 gets ENOTTY for each; after, it gets what
# x86_64 gets, which stays the same.  Then the kernel with Debian's own
# modules of tools/fixes/modules (snd-timer, tun, btrfs, snd-pcm) and
# snd-dummy, and Debian's own i386 and amd64 alsa-lib and btrfs-progs:
# each call the audit's fixes concern does what the triage of 7.2 says
# (BTRFS_IOC_GET_SUBVOL_INFO fixed upstream, the others live).  Last,
# those modules built from linux-source-7.2 with their series for 7.2
# (patches/SERIES/7.2) in place of Debian's: the calls that failed for
# i386 return what x86_64 gets.  TAP on stdout.  The kernel and the
# module builds: tools/fixes/sid72.sh.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
log=$cache/fixes/log

fail=0
ok() { echo "ok - 7.2 $*"; }
bad() { echo "not ok - 7.2 $*"; fail=1; }
notok() { bad "$@"; exit 1; }
# shellcheck source=tools/fixes/sid72.sh
. "$here/sid72.sh"
mkdir -p "$w" "$log"

sid72_prepare
mods=$(fixes_modules)
# shellcheck disable=SC2086 # one word a module
names=$(echo $mods | sed 's/ /, /g')

# The modules: Debian's pps_gen_core source with patches/7.2, and the
# dummy generator, both out of tree.
m=$w/mod
g=drivers/pps/generators
sid72_module "$m" pps_gen_core "$top/patches/7.2" \
	"$g/pps_gen.c $g/sysfs.c $g/pps_gen-dummy.c" \
	"$(printf 'obj-m := pps_gen_core.o pps_gen-dummy.o\npps_gen_core-y := pps_gen.o sysfs.o')"

# boot72 NAME BOOT.SH-ARGS...: boot the 7.2 kernel, logs in $log/7.2-NAME.*
# (boot.sh boots once more a kernel that died before init or of an int3
# in its text, as sid's 7.2 has under TCG, and says so in the .err log).
boot72() {
	local name=$1
	shift
	"$top/tools/qemu/boot.sh" --kernel "$image" --moddir "$moddir" "$@" \
		--log "$log/7.2-$name.console.log" \
		> "$log/7.2-$name.out" 2> "$log/7.2-$name.err"
}

# The probe, from both ABIs, with the uapi header of the kernel's headers.
u=$w/payload
rm -rf "$u" && mkdir -p "$u/inc/linux"
cp "$root/usr/src/linux-headers-$base-common/include/uapi/linux/pps_gen.h" "$u/inc/linux/"
cflags="-static -O2 -Wall -Wextra -Werror -I$u/inc"
gcc $cflags -o "$u/ppsgen-x86_64" "$here/ppsgen.c" &&
	gcc $cflags -m32 -I/usr/include/x86_64-linux-gnu -o "$u/ppsgen-i386" \
		"$here/ppsgen.c" || notok "ppsgen.c does not build"
rm -rf "$u/inc"
cp "$m/pps_gen-dummy.ko" "$u/"

for phase in before after; do
	p=$w/$phase
	rm -rf "$p" && cp -a "$u" "$p"
	# Debian's pps_gen_core, or none: pps_core is built in
	kmod="--kmod pps_gen_core"
	if [ $phase = after ]; then
		kmod=
		cp "$m/pps_gen_core.ko" "$p/"
	fi
	cat > "$p/run.sh" <<'EOT'
#!/bin/sh
[ -e pps_gen_core.ko ] && { insmod ./pps_gen_core.ko || exit 1; }
insmod ./pps_gen-dummy.ko || exit 1
echo "M pps_gen_core taint=$(cat /sys/module/pps_gen_core/taint)"
for a in x86_64 i386; do
	./ppsgen-$a | sed "s/^/$a /"
done
EOT
	# shellcheck disable=SC2086 # $kmod is an option and its value, or none
	if boot72 $phase $kmod --payload "$p" --timeout 300; then
		ok "$phase: $kver boots, runs the probes, no oops/warning, taint O/E at most"
	else
		bad "$phase: boot or payload failed (see $log/7.2-$phase.*)"
	fi
done

# before: Debian's module; x86_64 served, every i386 call ENOTTY.
# after: the patched module; i386 gets x86_64's lines, x86_64 unchanged.
bo=$log/7.2-before.out af=$log/7.2-after.out
grep -qx 'M pps_gen_core taint=' "$bo" &&
	ok "before: Debian's own pps_gen_core, untainted" ||
	bad "before: Debian's pps_gen_core not loaded untainted"
for call in PPS_GEN_USESYSTEMCLOCK PPS_GEN_SETENABLE PPS_GEN_FETCHEVENT 'PPS_GEN_SETENABLE(0)'; do
	x=$(grep -F "x86_64 $call " "$bo") i=$(grep -F "i386 $call " "$bo")
	case $x in *" ok"*) ok "before: x86_64 $call succeeds (${x#x86_64 })" ;;
		*) bad "before: x86_64 $call (${x:-no result})" ;; esac
	[ "${i#i386 }" = "$call err ENOTTY" ] &&
		ok "before: i386 $call fails with ENOTTY" ||
		bad "before: i386 $call fails with ENOTTY (${i:-no result})"
done
grep -q '^M pps_gen_core taint=.*O' "$af" &&
	ok "after: patched pps_gen_core loaded in place of Debian's, out-of-tree" ||
	bad "after: the patched pps_gen_core is not the one loaded"
for call in PPS_GEN_USESYSTEMCLOCK PPS_GEN_SETENABLE PPS_GEN_FETCHEVENT 'PPS_GEN_SETENABLE(0)'; do
	xb=$(grep -F "x86_64 $call " "$bo") x=$(grep -F "x86_64 $call " "$af")
	i=$(grep -F "i386 $call " "$af")
	[ -n "$x" ] && [ "${i#i386 }" = "${x#x86_64 }" ] && case $x in *" ok"*) true ;; *) false ;; esac &&
		ok "after: i386 $call returns what x86_64 returns (${x#x86_64 })" ||
		bad "after: i386 $call: '${i#i386 }', x86_64: '${x#x86_64 }'"
	[ -n "$x" ] && [ "$x" = "$xb" ] &&
		ok "after: x86_64 $call unchanged" ||
		bad "after: x86_64 $call changed: '$xb' -> '$x'"
done
# Upstream's own fixes and what is still live, on the same kernel with
# Debian's own modules of the series and snd-dummy: Debian's own i386 and
# amd64 alsa-lib and btrfs-progs and probe.c (tools/fixes/guest.sh), judged
# by tools/audit/linux-7.2-findings.md's triage and kernel-fixes.rst's PCM
# driver_tstamp (judge.py --upstream).
p=$w/upstream
rm -rf "$p"
if "$here/userland.sh" "$cache/fixes" "$p" >&2; then
	img=$w/btrfs.img
	rm -f "$img" && truncate -s 256M "$img" && mkfs.btrfs -q -f "$img" >&2
	# shellcheck disable=SC2046 # one option a module
	if boot72 upstream $(printf -- '--kmod %s ' $mods) \
		--kmod snd-dummy --kmod virtio_pci --kmod virtio_blk \
		--drive "$img" --payload "$p" --timeout 600; then
		ok "upstream: $kver with Debian's $names and snd-dummy boots, runs Debian's programs, no oops/warning"
	else
		bad "upstream: boot or payload failed (see $log/7.2-upstream.*)"
	fi
	python3 "$here/judge.py" --upstream 7.2 "$log/7.2-upstream.out" || fail=1
else
	bad "upstream: Debian's i386/amd64 user space (userland.sh failed)"
	exit 1
fi

# The series on 7.2 (patches/SERIES/7.2): the modules built from
# linux-source-7.2 with them, in place of Debian's (boot.sh --replace),
# with snd-dummy, and the same programs again, judged against the boot
# above (judge.py --only; GET_SUBVOL_INFO, fixed upstream, is left out
# there).
a=$w/series
rm -rf "$a" && mkdir -p "$a/payload"
kmods=
for mod in $mods; do
	sid72_series $mod
	kmods="$kmods --kmod $mod --replace $w/build/$mod/$mod.ko"
done
cp -a "$p/." "$a/payload/"
kmods="$kmods --kmod snd-dummy --kmod virtio_pci --kmod virtio_blk"
# shellcheck disable=SC2086 # $kmods is options and their values
if boot72 series $kmods --drive "$img" --payload "$a/payload" --timeout 600; then
	ok "series: $kver with the patched $names boots, runs Debian's programs, no oops/warning"
else
	bad "series: boot or payload failed (see $log/7.2-series.*)"
fi
rm -f "$img"
python3 "$here/judge.py" --only "$(echo $mods | tr ' -' ',_')" 7.2 \
	"$log/7.2-upstream.out" "$log/7.2-series.out" || fail=1
exit $fail
