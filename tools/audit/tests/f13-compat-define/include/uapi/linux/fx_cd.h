/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: compat commands defined in the driver under other names (the
 * COMEDI32_CHANINFO, F2FS_IOC32_MOVE_RANGE, BLKBSZGET_32 pattern)
 */
#ifndef _UAPI_LINUX_FX_CD_H
#define _UAPI_LINUX_FX_CD_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_cd_info {
	__u32 subdev;
	void *chanlist;
};

struct fx_cd_range {
	__u32 range_type;
	void *range_ptr;
};

/* served: FX_CD32_INFO has its direction, type and number */
#define FX_CD_INFO	_IOR('c', 3, struct fx_cd_info)
/* finding: FX_CD32_RANGE has another number (5, not 4) */
#define FX_CD_RANGE	_IOR('c', 4, struct fx_cd_range)
/* finding: FX_CD32_STAMP has another direction */
#define FX_CD_STAMP	_IOR('c', 6, long)

#endif
