#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# make check: every test stage, with one closing line of totals.
#   build    out of tree against Debian 6.1 headers: W=1 and sparse C=2,
#            each clean (no warning) or failed; the KUnit suites too
#   style    checkpatch.pl --strict from linux-source-6.1: no errors;
#            kernel-doc: no warnings
#   uapi     drivers/compat_time/kunit/uapi_abi.h matches what the compilers measure now
#   kunit    the KUnit suites on um, i386 and arm (QEMU), and on um with
#            KASAN, UBSAN, lockdep and SLUB debugging; any kernel report
#            (KASAN, UBSAN, lockdep, WARNING, BUG) fails a run
#   cocci    cocci/ fixtures: find reports and rewrites, byte for byte;
#            the find mode recognises the kernel's own converted pairs
#   convert  the legacy sample driver rewritten (== tools/convert/expected),
#            built W=1/C=2 clean, and run in QEMU on Debian's 6.1 kernel
#            by its old time32 binary and by time64 clients (TAP)
#   corpus   tools/convert/corpus.py: the rewrite on real drivers (TAP,
#            with known gaps as TODO)
#   audit    tools/audit fixtures: the ioctl ABI audit's CSV, byte for byte
#   dkms     dkms add/build/install/remove for Debian's 6.1 and 6.12
#            headers in a private mount namespace, and modinfo (TAP)
#   fixes    tools/fixes: patches/ applied to linux-source-6.1 and 6.12,
#            the modules built against Debian's headers, and each bug shown
#            before and fixed after in QEMU (TAP); then the e2e on both
#            kernels with the patched modules loaded
#   e2e      QEMU runs on Debian's 6.1 and 6.12 kernels, on a KASAN,
#            UBSAN and lockdep x86_64 kernel built from linux-source-6.1
#            (once make e2e FLAVOUR=kasan has cached it), and on a native
#            i386 kernel built from linux-source-6.1 (TAP)
set -u

top=$(cd "$(dirname "$0")/.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
log=$cache/check
mkdir -p "$log"
passed=0
failed=0

result() {	# result OK|FAIL NAME
	if [ "$1" = OK ]; then
		passed=$((passed + 1))
		echo "ok - $2"
	else
		failed=$((failed + 1))
		echo "not ok - $2"
	fi
}

# tap_stage NAME LABEL CMD...: run a TAP-printing stage (stdout to
# $log/NAME.tap, stderr to $log/NAME.err) and count its "ok" and "not ok"
# lines; a non-zero exit that no "not ok" explains, or no line at all,
# counts as one more failure.  "not ok ... # TODO" lines are known gaps:
# shown in the stage's line, counted neither way.
tap_stage() {
	local name=$1 label=$2 rc p f t todo
	local tap=$log/$name.tap err=$log/$name.err

	shift 2
	"$@" > "$tap" 2> "$err"
	rc=$?
	grep '^not ok ' "$tap" | grep -v '# TODO'
	p=$(grep -c '^ok ' "$tap")
	f=$(grep '^not ok ' "$tap" | grep -vc '# TODO')
	t=$(grep '^not ok ' "$tap" | grep -c '# TODO')
	todo=
	[ "$t" -gt 0 ] && todo=", $t known gaps (TODO)"
	echo "$label: $p passed, $f failed$todo"
	passed=$((passed + p))
	failed=$((failed + f))
	if { [ $rc -ne 0 ] && [ "$f" -eq 0 ]; } || [ "$p" -eq 0 ]; then
		tail -20 "$err"
		result FAIL "$label: exit status $rc (see $tap and $err)"
	fi
}

"$top/scripts/deps.sh" || { echo "0 passed, 1 failed"; exit 1; }
kdir=$(ls -d /usr/src/linux-headers-*-amd64 | sort -V | grep -- '-6\.1\.' | tail -n 1)

# Build: zero warnings at W=1, and zero from sparse; and the KUnit suites,
# from where they sit, built into compat_time.ko out of tree (Debian's
# kernel has no KUnit to link them against: modpost only warns).
kunit_oot="W=1 C=2 CONFIG_COMPAT_TIME_KUNIT_TEST=y CONFIG_COMPAT_TIME_KUNIT_BENCH=y KBUILD_MODPOST_WARN=1"
for stage in "W=1" "W=1 C=2" "$kunit_oot"; do
	make -s -C "$top" clean KDIR="$kdir" >/dev/null 2>&1
	# shellcheck disable=SC2086
	make -C "$kdir" M="$top" $stage modules > "$log/build.log" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && ! grep -E 'warning:|error:' "$log/build.log"; then
		result OK "build $stage against $(basename "$kdir")"
	else
		result FAIL "build $stage against $(basename "$kdir") (see $log/build.log)"
	fi
done

# The README's example driver, exactly as printed, against compat_time.
make -s -C "$top" clean KDIR="$kdir" >/dev/null 2>&1
ex=$(mktemp -d)
sed -n '/<!-- example:begin -->/,/<!-- example:end -->/p' "$top/README" |
	sed '1d;$d;s/^  //' > "$ex/ct_example.c"
echo 'obj-m := ct_example.o' > "$ex/Kbuild"
if [ -s "$ex/ct_example.c" ] &&
   make -C "$kdir" M="$top" modules > "$log/example.log" 2>&1 &&
   make -C "$kdir" M="$ex" W=1 C=2 KCFLAGS="-I$top/include" \
	KBUILD_EXTRA_SYMBOLS="$top/Module.symvers" modules >> "$log/example.log" 2>&1 &&
   ! grep -E 'warning:|error:' "$log/example.log"; then
	result OK "the README's example driver builds with W=1 C=2, no warning"
else
	result FAIL "the README's example driver (see $log/example.log)"
fi
rm -rf "$ex"

# The KUnit catalog tests take their expectations from drivers/compat_time/kunit/uapi_abi.h:
# it must be what the i386 and arm compilers measure today.
if "$top/scripts/uapi-probe.py" > "$log/uapi_abi.h" 2> "$log/uapi-probe.err" &&
   diff -u "$top/drivers/compat_time/kunit/uapi_abi.h" "$log/uapi_abi.h"; then
	result OK "uapi probe: drivers/compat_time/kunit/uapi_abi.h matches the compilers"
else
	cat "$log/uapi-probe.err"
	result FAIL "uapi probe: drivers/compat_time/kunit/uapi_abi.h is stale (scripts/uapi-probe.py)"
fi

# The catalog's documented table is the code's.
catdoc=$top/Documentation/compat_time/catalog.rst
if table=$("$top/scripts/catalog-table.sh") &&
   [ "$table" = "$(sed -n '/<!-- catalog:begin -->/,/<!-- catalog:end -->/p' "$catdoc" |
		   sed '1d;$d;s/^   //')" ]; then
	result OK "catalog.rst's table matches drivers/compat_time/catalog_*.c"
else
	result FAIL "catalog.rst's table differs from scripts/catalog-table.sh"
fi

# KUnit on um and on native i386 and arm kernels in QEMU (extracts
# linux-source-6.1 into the cache once; build dirs are kept there).
for arch in um i386 arm um-sanitizers; do
	klog=$log/kunit-$arch.log
	"$top/scripts/kunit.sh" "$arch" > "$klog" 2>&1
	rc=$?
	echo "kunit $arch: $(sed -n 's/.*\(Testing complete.*\)/\1/p' "$klog")"
	kp=$(sed -n 's/.*Testing complete. Ran [0-9]* tests: passed: \([0-9]*\).*/\1/p' "$klog")
	kf=$(sed -n 's/.*Testing complete.*failed: \([0-9]*\).*/\1/p' "$klog")
	passed=$((passed + ${kp:-0}))
	failed=$((failed + ${kf:-0}))
	if [ $rc -ne 0 ] || [ -z "$kp" ]; then
		grep -E 'FAILED|EXPECTATION|error' "$klog" | head -40
		[ -n "$kf" ] && [ "$kf" -gt 0 ] ||
			result FAIL "kunit $arch run (see $klog)"
	fi
done

# checkpatch: no errors.
ksrc=$cache/linux-source-6.1
# Fixture inputs under */tests/ are deliberately not kernel style; the
# real drivers under tools/convert/corpus/ and tools/validate/examples/
# are others' code, kept byte for byte.
srcs=$(cd "$top" && git ls-files 'drivers/*.[ch]' 'include/*.h' 'tools/*.c' |
	grep -v -e '/tests/' -e '/corpus/' -e '/examples/')
# shellcheck disable=SC2086
(cd "$top" && "$ksrc/scripts/checkpatch.pl" --strict --no-tree --terse --show-types \
	-f $srcs) > "$log/checkpatch.log" 2>&1
if grep -q ': ERROR:' "$log/checkpatch.log"; then
	grep ': ERROR:' "$log/checkpatch.log"
	result FAIL "checkpatch --strict: errors"
else
	result OK "checkpatch --strict: no errors ($(grep -c ': WARNING:' "$log/checkpatch.log") warnings, $(grep -c ': CHECK:' "$log/checkpatch.log") checks)"
fi

# kernel-doc of the API and the engine: no warnings.
kdoc=$(cd "$top" && KBUILD_EXTRA_WARN=2 perl "$ksrc/scripts/kernel-doc" -none \
	include/linux/compat_time*.h drivers/compat_time/*.[ch] 2>&1)
if [ -z "$kdoc" ]; then
	result OK "kernel-doc: no warnings"
else
	echo "$kdoc"
	result FAIL "kernel-doc: warnings"
fi
make -s -C "$top" clean KDIR="$kdir" >/dev/null 2>&1

# Coccinelle fixtures: outputs compared byte for byte.
tap_stage cocci "cocci fixtures" "$top/cocci/run-tests.sh"
# ... and on the kernel's own converted pairs, in linux-source-6.1.
"$top/scripts/kunit.sh" --extract-only >/dev/null 2>&1
tap_stage cocci-kernel "cocci find on the kernel's converted pairs" \
	"$top/cocci/kernel-pairs.sh" "$cache/linux-source-6.1"

# The legacy sample driver converted by the rewrite, built, and run in
# QEMU against its old and new binaries.
tap_stage convert "conversion of the legacy sample" "$top/tools/convert/e2e.sh" 6.1

# The rewrite on real drivers (tools/convert/corpus): find, rewrite, the
# number invariant, build, idempotence.
tap_stage convert-corpus "the rewrite on the real-driver corpus" \
	"$top/tools/convert/corpus.py"

# make validate on its examples: each kept report is what it says today.
for ex in tools/convert/corpus/peak-pcan tools/validate/examples/android-alarm; do
	want=$top/tools/validate/examples/$(basename "$ex").report
	(cd "$top" && tools/validate/validate.py "$ex") > "$log/validate.out" 2>&1
	if diff -u "$want" "$log/validate.out"; then
		result OK "make validate reproduces ${want#"$top"/}"
	else
		result FAIL "make validate differs from ${want#"$top"/}"
	fi
done

# The ioctl ABI audit's fixtures.
tap_stage audit "audit fixtures" "$top/tools/audit/ioctl_audit.py" --test

# DKMS packaging for both Debian kernels (nothing installed on the host).
for flavour in 6.1 6.12; do
	eval "$("$top/tools/qemu/fetch-kernel.sh" "$flavour" "$cache/kernels" 2>/dev/null)"
	tap_stage "dkms-$flavour" "dkms for $KVER" \
		"$top/scripts/dkms-check.sh" "$KVER" "$HEADERS"
done

# End to end on Debian's 6.1 and 6.12 kernels.
for flavour in 6.1 6.12; do
	tap_stage "e2e-$flavour" "e2e on $flavour" "$top/tools/e2e/e2e.sh" "$flavour"
done

# And on an x86_64 kernel with KASAN, UBSAN and lockdep, once make e2e
# FLAVOUR=kasan has built it into the cache (a cold build takes longer
# than a check should).
if [ -f "$cache/kernels/kasan/build/arch/x86/boot/bzImage" ]; then
	tap_stage e2e-kasan "e2e on the KASAN/UBSAN/lockdep kernel" \
		"$top/tools/e2e/e2e.sh" kasan
else
	echo "e2e on the KASAN/UBSAN/lockdep kernel: not built yet (make e2e FLAVOUR=kasan)"
fi

# A 30-second smoke run of make bench: it runs and yields its ratios.
if "$top/tools/bench/bench.sh" 2000 3 --no-kunit > "$log/bench.txt" 2>&1 &&
   [ "$(grep -c '^bench-' "$log/bench.txt")" -eq 6 ]; then
	result OK "bench smoke run (figures in $log/bench.txt, not judged)"
else
	tail -20 "$log/bench.txt"
	result FAIL "bench smoke run"
fi

# The kernel fixes in patches/, before and after, on Debian's 6.1 and 6.12
# kernels with Debian's own i386 alsa-lib and btrfs-progs.
tap_stage fixes "kernel fixes on Debian's kernels" "$top/tools/fixes/fixes.sh"
# ... and the whole e2e with those patched modules in place of Debian's.
for flavour in 6.1 6.12; do
	tap_stage "e2e-$flavour-patched" "e2e on $flavour with the patched modules" \
		"$top/tools/e2e/e2e.sh" "$flavour" --patched
done

# The time32 and time64 clients on a native i386 kernel built from
# linux-source-6.1 with compat_time in tree.
tap_stage e2e-native32 "e2e on a native i386 kernel" "$top/tools/e2e/native32.sh"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
