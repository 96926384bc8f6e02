#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# e2e.sh [FLAVOUR]	(6.1 or 6.12; default 6.1)
#
# Build compat_time against a Debian kernel's headers (the DKMS way),
# build the test client three ways (x86_64, i386 time32, i386 time64),
# boot that kernel in QEMU (TCG), load the modules, run the clients,
# unload and reload the test device under load, and unload the modules.
# TAP on stdout; the console log goes to
# $COMPAT_TIME_CACHE/e2e-<kver>.log.  Exit status 0 only if every check
# passed and the kernel log stayed clean.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
flavour=${1:-6.1}
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}

eval "$("$top/tools/qemu/fetch-kernel.sh" "$flavour" "$cache/kernels")"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A private copy, so objects built for this kernel never mix with others.
rsync -a --exclude=.git --exclude='*.o' --exclude='*.ko' "$top/" "$work/src/"
make -s -C "$HEADERS" M="$work/src" modules >&2

mkdir "$work/payload"
cp "$work/src/drivers/compat_time/compat_time.ko" \
   "$work/src/drivers/compat_time/compat_time_test.ko" "$work/payload/"
cflags="-static -O2 -Wall -Wextra -Werror -I$top/include/uapi"
m32="-m32 -I/usr/include/x86_64-linux-gnu"
# shellcheck disable=SC2086
{
	gcc $cflags -o "$work/payload/client-x86_64" "$here/client.c"
	gcc $cflags $m32 -o "$work/payload/client-i386-time32" "$here/client.c"
	gcc $cflags $m32 -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64 \
		-o "$work/payload/client-i386-time64" "$here/client.c"
}

cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
# Runs in the guest: load, run every client, unload.
status=0
insmod ./compat_time.ko && insmod ./compat_time_test.ko || exit 1
for c in ./client-x86_64 ./client-i386-time32 ./client-i386-time64; do
	"$c" || status=1
done
# Unload and reload the test device while two processes use it.
./client-x86_64 --hammer 20000 & h1=$!
./client-i386-time32 --hammer 20000 & h2=$!
reloads=0 tries=0
while [ $reloads -lt 5 ] && [ $tries -lt 100000 ]; do
	tries=$((tries + 1))
	rmmod compat_time_test 2>/dev/null || continue
	insmod ./compat_time_test.ko || break
	reloads=$((reloads + 1))
done
wait $h1 && wait $h2 && [ $reloads -eq 5 ] &&
	echo "ok - unload/reload x$reloads under 2 processes' ioctls" ||
	{ echo "not ok - unload/reload under load ($reloads reloads)"; status=1; }
[ "$(cat /sys/module/compat_time/refcnt)" = 1 ] &&
	echo "ok - compat_time refcount back to 1" ||
	{ echo "not ok - compat_time refcount $(cat /sys/module/compat_time/refcnt)"; status=1; }
rmmod compat_time_test && rmmod compat_time || status=1
grep -q compat_time /proc/modules && status=1
echo "# modules unloaded, status $status"
exit $status
EOT

echo "# kernel $KVER" >&2
"$top/tools/qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" \
	--payload "$work/payload" --timeout 300 --log "$cache/e2e-$KVER.log"
