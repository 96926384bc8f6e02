/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: commands no driver handles (the i2o-dev.h and scif_ioctl.h
 * pattern)
 */
#ifndef _UAPI_LINUX_FX_DEAD_H
#define _UAPI_LINUX_FX_DEAD_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_dead_buf {
	__u32 len;
	void *data;
};

/* dead: named only in a comment and a string of the driver */
#define FX_DEAD_HRTGET		_IOWR('d', 0, struct fx_dead_buf)
/* finding: the driver names it (passes it on) without a case */
#define FX_DEAD_FORWARDED	_IOWR('d', 1, struct fx_dead_buf)
/* finding: the driver uses the other name "#define" gives it */
#define FX_DEAD_RENAMED		_IOWR('d', 2, struct fx_dead_buf)
#define FX_DEAD_NEW_NAME	FX_DEAD_RENAMED

#endif
