/* SPDX-License-Identifier: GPL-2.0 */
#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

struct rwsb_status {
	__u32 stream;
#ifdef __KERNEL__
	struct __kernel_timespec tstamp;
#else
	struct timespec tstamp;
#endif
	__u32 avail;
};

#define RWSB_PVERSION _IOR('W', 0x00, int)
#define RWSB_STATUS _IOWR('W', 0x20, struct rwsb_status)
