#!/bin/sh
# In the guest: the rewritten ppdev (3.1's, with port-6.1.patch) serves
# PPSETTIME/PPGETTIME for every build of the client, on a claimed
# /dev/parport0.  A 64-bit time_t carries a timeout past 2038's seconds.
status=0
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

insmod ./compat_time.ko && insmod ./ppdev.ko || exit 1
[ -c /dev/parport0 ] || { echo "not ok - no /dev/parport0"; exit 1; }
for c in old-x86_64 old-i386-t32 old-i386-t64 new-x86_64 new-i386-t32 \
	new-i386-t64; do
	t "$c: PPSETTIME then PPGETTIME: 7.5 s" "7 500000" \
		./$c roundtrip 7 500000
	t "$c: a negative tv_usec is ppdev's EINVAL" "errno EINVAL" \
		./$c roundtrip 7 -1
done
for c in old-x86_64 old-i386-t64 new-x86_64 new-i386-t64; do
	t "$c: 4102444800 s (2100) and back" "4102444800 500000" \
		./$c roundtrip 4102444800 500000
done
for abi in x86_64 i386-t32 i386-t64; do
	t "new header: the $abi build sends the numbers it sent before" \
		"$(./old-$abi numbers)" ./new-$abi numbers
done
calls=$(awk '$1 == "ppdev" && $3 == "time32" { n += $4 } END { print n + 0 }' \
	/sys/kernel/debug/compat_time/commands 2>/dev/null)
# two clients: a SET and a GET, and a SET refused with EINVAL
t "compat_time counted the time32 builds' 6 calls" 6 echo "$calls"
rmmod ppdev && rmmod compat_time || status=1
exit $status
