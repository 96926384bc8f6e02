/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_RWH_H
#define _UAPI_RWH_H

#include <linux/ioctl.h>
#include <linux/types.h>

struct rwh_status {
	struct timespec tstamp;		/* when it last fired */
	__u32 lost;
};

#define RWH_STATUS	_IOR('H', 0x14, struct rwh_status)

#endif
