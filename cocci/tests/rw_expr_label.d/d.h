/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_D_H
#define _UAPI_D_H
#include <linux/ioctl.h>
#include <linux/types.h>
struct d_status {
	struct timespec tstamp;
	__u32 lost;
};
#define D_PVERSION	_IOR('H', 0x00, int)
#define D_STATUS	_IOR('H', 0x14, struct d_status)
#define D_RESET		_IO('H', 0x15)
#endif
