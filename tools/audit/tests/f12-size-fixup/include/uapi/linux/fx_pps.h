/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: every command of the driver goes through cmd = _IOC(...,
 * sizeof(void *)); a long argument is not a pointer's size fix-up away
 */
#ifndef _UAPI_LINUX_FX_PPS_H
#define _UAPI_LINUX_FX_PPS_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_pps_params {
	__s32 api_version;
	__u32 mode;
};

/* served: size 4 becomes sizeof(void *) */
#define FX_PPS_GETPARAMS	_IOR('p', 0xa1, struct fx_pps_params *)
#define FX_PPS_SETPARAMS	_IOW('p', 0xa2, struct fx_pps_params *)
/* finding: the argument is 12 bytes on i386, 16 on x86_64 */
#define FX_PPS_FETCH		_IOWR('p', 0xa4, struct fx_pps_fdata)

struct fx_pps_fdata {
	__u32 info;
	__u64 timeout;
};

#endif
