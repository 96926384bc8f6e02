#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# convert.sh [-k KDIR] [-o OUT] [-c EXPECTED] [SRC]
#
# Convert a copy of the driver in SRC (default: the legacy sample in
# tools/convert/sample) with tools/convert/rewrite.py, its .c and .h
# files as one group, into OUT (default $COMPAT_TIME_CACHE/convert/<name>;
# SRC is never touched), and show the patch.  Then build compat_time and
# the converted driver against KDIR (default Debian's 6.1 headers) with
# W=1 and with sparse (C=2), and run the rewrite again to show it changes
# nothing.  With -c, the converted files must equal those in EXPECTED.
# TAP on stdout; the patch is OUT.patch.  Exit status 0 only if all passed.
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
kdir=$(ls -d /usr/src/linux-headers-*-amd64 2>/dev/null | sort -V |
	grep -- '-6\.1\.' | tail -n 1)
out='' expected=''
while getopts k:o:c: opt; do
	case $opt in
	k) kdir=$OPTARG ;;
	o) out=$OPTARG ;;
	c) expected=$(cd "$OPTARG" && pwd) ;;
	*) echo "usage: see the header of $0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
src=$(cd "${1:-$here/sample}" && pwd) || exit 2
out=${out:-$cache/convert/$(basename "$src")}
[ -f "$kdir/Makefile" ] || { echo "convert: no kernel headers in '$kdir'" >&2; exit 2; }

n=0 status=0
check() {	# check DESCRIPTION CMD...: one TAP line
	n=$((n + 1))
	if "${@:2}"; then
		echo "ok $n - $1"
	else
		echo "not ok $n - $1"
		status=1
	fi
}

# build DIR LOG MAKEARGS...: the module in DIR, no warning and no error.
build() {
	local dir=$1 log=$2
	shift 2
	make -C "$kdir" M="$dir" "$@" modules > "$log" 2>&1 &&
		! grep -E 'warning:|error:' "$log" >&2
}

rm -rf "$out" && mkdir -p "$out" && cp -r "$src/." "$out/"
files=$(cd "$out" && ls -- *.c *.h 2>/dev/null)
# shellcheck disable=SC2086 # one word per file
(cd "$src" && "$here/rewrite.py" $files) > "$out.patch" 2> "$out.rewrite.err"
check "the rewrite applies to $(basename "$src") ($(printf '%s' "$files" | tr '\n' ' '))" \
	test -s "$out.patch"
sed 's/^/# /' "$out.rewrite.err" "$out.patch"
(cd "$out" && patch -s -p1 < "$out.patch") || status=1
# The patch as a maintainer would send it: checkpatch --strict on its
# added lines (a bare diff has no commit message to check).
check "the patch is checkpatch --strict clean" \
	"$cache/linux-source-6.1/scripts/checkpatch.pl" --strict --no-tree \
	--no-signoff --ignore COMMIT_MESSAGE --terse "$out.patch"

if [ -n "$expected" ]; then
	check "the converted files are those in ${expected#"$top"/}" \
		diff -ru --exclude=Kbuild "$expected" "$out"
fi

# The rewrite again changes nothing.
# shellcheck disable=SC2086
check "a second rewrite changes nothing" test -z "$(cd "$out" &&
	"$here/rewrite.py" $files)"

# compat_time's Module.symvers, for the converted driver's imports.
ct=$out.compat_time
rm -rf "$ct" && mkdir -p "$ct"
rsync -a --exclude=.git --exclude='*.o' --exclude='*.ko' "$top/" "$ct/"
check "compat_time builds against $(basename "$kdir")" \
	build "$ct" "$out.compat_time.log"
for flags in "W=1" "W=1 C=2"; do
	# shellcheck disable=SC2086 # one word per flag
	check "the converted driver builds with $flags, no warning" \
		build "$out" "$out.build.log" $flags KCFLAGS="-I$top/include" \
		KBUILD_EXTRA_SYMBOLS="$ct/Module.symvers"
done
ls "$out"/*.ko >/dev/null 2>&1 || status=1
exit $status
