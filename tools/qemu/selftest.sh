#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# selftest.sh [FLAVOUR]
#
# Fetch the FLAVOUR (default 6.1) kernel and boot it with a busybox-only
# payload.  Cache: ${COMPAT_TIME_CACHE:-~/.cache/compat_time}/kernels.

set -eu

here=$(cd "$(dirname "$0")" && pwd)
flavour=${1:-6.1}
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}/kernels

t0=$(date +%s)
eval "$("$here/fetch-kernel.sh" "$flavour" "$cache")"
t1=$(date +%s)
echo "# fetch: $((t1 - t0))s, KVER=$KVER HEADERS=$HEADERS" >&2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/payload"
cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
echo "ok 1 - guest booted"
uname -r
EOT

"$here/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" --payload "$work/payload" \
	--timeout 300 --log "$work/console.log" > "$work/out" ||
	{ cat "$work/console.log" >&2; exit 1; }
t2=$(date +%s)
cat "$work/out"
echo "# boot: $((t2 - t1))s" >&2

grep -qx 'ok 1 - guest booted' "$work/out" || { echo "FAIL: no ok line" >&2; exit 1; }
grep -qx "$KVER" "$work/out" || { echo "FAIL: uname -r is not $KVER" >&2; exit 1; }
echo "PASS"
