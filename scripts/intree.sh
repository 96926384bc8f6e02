#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Overlay compat_time onto a kernel source tree as drivers/compat_time,
# with its headers and KUnit tests, and hook it into drivers/Kconfig and
# drivers/Makefile.  Idempotent; copies keep their mtimes, so a rebuild
# after a rerun is incremental.
#
# Usage: scripts/intree.sh KSRC
set -eu

ksrc=${1:?usage: intree.sh KSRC}
top=$(cd "$(dirname "$0")/.." && pwd)

rsync -a --delete --exclude='*.o' --exclude='*.ko' --exclude='*.mod*' \
	--exclude='.*.cmd' --exclude='modules.order' \
	"$top/drivers/compat_time/" "$ksrc/drivers/compat_time/"
cp -p "$top/include/linux/compat_time.h" "$ksrc/include/linux/"
cp -p "$top/include/uapi/linux/compat_time_test.h" "$ksrc/include/uapi/linux/"

grep -q 'drivers/compat_time/Kconfig' "$ksrc/drivers/Kconfig" ||
	sed -i '$i source "drivers/compat_time/Kconfig"' "$ksrc/drivers/Kconfig"
grep -q 'CONFIG_COMPAT_TIME)' "$ksrc/drivers/Makefile" ||
	echo 'obj-$(CONFIG_COMPAT_TIME)		+= compat_time/' >> "$ksrc/drivers/Makefile"
