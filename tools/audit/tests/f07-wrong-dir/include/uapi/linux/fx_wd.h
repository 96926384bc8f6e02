/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: a read-write command whose compat alias was declared read-only */
#ifndef _UAPI_FX_WD_H
#define _UAPI_FX_WD_H
#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_wd {
	struct timespec ts;
	__u32 flags;
};

#define FX_WD_XCHG	_IOWR('w', 1, struct fx_wd)
#define FX_WD_PEEK	_IOR('w', 2, struct fx_wd)

#endif
