/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: time-dependent commands registered through compat_time only */
#ifndef _UAPI_LINUX_FX_CT_H
#define _UAPI_LINUX_FX_CT_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_alarm {
	struct timespec when;
	__u32 flags;
	__u32 pad;
};

#define FX_SET_ALARM	_IOW('c', 0x40, struct fx_alarm)
#define FX_GET_ALARM	_IOR('c', 0x41, struct fx_alarm)
#define FX_GET_TIME	_IOR('c', 0x42, time_t)
#define FX_RESET	_IOW('c', 0x43, int)

#endif
