/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_RWSL_H
#define _UAPI_RWSL_H
#include <linux/types.h>
#include <linux/ioctl.h>

#define RWSL_GETFLAGS	0x070e	/* get flags */
#define RWSL_SETTIMEOUT_OLD	0x070f	/* set the timeout */
#define RWSL_SETTIMEOUT_NEW	_IOW(0x7, 0xf, __s64[2])
#if defined(__KERNEL__) || __BITS_PER_LONG == 64
#define RWSL_SETTIMEOUT	RWSL_SETTIMEOUT_OLD
#else
#define RWSL_SETTIMEOUT (sizeof(time_t) > sizeof(__kernel_long_t) ? \
	RWSL_SETTIMEOUT_NEW : RWSL_SETTIMEOUT_OLD)
#endif

#endif
