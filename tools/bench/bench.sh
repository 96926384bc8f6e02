#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# bench.sh [N REPS [--no-kunit]]
#	(default 100000 11; make check's smoke run: 2000 3 --no-kunit)
#
# Boot Debian's 6.1 kernel in QEMU (TCG) with compat_time, under -icount
# (guest time counts executed instructions, so figures repeat whatever
# the host's load), and time tools/bench/bench.c from an x86_64 and an
# i386 (32-bit time) process.  Every figure is a ratio of two commands
# timed in alternating blocks in the same process, reported as
# min/median/max over REPS rounds.  Then, unless --no-kunit: the ALSA
# timer served by compat_time against the hand-written code, per command
# and caller (tools/fixes/showcase.sh --bench, also under -icount); the
# KUnit microbenchmarks (drivers/compat_time/kunit/bench_test.c, on i386
# and x86_64 under QEMU -icount): dispatch with 10, 1000 and 10000
# commands, conversion against memcpy() per catalog struct, and the PCM
# status against the sound core's hand-written conversion; then the wall time of the
# Coccinelle find mode over the whole linux-source-6.1 tree (about 10
# minutes).  Writes the table to stdout and a CSV to
# $COMPAT_TIME_CACHE/bench.csv.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
n=${1:-100000}
reps=${2:-11}
kunit=${3:-}

eval "$("$top/tools/qemu/fetch-kernel.sh" 6.1 "$cache/kernels")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
exec > >(tee "$work/table.txt")
tee_pid=$!
# shellcheck source=tools/e2e/payload.sh
. "$top/tools/e2e/payload.sh"
payload_modules "$HEADERS"
payload_prog "$here/bench.c" x86_64 i386 i386-t64
cat > "$work/payload/run.sh" <<EOT
#!/bin/sh
insmod ./compat_time.ko && insmod ./compat_time_test.ko || exit 1
for b in bench-x86_64 bench-i386 bench-i386-t64; do
	./\$b $n $reps | sed "s/^bench /bench \$b /" || exit 1
done
rmmod compat_time_test && rmmod compat_time
EOT
"$top/tools/qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" --icount \
	--payload "$work/payload" --timeout 1800 --log "$cache/bench-$KVER.log" \
	> "$work/raw"

csv=$cache/bench.csv
echo "process,pair,rep,ns_a,ns_b,ratio_b_over_a" > "$csv"
awk '$1 == "bench" { printf "%s,%s,%s,%s,%s,%.4f\n", $2, $3, $4, $5, $6, $6 / $5 }' \
	"$work/raw" >> "$csv"

echo "# $KVER under QEMU TCG -icount (guest ns = instructions), $(date -u +%F), N=$n, $reps rounds"
printf '%-13s %-12s %-44s %8s %8s %8s\n' process pair "ratio (B / A)" min median max
tail -n +2 "$csv" | sort -t, -k1,1 -k2,2 -k6,6n |
awk -F, -v reps="$reps" '
function flush() {
	if (!key) return
	split(key, k, SUBSEP)
	what = "GET_TS native / native (control)"
	if (k[1] ~ /^bench-i386/)
		what = "GET_TS time32 / time64 (compat_time)"
	if (k[2] == "kernel")
		what = "SIOCGSTAMP_OLD / _NEW (kernel converts)"
	if (k[2] == "fallback")
		what = "no-time command: via compat_time / direct"
	if (k[2] == "pcm")
		what = "PCM STATUS: compat_time / hand-written"
	printf "%-13s %-12s %-44s %8.3f %8.3f %8.3f\n", k[1], k[2], what,
	       r[1], r[int((cnt + 1) / 2)], r[cnt]
}
{ if (($1 SUBSEP $2) != key) { flush(); key = $1 SUBSEP $2; cnt = 0 }
  r[++cnt] = $6 }
END { flush() }'

if [ "$kunit" != --no-kunit ]; then
	echo
	"$top/tools/fixes/showcase.sh" 6.1 --bench 10000 5 > "$work/timer.txt" ||
		{ cat "$work/timer.txt" >&2; exit 1; }
	grep -v '^ok - ' "$work/timer.txt"
	awk '$1 ~ /^(x86_64|i386|x32)/ && NF == 5 {
		printf "timer-%s,%s,,%s,%s,%s\n", $1, $2, $3, $4, $5 }' \
		"$work/timer.txt" >> "$csv"
fi

if [ "$kunit" != --no-kunit ]; then
	for arch in i386 x86_64; do
		"$top/scripts/kunit.sh" "$arch-bench" > "$work/kunit.log" 2>&1 ||
			{ cat "$work/kunit.log" >&2; exit 1; }
		echo
		echo "# KUnit microbenchmarks on $arch under QEMU -icount, 11 rounds each (drivers/compat_time/kunit/bench_test.c)"
		sed -n 's/.*# compat_time_bench_[a-z]*: bench //p' \
			"$cache/kunit-$arch-bench/test.log" | tee "$work/kunit.txt"
		sed -n "s/^\(.*\) ratio min \([0-9.]*\) median \([0-9.]*\) max \([0-9.]*\).*/kunit-$arch,\1,,\2,\3,\4/p" \
			"$work/kunit.txt" >> "$csv"
	done
fi

if [ "$kunit" != --no-kunit ]; then
	"$top/scripts/kunit.sh" --extract-only
	echo
	echo "# Coccinelle find mode over linux-source-6.1, $(nproc) jobs"
	t0=$(date +%s)
	"$top/cocci/find-tree.sh" "$cache/linux-source-6.1" "$(nproc)" \
		> "$work/cocci.txt" 2> "$work/cocci.err" ||
		{ tail -5 "$work/cocci.err" >&2; exit 1; }
	t1=$(date +%s)
	echo "grep-prefiltered tree: $((t1 - t0)) s, $(wc -l < "$work/cocci.txt") report lines"
	echo "unfiltered tree: not run (extrapolated from a 10900-file run: ~1.5 h)"
	echo "cocci,find-prefiltered,,$((t1 - t0)),," >> "$csv"
fi
echo "# CSV: $csv"

# make bench records the figures in the documentation, as measured.
if [ -n "${BENCH_RECORD:-}" ]; then
	doc=$top/Documentation/compat_time/benchmarks.rst
	exec >&-
	wait "$tee_pid"
	awk -v table="$work/table.txt" '
		/^\.\. bench:end/ { skip = 0 }
		!skip { print }
		/^\.\. bench:begin/ {
			skip = 1
			print "\n::\n"
			while ((getline l < table) > 0)
				print (l == "" ? "" : "  " l)
			print ""
		}' "$doc" > "$work/doc" && cp "$work/doc" "$doc"
fi
