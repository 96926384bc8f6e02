/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: a driver's own compat handler that knows only the time32
 * numbers (samsung_score's score_compat_ioctl32): a time64 process sends
 * the native number, which its switch has no case for
 */
#ifndef _UAPI_LINUX_FX_TS_H
#define _UAPI_LINUX_FX_TS_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_ts_req {
	int fd;
	int ret;
	struct timespec stamp[2];
};

struct fx_ts_info {
	int count;
	int flags;
};

/* served: the compat handler passes the native number to fx_tp_ioctl */
#define FX_TP_REQ	_IOWR('T', 0, struct fx_ts_req)
/* not decided: the compat handler passes the others to a function the
 * sources do not define; the sibling case FX_TQ_REQ32 counts */
#define FX_TQ_REQ	_IOWR('U', 0, struct fx_ts_req)

#endif
