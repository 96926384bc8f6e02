#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# e2e.sh [FLAVOUR]	(6.1 or 6.12; default 6.1)
#
# The conversion end to end: convert.sh converts the legacy sample driver
# (and must produce tools/convert/expected), builds both the original and
# the converted driver against a Debian kernel's headers, and the lalarm
# client is built against the original header (the old binaries: x86_64,
# i386 with 32-bit time_t, i386 rebuilt with 64-bit time_t) and against the
# converted one.  In QEMU: the original driver fails the old i386 binary;
# the converted one serves every binary, the old time32 one unchanged,
# including an alarm in 2040, which a 32-bit time_t cannot hold (EOVERFLOW,
# nothing written).  TAP on stdout.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
flavour=${1:-6.1}
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}

eval "$("$top/tools/qemu/fetch-kernel.sh" "$flavour" "$cache/kernels")"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/payload"

# Convert and build (TAP lines of their own), then the original driver.
set +e
"$here/convert.sh" -k "$HEADERS" -o "$work/lalarm" -c "$here/expected" |
	grep -v '^#'
[ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
set -e
cp -r "$here/sample" "$work/legacy"
make -s -C "$HEADERS" M="$work/legacy" modules >&2
cp "$work/legacy/lalarm.ko" "$work/payload/lalarm-legacy.ko"
cp "$work/lalarm/lalarm.ko" "$work/payload/lalarm.ko"
cp "$work/lalarm.compat_time/drivers/compat_time/compat_time.ko" "$work/payload/"

# client NAME HEADER_DIR FLAGS...
client() {
	local name=$1 inc=$2
	shift 2
	gcc -static -O2 -Wall -Wextra -Werror -I"$inc" "$@" \
		-o "$work/payload/$name" "$here/lalarm-client.c"
}
m32="-m32 -I/usr/include/x86_64-linux-gnu"
t64="-D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"
# shellcheck disable=SC2086 # flags are words
{
	client old-x86_64 "$here/sample"
	client old-i386-t32 "$here/sample" $m32
	client old-i386-t64 "$here/sample" $m32 $t64
	client new-x86_64 "$work/lalarm"
	client new-i386-t32 "$work/lalarm" $m32
	client new-i386-t64 "$work/lalarm" $m32 $t64
}

cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
# Runs in the guest.
status=0
# t DESCRIPTION EXPECTED CMD...: CMD's output must be EXPECTED.
t() {
	d=$1 want=$2
	shift 2
	got=$("$@" 2>&1)
	if [ "$got" = "$want" ]; then
		echo "ok - $d"
	else
		echo "not ok - $d: got '$got', want '$want'"
		status=1
	fi
}

insmod ./lalarm-legacy.ko || exit 1
t "original driver: x86_64 old binary sets an alarm" "" \
	./old-x86_64 set 1900000000 123 7
t "original driver: x86_64 old binary reads it back" "1900000000 123 7" \
	./old-x86_64 get
t "original driver: i386 time32 old binary gets ENOTTY (the bug)" \
	"errno ENOTTY untouched" ./old-i386-t32 get
rmmod lalarm || status=1

insmod ./compat_time.ko && insmod ./lalarm.ko || exit 1
t "converted: the same i386 time32 old binary sets an alarm" "" \
	./old-i386-t32 set 2000000000 999999999 1
t "converted: i386 time32 old binary reads it back" \
	"2000000000 999999999 1" ./old-i386-t32 get
t "converted: x86_64 old binary reads the same alarm" \
	"2000000000 999999999 1" ./old-x86_64 get
t "converted: i386 old source rebuilt with 64-bit time_t reads it" \
	"2000000000 999999999 1" ./old-i386-t64 get
t0=$(date +%s)
t "converted: i386 time64 client sets an alarm in 2040" "" \
	./new-i386-t64 set 2208988800 5 2
t1=$(date +%s)
t "converted: i386 time64 client reads 2040 back" "2208988800 5 2" \
	./new-i386-t64 get
t "converted: x86_64 old binary reads 2040" "2208988800 5 2" ./old-x86_64 get
t "converted: x86_64 client on the new header reads 2040" "2208988800 5 2" \
	./new-x86_64 get
t "converted: i386 time32 build of the new header: GET of 2040 is EOVERFLOW" \
	"errno EOVERFLOW untouched" ./new-i386-t32 get
t "converted: i386 old source rebuilt with 64-bit time_t reads 2040" \
	"2208988800 5 2" ./old-i386-t64 get
t "converted: i386 time32 old binary: GET of 2040 is EOVERFLOW, nothing written" \
	"errno EOVERFLOW untouched" ./old-i386-t32 get
t "converted: i386 time32 old binary: STATUS likewise" \
	"errno EOVERFLOW untouched" ./old-i386-t32 status
t "converted: the driver's own EINVAL reaches the time32 binary" \
	"errno EINVAL untouched" ./old-i386-t32 set 1 1000000000 3
for c in new-i386-t64 old-x86_64; do
	# set_at (the guest's clock at the SET), expires, alarm, sets
	got=$(./$c status)
	if echo "$got" | awk -v t0="$t0" -v t1="$t1" '$1 >= t0 && $1 <= t1 &&
	    $2 == 2208988800 && $3 == 2208988800 && $4 == 5 && $5 == 2 &&
	    $6 == 2 { ok = 1 } END { exit !ok }'; then
		echo "ok - converted: $c STATUS: set_at in [$t0, $t1], the 2040 alarm, 2 sets"
	else
		echo "not ok - converted: $c STATUS: '$got' (set_at in [$t0, $t1])"
		status=1
	fi
done
for abi in x86_64 i386-t32 i386-t64; do
	t "converted header: the $abi build sends the numbers it sent before" \
		"$(./old-$abi numbers)" ./new-$abi numbers
done
calls=$(awk '$1 == "lalarm" && $3 == "time32" { n += $4 } END { print n + 0 }' \
	/sys/kernel/debug/compat_time/commands 2>/dev/null)
# The old binary's SET, GET, GET and STATUS of 2040 (EOVERFLOW), SET with
# EINVAL, and the new time32 build's GET of 2040.
t "compat_time counted the time32 builds' 6 calls" 6 echo "$calls"
rmmod lalarm && rmmod compat_time || status=1
exit $status
EOT

echo "# kernel $KVER" >&2
"$top/tools/qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" \
	--payload "$work/payload" --timeout 180 --log "$cache/convert-$KVER.log"
