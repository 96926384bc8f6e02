/* A uapi header with no <linux/types.h>, a nested struct and comments. */
#ifndef _HDR_H
#define _HDR_H

#include <linux/ioctl.h>

struct hdr_span {
	struct timespec start;	/* first sample */
	struct timespec end;	/* last sample */
};

struct hdr_log {
	unsigned int count;
	struct hdr_span span;
	time_t stamps[4];		/* one per channel */
	struct timeval last;
};

#define HDR_GET_LOG	_IOR('h', 1, struct hdr_log)	/* the log */

#endif /* _HDR_H */
