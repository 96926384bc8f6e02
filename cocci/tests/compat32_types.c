#include <linux/ioctl.h>

/* A driver-private compat struct used by a command without a suffix. */
struct c32_status {
	struct old_timespec32 ts;
	struct old_timeval32 tv;
	compat_int_t state;
};

#define C32_GET_STATUS _IOR('c', 1, struct c32_status)
