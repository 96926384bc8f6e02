#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# make check: every stage in the table below, each printing TAP into
# $COMPAT_TIME_CACHE/check/NAME.tap, one line of totals per stage, and one
# closing line "N passed, N failed".  "not ok ... # TODO" lines are known
# gaps, shown and counted neither way; a stage printing "# SKIP: why" is
# said to be skipped.  A non-zero exit that no "not ok" explains, or a
# stage with no "ok" at all, is one more failure.  What each stage checks:
# Documentation/compat_time/testing.rst.  The stage_* functions are in
# scripts/check-stages.sh; the rest are the project's tools.
set -u

top=$(cd "$(dirname "$0")/.." && pwd)
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
log=$cache/check
mkdir -p "$log"
# shellcheck source=scripts/check-stages.sh
. "$top/scripts/check-stages.sh"

# NAME | what it proves | command (run from anywhere)
stages='
build           | builds W=1, C=2, KUnit out of tree           | stage_build
example         | the README example driver                    | stage_example
generated       | generated headers and tables                 | stage_generated
kunit-um-san    | KUnit on um with KASAN, UBSAN, lockdep       | stage_kunit um-sanitizers
kunit-i386      | KUnit on i386 (QEMU)                         | stage_kunit i386
kunit-arm       | KUnit on arm (QEMU)                          | stage_kunit arm
kunit-arm64     | KUnit on arm64 with COMPAT (QEMU)            | stage_kunit arm64
style           | checkpatch --strict and kernel-doc           | stage_style
cocci           | cocci fixtures                               | cocci/run-tests.sh
cocci-kernel    | cocci find on the kernel converted pairs     | stage_cocci_kernel
convert         | conversion of the legacy sample              | tools/convert/e2e.sh 6.1
routes          | routes.py on its test module, 3 kernels      | tools/convert/routes.py --test
convert-corpus  | the rewrite on the real-driver corpus        | tools/convert/corpus.py
convert-tree    | the rewrite on a sample of a whole 4.9 tree  | tools/convert/tree.py --expect corpus/tree-4.9/verdicts corpus/tree-4.9
respell         | one conversion for every spelling of C       | tools/respell/check.py
corpus-qemu     | converted corpus drivers on Debian 6.1, QEMU | tools/convert/corpus_qemu.py 6.1
corpus-copies   | ppp converted in place, on Debian 6.1, QEMU  | tools/convert/corpus_qemu.py --copies 6.1 ppp
validate        | make validate on its examples                | stage_validate
validate-pop    | make validate on 25 drivers, as read         | tools/validate/population.py
try             | make try on lp, ppdev, ppp, flx_fpts (QEMU)  | stage_try
audit           | audit fixtures                               | tools/audit/ioctl_audit.py --test
audit-musl      | musl time64 fallback table vs kernel numbers | tools/audit/musl.sh
dkms-6.1        | dkms for Debian 6.1                          | stage_dkms 6.1
dkms-6.12       | dkms for Debian 6.12                         | stage_dkms 6.12
e2e-6.1         | e2e on 6.1                                   | tools/e2e/e2e.sh 6.1
e2e-6.12        | e2e on 6.12                                  | tools/e2e/e2e.sh 6.12
e2e-x32-6.1     | an x32 client on 6.1 (syscall.x32=y)         | tools/e2e/x32.sh 6.1
e2e-x32-6.12    | an x32 client on 6.12 (syscall.x32=y)        | tools/e2e/x32.sh 6.12
e2e-arm64       | arm64 6.1 with armhf t32/t64 clients (QEMU)  | tools/e2e/arm.sh arm64
e2e-arm64-6.12  | the same on arm64 6.12 (QEMU)                | tools/e2e/arm.sh arm64-6.12
e2e-armmp       | armhf 6.1 (armmp), t32/t64 clients (QEMU)    | tools/e2e/arm.sh armmp
e2e-kasan       | e2e on the KASAN/UBSAN/lockdep kernel        | tools/e2e/e2e.sh kasan
bench           | bench smoke run                              | stage_bench
fixes           | kernel fixes on Debian kernels               | tools/fixes/fixes.sh
fixes-arm64     | timer, tun, PCM fixes, btrfs, armhf on arm64 | tools/fixes/arm.sh
fixes-7.2       | patches/7.2 on Debian sid, its 7.2 kernel     | tools/fixes/linux-7.2.sh
showcase-6.1    | the timer by compat_time vs by hand, 6.1     | tools/fixes/showcase.sh 6.1
showcase-6.12   | the same on 6.12                             | tools/fixes/showcase.sh 6.12
showcase-7.2    | the same on sid 7.2                          | tools/fixes/showcase.sh 7.2
showcase-arm64  | the same on arm64 6.1, armhf callers         | tools/fixes/showcase.sh arm64
fixes-musl      | patches/musl, i386 musl on Debian 6.1, QEMU  | tools/fixes/musl.sh
e2e-6.1-patched | e2e on 6.1 with the patched modules          | tools/e2e/e2e.sh 6.1 --patched
e2e-6.12-patched| e2e on 6.12 with the patched modules         | tools/e2e/e2e.sh 6.12 --patched
e2e-native32    | e2e on a native i386 kernel                  | tools/e2e/native32.sh
'

passed=0
failed=0

# run_stage NAME LABEL CMD...: CMD's stdout to $log/NAME.tap, its stderr
# to $log/NAME.err; count its lines.
run_stage() {
	local name=$1 label=$2 rc p f t todo secs
	local tap=$log/$name.tap err=$log/$name.err

	shift 2
	secs=$SECONDS
	(cd "$top" && "$@") > "$tap" 2> "$err"
	rc=$?
	secs=$((SECONDS - secs))
	if grep -q '^# SKIP' "$tap"; then
		echo "$label: skipped ($(sed -n 's/^# SKIP: //p' "$tap")) [${secs} s]"
		return
	fi
	grep '^not ok ' "$tap" | grep -v '# TODO'
	p=$(grep -c '^ok ' "$tap")
	f=$(grep '^not ok ' "$tap" | grep -vc '# TODO')
	t=$(grep '^not ok ' "$tap" | grep -c '# TODO')
	todo=
	[ "$t" -gt 0 ] && todo=", $t known gaps (TODO)"
	echo "$label: $p passed, $f failed$todo [${secs} s]"
	passed=$((passed + p))
	failed=$((failed + f))
	if { [ $rc -ne 0 ] && [ "$f" -eq 0 ]; } || [ "$p" -eq 0 ]; then
		tail -20 "$err"
		echo "not ok - $label: exit status $rc (see $tap and $err)"
		failed=$((failed + 1))
	fi
}

"$top/scripts/deps.sh" || { echo "0 passed, 1 failed"; exit 1; }
kdir=$(ls -d /usr/src/linux-headers-*-amd64 | sort -V | grep -- '-6\.1\.' | tail -n 1)
# linux-source-6.1 in the cache, for checkpatch, kernel-doc and the
# kernel pairs.
"$top/scripts/kunit.sh" --extract-only >/dev/null 2>&1

while IFS='|' read -r name label cmd; do
	[ -n "$name" ] || continue
	# shellcheck disable=SC2086 # the command's words
	run_stage $name "$(echo $label)" $cmd
done <<< "$stages"

echo "all stages: $((SECONDS / 60)) min $((SECONDS % 60)) s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
