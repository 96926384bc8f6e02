#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# showcase.sh [FLAVOUR [--bench N REPS]]	(6.1 or 6.12; default 6.1)
#
# The showcase differential: is the ALSA timer served by compat_time
# (patches/showcase/FLAVOUR) indistinguishable from the hand-written
# compat code it replaces?  Debian's amd64 kernel boots three times under
# QEMU with syscall.x32=y: with Debian's own snd-timer ("stock"), with
# snd-timer built from linux-source-FLAVOUR and patches/alsa-timer ("hand",
# tools/fixes/build.sh), and with snd-timer built from the same source and
# the showcase patch, beside compat_time ("showcase").  In each, timerdiff.c
# runs as x86_64, i386 with 32- and 64-bit time_t and x32, and sends every
# ABI's number of every timer command, on unbound and bound files, with a
# good, an inaccessible and a short buffer.  tools/fixes/showcase.py
# compares the answers, errno and every byte: hand against stock may differ
# only by the fixes alsa-timer makes, showcase against hand only by what the
# showcase patch's commit message says changes for callers.  TAP on stdout.
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
abis="x86_64 i386-t32 i386-t64 x32"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$log"

kenv=$("$qemu/fetch-kernel.sh" "$flavour" "$cache/kernels") ||
	{ echo "not ok - showcase $flavour: fetch Debian's kernel"; exit 1; }
eval "$kenv"	# KVER IMAGE MODDIR HEADERS

# hand: the minimal fixes, built as make fixes builds them (shared cache).
FIXES_MODS=snd-timer "$here/build.sh" "$flavour" "$KVER" "$HEADERS" "$MODDIR" "$IMAGE" "$fixes" |
	sed 's/^\(\(not \)\{0,1\}ok - \)/\1showcase hand: /'
[ -f "$fixes/build-$KVER/snd-timer.ko" ] || exit 1

# showcase: compat_time, then snd-timer from the same source with the
# showcase patch, against compat_time's symbols.
# shellcheck source=tools/e2e/payload.sh
. "$top/tools/e2e/payload.sh"
payload_modules "$HEADERS" || { echo "not ok - showcase: compat_time builds"; exit 1; }
sc=$work/sc
mkdir -p "$sc"
cp -a "$fixes/src-$flavour/sound" "$sc/"
for p in "$top/patches/showcase/$flavour"/*.patch; do
	if ! patch -p1 --fuzz=0 --no-backup-if-mismatch -d "$sc" < "$p" \
		> "$work/patch.log" 2>&1; then
		cat "$work/patch.log" >&2
		echo "not ok - showcase: ${p##*/} does not apply to linux-source-$flavour"
		exit 1
	fi
done
mkdir "$sc/mod"
cp "$sc/sound/core/timer.c" "$sc/mod/"
printf 'obj-m := snd-timer.o\nsnd-timer-y := timer.o\nccflags-y := -I%s/include\n' \
	"$top" > "$sc/mod/Kbuild"
if ! nice -n 19 make -C "$HEADERS" M="$sc/mod" \
	KBUILD_EXTRA_SYMBOLS="$work/src/Module.symvers" modules > "$work/sc.log" 2>&1 ||
	grep -E 'warning:|error:' "$work/sc.log" >&2; then
	tail -n 20 "$work/sc.log" >&2
	echo "not ok - showcase: snd-timer.ko with the showcase patch builds with no warning"
	exit 1
fi
echo "ok - showcase: the showcase patch applies to linux-source-$flavour; snd-timer.ko builds against ${HEADERS##*/} and compat_time, no warnings"

for abi in $abis; do
	payload_prog "$here/timerdiff.c" "$abi" &&
	payload_prog "$top/tools/bench/timerbench.c" "$abi" ||
		{ echo "not ok - showcase: timerdiff.c and timerbench.c build for $abi"; exit 1; }
done
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
	[ "$phase" = hand ] && cp "$fixes/build-$KVER/snd-timer.ko" "$p/ko/"
	[ "$phase" = showcase ] && cp "$work/compat_time.ko" "$sc/mod/snd-timer.ko" "$p/ko/"
	echo "showcase: booting $KVER ($phase)" >&2
	# shellcheck disable=SC2086 # $icount: one word or none
	if nice -n 19 "$qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" \
		--kmod "$kmod" --cmdline syscall.x32=y $icount --payload "$p" \
		--timeout 1800 --log "$log/$out-$phase.console.log" \
		> "$log/$out-$phase.out" 2> "$log/$out-$phase.err"; then
		echo "ok - showcase $phase: $KVER boots with syscall.x32=y${icount:+ and -icount}, runs $prog for $abis, no oops/warning, taint O/E at most"
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
