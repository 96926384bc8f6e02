#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# e2e.sh [FLAVOUR [--patched]]	(6.1 or 6.12; default 6.1; or kasan)
#
# Build compat_time against a Debian kernel's headers (the DKMS way), or
# against an x86_64 kernel built from linux-source-6.1 with KASAN, UBSAN
# and lockdep (kasan: tools/qemu/build-kernel.sh),
# build the test client three ways (x86_64, i386 time32, i386 time64),
# boot that kernel in QEMU (TCG), load the modules, run the clients,
# unload and reload the test device under load, and unload the modules.
# --patched: with the modules of tools/fixes/modules (snd-timer, tun,
# btrfs, snd-pcm) as built from patches/ by make fixes
# (tools/fixes/build.sh) in place of Debian's, the
# audit's findings those patches fix served from i386 too, and the sound
# core's 32-bit status right (tools/e2e/pcm.c --fixed).
# TAP on stdout; the console log goes to
# $COMPAT_TIME_CACHE/e2e-<kver>.log.  Exit status 0 only if every check
# passed and the kernel log stayed clean.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
flavour=${1:-6.1}
patched=${2:-}
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}

timeout=300 boot=() gcov=
if [ "$flavour" = kasan ]; then
	# ACPICA's loop limit (30 s) can expire under TCG in this kernel's
	# \_SB.PCI0._PRT, and then no PCI device gets an interrupt: route
	# them from the BIOS's table instead.
	timeout=1500 boot=(--cmdline pci=noacpi) gcov=GCOV_PROFILE=y
	eval "$("$top/tools/qemu/build-kernel.sh" kasan "$cache/kernels")"
else
	eval "$("$top/tools/qemu/fetch-kernel.sh" "$flavour" "$cache/kernels")"
fi

replace=() fixed=
if [ "$patched" = --patched ]; then
	# shellcheck source=tools/fixes/modules.sh
	. "$top/tools/fixes/modules.sh"
	fixed=$(fixes_modules)
	for m in $fixed; do
		ko=$cache/fixes/build-$KVER/$m.ko
		[ -f "$ko" ] || { echo "e2e: no $ko: run make fixes first" >&2; exit 1; }
		replace+=(--kmod "$m" --replace "$ko")
	done
elif [ -n "$patched" ]; then
	echo "usage: e2e.sh [FLAVOUR [--patched]]" >&2
	exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shellcheck source=tools/e2e/payload.sh
. "$here/payload.sh"
# The sanitizer kernel has gcov: the modules are built to be measured.
# shellcheck disable=SC2086 # one word or none
payload_modules "$HEADERS" "" $gcov
cp "$top/tools/compat_time-users" "$work/payload/"
cp "$here/counters.sh" "$work/payload/"
payload_prog "$here/client.c" x86_64 i386-t32 i386-t64
payload_prog "$here/vivid.c" x86_64 i386-t32 i386-t64
payload_prog "$here/pcm.c" x86_64 i386-t32 i386-t64
payload_prog "$here/fuzz.c" x86_64 i386-t32 i386-t64
payload_prog "$here/audit-repro.c" x86_64 i386
# A small btrfs filesystem for the audit's btrfs finding (never mounted
# on the host).
truncate -s 128M "$work/btrfs.img"
mkfs.btrfs -q -f --mixed "$work/btrfs.img" >&2
# Fuzzer calls per client ABI, seed, and the seconds each may take at
# most (make fuzz raises the calls).
echo "${FUZZ_CALLS:-40000} ${FUZZ_SEED:-0x2038} ${FUZZ_SECONDS:-300}" > "$work/payload/fuzz.conf"
# The audit scanned linux-source-6.1: judge its findings on 6.1 only
# (Debian's, and the sanitizer kernel built from that source); with the
# patched modules, judge that they are fixed, on any kernel.
# The guest checks that the modules it runs are the patched ones, as the
# kernel names them.
if [ -n "$patched" ]; then
	echo --fixed > "$work/payload/audit-judge"
	echo "$fixed" | tr - _ > "$work/payload/patched-modules"
elif [ "$flavour" = 6.1 ] || [ "$flavour" = kasan ]; then
	echo > "$work/payload/audit-judge"
fi


# Client names fit TASK_COMM_LEN: the time32 users report shows them.
cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
# Runs in the guest: load, run every client, check compat_time's counters
# and time32 users report against the clients' own counts, unload.
status=0
pass() { echo "ok - $1"; }
fail() { echo "not ok - $1"; status=1; }
[ -d /sys/kernel/debug/compat_time ] || mount -t debugfs none /sys/kernel/debug 2>/dev/null
insmod ./compat_time.ko log=1 && insmod ./compat_time_test.ko || exit 1
for c in client-x86_64 client-i386-t32 client-i386-t64; do
	"./$c" > "./$c.out" || status=1
	cat "./$c.out"
done

# Per layout: calls, failed, overflowed, as the clients counted them and
# as compat_time's debugfs counters have them: the commands, and the
# records' read() and write() of the 32-bit clients (a 64-bit caller's
# are not counted).
d=/sys/kernel/debug/compat_time
. ./counters.sh
counters counters commands counted
counters "records counters" records records

# The time32 users report: each 32-bit client with its time32 calls,
# ioctls and records.
for c in client-i386-t32 client-i386-t64; do
	n=$(sed -n 's/^# counted time32 \([0-9]*\) .*/\1/p' "./$c.out")
	r=$(sed -n 's/^# records time32 \([0-9]*\) .*/\1/p' "./$c.out")
	echo "$c compat $((${n:-0} + ${r:-0}))"
done | sort > ./want
awk '!/^#/ { print $1, $3, $4 }' $d/time32_users | sort > ./got
if cmp -s ./want ./got; then
	pass "time32_users names both 32-bit clients with their time32 calls"
else
	fail "time32_users: want $(tr '\n' ';' < ./want) got $(tr '\n' ';' < ./got)"
fi
sh ./compat_time-users > ./users.txt && sed 's/^/# /' ./users.txt
[ "$(awk 'NR == 2 { print $4 }' ./users.txt)" = client-i386-t32 ] &&
	pass "compat_time-users lists the time32 client first" ||
	fail "compat_time-users: $(tr '\n' ';' < ./users.txt)"
dmesg | grep -q 'client-i386-t32\[[0-9]*\] uses the 32-bit time layout' &&
	pass "log=1 logs the first time32 use of a process" ||
	fail "log=1: no log line for client-i386-t32"

# overflow=clamp: the result saturates and is counted.
echo clamp > /sys/module/compat_time/parameters/overflow
[ "$(cat /sys/module/compat_time/parameters/overflow)" = clamp ] &&
	pass "overflow policy reads back as clamp" ||
	fail "overflow policy does not read back"
./client-i386-t32 --clamp || status=1
echo error > /sys/module/compat_time/parameters/overflow
# One call of each, its seconds clamped: NEXT_EVENT's timespec, NEXT_RECORD's
# input_event.
clamped=$(awk '$3 == "time32" && $2 ~ /^COMPAT_TIME_TEST_NEXT_(EVENT|RECORD)$/ {
	printf "%s=%s ", $2, $7 }' $d/commands)
[ "$clamped" = "COMPAT_TIME_TEST_NEXT_EVENT=1 COMPAT_TIME_TEST_NEXT_RECORD=1 " ] &&
	pass "each clamped counter is 1" ||
	fail "clamped counters are '$clamped', want 1 each"
echo bogus > /sys/module/compat_time/parameters/overflow 2>/dev/null &&
	fail "overflow=bogus accepted" || pass "overflow=bogus refused"

# The same commands served by the driver's own code through a copy table
# (a conversion in place), through a framework's kernel buffer, through a
# v4l2 subdev's two entry points, and through a table nobody registered,
# built on its first call; after the counter checks, which count the
# first device's table only.
for c in client-x86_64 client-i386-t32 client-i386-t64; do
	"./$c" --copies || status=1
	"./$c" --kernel || status=1
	"./$c" --subdev || status=1
	"./$c" --late || status=1
done

# v4l2_buffer through the catalog against the kernel's own v4l2 compat
# code, on vivid (loaded by boot.sh from the kernel image).
for v in vivid-i386-t32 vivid-i386-t64; do
	"./$v" || status=1
done
# snd_pcm_status likewise, against the sound core, on snd-dummy.
for p in pcm-i386-t32 pcm-i386-t64; do
	"./$p" $(grep -o -- --fixed audit-judge 2>/dev/null) || status=1
done

# The bounded fuzzer, from each ABI; the kernel log is judged afterwards.
read -r calls seed secs < fuzz.conf
for f in fuzz-x86_64 fuzz-i386-t32 fuzz-i386-t64; do
	"./$f" "$calls" "$seed" "$secs" || status=1
	# A quarter as many through a copy table, a framework's buffer and
	# a subdev's two entry points.
	"./$f" $((calls / 4)) "$seed" "$secs" copies || status=1
	"./$f" $((calls / 4)) "$seed" "$secs" kernel || status=1
	"./$f" $((calls / 4)) "$seed" "$secs" subdev || status=1
done

# The ioctl ABI audit's top findings, on this kernel's own ALSA timer and
# on a btrfs filesystem (an image made on the host, a virtio disk here).
if [ -e patched-modules ]; then
	for m in $(cat patched-modules); do
		case $(cat /sys/module/$m/taint) in
		*E*) pass "$m is the module built from patches/ (taint E)" ;;
		*) fail "$m is not the patched module (taint '$(cat /sys/module/$m/taint)')" ;;
		esac
	done
fi
mkdir -p /mnt && mount -t btrfs /dev/vda /mnt || status=1
./audit-repro-x86_64 /mnt || status=1
if [ -e audit-judge ]; then
	./audit-repro-i386 $(cat audit-judge) /mnt || status=1
else
	./audit-repro-i386 --report /mnt
fi
umount /mnt

# Unload and reload the test device while four processes use it.
./client-x86_64 --hammer 20000 & h1=$!
./client-i386-t32 --hammer 20000 & h2=$!
./client-i386-t64 --hammer 20000 & h3=$!
./client-x86_64 --hammer 20000 & h4=$!
reloads=0 tries=0
while [ $reloads -lt 5 ] && [ $tries -lt 100000 ]; do
	tries=$((tries + 1))
	rmmod compat_time_test 2>/dev/null || continue
	insmod ./compat_time_test.ko || break
	reloads=$((reloads + 1))
done
wait $h1 && wait $h2 && wait $h3 && wait $h4 && [ $reloads -eq 5 ] &&
	echo "ok - unload/reload x$reloads under 4 processes' ioctls" ||
	{ echo "not ok - unload/reload under load ($reloads reloads)"; status=1; }
[ "$(cat /sys/module/compat_time/refcnt)" = 1 ] &&
	echo "ok - compat_time refcount back to 1" ||
	{ echo "not ok - compat_time refcount $(cat /sys/module/compat_time/refcnt)"; status=1; }
rmmod compat_time_test && rmmod compat_time || status=1
grep -q compat_time /proc/modules && status=1
echo "# modules unloaded, status $status"
# On a kernel with gcov, each .gcda it keeps after the unload, as one
# base64 line for tools/e2e/coverage.py.
if [ -d /sys/kernel/debug/gcov ]; then
	find /sys/kernel/debug/gcov -name '*.gcda' | while read -r f; do
		echo "@@GCDA ${f#/sys/kernel/debug/gcov} $(base64 < "$f" | tr -d '\n')"
	done
fi
exit $status
EOT

echo "# kernel $KVER" >&2
rc=0
"$top/tools/qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" \
	--kmod snd-timer --kmod vivid --kmod snd-dummy \
	--kmod btrfs --kmod virtio_blk --kmod virtio_pci --kmod tun --kmod adummy \
	"${replace[@]}" "${boot[@]}" --drive "$work/btrfs.img" --payload "$work/payload" --timeout "$timeout" --log "$cache/e2e-$KVER${patched:+-patched}.log" \
	> "$work/out" || rc=$?
grep -v '^@@GCDA ' "$work/out"
if [ -n "$gcov" ]; then
	python3 "$here/coverage.py" "$work/out" "$work/src/drivers/compat_time" \
		"$cache/coverage-$KVER.txt" || rc=1
fi
exit $rc
