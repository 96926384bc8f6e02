/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * fixture: an arch header (asm/fx_arch.h, which arm lacks), and commands
 * whose struct only another architecture's asm/fx_arch.h declares (as
 * linux/kvm.h's s390 and powerpc commands in 7.2): measured with it
 */
#ifndef _UAPI_LINUX_FX_ARCH_H
#define _UAPI_LINUX_FX_ARCH_H

#include <linux/types.h>
#include <linux/ioctl.h>
#include <asm/fx_arch.h>

#define FX_AREGS	_IOR('a', 1, struct fx_aregs)
#define FX_AS390	_IOW('a', 2, struct fx_as390)
#define FX_AS390_FLAGS	_IOW('a', 3, struct fx_as390_flags)

#endif
