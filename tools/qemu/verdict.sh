#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# verdict.sh CONSOLE_LOG
#
# Judge a guest run from its console log, as written by the inits of
# boot.sh and tools/e2e/init32.c: every module loaded, the payload exited
# 0, no oops, BUG, WARNING, KASAN or UBSAN report, and taint only O or E.
# Reasons go to stderr; exit status 0 only if all hold.
set -u

log=${1:?usage: verdict.sh CONSOLE_LOG}
fail=0
reason() { echo "boot: FAIL: $*" >&2; fail=1; }

grep -a '@@INSMOD_FAIL=' "$log" >&2 && reason "module load failed"
exit_code=$(sed -n 's/.*@@PAYLOAD_EXIT=\([0-9]*\)@@.*/\1/p' "$log")
[ -n "$exit_code" ] || reason "no @@PAYLOAD_EXIT@@ marker: guest crashed or hung"
[ "${exit_code:-0}" -eq 0 ] || reason "payload exited with $exit_code"
if grep -aE \
	'Oops|BUG:|WARNING:|Call Trace|KASAN|UBSAN|Kernel panic|general protection' \
	"$log" >&2
then
	reason "kernel oops/warning/panic in $log"
fi
taint=$(sed -n 's/.*@@TAINT=\([0-9]*\)@@.*/\1/p' "$log")
[ -n "$taint" ] || reason "no @@TAINT@@ marker"
[ $(( ${taint:-0} & ~(4096 | 8192) )) -eq 0 ] ||
	reason "kernel tainted $taint (only O=4096 and E=8192 allowed)"
exit "$fail"
