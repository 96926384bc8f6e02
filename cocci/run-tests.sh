#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Run the fixtures in cocci/tests/ and compare with the expected output,
# byte for byte:
#
#   NAME.c + NAME.report   ioctl_time_find.cocci, report mode, on NAME.c
#   NAME.d/ + NAME.report  ioctl_time_find.cocci, report mode, on the
#                          directory (headers included)
#   NAME.c + NAME.context  ioctl_time_find.cocci, context mode: the diff
#                          spatch prints, its "+++" line reading NAME.c
#   NAME.c + NAME.parsed   ioctl_time_parse.cocci: what the parse tree says
#                          of NAME.c, one JSON line per record
#   NAME.c + NAME.res      tools/convert/rewrite.py (ioctl_time_rewrite.cocci
#                          and the headers' kernel view): NAME.res is the
#                          whole file after it (identical to NAME.c when
#                          nothing must change); NAME.msg what it says on
#                          stderr (no NAME.msg: nothing)
#   NAME.d/ + NAME.res/    the same on the directory's files as one group
#                          (a driver's .c and .h), compared file by file
#   rewrite.status         each rewrite fixture's exit status, NAME STATUS
#                          (tools/convert/rewrite.py lists them); a second
#                          run on the result makes no patch: 1, nothing to
#                          convert, or 4, refused (as the first, when that
#                          made none)
#
# Prints one TAP line per fixture and "N passed, N failed"; exits non-zero
# on any failure.  Runs from any directory.  SPATCH overrides the binary.
#
# Usage: run-tests.sh [NAME...]

SPATCH=${SPATCH:-spatch}
here=$(cd "$(dirname "$0")" && pwd) || exit 2
tests=$here/tests
find_sp=$here/ioctl_time_find.cocci
parse_sp=$here/ioctl_time_parse.cocci
rewrite_py=$here/../tools/convert/rewrite.py

if ! command -v "$SPATCH" >/dev/null 2>&1; then
	echo "run-tests.sh: $SPATCH not found" >&2
	exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/cocci-tests.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM

cd "$tests" || exit 2

if [ $# -gt 0 ]; then
	names=$*
else
	names=$(for f in *.report *.context *.parsed *.res; do
		[ -e "$f" ] && echo "${f%.*}"
	done | sort -u)
fi

total=$(echo $names | wc -w)
echo "1..$total"

# rewrite DIR: the rewrite (tools/convert/rewrite.py, which runs
# ioctl_time_rewrite.cocci), in place, on DIR's files as one group.
rewrite() {
	# shellcheck disable=SC2046 # one word per file
	(cd "$1" && "$rewrite_py" --in-place $(ls))
}

n=0
pass=0
fail=0
for name in $names; do
	n=$((n + 1))
	again=0
	msgdiff=0
	out=$work/$name.out
	err=$work/$name.err
	if [ -f "$name.report" ]; then
		expected=$name.report
		if [ -d "$name.d" ]; then
			# spatch's directory walk order is not fixed; the
			# script sorts its own output.
			"$SPATCH" --very-quiet --no-includes --include-headers \
				--sp-file "$find_sp" -D report \
				--dir "$name.d" >"$out" 2>"$err"
		else
			"$SPATCH" --very-quiet --no-includes --include-headers \
				--sp-file "$find_sp" -D report \
				"$name.c" >"$out" 2>"$err"
		fi
		rc=$?
	elif [ -f "$name.context" ]; then
		expected=$name.context
		"$SPATCH" --very-quiet --no-includes --include-headers \
			--sp-file "$find_sp" -D context "$name.c" 2>"$err" |
			sed "2s|^+++ .*|+++ $name.c|" >"$out"
		rc=$?
	elif [ -f "$name.parsed" ]; then
		expected=$name.parsed
		"$SPATCH" --very-quiet --no-includes --sp-file "$parse_sp" \
			"$name.c" >"$out" 2>"$err"
		rc=$?
	elif [ -e "$name.res" ]; then
		# NAME.d/ as one group, or NAME.c alone; --in-place leaves
		# a file untouched when nothing matches, so an unchanged
		# file is a result too.
		expected=$name.res
		mkdir "$work/$name.1"
		if [ -d "$name.d" ]; then
			cp -r "$name.d/." "$work/$name.1/"
			out=$work/$name.1
		else
			cp "$name.c" "$work/$name.1/"
			out=$work/$name.1/$name.c
		fi
		rewrite "$work/$name.1" >"$err" 2>&1
		rc=$?
		want=$(awk -v n="$name" '$1 == n { print $2 }' rewrite.status)
		if [ "$rc" = "$want" ]; then
			rc=0
			# after a patch, none: 1 or 4, as what is left says
			case $want in 0|3) want="1|4" ;; esac
		else
			echo "# exit status $rc, rewrite.status says ${want:-none}"
			rc=1
		fi
		# What it says (why something was not converted) is
		# part of the result.
		if [ -f "$name.msg" ] || [ -s "$err" ]; then
			cmp -s "$err" "$name.msg" 2>/dev/null || msgdiff=1
		fi
		# Idempotence: the result, rewritten again, stays as it is.
		cp -r "$work/$name.1" "$work/$name.2"
		rewrite "$work/$name.2" >>"$err" 2>&1
		again_rc=$?
		if ! echo "|$want|" | grep -q "|$again_rc|"; then
			echo "# second run: exit status $again_rc, not $want"
			rc=1
		fi
		diff -ru "$work/$name.1" "$work/$name.2" >"$work/$name.again" 2>&1 ||
			again=1
	else
		echo "not ok $n - $name # no expected output"
		fail=$((fail + 1))
		continue
	fi
	if [ "$rc" -eq 0 ] && [ "$again" -eq 0 ] && [ "$msgdiff" -eq 0 ] &&
	   diff -r "$expected" "$out" >/dev/null 2>&1; then
		echo "ok $n - $name"
		pass=$((pass + 1))
	else
		echo "not ok $n - $name"
		[ "$msgdiff" -eq 0 ] ||
			diff -u "$name.msg" "$err" 2>&1 | sed 's/^/# messages: /'
		[ "$again" -eq 0 ] ||
			sed 's/^/# a second rewrite changes it: /' "$work/$name.again"
		diff -ru "$expected" "$out" | sed 's/^/# /'
		[ -s "$err" ] && sed 's/^/# stderr: /' "$err"
		fail=$((fail + 1))
	fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
