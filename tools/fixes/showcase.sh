#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# showcase.sh [FLAVOUR [--bench N REPS]]	(6.1, 6.12, 7.2 or arm64; default 6.1)
#
# The showcase differential: is the ALSA timer served by compat_time
# (patches/showcase/VERSION) indistinguishable from the hand-written
# compat code it replaces?  A kernel boots three times under QEMU: with
# Debian's own snd-timer ("stock"), with snd-timer built from the same
# Debian version of linux-source and patches/alsa-timer ("hand"), and with
# snd-timer built from that source and the showcase patch, beside
# compat_time ("showcase").  In each, timerdiff.c runs as every caller the
# kernel serves and sends every ABI's number of every timer command, on
# unbound and bound files, with a good, an inaccessible and a short
# buffer, and reads the tread records (TREAD_OLD and TREAD64) of a
# started system timer; Debian's own alsa-lib (i386 and x86_64, or armhf
# time32 and time64 and arm64) runs tools/fixes/alsa.c's timer calls and
# tread read.  tools/fixes/showcase.py compares the answers,
# errno and every byte (a record's time masked): hand against stock may differ only by the fixes alsa-timer makes,
# showcase against hand only by what the showcase patch's commit message
# says changes for callers.  TAP on stdout.  FLAVOUR is the kernel:
#   6.1, 6.12  Debian 12's amd64 kernels, with syscall.x32=y, callers
#              x86_64, i386 with 32- and 64-bit time_t, and x32; hand
#              built by tools/fixes/build.sh;
#   7.2        Debian sid's amd64 7.2 kernel, the same callers; hand built
#              as tools/fixes/linux-7.2.sh builds it (sid72.sh);
#   arm64      Debian 12's arm64 6.1 kernel, callers arm64 and armhf with
#              32- and 64-bit time_t; patches/*/6.1, cross-compiled.
#
# With --bench, the hand and showcase boots run under QEMU -icount, where
# guest time counts instructions, and tools/bench/timerbench.c times N
# calls of STATUS, INFO, GINFO, GSTATUS and GPARAMS, REPS rounds, from
# each ABI: a table of the median ns per call in each and their ratio
# (showcase / hand), for make bench.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
qemu=$top/tools/qemu
flavour=${1:-6.1}
bench=
[ "${2:-}" = --bench ] && bench="${3:?N} ${4:?REPS}"
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
fixes=$cache/fixes
log=$fixes/log

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$log"

ok() { echo "ok - showcase $flavour: $*"; }
notok() { echo "not ok - showcase $flavour: $*"; exit 1; }

# The kernel (KVER IMAGE MODDIR HEADERS), the callers, how to boot and
# build for it, and the hand-written code's snd-timer.ko as $hand.
abis="x86_64 i386-t32 i386-t64 x32"
boot="--cmdline syscall.x32=y" booted=" with syscall.x32=y"
cross= make_args= version=$flavour
case $flavour in
6.1|6.12|arm64)
	if [ "$flavour" = arm64 ]; then
		abis="arm64 armhf-t32 armhf-t64" version=6.1 cross=arm64
	fi
	kenv=$("$qemu/fetch-kernel.sh" "${cross:+arm64-}$version" "$cache/kernels") ||
		notok "fetch Debian's kernel"
	eval "$kenv"	# KVER IMAGE MODDIR HEADERS [BUSYBOX]
	[ -n "$cross" ] && boot="--arch arm64 --busybox $BUSYBOX" booted=
	# hand: the fixes, built as make fixes builds them (shared cache)
	FIXES_ARCH=$cross FIXES_MODS=snd-timer "$here/build.sh" "$version" \
		"$KVER" "$HEADERS" "$MODDIR" "$IMAGE" "$fixes" |
		sed 's/^\(\(not \)\{0,1\}ok - \)/\1showcase hand: /'
	hand=$fixes/build-$KVER/snd-timer.ko
	[ -f "$hand" ] || exit 1
	;;
7.2)
	# shellcheck source=tools/fixes/sid72.sh
	. "$here/sid72.sh"
	sid72_prepare
	KVER=$kver IMAGE=$image MODDIR=$moddir HEADERS=$hdr make_args=$sid72_make
	sid72_series snd-timer
	hand=$w/build/snd-timer/snd-timer.ko
	;;
*)	notok "unknown flavour (want 6.1, 6.12, 7.2 or arm64)" ;;
esac

# showcase: compat_time, then snd-timer from the same source with the
# showcase patch, against compat_time's symbols.
# shellcheck source=tools/e2e/payload.sh
. "$top/tools/e2e/payload.sh"
# shellcheck disable=SC2086 # the words of $make_args
payload_modules "$HEADERS" "$cross" $make_args || notok "compat_time builds"
sc=$work/sc
# snd-timer's Kbuild, and compat_time's header
# shellcheck source=tools/fixes/modules.sh
. "$here/modules.sh"
kbuild="$(fixes_kbuild snd-timer)
ccflags-y := -I$top/include"
if [ "$flavour" = 7.2 ]; then
	sid72_module "$sc" snd-timer "$top/patches/showcase/7.2" \
		"sound/core/timer.c sound/core/timer_compat.c sound/core/Kconfig" \
		"$kbuild" KBUILD_EXTRA_SYMBOLS="$work/src/Module.symvers"
else
	mkdir -p "$sc"
	cp -a "$fixes/src-$version/sound" "$sc/"
	for p in "$top/patches/showcase/$version"/*.patch; do
		if ! patch -p1 --fuzz=0 --no-backup-if-mismatch -d "$sc" < "$p" \
			> "$work/patch.log" 2>&1; then
			cat "$work/patch.log" >&2
			notok "${p##*/} does not apply to linux-source-$version"
		fi
	done
	mkdir "$sc/mod"
	cp "$sc/sound/core/timer.c" "$sc/mod/"
	echo "$kbuild" > "$sc/mod/Kbuild"
	cx=
	[ -n "$cross" ] && cx="ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-"
	# shellcheck disable=SC2086 # the words of $cx
	if ! nice -n 19 make -C "$HEADERS" M="$sc/mod" $cx \
		KBUILD_EXTRA_SYMBOLS="$work/src/Module.symvers" modules > "$work/sc.log" 2>&1 ||
		grep -E 'warning:|error:' "$work/sc.log" >&2; then
		tail -n 20 "$work/sc.log" >&2
		notok "snd-timer.ko with the showcase patch builds with no warning"
	fi
	mv "$sc/mod/snd-timer.ko" "$sc/"
	ok "the showcase patch applies to linux-source-$version; snd-timer.ko builds against ${HEADERS##*/} and compat_time, no warnings"
fi

for abi in $abis; do
	payload_prog "$here/timerdiff.c" "$abi" &&
	payload_prog "$top/tools/bench/timerbench.c" "$abi" ||
		notok "timerdiff.c and timerbench.c build for $abi"
done
# Debian's own alsa-lib, and alsa.c linked against it, for each build
# (tools/fixes/userland.sh, as make fixes fetches them)
alsas="x86_64:lib64 i386:lib32"
[ -n "$cross" ] && alsas="arm64:lib64 armhf:lib32 armhf-t64:lib32t64"
if [ -z "$bench" ]; then
	"$here/userland.sh" "$fixes" "$work/user" ${cross:+arm} >&2 ||
		notok "Debian's user space and alsa.c (userland.sh)"
	cp -a "$work/user"/lib* "$work/user"/alsa-* "$work/payload/"
fi
if [ -n "$bench" ]; then
	cat > "$work/payload/run.sh" <<EOT
#!/bin/sh
cd /payload || exit 1
for m in compat_time snd-timer; do
	[ -f ko/\$m.ko ] && { insmod ko/\$m.ko || exit 1; }
done
for abi in $abis; do
	./timerbench-\$abi $bench > out || exit 1
	sed "s/^/\$abi /" out
done
EOT
else
	cat > "$work/payload/run.sh" <<EOT
#!/bin/sh
# Load what ko/ holds, then let each ABI send every ABI's numbers.
cd /payload || exit 1
for m in compat_time snd-timer; do
	[ -f ko/\$m.ko ] || continue
	insmod ko/\$m.ko || { echo "insmod ko/\$m.ko failed" >&2; exit 1; }
done
for abi in $abis; do
	./timerdiff-\$abi numbers | sed "s/^/N \$abi /"
done > numbers
nums=\$(awk '{ print \$4 }' numbers | sort -u)
cat numbers
for abi in $abis; do
	./timerdiff-\$abi call \$nums | sed "s/^/C \$abi /" || exit 1
	./timerdiff-\$abi read | sed "s/^/R \$abi /" || exit 1
done
# Debian's alsa-lib, with its own loader and libraries: the timer's
# controls and queries, then its tread records
for a in $alsas; do
	lib=\${a#*:} abi=\${a%:*}
	set -- /payload/\$lib/ld-linux*
	for mode in timer tread; do
		\$1 --library-path \${1%/*} /payload/alsa-\$abi \
			\$([ \$mode = tread ] && echo tread) > out 2>&1
		echo "A \$abi \$mode rc=\$?"
		sed "s/^/A \$abi \$mode /" out
	done
done
EOT
fi
rm -f "$work/payload/compat_time_test.ko"
mv "$work/payload/compat_time.ko" "$work"

fail=0
phases="stock hand showcase" icount= out=showcase-$flavour prog=timerdiff
[ -n "$bench" ] && phases="hand showcase" icount=--icount out=bench-timer-$flavour prog=timerbench
for phase in $phases; do
	p=$work/$phase
	cp -a "$work/payload" "$p"
	kmod=snd-timer
	if [ "$phase" != stock ]; then
		kmod=snd	# snd-timer's dependency; ko/ has ours
		mkdir "$p/ko"
	fi
	[ "$phase" = hand ] && cp "$hand" "$p/ko/"
	[ "$phase" = showcase ] && cp "$work/compat_time.ko" "$sc/snd-timer.ko" "$p/ko/"
	echo "showcase: booting $KVER ($phase)" >&2
	# shellcheck disable=SC2086 # $boot, $icount: options, or none
	if nice -n 19 "$qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" \
		--kmod "$kmod" $boot $icount --payload "$p" \
		--timeout 1800 --log "$log/$out-$phase.console.log" \
		> "$log/$out-$phase.out" 2> "$log/$out-$phase.err"; then
		echo "ok - showcase $phase: $KVER boots$booted${icount:+${booted:+ and} with -icount}, runs $prog for $abis, no oops/warning, taint O/E at most"
	else
		tail -n 5 "$log/$out-$phase.err" >&2
		echo "not ok - showcase $phase: boot or payload failed (see $log/$out-$phase.*)"
		fail=1
	fi
done
[ $fail -eq 0 ] || exit 1
if [ -n "$bench" ]; then
	# The median of each ABI's and command's rounds, hand against showcase.
	echo "# the ALSA timer on $KVER under QEMU -icount (guest ns = instructions), N REPS = $bench"
	printf '%-9s %-8s %12s %12s %8s\n' caller command hand showcase ratio
	for phase in hand showcase; do
		awk -v phase=$phase '$2 == "tbench" { print $1, $3, phase, $5 }' \
			"$log/$out-$phase.out"
	done | sort -k1,1 -k2,2 -k3,3 -k4,4n | awk '
		function med() { return v[int((n + 1) / 2)] }
		{ key = $1 " " $2 " " $3
		  if (key != last && n) { m[last] = med(); n = 0 }
		  last = key; v[++n] = $4 }
		END {
			m[last] = med()
			for (k in m) {
				split(k, f, " ")
				if (f[3] == "hand")
					printf "%-9s %-8s %12.1f %12.1f %8.3f\n", f[1], f[2],
					       m[k], m[f[1] " " f[2] " showcase"],
					       m[f[1] " " f[2] " showcase"] / m[k]
			}
		}' | sort
	exit 0
fi
python3 "$here/showcase.py" "$log/showcase-$flavour-stock.out" \
	"$log/showcase-$flavour-hand.out" "$log/showcase-$flavour-showcase.out"
