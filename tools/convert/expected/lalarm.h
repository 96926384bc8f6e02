/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * lalarm: a sample alarm-clock device written the pre-y2038 way.  Its
 * ioctl arguments carry struct timespec, struct timeval and time_t, so a
 * 32-bit program passes a different layout, under a different number,
 * than the 64-bit kernel expects.  tools/convert/convert.sh converts a
 * copy with cocci/ioctl_time_rewrite.cocci; this original stays as it is.
 */
#ifndef _LALARM_H
#define _LALARM_H

#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>
#ifdef __KERNEL__
#define timespec __kernel_old_timespec
#define timeval __kernel_old_timeval
typedef __kernel_old_time_t time_t;
#else
#include <sys/time.h>
#include <time.h>
#endif

struct lalarm_alarm {
#ifdef __KERNEL__
	struct __kernel_timespec when;
#else
	struct timespec when;
#endif
	__u32 id;
	__u32 flags;
};

struct lalarm_status {
#ifdef __KERNEL__
	struct __kernel_sock_timeval set_at;
	__kernel_time64_t expires;
#else
	struct timeval set_at;		/* when the alarm was last set */
	time_t expires;			/* alarm.when.tv_sec */
#endif
	struct lalarm_alarm alarm;
	__u32 sets;			/* LALARM_SET calls so far */
	__u32 pad;
};

#define LALARM_SET	_IOW('A', 1, struct lalarm_alarm)
#define LALARM_GET	_IOR('A', 2, struct lalarm_alarm)
#define LALARM_STATUS	_IOR('A', 3, struct lalarm_status)

#endif /* _LALARM_H */
