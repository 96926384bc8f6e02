/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: a nested timespec that moves while every number stays the same */
#ifndef _UAPI_FX_NEST_H
#define _UAPI_FX_NEST_H
#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_nest_inner {
	__u32 seq;
	struct timespec ts;	/* at 4 on i386, 8 on x86_64 */
};

struct fx_nest {
	union {
		struct fx_nest_inner in;
		__u8 raw[24];	/* the size stays 24 everywhere */
	} u;
};

#define FX_NEST_GET	_IOR('n', 1, struct fx_nest)

#endif
