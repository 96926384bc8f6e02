/* A uapi header with no <linux/types.h>, a nested struct and comments. */
#ifndef _HDR_H
#define _HDR_H

#include <linux/ioctl.h>
#include <linux/time_types.h>

struct hdr_span {
#ifdef __KERNEL__
	struct __kernel_timespec start;
	struct __kernel_timespec end;
#else
	struct timespec start;	/* first sample */
	struct timespec end;	/* last sample */
#endif
};

struct hdr_log {
	unsigned int count;
	struct hdr_span span;
#ifdef __KERNEL__
	__kernel_time64_t stamps[4];
	struct __kernel_sock_timeval last;
#else
	time_t stamps[4];		/* one per channel */
	struct timeval last;
#endif
};

#define HDR_GET_LOG	_IOR('h', 1, struct hdr_log)	/* the log */

#endif /* _HDR_H */
