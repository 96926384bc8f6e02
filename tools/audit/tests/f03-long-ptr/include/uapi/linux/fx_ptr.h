/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: long and pointer members */
#ifndef _UAPI_LINUX_FX_PTR_H
#define _UAPI_LINUX_FX_PTR_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_buf {
	void *data;		/* 4 or 8 bytes */
	unsigned long len;	/* 4 or 8 bytes */
	__u32 flags;
};

struct fx_fixed_buf {
	__u64 data;		/* the right way: a __u64 carrying a pointer */
	__u64 len;
};

#define FX_SUBMIT	_IOW('z', 0x20, struct fx_buf)		/* compat case missing */
#define FX_SUBMIT_FIXED	_IOW('z', 0x21, struct fx_fixed_buf)	/* same */
#define FX_GET_LONG	_IOR('z', 0x22, long)			/* compat case missing */

#endif
