#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# arm64.sh	Debian's arm64 6.1 kernel, with armhf callers
#
# Where the 32-bit time64 users are: an arm64 kernel serving armhf
# processes, whose compat layout aligns s64 to 8 (not i386's 4).  Cross-
# build compat_time against Debian's arm64 headers (so the modules load
# into Debian's kernel unmodified: vermagic and CRCs match), build the
# test client for arm64 and for armhf with 32- and 64-bit time_t (glibc's
# _TIME_BITS=64, as Debian's armhf t64 packages are built), boot the
# kernel under qemu-system-aarch64 (TCG, virt) and run: every client's
# commands and bad inputs, compat_time's debugfs counters per layout equal
# to the clients' own counts, the time32 users report naming the armhf
# time32 client, and the test device unloaded and reloaded while all three
# hammer it.  TAP on stdout.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}

eval "$("$top/tools/qemu/fetch-kernel.sh" arm64-6.1 "$cache/kernels")"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shellcheck source=tools/e2e/payload.sh
. "$here/payload.sh"
payload_modules "$HEADERS" arm64
payload_prog "$here/client.c" arm64 armhf-t32 armhf-t64

cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
status=0
pass() { echo "ok - $1"; }
fail() { echo "not ok - $1"; status=1; }
insmod ./compat_time.ko && insmod ./compat_time_test.ko || exit 1
for c in client-arm64 client-armhf-t32 client-armhf-t64; do
	"./$c" > "./$c.out" || status=1
	cat "./$c.out"
done

# Per layout: calls, failed, overflowed, as the clients counted them and
# as compat_time's debugfs counters have them.
d=/sys/kernel/debug/compat_time
sum='{ c[$1] += $2; f[$1] += $3; o[$1] += $4 }
     END { for (l in c) print l, c[l], f[l], o[l] }'
sed -n 's/^# counted //p' ./client-*.out | awk "$sum" | sort > ./want
awk '$1 == "compat_time_test" { print $3, $4, $5, $6 }' $d/commands |
	awk "$sum" | sort > ./got
if [ -s ./want ] && cmp -s ./want ./got; then
	pass "debugfs counters per layout equal the clients' counts: $(tr '\n' ';' < ./want)"
else
	fail "debugfs counters: want $(tr '\n' ';' < ./want) got $(tr '\n' ';' < ./got)"
fi

# The time32 users report: each armhf client with its time32 calls.
for c in client-armhf-t32 client-armhf-t64; do
	n=$(sed -n 's/^# counted time32 \([0-9]*\) .*/\1/p' "./$c.out")
	echo "$(echo "$c" | cut -c1-15) compat ${n:-0}"
done | sort > ./want
awk '!/^#/ { print $1, $3, $4 }' $d/time32_users | sort > ./got
if cmp -s ./want ./got; then
	pass "time32_users names both armhf clients with their time32 calls"
else
	fail "time32_users: want $(tr '\n' ';' < ./want) got $(tr '\n' ';' < ./got)"
fi

# Unload and reload the test device while the three clients use it.
./client-arm64 --hammer 5000 & h1=$!
./client-armhf-t32 --hammer 5000 & h2=$!
./client-armhf-t64 --hammer 5000 & h3=$!
reloads=0 tries=0
while [ $reloads -lt 3 ] && [ $tries -lt 100000 ]; do
	tries=$((tries + 1))
	rmmod compat_time_test 2>/dev/null || continue
	insmod ./compat_time_test.ko || break
	reloads=$((reloads + 1))
done
wait $h1 && wait $h2 && wait $h3 && [ $reloads -eq 3 ] &&
	pass "unload/reload x$reloads under 3 processes' ioctls" ||
	fail "unload/reload under load ($reloads reloads)"
[ "$(cat /sys/module/compat_time/refcnt)" = 1 ] &&
	pass "compat_time refcount back to 1" ||
	fail "compat_time refcount $(cat /sys/module/compat_time/refcnt)"
rmmod compat_time_test && rmmod compat_time || status=1
grep -q compat_time /proc/modules && status=1
echo "# modules unloaded, status $status"
exit $status
EOT

echo "# kernel $KVER (arm64), qemu-system-aarch64 virt" >&2
"$top/tools/qemu/boot.sh" --arch arm64 --busybox "$BUSYBOX" \
	--kernel "$IMAGE" --moddir "$MODDIR" --payload "$work/payload" \
	--timeout 600 --log "$cache/e2e-arm64-$KVER.log"
