#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# run-tests.sh - run ioctl-audit.sh on every fixture under tests/ and compare
# its CSV with tests/<fixture>/expected.csv byte for byte, and its exit status
# with tests/<fixture>/expected-status.  Prints TAP and "N passed, N failed".
#
# Usage: tools/audit/run-tests.sh [--update]
#   --update  rewrite the expected files from the current output (review
#             the diff before committing!)

set -u
export LC_ALL=C
here=$(cd "$(dirname "$0")" && pwd) || exit 2
update=0
[ "${1:-}" = --update ] && update=1

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ioctl-audit-tests.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

cd "$here/tests" || exit 2
set -- $(ls -d */ | sed 's|/$||')
echo "1..$#"
n=0 pass=0 fail=0
for t in "$@"; do
	n=$((n + 1))
	sh_status=0
	bash "$here/ioctl-audit.sh" -o "$tmp/$t.csv" "$t" > "$tmp/$t.out" 2> "$tmp/$t.err" || sh_status=$?
	if [ $update = 1 ]; then
		cp "$tmp/$t.csv" "$t/expected.csv"
		echo "$sh_status" > "$t/expected-status"
	fi
	ok=1
	if [ ! -f "$t/expected.csv" ] || ! diff -u "$t/expected.csv" "$tmp/$t.csv" > "$tmp/$t.diff" 2>&1; then
		ok=0
	fi
	want=$(cat "$t/expected-status" 2> /dev/null || echo missing)
	[ "$want" = "$sh_status" ] || ok=0
	if [ $ok = 1 ]; then
		echo "ok $n - $t"
		pass=$((pass + 1))
	else
		echo "not ok $n - $t (exit status $sh_status, expected $want)"
		sed 's/^/# /' "$tmp/$t.diff" "$tmp/$t.err"
		fail=$((fail + 1))
	fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
