/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_RWH_H
#define _UAPI_RWH_H

#include <linux/ioctl.h>
#include <linux/types.h>
#include <linux/time_types.h>

struct rwh_status {
#ifdef __KERNEL__
	struct __kernel_timespec tstamp;
#else
	struct timespec tstamp;		/* when it last fired */
#endif
	__u32 lost;
};

#define RWH_PVERSION	_IOR('H', 0x00, int)
#define RWH_STATUS	_IOR('H', 0x14, struct rwh_status)

#endif
