#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# arm.sh [arm64|arm64-6.12|armmp]	Debian's arm64 6.1 or 6.12, or armhf
#					(armmp) 6.1 kernel
#
# Where the 32-bit time64 users are: armhf processes, on an arm64 kernel
# (whose compat layout aligns s64 to 8, not i386's 4) or on Debian's own
# armhf kernel.  Cross-build compat_time against the kernel's headers (so
# the modules load into Debian's kernel unmodified: vermagic and CRCs
# match), build the test client for armhf with 32- and 64-bit time_t
# (glibc's _TIME_BITS=64, as Debian's armhf t64 packages are built) and,
# on arm64, for arm64; boot the kernel under QEMU (TCG, virt) and run:
# every client's commands and bad inputs (2040 read back by time64
# clients, EOVERFLOW with nothing written for time32 ones, or the
# saturated value under overflow=clamp), compat_time's
# debugfs counters per layout equal to the clients' own counts (on the
# 32-bit kernel the time64 layout is the native one), the time32 users
# report naming the time32 calls, and the test device unloaded and
# reloaded while every client hammers it.  TAP on stdout.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
flavour=${1:-arm64}
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}

case $flavour in
arm64|arm64-6.12)	arch=arm64 clients="arm64 armhf-t32 armhf-t64" ;;
armmp)			arch=arm clients="armhf-t32 armhf-t64" ;;
*)	echo "usage: arm.sh [arm64|arm64-6.12|armmp]" >&2; exit 2 ;;
esac
# arm64 and armmp are Debian 12's 6.1, arm64-6.12 its 6.12+deb12
case $flavour in *-6.12) ;; *) flavour=$flavour-6.1 ;; esac
eval "$("$top/tools/qemu/fetch-kernel.sh" "$flavour" "$cache/kernels")"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shellcheck source=tools/e2e/payload.sh
. "$here/payload.sh"
payload_modules "$HEADERS" "$arch"
# shellcheck disable=SC2086 # one word per ABI
payload_prog "$here/client.c" $clients
echo "$clients" > "$work/payload/clients"
cp "$here/counters.sh" "$work/payload/"

cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
status=0
pass() { echo "ok - $1"; }
fail() { echo "not ok - $1"; status=1; }
insmod ./compat_time.ko && insmod ./compat_time_test.ko || exit 1
clients=$(cat clients)
for c in $clients; do
	"./client-$c" > "./client-$c.out" || status=1
	cat "./client-$c.out"
done
# A 32-bit kernel's own layout is the time64 one.
native=time64
[ -e client-arm64 ] && native=native

# Per layout: calls, failed, overflowed, as the clients counted them and
# as compat_time's debugfs counters have them: the commands (a 32-bit
# kernel's own layout is time64), and the records' read() and write() of
# the armhf clients but in the native layout, which is not counted.
d=/sys/kernel/debug/compat_time
. ./counters.sh
if [ $native = native ]; then
	counters counters commands counted
	counters "records counters" records records
else
	counters counters commands counted 's/^time64 /native /'
	counters "records counters" records records '/^time64 /d'
fi

# The time32 users report: each armhf client with its time32 calls,
# ioctls and records.
how=compat
[ $native = native ] || how=native32
for c in client-armhf-t32 client-armhf-t64; do
	n=$(sed -n 's/^# counted time32 \([0-9]*\) .*/\1/p' "./$c.out")
	r=$(sed -n 's/^# records time32 \([0-9]*\) .*/\1/p' "./$c.out")
	echo "$(echo "$c" | cut -c1-15) $how $((${n:-0} + ${r:-0}))"
done | sort > ./want
awk '!/^#/ { print $1, $3, $4 }' $d/time32_users | sort > ./got
if cmp -s ./want ./got; then
	pass "time32_users names both armhf clients with their time32 calls"
else
	fail "time32_users: want $(tr '\n' ';' < ./want) got $(tr '\n' ';' < ./got)"
fi

# overflow=clamp: a time32 result past 2038 saturates and is counted.
echo clamp > /sys/module/compat_time/parameters/overflow
./client-armhf-t32 --clamp || status=1
echo error > /sys/module/compat_time/parameters/overflow
# One call of each, its seconds clamped: NEXT_EVENT's timespec, NEXT_RECORD's
# input_event.
clamped=$(awk '$3 == "time32" && $2 ~ /^COMPAT_TIME_TEST_NEXT_(EVENT|RECORD)$/ {
	printf "%s=%s ", $2, $7 }' $d/commands)
[ "$clamped" = "COMPAT_TIME_TEST_NEXT_EVENT=1 COMPAT_TIME_TEST_NEXT_RECORD=1 " ] &&
	pass "overflow=clamp: the armhf time32 result saturates, clamped counters 1" ||
	fail "clamped counters are '$clamped', want 1 each"

# The same commands through a copy table, a framework's kernel buffer, a
# v4l2 subdev's two entry points and a table built on its first call (after the counter checks, which count
# the first device's table only).
for c in $clients; do
	"./client-$c" --copies || status=1
	"./client-$c" --kernel || status=1
	"./client-$c" --subdev || status=1
	"./client-$c" --late || status=1
done

# Unload and reload the test device while every client uses it.
pids=
for c in $clients; do
	"./client-$c" --hammer 5000 & pids="$pids $!"
done
reloads=0 tries=0
while [ $reloads -lt 3 ] && [ $tries -lt 100000 ]; do
	tries=$((tries + 1))
	rmmod compat_time_test 2>/dev/null || continue
	insmod ./compat_time_test.ko || break
	reloads=$((reloads + 1))
done
ok=1
for p in $pids; do
	wait "$p" || ok=0
done
[ $ok = 1 ] && [ $reloads -eq 3 ] &&
	pass "unload/reload x$reloads under $(echo $clients | wc -w) processes' ioctls" ||
	fail "unload/reload under load ($reloads reloads)"
[ "$(cat /sys/module/compat_time/refcnt)" = 1 ] &&
	pass "compat_time refcount back to 1" ||
	fail "compat_time refcount $(cat /sys/module/compat_time/refcnt)"
rmmod compat_time_test && rmmod compat_time || status=1
grep -q compat_time /proc/modules && status=1
echo "# modules unloaded, status $status"
exit $status
EOT

echo "# kernel $KVER ($arch), QEMU virt" >&2
"$top/tools/qemu/boot.sh" --arch "$arch" --busybox "$BUSYBOX" \
	--kernel "$IMAGE" --moddir "$MODDIR" --payload "$work/payload" \
	--timeout 600 --log "$cache/e2e-$KVER.log"
