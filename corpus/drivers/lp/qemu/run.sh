#!/bin/sh
# In the guest: the rewritten lp (4.9's, with port-6.1.patch) serves
# LPSETTIMEOUT for every build of the client.  lp reads its timeval and
# answers EINVAL for a negative field, so "set 5 -1" shows where it read
# tv_usec: only a reader of the caller's own layout sees the -1.
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

insmod ./compat_time.ko && insmod ./lp.ko || exit 1
[ -c /dev/lp0 ] || { echo "not ok - no /dev/lp0 (no parallel port?)"; exit 1; }
for c in old-x86_64 old-i386-t32 new-x86_64 new-i386-t32 new-i386-t64; do
	t "$c: LPSETTIMEOUT 5 s" "" ./$c set 5 0
	t "$c: LPSETTIMEOUT with tv_usec -1 is lp's EINVAL" "errno EINVAL" \
		./$c set 5 -1
	t "$c: LPSETTIMEOUT with tv_sec -1 is lp's EINVAL" "errno EINVAL" \
		./$c set -1 0
	t "$c: LPGETSTATUS, lp's own, through the table's fallback" "status" \
		./$c status
done
for abi in x86_64 i386-t32; do
	t "new header: the $abi build sends the number it sent before" \
		"$(./old-$abi numbers)" ./new-$abi numbers
done
t "new header: the i386 time64 build sends LPSETTIMEOUT_NEW" 0x4010060f \
	./new-i386-t64 numbers
calls=$(awk '$1 == "lp" && $3 == "time32" { n += $4 } END { print n + 0 }' \
	/sys/kernel/debug/compat_time/commands 2>/dev/null)
t "compat_time counted the time32 builds' 6 calls" 6 echo "$calls"
rmmod lp && rmmod compat_time || status=1
exit $status
