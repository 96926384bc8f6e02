/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: numbers that encode a pointer: sizeof(T *), whatever T holds */
#ifndef _UAPI_LINUX_FX_SENSOR_H
#define _UAPI_LINUX_FX_SENSOR_H

#include <linux/types.h>
#include <linux/ioctl.h>

typedef struct sensor_data {
	__u32 id;
	struct timespec when;	/* libc's: 32 or 64 bits with _TIME_BITS */
} sensor_data_t;

struct fx_plain {
	__u32 lo;
	__u32 hi;
};

/* finding: a pointer to time; time32 and time64 send one number */
#define FX_S_READ	_IOR('s', 1, sensor_data_t *)
/* finding: the pointee is itself a time type */
#define FX_S_CLOCK	_IOR('s', 2, struct timespec *)
/* a pointer to no time: no finding */
#define FX_S_PLAIN	_IOW('s', 3, struct fx_plain *)
/* a pointer to char: no finding */
#define FX_S_NAME	_IOW('s', 4, char *)
/* no pointer, an array: no finding */
#define FX_S_BYTES	_IOW('s', 5, __u8[8])

#endif
