#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# x32.sh [FLAVOUR]	(6.1 or 6.12; default 6.1)
#
# An x32 process on Debian's amd64 kernel, which has CONFIG_X86_X32_ABI
# but leaves it off unless booted with syscall.x32=y: build compat_time
# against the kernel's headers, the test client with gcc -mx32 (64-bit
# time_t, 32-bit long, 8-aligned s64), boot with syscall.x32=y, and run
# the client: every command served in its own layout, the size-less _OLD
# numbers with 64-bit time as the kernel's sock_gettstamp() gives x32, and
# compat_time's debugfs counters for the x32 layout equal to the client's
# own count.  TAP on stdout.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
flavour=${1:-6.1}
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}

eval "$("$top/tools/qemu/fetch-kernel.sh" "$flavour" "$cache/kernels")"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shellcheck source=tools/e2e/payload.sh
. "$here/payload.sh"
payload_modules "$HEADERS"
payload_prog "$here/client.c" x32

cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
status=0
[ -d /sys/kernel/debug/compat_time ] || mount -t debugfs none /sys/kernel/debug 2>/dev/null
insmod ./compat_time.ko && insmod ./compat_time_test.ko || exit 1
./client-x32 > ./client-x32.out || status=1
cat ./client-x32.out
want=$(sed -n 's/^# counted //p' ./client-x32.out)
got=$(awk '$1 == "compat_time_test" {
	c[$3] += $4; f[$3] += $5; o[$3] += $6 }
	END { for (l in c) print l, c[l], f[l], o[l] }' \
	/sys/kernel/debug/compat_time/commands)
if [ -n "$want" ] && [ "$want" = "$got" ]; then
	echo "ok - debugfs counters are the x32 client's: $want"
else
	echo "not ok - debugfs counters: want '$want' got '$got'"
	status=1
fi
./client-x32 --copies || status=1
./client-x32 --kernel || status=1
./client-x32 --subdev || status=1
./client-x32 --late || status=1
rmmod compat_time_test && rmmod compat_time || status=1
exit $status
EOT

echo "# kernel $KVER, syscall.x32=y" >&2
"$top/tools/qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" \
	--cmdline syscall.x32=y --payload "$work/payload" --timeout 300 \
	--log "$cache/e2e-x32-$KVER.log"
