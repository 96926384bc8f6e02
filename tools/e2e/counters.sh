# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
#
# Sourced in the guest by the run.sh of tools/e2e/e2e.sh and arm.sh, which
# define pass and fail.
#
# counters WHAT FILE PREFIX [SED]: compat_time's debugfs FILE (commands or
# records) against what the e2e clients counted: per layout, the calls,
# failed and overflowed of the test device's lines, and the clients'
# "# PREFIX LAYOUT calls failed overflowed" lines (SED, a sed command,
# edits those first: a 32-bit kernel's layouts), each summed.  WHAT names
# them in the TAP line.
counters() {
	# shellcheck disable=SC2016 # awk's fields, not the shell's
	sum='{ c[$1] += $2; f[$1] += $3; o[$1] += $4 }
	     END { for (l in c) print l, c[l], f[l], o[l] }'
	sed -n "s/^# $3 //p" ./client-*.out | sed "${4:-}" | awk "$sum" |
		sort > ./want
	awk '$1 == "compat_time_test" { print $3, $4, $5, $6 }' \
		"/sys/kernel/debug/compat_time/$2" | awk "$sum" | sort > ./got
	if [ -s ./want ] && cmp -s ./want ./got; then
		pass "debugfs $1 per layout equal the clients' counts: $(tr '\n' ';' < ./want)"
	else
		fail "debugfs $1: want $(tr '\n' ';' < ./want) got $(tr '\n' ';' < ./got)"
	fi
}
