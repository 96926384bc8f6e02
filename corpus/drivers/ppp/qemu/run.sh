#!/bin/sh
# In the guest: the rewritten ppp_generic (4.9's, with port-6.1.patch)
# serves PPPIOCGIDLE to every build of the client, and the new header's
# PPPIOCGIDLE64 too.  A new unit has never sent or received, and 4.9
# counts its idle times from jiffies 0 (some 2^32 / HZ seconds): every
# caller must read two equal values between two readings of the x86_64
# client's, in the fields of its own layout (the buffer was filled with
# 0x55 first).
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

insmod ./compat_time.ko && insmod ./ppp_generic.ko || exit 1
[ -c /dev/ppp ] || { echo "not ok - no /dev/ppp"; exit 1; }
# idle DESCRIPTION CMD...: CMD prints "N N" with N between two readings
idle() {
	d=$1
	shift
	lo=$(./old-x86_64 idle 0 | cut -d' ' -f1)
	got=$("$@" 2>&1)
	hi=$(./old-x86_64 idle 0 | cut -d' ' -f1)
	# shellcheck disable=SC2086 # two fields
	set -- $got
	if [ $# -eq 2 ] && [ "$1" = "$2" ] && [ "$1" -ge "$lo" ] 2>/dev/null &&
		[ "$1" -le "$hi" ]; then
		echo "ok - $d"
	else
		echo "not ok - $d: got '$got', want two equal values in [$lo, $hi]"
		status=1
	fi
}

for c in old-x86_64 old-i386-t32 old-i386-t64 new-x86_64 new-i386-t32 \
	new-i386-t64; do
	idle "$c: PPPIOCGIDLE" ./$c idle 0
done
for c in new-x86_64 new-i386-t32 new-i386-t64; do
	idle "$c: PPPIOCGIDLE64" ./$c idle64 0
done
for abi in x86_64 i386-t32 i386-t64; do
	t "new header: the $abi build sends the number it sent before" \
		"$(./old-$abi numbers)" ./new-$abi numbers
done
calls=$(awk '$1 == "ppp_generic" && $3 == "time32" { n += $4 } END { print n + 0 }' \
	/sys/kernel/debug/compat_time/commands 2>/dev/null)
# the i386 builds' PPPIOCGIDLE: old and new, with 32- and 64-bit time_t
t "compat_time counted the i386 PPPIOCGIDLE calls as time32: 4" 4 \
	echo "$calls"
rmmod ppp_generic && rmmod compat_time || status=1
exit $status
