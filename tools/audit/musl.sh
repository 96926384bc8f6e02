#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# musl.sh [KSRC]	(default: $COMPAT_TIME_CACHE/linux-source-6.1, which
#			KUnit unpacks, else include/uapi of Debian's
#			linux-source-6.1, unpacked here)
# musl.sh --source	only fetch and unpack musl; print its directory
#
# musl's time64 ioctl fallback table against a kernel's numbers: fetch the
# newest musl source Debian ships (sid's, through tools/qemu/suite.sh),
# audit KSRC/include/uapi (tools/audit/ioctl_audit.py, cached per kernel
# version), and check compat_map with tools/audit/musl.py, as released and
# with patches/musl applied.  As released, its one known finding must be
# there (SNDRV_TIMER_IOCTL_STATUS falls back to a number no kernel
# defines); patched, every entry must fall back to a kernel's number.
# TAP on stdout.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
ksrc=$cache/linux-source-6.1
[ $# -eq 1 ] && [ "$1" != --source ] && ksrc=$1
dir=$cache/musl
known='SNDRV_TIMER_IOCTL_STATUS (0x80605414 -> 0x80045414'
mkdir -p "$dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

notok() { echo "not ok - musl: $*"; exit 1; }

# The orig tarball of sid's musl, checked against the Sources index.
read -r src name < <("$top/tools/qemu/orig.sh" sid musl "$cache" "$dir") ||
	notok "no musl source from sid"
ver=${name#musl_}
ver=${ver%.orig.tar.gz}
if [ "${1:-}" = --source ]; then
	echo "$src"
	exit 0
fi
echo "ok - musl: $name from sid, SHA256 as its Sources index says"

# The kernel's numbers, per ABI: the audit of its uapi headers.
if [ $# -eq 0 ] && [ ! -d "$ksrc/include/uapi" ]; then
	ksrc=$dir/linux-source-6.1
	[ -d "$ksrc/include/uapi" ] ||
		tar -xJf /usr/src/linux-source-6.1.tar.xz -C "$dir" \
			linux-source-6.1/Makefile linux-source-6.1/include/uapi ||
		notok "cannot unpack include/uapi of /usr/src/linux-source-6.1.tar.xz"
fi
[ -d "$ksrc/include/uapi" ] || notok "no kernel source at $ksrc"
kver=$(sed -n 's/^VERSION = //p; s/^PATCHLEVEL = //p; s/^SUBLEVEL = //p' \
	"$ksrc/Makefile" | paste -sd.)
csv=$dir/uapi-$kver.csv
if [ ! -s "$csv" ]; then
	python3 "$top/tools/audit/ioctl_audit.py" -j 2 -o "$csv.tmp" \
		"$ksrc/include/uapi" > "$work/audit.log" 2>&1
	[ $? -le 1 ] || { tail "$work/audit.log" >&2; notok "the audit of $ksrc/include/uapi failed"; }
	mv "$csv.tmp" "$csv"
fi
echo "ok - musl: $(($(wc -l < "$csv") - 1)) commands of Linux $kver's include/uapi measured"

# As released: the known finding, and nothing else.
python3 "$here/musl.py" "$src" "$ksrc" "$csv" > "$work/released"
[ $? -le 1 ] || notok "musl.py failed on musl $ver"
grep '^not ok' "$work/released" > "$work/findings"
if [ "$(wc -l < "$work/findings")" -eq 1 ] && grep -qF "$known" "$work/findings"; then
	echo "ok - musl $ver as released: $(sed 's/^not ok - compat_map //' "$work/findings")"
else
	cat "$work/released" >&2
	echo "not ok - musl $ver as released: findings are not the known one ($known)"
fi

# Patched: every entry falls back to a kernel's number.
cp -a "$src" "$work/patched"
for p in "$top"/patches/musl/*.patch; do
	patch -p1 --fuzz=0 --no-backup-if-mismatch -d "$work/patched" < "$p" \
		> "$work/patch.log" 2>&1 || { cat "$work/patch.log" >&2; notok "${p##*/} does not apply to musl $ver"; }
done
python3 "$here/musl.py" "$work/patched" "$ksrc" "$csv" |
	sed "s/^\(\(not \)\{0,1\}ok - \)/\1musl $ver + patches\/musl: /"
