/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: time_t / timespec / timeval members */
#ifndef _UAPI_LINUX_FX_TIME_H
#define _UAPI_LINUX_FX_TIME_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_stamp {
	__u32 flags;
	time_t when;			/* 32 or 64 bits with _TIME_BITS */
};

struct fx_ts_req {
	__u32 id;
	struct timespec ts;
	__u32 seq;
};

struct fx_tv_req {
	struct timeval tv;
	__u32 count;
};

/* served by a native case plus a _TIME32 sibling: no finding */
#define FX_SET_STAMP	_IOW('x', 0x01, struct fx_stamp)
/* a native case only: finding */
#define FX_GET_TS	_IOR('x', 0x02, struct fx_ts_req)
/* served through NAME32 / NAME64 siblings (the ppdev pattern): no finding */
#define FX_GET_TV	_IOWR('x', 0x03, \
			      struct fx_tv_req)
/* no time, no long: same everywhere */
#define FX_GET_FLAGS	_IOR('x', 0x04, __u32)

#endif
