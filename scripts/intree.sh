#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Overlay compat_time onto a kernel source tree as drivers/compat_time,
# with its headers and KUnit tests, and hook it into drivers/Kconfig and
# drivers/Makefile.  Idempotent: a file whose content is the tree's is
# left alone, and one that differs is written anew, with the time of the
# copy, so that make rebuilds what uses it.  (Keeping the checkout's
# mtimes let a file from another checkout, older than the objects built
# since, pass for built: trees built from two clones of the project
# mixed old objects with new headers.)
#
# Usage: scripts/intree.sh KSRC
set -eu

ksrc=${1:?usage: intree.sh KSRC}
top=$(cd "$(dirname "$0")/.." && pwd)

rsync -rl --checksum --delete --exclude='*.o' --exclude='*.ko' \
	--exclude='*.mod*' --exclude='.*.cmd' --exclude='modules.order' \
	"$top/drivers/compat_time/" "$ksrc/drivers/compat_time/"
for h in linux/compat_time.h uapi/linux/compat_time_test.h; do
	cmp -s "$top/include/$h" "$ksrc/include/$h" ||
		cp "$top/include/$h" "$ksrc/include/$h"
done

grep -q 'drivers/compat_time/Kconfig' "$ksrc/drivers/Kconfig" ||
	sed -i '$i source "drivers/compat_time/Kconfig"' "$ksrc/drivers/Kconfig"
grep -q 'CONFIG_COMPAT_TIME)' "$ksrc/drivers/Makefile" ||
	echo 'obj-$(CONFIG_COMPAT_TIME)		+= compat_time/' >> "$ksrc/drivers/Makefile"
