/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: the same struct with libc's struct timespec: not pinned */
#ifndef _UAPI_LINUX_FX_LIB_H
#define _UAPI_LINUX_FX_LIB_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_lib_req {
	__u32 id;
	struct timespec ts;
};

/* no pinned finding: time-dependent, a case for each number */
#define FX_LIB_SET	_IOW('q', 8, struct fx_lib_req)

#endif
