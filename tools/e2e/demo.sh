#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# demo.sh [FLAVOUR]: run the end-to-end test and show, per client ABI, per
# way the test driver is served (a table; a copy table, converted in
# place; a framework's kernel buffer; a v4l2 subdev's two entry points; a
# table built on its first call)
# and per command, what was sent and what came back; then the checks'
# totals, the known kernel bugs (TODO) apart.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT

"$here/e2e.sh" "${1:-6.1}" > "$out" || status=$?
printf '%-12s | %-17s | %-10s | %-10s | %-34s | %s\n' "client ABI" "served by" \
	command number sent "received / errno"
printf '%s\n' "-------------+-------------------+------------+------------+------------------------------------+---------------------------"
sed -n 's/^# demo | //p' "$out" | sed 's/ *| */ | /g' |
	awk -F' \\| ' '{ printf "%-12s | %-17s | %-10s | %-10s | %-34s | %s\n", $1, $2, $3, $4, $5, $6 }'
echo
passed=$(grep -c '^ok ' "$out" || true)
todo=$(grep '^not ok ' "$out" | grep -c ' # TODO' || true)
failed=$(($(grep -c '^not ok ' "$out" || true) - todo))
echo "$passed checks passed, $failed failed"
if [ "$todo" -gt 0 ]; then
	echo "$todo known kernel bugs, not compat_time's, shown as TODO (Documentation/compat_time/kernel-fixes.rst):"
	grep '^not ok .* # TODO' "$out" | sed 's/^not ok [0-9]* - /  /; s/ # TODO.*//'
fi
exit "${status:-0}"
