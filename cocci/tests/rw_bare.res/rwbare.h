/*
 * A header with no include guard, as ppdev.h was: its commands take a
 * bare struct timespec.
 */
#include <linux/time_types.h>

#define RWBARE_IOCTL	'b'

#ifdef __KERNEL__
#define RWBARE_GETTIME	_IOR(RWBARE_IOCTL, 1, struct __kernel_timespec)
#define RWBARE_SETTIME	_IOW(RWBARE_IOCTL, 2, struct __kernel_timespec)
#else
#define RWBARE_GETTIME	_IOR(RWBARE_IOCTL, 1, struct timespec)	/* now */
#define RWBARE_SETTIME	_IOW(RWBARE_IOCTL, 2, struct timespec)
#endif
