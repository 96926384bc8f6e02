/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: struct timespec / timeval from <linux/time.h>, not libc: its
 * members are __kernel_old_time_t and long, 32-bit on every 32-bit ABI
 * whatever _TIME_BITS says (and the header clashes with libc's)
 */
#ifndef _UAPI_LINUX_FX_PIN_H
#define _UAPI_LINUX_FX_PIN_H

#include <linux/types.h>
#include <linux/ioctl.h>
#include <linux/time.h>
#include <linux/compat.h>	/* a kernel header, as android_alarm.h has */

struct fx_pin_req {
	__u32 id;
	struct timespec ts;
};

/* finding: .ts is 32-bit time for every 32-bit caller */
#define FX_PIN_SET	_IOW('q', 1, struct fx_pin_req)
/* finding: the argument itself */
#define FX_PIN_TV	_IOR('q', 2, struct timeval)
/* no time: no finding */
#define FX_PIN_NS	_IOR('q', 3, __s64)

#endif
