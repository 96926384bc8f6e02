#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# demo.sh [FLAVOUR]: run the end-to-end test and show, per client ABI and
# command, what was sent and what came back.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT

"$here/e2e.sh" "${1:-6.1}" > "$out" || status=$?
printf '%-12s | %-10s | %-10s | %-34s | %s\n' "client ABI" command number sent "received / errno"
printf '%s\n' "-------------+------------+------------+------------------------------------+---------------------------"
sed -n 's/^# demo | //p' "$out" | sed 's/ *| */ | /g' |
	awk -F' \\| ' '{ printf "%-12s | %-10s | %-10s | %-34s | %s\n", $1, $2, $3, $4, $5 }'
echo
grep -c '^ok ' "$out" | xargs printf '%s checks passed, '
grep -c '^not ok ' "$out" | xargs printf '%s failed\n' || true
exit "${status:-0}"
