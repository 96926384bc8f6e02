/*
 * A header with no include guard, as ppdev.h was: its commands take a
 * bare struct timespec.
 */
#define RWBARE_IOCTL	'b'

#define RWBARE_GETTIME	_IOR(RWBARE_IOCTL, 1, struct timespec)	/* now */
#define RWBARE_SETTIME	_IOW(RWBARE_IOCTL, 2, struct timespec)
